// RTK Query endpoints of pairing: dishes, taste twins, the best store for a list, the taste profile.
import { vinApi } from '../client';
import { toQueryParams } from './catalog';
// Types only: zod stays out of the front-end bundles.
import type { BestStoresResponse, DishListResponse, DishResponse, SimilarWinesResponse, TasteProfile } from '../schemas';

export interface SimilarWinesArgs {
  productId: number;
  limit?: number;
  /** The chosen store ("Min butik", its site id): each twin's quantity there. */
  site_id?: string;
  /** With site_id: only twins in stock there (the out-of-stock alternative). */
  in_stock?: boolean;
}

export interface BestStoresArgs {
  product_ids: readonly number[];
  /** The chosen store ("Min butik", its site id). */
  site_id?: string;
  latitude?: number;
  longitude?: number;
  limit?: number;
}

export const pairingApi = vinApi.injectEndpoints({
  endpoints: (build) => ({
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
    /** "Bästa butiken för listan": stores near a position or the chosen store with most of the wines in stock. */
    getBestStores: build.query<BestStoresResponse, BestStoresArgs>({
      query: (args) => ({ url: '/api/v1/stock/best-stores/', params: toQueryParams(args) }),
    }),
    /** The signed-in user's taste profile, learned from saved wines. `viewer` only keys the cache. */
    getTasteProfile: build.query<TasteProfile, { viewer: number }>({
      query: () => '/api/v1/taste-profile/',
      providesTags: ['Likes', 'TasteProfile'],
    }),
    /** Forget the learned profile: only wines saved from now on count. Likes are kept. */
    resetTasteProfile: build.mutation<void, void>({
      query: () => ({ url: '/api/v1/taste-profile/', method: 'DELETE' }),
      invalidatesTags: ['TasteProfile', 'Likes'],
    }),
  }),
});

export const {
  useGetDishesQuery,
  useGetDishQuery,
  useGetSimilarWinesQuery,
  useGetBestStoresQuery,
  useGetTasteProfileQuery,
  useResetTasteProfileMutation,
} = pairingApi;
