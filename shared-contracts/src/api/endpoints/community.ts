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
} from '../community';

interface ViewerKey {
  viewer?: string | null;
}

export interface ProductViewerArg extends ViewerKey {
  product: number;
}

export interface CommunityNotesArg extends ProductViewerArg {
  /** 1-based; omitted on the first page (the server renders that one with the same argument). */
  page?: number;
}

export interface FeedArg extends ViewerKey {
  page?: number;
}

/** The wine page's server-rendered arguments (anonymous): the same as the browser's for an anonymous visitor. */
export const communityArgs = (product: number, viewer: string | null = null) => ({
  ratings: { product, viewer } satisfies ProductViewerArg,
  notes: { product, viewer } satisfies CommunityNotesArg,
});

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
      query: ({ product, page }) => ({ url: `/user-product-notes/community/${product}/`, params: page && page > 1 ? { page } : undefined }),
      providesTags: (_r, _e, { product }) => [{ type: 'CommunityNotes', id: product }, 'Following'],
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
} = communityApi;
