// RTK Query endpoints of the social feature (users and follows, user lists, own notes, ratings, reports, the feed, the
// best store for a list), injected into the one vinApi: this remote's own. Endpoints other packages call too (own
// lists, removing a wine from a list, the community notes) are the contracts' (sharedApi).
// Tags: 'Following' (follows, public profiles), 'MyLists' / 'SavedLists' (the user's lists), 'UserList' (one list by
// id, 'PUBLIC' for public listings), 'Notes' (by product id), 'Profile' (counts in the own profile), 'Ratings' and
// 'CommunityNotes' (by product id), 'Feed'. Changes invalidate what they touch, so user data and lists reload after
// every change (spec section 7).
import { listTags, PUBLIC_LISTS, toQueryParams, vinApi, type ListProductArg, type ViewerKey } from '@vinkompassen/shared-contracts';
// Types only: zod stays out of the front-end bundles.
import type {
  BestStoresResponse,
  FeedResponse,
  FeedSuggestionsResponse,
  FollowResponse,
  Note,
  NoteArray,
  NoteReportResponse,
  NoteVisibility,
  PublicProfile,
  PublicUserListsResponse,
  RatingSummary,
  SavedListResponse,
  UserList,
  UserListCreateRequest,
  UserListUpdateRequest,
} from '@vinkompassen/shared-contracts/schemas';

interface UserArg extends ViewerKey {
  /** Numeric id or slug. */
  user: string | number;
}

interface PublicListsArg extends ViewerKey {
  /** Id or slug; omitted → every public list. */
  user?: string | number;
  page?: number;
  page_size?: number;
}

interface ListArg extends ViewerKey {
  /** Numeric id or slug. */
  list: string | number;
}

interface UpdateListArg extends UserListUpdateRequest {
  list: string | number;
}

interface NoteUpdateArg {
  id: number;
  /** Product of the note, for refreshing that product's notes. */
  product: number;
  text: string;
  /** Absent: unchanged. */
  visibility?: NoteVisibility;
}

interface ProductViewerArg extends ViewerKey {
  product: number;
}

interface FeedArg extends ViewerKey {
  page?: number;
}

interface BestStoresArgs {
  product_ids: readonly number[];
  /** The chosen store ("Min butik", its site id). */
  site_id?: string;
  latitude?: number;
  longitude?: number;
  limit?: number;
}

export const socialApi = vinApi.injectEndpoints({
  endpoints: (build) => ({
    // ---- Users and follows ----
    getUser: build.query<PublicProfile, UserArg>({
      query: ({ user }) => `/users/${encodeURIComponent(String(user))}/`,
      providesTags: ['Following', 'Likes'],
    }),
    followUser: build.mutation<FollowResponse, string | number>({
      query: (user) => ({ url: `/users/${encodeURIComponent(String(user))}/follow/`, method: 'POST' }),
      invalidatesTags: ['Following'],
    }),
    unfollowUser: build.mutation<FollowResponse, string | number>({
      query: (user) => ({ url: `/users/${encodeURIComponent(String(user))}/follow/`, method: 'DELETE' }),
      invalidatesTags: ['Following'],
    }),

    // ---- User lists ----
    getPublicLists: build.query<PublicUserListsResponse, PublicListsArg>({
      query: ({ user, page, page_size }) => ({
        url: '/api/v1/public/user-lists/',
        params: { user_id: user, page, page_size },
      }),
      providesTags: (response) => [PUBLIC_LISTS, ...listTags(response?.results)],
    }),
    getPublicList: build.query<UserList, ListArg>({
      query: ({ list }) => `/api/v1/public/user-lists/${encodeURIComponent(String(list))}/`,
      providesTags: (list, _error, arg) => [{ type: 'UserList', id: list?.id ?? String(arg.list) }],
    }),
    createList: build.mutation<UserList, UserListCreateRequest>({
      query: (body) => ({ url: '/api/v1/user-lists/', method: 'POST', body }),
      invalidatesTags: ['MyLists', 'Profile', PUBLIC_LISTS],
    }),
    updateList: build.mutation<UserList, UpdateListArg>({
      query: ({ list, ...body }) => ({ url: `/api/v1/user-lists/${encodeURIComponent(String(list))}`, method: 'PATCH', body }),
      invalidatesTags: (list) => ['MyLists', 'SavedLists', PUBLIC_LISTS, ...listTags(list && [list])],
    }),
    // The deleted list's own query is left alone: refetching it would only flash a not-found state.
    deleteList: build.mutation<void, string | number>({
      query: (list) => ({ url: `/api/v1/user-lists/${encodeURIComponent(String(list))}`, method: 'DELETE' }),
      invalidatesTags: ['MyLists', 'SavedLists', 'Profile', PUBLIC_LISTS],
    }),
    /** 409 when the wine already is in the list. */
    addProductToList: build.mutation<UserList, ListProductArg>({
      query: ({ list, product }) => ({
        url: `/api/v1/user-lists/${encodeURIComponent(String(list))}/add-product/`,
        method: 'POST',
        body: { product },
      }),
      invalidatesTags: (list) => ['MyLists', PUBLIC_LISTS, ...listTags(list && [list])],
    }),
    /** Saves (follows) another user's public list to the own profile. */
    addListToProfile: build.mutation<SavedListResponse, { list: number }>({
      query: ({ list }) => ({ url: `/api/v1/user-lists/${list}/add_to_profile/`, method: 'POST' }),
      invalidatesTags: (_result, _error, { list }) => ['SavedLists', 'Profile', { type: 'UserList', id: list }],
    }),
    removeListFromProfile: build.mutation<SavedListResponse, { list: number }>({
      query: ({ list }) => ({ url: `/api/v1/user-lists/${list}/remove_from_profile/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { list }) => ['SavedLists', 'Profile', { type: 'UserList', id: list }],
    }),
    /** "Bästa butiken för listan": stores near a position or the chosen store with most of the wines in stock. */
    getBestStores: build.query<BestStoresResponse, BestStoresArgs>({
      query: (args) => ({ url: '/api/v1/stock/best-stores/', params: toQueryParams(args) }),
    }),

    // ---- Own notes (private to their author unless shared) ----
    getNotesByProduct: build.query<NoteArray, number>({
      query: (product) => `/user-product-notes/by-product/${product}/`,
      providesTags: (_notes, _error, product) => [{ type: 'Notes', id: product }],
    }),
    createNote: build.mutation<Note, { product: number; text: string; visibility?: NoteVisibility }>({
      query: (body) => ({ url: '/user-product-notes/', method: 'POST', body }),
      invalidatesTags: (_note, _error, { product }) => [{ type: 'Notes', id: product }],
    }),
    updateNote: build.mutation<Note, NoteUpdateArg>({
      query: ({ id, text, visibility }) => ({ url: `/user-product-notes/${id}/`, method: 'PUT', body: { text, visibility } }),
      invalidatesTags: (_note, _error, { product }) => [{ type: 'Notes', id: product }],
    }),
    deleteNote: build.mutation<void, { id: number; product: number }>({
      query: ({ id }) => ({ url: `/user-product-notes/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { product }) => [{ type: 'Notes', id: product }],
    }),

    // ---- Ratings, reports and the feed ----
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
  }),
});

export const {
  useGetUserQuery,
  useFollowUserMutation,
  useUnfollowUserMutation,
  useGetPublicListsQuery,
  useGetPublicListQuery,
  useCreateListMutation,
  useUpdateListMutation,
  useDeleteListMutation,
  useAddProductToListMutation,
  useAddListToProfileMutation,
  useRemoveListFromProfileMutation,
  useGetBestStoresQuery,
  useGetNotesByProductQuery,
  useCreateNoteMutation,
  useUpdateNoteMutation,
  useDeleteNoteMutation,
  useGetRatingSummaryQuery,
  useRateProductMutation,
  useDeleteRatingMutation,
  useReportNoteMutation,
  useGetFeedQuery,
  useGetFeedSuggestionsQuery,
} = socialApi;
