// The first screen's data for a server render, in the store the page renders from. A wine page's three requests
// (the wine, its community notes, its taste twins, the last needing the first's answer) are one request to the API
// here: one round trip and one store update instead of three of each, which was most of the page's render cost.
// Other screens start their requests as the browser does (SCREEN_DATA, then SCREEN_FOLLOW_UPS) and are awaited.
import {
  catalogApi,
  communityApi,
  communityArgs,
  pairingApi,
  productQueryArgs,
  similarWinesQueryArgs,
  vinApi,
  winePageDataPath,
  type PageDataPart,
  type WinePageData,
} from '@vinkompassen/shared-contracts';
import type { AppStore } from '../store/store';
import { getJson } from './getJson';
import { matchScreen } from '../routing/currentRoute';
import { prefetchFollowUps, prefetchScreenData } from '../routing/screenData';

/** The first screen's request: 404 (unknown wine, list, …), failed (the API down or too slow), or fine. */
export type DataOutcome = 'ok' | 'notFound' | 'failed';

export interface DataInput {
  pathname: string;
  search: string;
  /** The API's base URL as this server reaches it. */
  apiUrl: string;
  /** How long the first screen's data may take. */
  dataBudgetMs: number;
  /** How long a follow-up (below the fold) may hold the page, at most. */
  followUpBudgetMs: number;
}

async function settle(promises: readonly PromiseLike<unknown>[], budgetMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(promises),
    new Promise((resolve) => {
      timer = setTimeout(resolve, budgetMs);
    }),
  ]);
  clearTimeout(timer);
}

type QueryEntry = { status?: string; error?: { status?: unknown } } | undefined;

function firstRequestOutcome(queries: Record<string, QueryEntry>): DataOutcome {
  const entries = Object.values(queries);
  if (entries.some((entry) => entry?.status === 'rejected' && entry.error?.status === 404)) return 'notFound';
  if (entries.some((entry) => entry?.status !== 'fulfilled')) return 'failed';
  return 'ok';
}

/** The screen's requests through RTK Query, as the browser starts them. */
async function prefetched(store: AppStore, input: DataInput): Promise<DataOutcome> {
  const location = { pathname: input.pathname, search: input.search };
  const dataStart = performance.now();
  if (!prefetchScreenData(store, location)) return 'ok';
  await settle(store.dispatch(vinApi.util.getRunningQueriesThunk()), input.dataBudgetMs);
  const outcome = firstRequestOutcome(store.getState().vinApi.queries as Record<string, QueryEntry>);
  // A follow-up not back in time is left pending, and its section to the browser.
  if (outcome === 'ok' && prefetchFollowUps(store, location)) {
    const left = input.dataBudgetMs - (performance.now() - dataStart);
    await settle(store.dispatch(vinApi.util.getRunningQueriesThunk()), Math.max(0, Math.min(input.followUpBudgetMs, left)));
  }
  return outcome;
}

/** A part's body once its status said 200: its route's answer. */
const okBody = <T>(part: PageDataPart<T>): T => part.body as T;

/** A wine page's data in one request, put into the store under the queries its screen makes. */
async function winePage(store: AppStore, slug: string, input: DataInput): Promise<DataOutcome> {
  const search = new URLSearchParams(input.search);
  let data: WinePageData;
  // A timer cleared on the answer: AbortSignal.timeout's would fire (and build an error) for every page later on.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), input.dataBudgetMs);
  try {
    const path = winePageDataPath(slug, { sourceList: search.get('source_list'), similarWithinMs: input.followUpBudgetMs });
    const response = await getJson(`${input.apiUrl}${path}`, { signal: abort.signal });
    if (response.status < 200 || response.status >= 300) return response.status === 404 ? 'notFound' : 'failed';
    data = response.body as WinePageData;
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
  const { product, community_notes: notes, similar } = data;
  if (product.status === 404) return 'notFound';
  // The wine and its notes are the screen's first requests; without either the screen is left to the browser.
  if (product.status !== 200 || notes.status !== 200) return 'failed';
  const wine = okBody(product);
  const upserts = [
    catalogApi.util.upsertQueryEntries([{ endpointName: 'getProduct', arg: productQueryArgs(slug, search), value: wine }]),
    communityApi.util.upsertQueryEntries([{ endpointName: 'getCommunityNotes', arg: communityArgs(slug), value: okBody(notes) }]),
    // A follow-up that failed leaves its section to the browser, as a late one does.
    ...(similar.status === 200
      ? [pairingApi.util.upsertQueryEntries([{ endpointName: 'getSimilarWines', arg: similarWinesQueryArgs(wine.id), value: okBody(similar) }])]
      : []),
  ];
  // The endpoints are one API's (vinApi), each typed by the slice it was injected with: one store update for all.
  store.dispatch({ ...upserts[0]!, payload: upserts.flatMap((action) => action.payload) });
  return 'ok';
}

/** Loads the data of the screen at `pathname` into `store`, within the budgets. */
export function loadServerData(store: AppStore, input: DataInput): Promise<DataOutcome> {
  const { route, params } = matchScreen(input.pathname);
  if (route.id === 'product' && params.slug) return winePage(store, params.slug, input);
  return prefetched(store, input);
}
