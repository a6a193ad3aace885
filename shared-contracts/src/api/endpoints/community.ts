// RTK Query endpoints of ratings, others' notes, reports, the feed and the data download, injected into vinApi.
// Tags: 'Ratings' (by product id), 'CommunityNotes' (by product id), 'Feed'. Answers that depend on who asks carry
// `viewer` (the token) in their argument, only to key the cache, as the social endpoints do.
import { vinApi } from '../client';
import type {
  CommunityNotesResponse,
  FeedResponse,
  FeedSuggestionsResponse,
  MyDataExport,
  NoteReportResponse,
  RatingSummary,
  TasteMatchResponse,
} from '../community';

interface ViewerKey {
  viewer?: string | null;
}

export interface ProductViewerArg extends ViewerKey {
  product: number;
}

export interface CommunityNotesArg extends ViewerKey {
  /** The wine page's URL slug (id or slug): the server fetches the first page with it, beside the wine itself. */
  product: number | string;
  /** 1-based; omitted on the first page (the server renders that one with the same argument). */
  page?: number;
}

export interface FeedArg extends ViewerKey {
  page?: number;
}

/** "Medlemmarnas betyg" (first page, with the ratings): the server renders it with the anonymous visitor's argument. */
export const communityArgs = (product: number | string, viewer: string | null = null): CommunityNotesArg => ({ product, viewer });

export const communityApi = vinApi.injectEndpoints({
  endpoints: (build) => ({
    getRatingSummary: build.query<RatingSummary, ProductViewerArg>({
      query: ({ product }) => `/api/v1/ratings/by-product/${product}/`,
      providesTags: (_r, _e, { product }) => [{ type: 'Ratings', id: product }],
    }),
    rateProduct: build.mutation<RatingSummary, { product: number; rating: number }>({
      query: ({ product, rating }) => ({ url: `/api/v1/ratings/by-product/${product}/`, method: 'PUT', body: { rating } }),
      invalidatesTags: (_r, _e, { product }) => [{ type: 'Ratings', id: product }],
    }),
    deleteRating: build.mutation<RatingSummary, { product: number }>({
      query: ({ product }) => ({ url: `/api/v1/ratings/by-product/${product}/`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { product }) => [{ type: 'Ratings', id: product }],
    }),
    getCommunityNotes: build.query<CommunityNotesResponse, CommunityNotesArg>({
      query: ({ product, page }) => ({
        url: `/user-product-notes/community/${encodeURIComponent(String(product))}/`,
        params: page && page > 1 ? { page } : undefined,
      }),
      // By the wine's id from the answer: the argument may be its slug.
      providesTags: (r) => (r ? [{ type: 'CommunityNotes', id: r.ratings.product }, { type: 'Ratings', id: r.ratings.product }, 'Following'] : ['Following']),
    }),
    reportNote: build.mutation<NoteReportResponse, { id: number; product: number }>({
      query: ({ id }) => ({ url: `/user-product-notes/${id}/report/`, method: 'POST' }),
      invalidatesTags: (_r, _e, { product }) => [{ type: 'CommunityNotes', id: product }],
    }),
    getFeed: build.query<FeedResponse, FeedArg>({
      query: ({ page }) => ({ url: '/api/v1/feed/', params: page && page > 1 ? { page } : undefined }),
      providesTags: ['Feed', 'Following'],
    }),
    getFeedSuggestions: build.query<FeedSuggestionsResponse, ViewerKey>({
      query: () => '/api/v1/feed/suggestions/',
      providesTags: ['Feed', 'Following'],
    }),
    /** "Passar din smak" for these wines (ids in a stable order, so one set is one cache entry). */
    getTasteMatch: build.query<TasteMatchResponse, ViewerKey & { products: readonly number[] }>({
      query: ({ products }) => ({ url: '/api/v1/taste-match/', params: { products: products.join(',') } }),
      providesTags: ['Ratings', 'Likes'],
    }),
    getMyData: build.query<MyDataExport, ViewerKey>({
      query: () => '/auth/profile/export/',
      // A download: fetched when asked for, never kept.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetRatingSummaryQuery,
  useRateProductMutation,
  useDeleteRatingMutation,
  useGetCommunityNotesQuery,
  useReportNoteMutation,
  useGetFeedQuery,
  useGetFeedSuggestionsQuery,
  useLazyGetMyDataQuery,
  useGetTasteMatchQuery,
} = communityApi;
