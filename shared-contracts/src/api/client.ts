import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { bus } from '../bus/bus';
import type { AuthRootState } from '../auth/state';
// Types only: zod stays out of the front-end bundles.
import type { LikeRequest, LoginRequest, LoginResponse, Profile } from './schemas';

export interface ApiConfig {
  /** Origin (and optional path prefix) of the API, from the shell's runtime config. */
  baseUrl: string;
}

let rawBaseQuery: ReturnType<typeof fetchBaseQuery> | null = null;

/** Called once by the shell at start-up with the runtime-configured API URL. */
export function configureApi({ baseUrl }: ApiConfig): void {
  rawBaseQuery = fetchBaseQuery({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    credentials: 'include',
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as Partial<AuthRootState>).auth?.token;
      if (token) headers.set('Authorization', `Token ${token}`);
      return headers;
    },
  });
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  if (!rawBaseQuery) {
    return { error: { status: 'CUSTOM_ERROR', error: 'configureApi() has not been called' } };
  }
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401) bus.publish('auth/unauthorized');
  return result;
};

/** Tag types used across features; declared here because injected endpoints cannot add them. */
export const API_TAGS = ['Profile', 'MyLists', 'SavedLists', 'UserList', 'Likes', 'Following', 'Notes', 'SavedCatalogs', 'TasteProfile'] as const;

/**
 * The one RTK Query API of the app. Feature code adds endpoints with `vinApi.injectEndpoints`;
 * the shell mounts its reducer and middleware.
 */
export const vinApi = createApi({
  reducerPath: 'vinApi',
  baseQuery,
  tagTypes: API_TAGS,
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/auth/profile/',
      providesTags: ['Profile', 'Likes', 'Following'],
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login/', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout/', method: 'POST' }),
    }),
    likeProduct: build.mutation<void, LikeRequest>({
      query: (body) => ({ url: '/api/v1/user-product-likes/', method: 'POST', body }),
      invalidatesTags: ['Likes'],
    }),
  }),
});

export const { useGetProfileQuery, useLoginMutation, useLogoutMutation, useLikeProductMutation } = vinApi;
