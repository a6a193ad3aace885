// The RTK Query endpoints more than one package calls, injected into vinApi. Everything else lives with the one remote
// that calls it (its src/ui/*Api.ts), injected into the same store. Here only because it crosses a boundary:
// - likeWine / unlikeWine: saving a wine from discovery, the wine finder and the account pages;
// - getStock: discovery's store stock and ui-kit's useStoreStock (every remote's wine cards);
// - getTasteMatch: ui-kit's useTasteMatches ("Passar din smak" on every remote's wine cards);
// - getCommunityNotes: the wine page (discovery) loads it for social's "Medlemmarnas betyg" panel in one round trip;
// - getMyLists: the social pages and the account page; removeProductFromList: social's lists and the shell's undo toast.
import { track } from '../../analytics/track';
import { vinApi } from '../client';
// Types only: zod stays out of the front-end bundles.
import type { CommunityNotesResponse, TasteMatchResponse } from '../community';
import type { LikedProduct, ProductSummary, StockResponse } from '../schemas';
import type { ListProductRequest, UserList, UserListArray } from '../social';

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

/** For endpoints paged by `page`: the next page while the answer links one. */
export const nextPage = (last: { next: string | null }, _all: unknown, lastPage: number): number | undefined => (last.next ? lastPage + 1 : undefined);

/**
 * Answers that depend on who asks are cached per viewer: `viewer` only keys the cache (pass the current token), so a
 * login or logout never shows another viewer's answer.
 */
export interface ViewerKey {
  viewer?: string | null;
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

export interface CommunityNotesArg extends ViewerKey {
  /** The wine page's URL slug (id or slug): the server fetches the first page with it, beside the wine itself. */
  product: number | string;
  /** 1-based; omitted on the first page (the server renders that one with the same argument). */
  page?: number;
}

/** "Medlemmarnas betyg" (first page, with the ratings): the server renders it with the anonymous visitor's argument. */
export const communityArgs = (product: number | string, viewer: string | null = null): CommunityNotesArg => ({ product, viewer });

export interface ListProductArg extends ListProductRequest {
  /** The list (id or slug). */
  list: string | number;
}

/** Cache tags of user lists: one per list, and 'PUBLIC' for the public listings. */
export const listTags = (lists: UserList[] | undefined) => (lists ?? []).map((l) => ({ type: 'UserList' as const, id: l.id }));
export const PUBLIC_LISTS = { type: 'UserList', id: 'PUBLIC' } as const;

export const sharedApi = vinApi.injectEndpoints({
  endpoints: (build) => ({
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
    getStock: build.query<StockResponse, StockQueryArgs>({
      query: (args) => ({ url: '/api/v1/stock/', params: toQueryParams(args) }),
    }),
    /** "Passar din smak" for these wines (ids in a stable order, so one set is one cache entry). */
    getTasteMatch: build.query<TasteMatchResponse, ViewerKey & { products: readonly number[] }>({
      query: ({ products }) => ({ url: '/api/v1/taste-match/', params: { products: products.join(',') } }),
      providesTags: ['Ratings', 'Likes'],
    }),
    getCommunityNotes: build.query<CommunityNotesResponse, CommunityNotesArg>({
      query: ({ product, page }) => ({
        url: `/user-product-notes/community/${encodeURIComponent(String(product))}/`,
        params: page && page > 1 ? { page } : undefined,
      }),
      // By the wine's id from the answer: the argument may be its slug.
      providesTags: (r) => (r ? [{ type: 'CommunityNotes', id: r.ratings.product }, { type: 'Ratings', id: r.ratings.product }, 'Following'] : ['Following']),
    }),
    getMyLists: build.query<UserListArray, void>({
      query: () => '/api/v1/user-lists/my-lists',
      providesTags: (lists) => ['MyLists', ...listTags(lists)],
    }),
    removeProductFromList: build.mutation<UserList, ListProductArg>({
      query: ({ list, product }) => ({
        url: `/api/v1/user-lists/${encodeURIComponent(String(list))}/remove-product/`,
        method: 'DELETE',
        body: { product },
      }),
      invalidatesTags: (list) => ['MyLists', PUBLIC_LISTS, ...listTags(list && [list])],
    }),
  }),
});

export const {
  useLikeWineMutation,
  useUnlikeWineMutation,
  useGetStockQuery,
  useGetCommunityNotesQuery,
  useGetMyListsQuery,
  useRemoveProductFromListMutation,
} = sharedApi;
