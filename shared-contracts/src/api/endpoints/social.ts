// RTK Query endpoints of the social feature (users, follows, user lists, notes), injected into vinApi.
// Tags: 'Following' (follows, public profiles), 'MyLists' / 'SavedLists' (the user's lists), 'UserList'
// (one list by id, 'PUBLIC' for public listings), 'Notes' (by product id), 'Profile' (counts in the own profile).
// Changes invalidate what they touch, so user data and lists reload after every change (spec section 7).
import { vinApi } from '../client';
import type {
  FollowingResponse,
  FollowResponse,
  ListProductRequest,
  Note,
  NoteArray,
  NoteVisibility,
  PublicProfile,
  PublicUserListsResponse,
  SavedListResponse,
  UserList,
  UserListArray,
  UserListCreateRequest,
  UserListUpdateRequest,
  UserSearchResponse,
} from '../social';

/**
 * Answers that depend on who asks (is_following, is_saved, private lists) are cached per viewer:
 * `viewer` only keys the cache (pass the current token), so a login or logout never shows stale answers.
 */
interface ViewerKey {
  viewer?: string | null;
}

export interface UserArg extends ViewerKey {
  /** Numeric id or slug. */
  user: string | number;
}

export interface UserSearchArg {
  search?: string;
  page?: number;
  page_size?: number;
}

export interface PublicListsArg extends ViewerKey {
  /** Id or slug; omitted → every public list. */
  user?: string | number;
  page?: number;
  page_size?: number;
}

export interface ListArg extends ViewerKey {
  /** Numeric id or slug. */
  list: string | number;
}

export interface UpdateListArg extends UserListUpdateRequest {
  list: string | number;
}

export interface ListProductArg extends ListProductRequest {
  /** The list (id or slug). */
  list: string | number;
}

export interface NoteUpdateArg {
  id: number;
  /** Product of the note, for refreshing that product's notes. */
  product: number;
  text: string;
  /** Absent: unchanged. */
  visibility?: NoteVisibility;
}

const listTags = (lists: UserList[] | undefined) => (lists ?? []).map((l) => ({ type: 'UserList' as const, id: l.id }));
const PUBLIC_LISTS = { type: 'UserList', id: 'PUBLIC' } as const;

export const socialApi = vinApi.injectEndpoints({
  endpoints: (build) => ({
    // ---- Users and follows ----
    getUser: build.query<PublicProfile, UserArg>({
      query: ({ user }) => `/users/${encodeURIComponent(String(user))}/`,
      providesTags: ['Following', 'Likes'],
    }),
    searchUsers: build.query<UserSearchResponse, UserSearchArg>({
      query: (params) => ({ url: '/api/v1/users/', params }),
    }),
    getFollowing: build.query<FollowingResponse, { user: string | number; page?: number }>({
      query: ({ user, page }) => ({ url: `/users/${encodeURIComponent(String(user))}/following/`, params: { page } }),
      providesTags: ['Following'],
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
    getMyLists: build.query<UserListArray, void>({
      query: () => '/api/v1/user-lists/my-lists',
      providesTags: (lists) => ['MyLists', ...listTags(lists)],
    }),
    getSavedLists: build.query<UserListArray, void>({
      query: () => '/api/v1/user-lists/saved-lists/',
      providesTags: (lists) => ['SavedLists', ...listTags(lists)],
    }),
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
    removeProductFromList: build.mutation<UserList, ListProductArg>({
      query: ({ list, product }) => ({
        url: `/api/v1/user-lists/${encodeURIComponent(String(list))}/remove-product/`,
        method: 'DELETE',
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

    // ---- Notes (private to their author) ----
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
  }),
});

export const {
  useGetUserQuery,
  useSearchUsersQuery,
  useGetFollowingQuery,
  useFollowUserMutation,
  useUnfollowUserMutation,
  useGetMyListsQuery,
  useGetSavedListsQuery,
  useGetPublicListsQuery,
  useGetPublicListQuery,
  useCreateListMutation,
  useUpdateListMutation,
  useDeleteListMutation,
  useAddProductToListMutation,
  useRemoveProductFromListMutation,
  useAddListToProfileMutation,
  useRemoveListFromProfileMutation,
  useGetNotesByProductQuery,
  useCreateNoteMutation,
  useUpdateNoteMutation,
  useDeleteNoteMutation,
} = socialApi;
