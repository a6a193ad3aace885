// RTK Query endpoints of the catalog feature (products, stores, stock, taxonomy, catalogs, saved catalogs, likes),
// injected into vinApi.
import { track } from '../../analytics/track';
import { vinApi } from '../client';
// Types only: zod stays out of the front-end bundles.
import type {
  Catalog,
  CatalogKind,
  CatalogListResponse,
  CatalogSaveResponse,
  CountryFirstLevelResponse,
  GrapeListResponse,
  LikedProduct,
  NearbyStoresRequest,
  NearbyStoresResponse,
  Product,
  ProductCatalogsResponse,
  ProductFacetsResponse,
  ProductListQuery,
  ProductListResponse,
  ProductSummary,
  SavedCatalogsResponse,
  StockResponse,
  StoreListResponse,
  SuggestResponse,
  TagCategoriesResponse,
  UserSearchResponse,
} from '../schemas';

/** Filters of GET /api/v1/product/ (parsed shapes: lists, numbers, booleans); pages are added by the endpoints. */
export type ProductQueryArgs = Partial<Omit<ProductListQuery, 'page' | 'category' | 'tag'>>;

export interface CatalogQueryArgs {
  kind?: CatalogKind;
  search?: string;
  page_size?: number;
}

export interface StoreQueryArgs {
  search?: string;
  siteId?: string;
  page_size?: number;
  include_agents?: boolean;
  /** Both or neither: nearest first (after match quality when searching). */
  latitude?: number;
  longitude?: number;
}

/** Most product ids one stock request takes (`product_ids`; the API's MAX_STOCK_PRODUCT_IDS). */
export const STOCK_BATCH_MAX = 100;

export interface StockQueryArgs {
  product_id?: number;
  /** Many wines at once (at most STOCK_BATCH_MAX), with store_id or site_id: one row per wine found. */
  product_ids?: readonly number[];
  store_id?: number;
  site_id?: string;
  in_stock?: boolean;
  latitude?: number;
  longitude?: number;
  page_size?: number;
}

export interface CatalogArg {
  /** Numeric id or slug. */
  catalog: string;
  /**
   * Only keys the cache (pass the current token): `is_saved` depends on who asks, so a login or
   * logout never shows another viewer's answer.
   */
  viewer?: string | null;
}

/** A catalog to follow or unfollow. */
export interface CatalogSaveArg {
  id: number;
}

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** Query parameters as the API reads them: lists comma-separated, empty values left out. */
export function toQueryParams(args: object): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(args) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params[key] = value.join(',');
    } else {
      params[key] = String(value);
    }
  }
  return params;
}

const nextPage = (last: { next: string | null }, _all: unknown, lastPage: number) => (last.next ? lastPage + 1 : undefined);

export const catalogApi = vinApi.injectEndpoints({
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
    getStock: build.query<StockResponse, StockQueryArgs>({
      query: (args) => ({ url: '/api/v1/stock/', params: toQueryParams(args) }),
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
    /** The logged-in user's followed catalogs, most recently saved first. */
    getSavedCatalogs: build.query<SavedCatalogsResponse, void>({
      query: () => '/api/v1/catalogs/saved/',
      providesTags: ['SavedCatalogs'],
    }),

    /** Suggestions as you type (wines, producers, grapes, regions, dishes); empty below 2 characters. */
    suggest: build.query<SuggestResponse, string>({
      query: (q) => ({ url: '/api/v1/search/suggest/', params: toQueryParams({ q: q.trim() }) }),
    }),

    searchUserPages: build.infiniteQuery<UserSearchResponse, { search: string; page_size?: number }, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({ url: '/api/v1/users/', params: toQueryParams({ ...queryArg, page: pageParam }) }),
    }),

    /** Save (like) a wine: shown as saved at once, rolled back if the API refuses. */
    likeWine: build.mutation<LikedProduct, ProductSummary>({
      query: (product) => ({ url: '/api/v1/user-product-likes/', method: 'POST', body: { product: product.id } }),
      async onQueryStarted(product, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          vinApi.util.updateQueryData('getProfile', undefined, (profile) => {
            if (profile.liked_products.some((liked) => liked.product.id === product.id)) return;
            // Placeholder id until the refetched profile brings the real one.
            profile.liked_products.unshift({ id: -product.id, product, created_at: new Date().toISOString() });
          }),
        );
        try {
          await queryFulfilled;
          // Every way of saving a wine goes through here: one place announces it (the wine, not who saved it).
          track('c_wine_saved', { product_id: product.id });
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Likes']),
    }),
    unlikeWine: build.mutation<void, ProductSummary>({
      query: (product) => ({
        url: '/api/v1/user-product-likes/unlike-product/',
        method: 'POST',
        body: { product: product.id },
      }),
      async onQueryStarted(product, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          vinApi.util.updateQueryData('getProfile', undefined, (profile) => {
            profile.liked_products = profile.liked_products.filter((liked) => liked.product.id !== product.id);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Likes']),
    }),
  }),
});

/** What followOptimistically needs of a mutation's onQueryStarted lifecycle. */
interface FollowLifecycle {
  dispatch: (action: ReturnType<typeof catalogApi.util.updateQueryData>) => { undo: () => void };
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
  type State = Parameters<typeof catalogApi.util.selectCachedArgsForQuery>[0];
  const cached = catalogApi.util.selectCachedArgsForQuery(getState() as State, 'getCatalog');
  const patch = (recipe: (catalog: Catalog) => void) =>
    cached.map((arg) =>
      dispatch(
        catalogApi.util.updateQueryData('getCatalog', arg, (catalog) => {
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
export const catalogSaveApi = catalogApi.injectEndpoints({
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
  useLazyGetStoresQuery,
  useGetNearbyStoresQuery,
  useLazyGetNearbyStoresQuery,
  useGetStockQuery,
  useGetGrapesQuery,
  useGetCountriesQuery,
  useGetTagCategoriesQuery,
  useGetCatalogsQuery,
  useGetCatalogPagesInfiniteQuery,
  useGetCatalogQuery,
  useGetSavedCatalogsQuery,
  useSuggestQuery,
  useSearchUserPagesInfiniteQuery,
  useLikeWineMutation,
  useUnlikeWineMutation,
} = catalogApi;
