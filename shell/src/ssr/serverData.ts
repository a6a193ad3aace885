// The first screen's data for a server render, in the store the page renders from, as the page's contract says: its
// own loader when it has one (the wine page's: one request to the API for the wine, its notes and its twins), else
// the requests its `prefetch` starts in the browser, awaited within the budget. Knows no page.
import { vinApi, type PageContract, type PageOutcome, type PageRequest } from '@vinkompassen/shared-contracts';
import type { AppStore } from '../store/store';
import { getJson } from './getJson';

export interface DataInput extends PageRequest {
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

function firstRequestOutcome(queries: Record<string, QueryEntry>): PageOutcome {
  const entries = Object.values(queries);
  if (entries.some((entry) => entry?.status === 'rejected' && entry.error?.status === 404)) return 'notFound';
  if (entries.some((entry) => entry?.status !== 'fulfilled')) return 'failed';
  return 'ok';
}

/** The page's requests through RTK Query, as the browser starts them, awaited within the budget. */
async function prefetched(store: AppStore, page: PageContract, input: DataInput): Promise<PageOutcome> {
  if (!page.prefetch?.({ params: input.params, search: input.search, viewer: input.viewer, store })) return 'ok';
  await settle(store.dispatch(vinApi.util.getRunningQueriesThunk()), input.dataBudgetMs);
  return firstRequestOutcome(store.getState().vinApi.queries as Record<string, QueryEntry>);
}

/** A GET of the API within the data budget (a timer cleared on the answer: AbortSignal.timeout's would fire later for every page). */
const apiFetch =
  ({ apiUrl, dataBudgetMs }: DataInput) =>
  async (path: string) => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), dataBudgetMs);
    try {
      return await getJson(`${apiUrl}${path}`, { signal: abort.signal });
    } finally {
      clearTimeout(timer);
    }
  };

/** Loads the data of `page` into `store`, within the budgets. */
export function loadServerData(store: AppStore, page: PageContract, input: DataInput): Promise<PageOutcome> {
  if (page.load) return page.load({ ...input, store, api: apiFetch(input) });
  return prefetched(store, page, input);
}
