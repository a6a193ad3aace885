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
export const API_TAGS = ['Profile', 'MyLists', 'SavedLists', 'UserList', 'Likes', 'Following', 'Notes', 'SavedCatalogs', 'Catalog', 'TasteProfile', 'Ratings', 'CommunityNotes', 'Feed'] as const;

/** The server-rendered page's query cache, handed to the browser's store before hydration. */
export const SSR_CACHE_HYDRATE = 'vinkompassen/ssr-cache-hydrate';

export interface SsrCacheHydrateAction {
  type: typeof SSR_CACHE_HYDRATE;
  payload: Record<string, unknown>;
}

/** `payload`: the server store's state (its `vinApi` slice is what is taken). */
export const ssrCacheHydrate = (payload: Record<string, unknown>): SsrCacheHydrateAction => ({ type: SSR_CACHE_HYDRATE, payload });

const isSsrCacheHydrate = (action: unknown): action is SsrCacheHydrateAction =>
  typeof action === 'object' && action !== null && (action as { type?: unknown }).type === SSR_CACHE_HYDRATE;

/**
 * The one RTK Query API of the app. Feature code adds endpoints with `vinApi.injectEndpoints`;
 * the shell mounts its reducer and middleware.
 */
export const vinApi = createApi({
  reducerPath: 'vinApi',
  baseQuery,
  // RTK Query's own rehydration: fulfilled queries of the server's cache become this store's, so hydration
  // renders the same data and the first screen makes no second request.
  extractRehydrationInfo(action, { reducerPath }) {
    if (!isSsrCacheHydrate(action)) return undefined;
    return action.payload[reducerPath] as never;
  },
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
