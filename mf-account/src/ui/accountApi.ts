// RTK Query endpoints of the account feature (registration, password reset, own profile), injected into vinApi.
// login, logout, getProfile and likeProduct are the base client's (shared-contracts) because the shell needs them from the start;
// removing a saved wine (unlikeWine) and the own lists (getMyLists) are the contracts' shared endpoints.
import { listTags, vinApi, type ViewerKey } from '@vinkompassen/shared-contracts';
// Types only: zod stays out of the front-end bundles.
import type {
  Detail,
  EmailChangeRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  Profile,
  RegistrationRequest,
  RegistrationResponse,
  RatingsVisibility,
  MyDataExport,
  SavedCatalogsResponse,
  UserListArray,
} from '@vinkompassen/shared-contracts/schemas';

/** PUT /auth/profile/: every field optional; `avatar` is the uploaded image file. */
export interface ProfileUpdate {
  name?: string;
  likes_are_public?: boolean;
  ratings_visibility?: RatingsVisibility;
  /** `true` drops the current image (back to the default silhouette). */
  remove_avatar?: boolean;
  avatar?: Blob | null;
}

type FormValue = string | number | boolean | Blob | null | undefined | readonly (string | number | Blob)[];

/**
 * Multipart body for the profile update (spec section 3): empty values and empty arrays are dropped,
 * so the API leaves those fields unchanged.
 */
export function toFormData(fields: Readonly<Record<string, FormValue>>): FormData {
  const form = new FormData();
  const append = (key: string, value: string | number | boolean | Blob) => {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.filter((item) => item !== '').forEach((item) => append(key, item));
    else append(key, value as string | number | boolean | Blob);
  }
  return form;
}

export const accountApi = vinApi.injectEndpoints({
  endpoints: (build) => ({
    /** 201 `{key}`: the new user is logged in. */
    register: build.mutation<RegistrationResponse, RegistrationRequest>({
      query: (body) => ({ url: '/auth/registration/', method: 'POST', body }),
    }),
    /** Always 200 (no account enumeration); mails a link to /confirm-reset/{uid}/{token}/. */
    requestPasswordReset: build.mutation<Detail, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/password/reset/', method: 'POST', body }),
    }),
    /** Sets the new password; every auth token of the user is revoked. */
    confirmPasswordReset: build.mutation<Detail, PasswordResetConfirmRequest>({
      query: (body) => ({ url: '/auth/password/reset/confirm/', method: 'POST', body }),
    }),
    /** Logged in: 200 `{detail}`, 400 `{old_password}` for a wrong current password; every other token is revoked. */
    changePassword: build.mutation<Detail, PasswordChangeRequest>({
      query: (body) => ({ url: '/auth/password/change/', method: 'POST', body }),
    }),
    /**
     * Logged in, confirmed with the password: 200 `{detail}`; 400 `{password}` or `{new_email}` (invalid, taken).
     * Nothing changes yet (the new address gets a link), so the profile keeps its address.
     */
    changeEmail: build.mutation<Detail, EmailChangeRequest>({
      query: (body) => ({ url: '/auth/email/change/', method: 'POST', body }),
    }),
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: ({ name, likes_are_public, ratings_visibility, remove_avatar, avatar }) => ({
        url: '/auth/profile/',
        method: 'PUT',
        body: toFormData({ name, likes_are_public, ratings_visibility, remove_avatar, avatar }),
      }),
      // The answer is the new profile: put it in the cache the header and profile page read.
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(vinApi.util.upsertQueryData('getProfile', undefined, data));
        } catch {
          // The caller shows the error.
        }
      },
    }),
    /** Same as deleteAccount (the spec lists both calls). */
    deleteProfile: build.mutation<void, void>({
      query: () => ({ url: '/auth/profile/', method: 'DELETE' }),
    }),
    /** Deletes the account and its data; the token stops working. */
    deleteAccount: build.mutation<void, void>({
      query: () => ({ url: '/auth/delete-account/', method: 'DELETE' }),
    }),
    /** Other users' lists saved to the own profile. */
    getSavedLists: build.query<UserListArray, void>({
      query: () => '/api/v1/user-lists/saved-lists/',
      providesTags: (lists) => ['SavedLists', ...listTags(lists)],
    }),
    /** The followed editorial catalogs, most recently saved first. */
    getSavedCatalogs: build.query<SavedCatalogsResponse, void>({
      query: () => '/api/v1/catalogs/saved/',
      providesTags: ['SavedCatalogs'],
    }),
    /** The own data as a download ("Ladda ner mina data"): fetched when asked for, never kept. */
    getMyData: build.query<MyDataExport, ViewerKey>({
      query: () => '/auth/profile/export/',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useUpdateProfileMutation,
  useDeleteProfileMutation,
  useDeleteAccountMutation,
  useGetSavedListsQuery,
  useGetSavedCatalogsQuery,
  useLazyGetMyDataQuery,
} = accountApi;
