// RTK Query endpoints of discovery (wines, search, stores, taxonomy, editorial catalogs, dishes, taste twins), injected
// into the one vinApi: this remote's own. Endpoints other packages call too are the contracts' (sharedApi).
import { nextPage, toQueryParams, vinApi } from '@vinkompassen/shared-contracts';
// Types only: zod stays out of the front-end bundles.
import type {
  Catalog,
  CatalogKind,
  CatalogListResponse,
  CatalogSaveResponse,
  CountryFirstLevelResponse,
  DishListResponse,
  DishResponse,
  GrapeListResponse,
  NearbyStoresRequest,
  NearbyStoresResponse,
  Product,
  ProductCatalogsResponse,
  ProductFacetsResponse,
  ProductListQuery,
  ProductListResponse,
  SimilarWinesResponse,
  StoreListResponse,
  SuggestResponse,
  TagCategoriesResponse,
  UserSearchResponse,
} from '@vinkompassen/shared-contracts/schemas';

/** Filters of GET /api/v1/product/ (parsed shapes: lists, numbers, booleans); pages are added by the endpoints. */
export type ProductQueryArgs = Partial<Omit<ProductListQuery, 'page' | 'category' | 'tag'>>;

export interface CatalogQueryArgs {
  kind?: CatalogKind;
  search?: string;
  page_size?: number;
}

interface StoreQueryArgs {
  search?: string;
  siteId?: string;
  page_size?: number;
  include_agents?: boolean;
  /** Both or neither: nearest first (after match quality when searching). */
  latitude?: number;
  longitude?: number;
}

interface CatalogArg {
  /** Numeric id or slug. */
  catalog: string;
  /**
   * Only keys the cache (pass the current token): `is_saved` depends on who asks, so a login or
   * logout never shows another viewer's answer.
   */
  viewer?: string | null;
}

/** A catalog to follow or unfollow. */
interface CatalogSaveArg {
  id: number;
}

interface SimilarWinesArgs {
  productId: number;
  limit?: number;
  /** The chosen store ("Min butik", its site id): each twin's quantity there. */
  site_id?: string;
  /** With site_id: only twins in stock there (the out-of-stock alternative). */
  in_stock?: boolean;
}

export const discoveryApi = vinApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductListResponse, ProductQueryArgs & { page?: number }>({
      query: (args) => ({ url: '/api/v1/product/', params: toQueryParams(args) }),
    }),
    /** Product search/filter results, page by page (infinite scroll). */
    getProductPages: build.infiniteQuery<ProductListResponse, ProductQueryArgs, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({ url: '/api/v1/product/', params: toQueryParams({ ...queryArg, page: pageParam }) }),
    }),
    /** Facet counts of the filter page: per option, how many wines it would give under the other filters. */
    getProductFacets: build.query<ProductFacetsResponse, ProductQueryArgs>({
      // Paging and sort do not change the counts: left out so every sort shares one cache entry.
      query: ({ sort: _sort, ...args }) => ({ url: '/api/v1/product/facets/', params: toQueryParams(args) }),
    }),
    getProduct: build.query<Product, { id: string; source_list?: string }>({
      query: ({ id, source_list }) => ({
        url: `/api/v1/product/${encodeURIComponent(id)}`,
        params: toQueryParams({ source_list }),
      }),
    }),
    getProductCatalogs: build.query<ProductCatalogsResponse, string | number>({
      query: (id) => `/api/v1/product/${encodeURIComponent(String(id))}/catalogs/`,
    }),

    getStores: build.query<StoreListResponse, StoreQueryArgs>({
      query: (args) => ({ url: '/api/v1/store/', params: toQueryParams(args) }),
    }),
    getNearbyStores: build.query<NearbyStoresResponse, NearbyStoresRequest>({
      query: (body) => ({ url: '/api/v1/store/nearby/', method: 'POST', body }),
    }),

    getGrapes: build.query<GrapeListResponse, { search?: string; page_size?: number }>({
      query: (args) => ({ url: '/api/v1/grapes/', params: toQueryParams(args) }),
    }),
    getCountries: build.query<CountryFirstLevelResponse, void>({
      query: () => '/api/v1/country/first-level/',
    }),
    getTagCategories: build.query<TagCategoriesResponse, { slug?: string }>({
      query: (args) => ({ url: '/api/v1/tag-categories/', params: toQueryParams(args) }),
    }),

    getCatalogs: build.query<CatalogListResponse, CatalogQueryArgs>({
      query: ({ page_size, ...args }) => ({ url: '/api/v1/catalogs/', params: toQueryParams({ ...args, count: page_size }) }),
    }),
    getCatalogPages: build.infiniteQuery<CatalogListResponse, CatalogQueryArgs, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg: { page_size, ...args }, pageParam }) => ({
        url: '/api/v1/catalogs/',
        params: toQueryParams({ ...args, count: page_size, page: pageParam }),
      }),
    }),
    getCatalog: build.query<Catalog, CatalogArg>({
      query: ({ catalog }) => `/api/v1/catalogs/${encodeURIComponent(catalog)}`,
      // Followed or not is the viewer's: a follow or unfollow reads it again (see followOptimistically).
      providesTags: (result) => (result ? [{ type: 'Catalog' as const, id: result.id }] : []),
    }),

    /** Suggestions as you type (wines, producers, grapes, regions, dishes); empty below 2 characters. */
    suggest: build.query<SuggestResponse, string>({
      query: (q) => ({ url: '/api/v1/search/suggest/', params: toQueryParams({ q: q.trim() }) }),
    }),

    searchUserPages: build.infiniteQuery<UserSearchResponse, { search: string; page_size?: number }, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({ url: '/api/v1/users/', params: toQueryParams({ ...queryArg, page: pageParam }) }),
    }),

    /** Every dish, or with `q` those matching it (typo-tolerant), best first. */
    getDishes: build.query<DishListResponse, { q?: string }>({
      query: ({ q }) => ({ url: '/api/v1/dishes/', params: toQueryParams({ q: q?.trim() || undefined }) }),
    }),
    /** One dish and its best wines with reasons; 404 for an unknown slug. */
    getDish: build.query<DishResponse, { slug: string; limit?: number }>({
      query: ({ slug, limit }) => ({ url: `/api/v1/dishes/${encodeURIComponent(slug)}/`, params: toQueryParams({ limit }) }),
    }),
    /** "Liknande viner": taste twins of a wine, with stock at the chosen store. */
    getSimilarWines: build.query<SimilarWinesResponse, SimilarWinesArgs>({
      query: ({ productId, ...args }) => ({ url: `/api/v1/product/${productId}/similar/`, params: toQueryParams(args) }),
    }),
  }),
});

/** What followOptimistically needs of a mutation's onQueryStarted lifecycle. */
interface FollowLifecycle {
  dispatch: (action: ReturnType<typeof discoveryApi.util.updateQueryData>) => { undo: () => void };
  getState: () => unknown;
  queryFulfilled: Promise<{ data: CatalogSaveResponse }>;
}

/**
 * Shows a follow/unfollow at once in every cached copy of the catalog (`is_saved`, `saves_count`), takes the
 * API's count when it answers and rolls back if it refuses. A copy still loading (a login just changed the viewer)
 * cannot be patched and may answer with what it read before the follow: the mutation's tag reads the catalog again
 * once it has answered (RTK Query waits for queries in flight before refetching).
 */
async function followOptimistically({ id }: CatalogSaveArg, saved: boolean, { dispatch, getState, queryFulfilled }: FollowLifecycle) {
  type State = Parameters<typeof discoveryApi.util.selectCachedArgsForQuery>[0];
  const cached = discoveryApi.util.selectCachedArgsForQuery(getState() as State, 'getCatalog');
  const patch = (recipe: (catalog: Catalog) => void) =>
    cached.map((arg) =>
      dispatch(
        discoveryApi.util.updateQueryData('getCatalog', arg, (catalog) => {
          if (catalog.id === id) recipe(catalog);
        }),
      ),
    );
  const patches = patch((catalog) => {
    if (catalog.is_saved !== saved) catalog.saves_count = Math.max(0, catalog.saves_count + (saved ? 1 : -1));
    catalog.is_saved = saved;
  });
  try {
    const { data } = await queryFulfilled;
    patch((catalog) => {
      catalog.saves_count = data.saves_count;
    });
  } catch {
    patches.forEach((p) => p.undo());
  }
}

/** Follow (save) and unfollow editorial catalogs; login required. */
const catalogSaveApi = discoveryApi.injectEndpoints({
  endpoints: (build) => ({
    saveCatalog: build.mutation<CatalogSaveResponse, CatalogSaveArg>({
      query: ({ id }) => ({ url: `/api/v1/catalogs/${id}/save/`, method: 'POST' }),
      onQueryStarted: (arg, lifecycle) => followOptimistically(arg, true, lifecycle),
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['SavedCatalogs', { type: 'Catalog' as const, id }]),
    }),
    unsaveCatalog: build.mutation<CatalogSaveResponse, CatalogSaveArg>({
      query: ({ id }) => ({ url: `/api/v1/catalogs/${id}/save/`, method: 'DELETE' }),
      onQueryStarted: (arg, lifecycle) => followOptimistically(arg, false, lifecycle),
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['SavedCatalogs', { type: 'Catalog' as const, id }]),
    }),
  }),
});

export const { useSaveCatalogMutation, useUnsaveCatalogMutation } = catalogSaveApi;

export const {
  useGetProductsQuery,
  useGetProductPagesInfiniteQuery,
  useGetProductFacetsQuery,
  useGetProductQuery,
  useGetProductCatalogsQuery,
  useGetStoresQuery,
  useGetNearbyStoresQuery,
  useGetGrapesQuery,
  useGetCountriesQuery,
  useGetTagCategoriesQuery,
  useGetCatalogsQuery,
  useGetCatalogPagesInfiniteQuery,
  useGetCatalogQuery,
  useSuggestQuery,
  useSearchUserPagesInfiniteQuery,
  useGetDishesQuery,
  useGetDishQuery,
  useGetSimilarWinesQuery,
} = discoveryApi;
