// RTK Query endpoints of the wine finder (Vinväljaren chat, its results, Våra tips, the taste profile), injected into the one vinApi: this remote's own.
import { vinApi } from '@vinkompassen/shared-contracts';
// Types only: zod stays out of the front-end bundles.
import type {
  WinefinderAnswersInput,
  WinefinderChatRequest,
  WinefinderChatResponse,
  WinefinderTipsRequest,
  WinefinderTipsResponse,
  TasteProfile,
} from '@vinkompassen/shared-contracts/schemas';

/** The request of a conversation's first turn. */
export const WINEFINDER_OPENING = { answers: {} } as const satisfies WinefinderChatRequest;

export interface WinefinderResultsArgs {
  answers: WinefinderAnswersInput;
  /** How many wines (1–50, the API's default is 10). */
  limit?: number;
}

export interface WinefinderTipsArgs extends WinefinderTipsRequest {
  /** Cache key only: tips include the liked wines of whoever is signed in (the token tells the API who). */
  viewer: number | null;
}

export const winefinderApi = vinApi.injectEndpoints({
  endpoints: (build) => ({
    /** One step of the sommelier chat (POST /api/v1/chat/): a mutation, as each step is a new turn. */
    winefinderChat: build.mutation<WinefinderChatResponse, WinefinderChatRequest>({
      query: (body) => ({ url: '/api/v1/chat/', method: 'POST', body }),
    }),
    /**
     * The chat's opening turn (no answers yet): the same for every new visitor, so a query, which the server
     * renders with the page and the browser reads from the cache (a mutation's answer is never shared).
     */
    getWinefinderOpening: build.query<WinefinderChatResponse, void>({
      query: () => ({ url: '/api/v1/chat/', method: 'POST', body: WINEFINDER_OPENING }),
    }),
    /** The ranked wines for a set of answers: the same call with include_results, cached per answers. */
    getWinefinderResults: build.query<WinefinderChatResponse, WinefinderResultsArgs>({
      query: ({ answers, limit }) => ({ url: '/api/v1/chat/', method: 'POST', body: { answers, limit, include_results: true } }),
    }),
    /** 'Våra tips': from saved answers and, for a signed-in user, liked wines. */
    getWinefinderTips: build.query<WinefinderTipsResponse, WinefinderTipsArgs>({
      query: ({ answers, limit }) => ({ url: '/api/v1/chat/tips/', method: 'POST', body: { answers, limit } }),
      providesTags: ['Likes'],
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
  useWinefinderChatMutation,
  useGetWinefinderOpeningQuery,
  useGetWinefinderResultsQuery,
  useGetWinefinderTipsQuery,
  useGetTasteProfileQuery,
  useResetTasteProfileMutation,
} = winefinderApi;
