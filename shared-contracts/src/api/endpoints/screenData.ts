// The first request of a screen, shared by the screen and the shell. The screen asks for its data with these
// arguments; the shell starts the same request at start-up, while the screen's code is still downloading.
// Same endpoint and arguments make one RTK Query cache entry, so the screen is served by that request.
import type { RouteKey } from '../../routes';
import { catalogApi, type CatalogQueryArgs } from './catalog';
import { communityApi, communityArgs } from './community';
import { pairingApi } from './pairing';
import { socialApi } from './social';
import { winefinderApi } from './winefinder';
import { SIMILAR_WINES_LIMIT } from '../pageData';

/** The featured lists on the home page. */
export const HOME_LISTS_QUERY = { kind: 'list', page_size: 3 } as const satisfies CatalogQueryArgs;

/** The top lists page's and the lists page's first pages. */
export const TOPLISTS_QUERY = { kind: 'toplist', page_size: 10 } as const satisfies CatalogQueryArgs;
export const LISTS_QUERY = { kind: 'list', page_size: 12 } as const satisfies CatalogQueryArgs;

/** The dishes page's query: `?q=` searches the dishes. */
export const dishesQueryArgs = (search: URLSearchParams): { q?: string } => {
  const q = (search.get('q') ?? '').trim();
  return { q: q || undefined };
};

/** The wine page's product query: `?source_list=` names the list the user came from. */
export function productQueryArgs(slug: string, search: URLSearchParams): { id: string; source_list?: string } {
  const sourceList = search.get('source_list');
  return sourceList ? { id: slug, source_list: sourceList } : { id: slug };
}

/** The wine page's taste-twin query; `siteId`: the user's store, for each twin's stock there (none on the server). */
export const similarWinesQueryArgs = (productId: number, siteId?: string): { productId: number; limit: number; site_id?: string } =>
  siteId === undefined ? { productId, limit: SIMILAR_WINES_LIMIT } : { productId, site_id: siteId, limit: SIMILAR_WINES_LIMIT };

/** More pages than this in a URL are read as this many (a hand-edited ?page=9999 loads no more). */
const MAX_PAGE = 50;

/** Reads `?page=N` (pages 1..N are shown) from a search string. */
export function parsePage(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

/** Wines per "Visa fler" on a dish page; the API ranks at most DISH_MAX for a dish. */
export const DISH_PAGE_SIZE = 8;
export const DISH_MAX = 50;

/** The dish page's query: the ranking is the same for a longer list, so page N asks for N pages' worth. */
export function dishQueryArgs(slug: string, search: URLSearchParams): { slug: string; limit: number } {
  return { slug, limit: Math.min(DISH_MAX, parsePage(search) * DISH_PAGE_SIZE) };
}

type PrefetchAction =
  | ReturnType<typeof catalogApi.util.prefetch>
  | ReturnType<typeof catalogApi.endpoints.getCatalogPages.initiate>
  | ReturnType<typeof socialApi.util.prefetch>
  | ReturnType<typeof communityApi.util.prefetch>
  | ReturnType<typeof pairingApi.util.prefetch>
  | ReturnType<typeof winefinderApi.util.prefetch>;

/** `viewer`: the session's token (null: anonymous, as on the server), part of some screens' query arguments. */
type ScreenData = (
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
  viewer: string | null,
) => PrefetchAction | readonly PrefetchAction[] | null;

/**
 * Screens whose first requests can start before their code has arrived, by route name. The server renders with
 * the same requests (awaited) and answers 404 when one does: an unknown wine, list, dish, user or list.
 */
export const SCREEN_DATA: Partial<Record<RouteKey, ScreenData>> = {
  home: () => catalogApi.util.prefetch('getCatalogs', HOME_LISTS_QUERY, {}),
  toplists: () => catalogApi.endpoints.getCatalogPages.initiate(TOPLISTS_QUERY, { subscribe: false }),
  lists: () => catalogApi.endpoints.getCatalogPages.initiate(LISTS_QUERY, { subscribe: false }),
  // The chat (not its results page, /winefinder/results, also this route's).
  winefinder: (params) => (params['*'] ? null : winefinderApi.util.prefetch('getWinefinderOpening', undefined, {})),
  dishes: (_params, search) => pairingApi.util.prefetch('getDishes', dishesQueryArgs(search), {}),
  // The wine, and "Medlemmarnas betyg" as an anonymous visitor sees it (by the same slug, so both start at once).
  product: ({ slug }, search) =>
    slug ? [catalogApi.util.prefetch('getProduct', productQueryArgs(slug, search), {}), communityApi.util.prefetch('getCommunityNotes', communityArgs(slug), {})] : null,
  list: ({ slug }, _search, viewer) => (slug ? catalogApi.util.prefetch('getCatalog', { catalog: slug, viewer }, {}) : null),
  dish: ({ slug }, search) => (slug ? pairingApi.util.prefetch('getDish', dishQueryArgs(slug, search), {}) : null),
  user: ({ slug }, _search, viewer) => (slug ? socialApi.util.prefetch('getUser', { user: slug, viewer }, {}) : null),
  userList: ({ slug }, _search, viewer) => (slug ? socialApi.util.prefetch('getPublicList', { list: slug, viewer }, {}) : null),
};

/** The API cache's part of the store, as the follow-ups read their screen's first answer from it. */
type ApiState = Parameters<ReturnType<typeof catalogApi.endpoints.getProduct.select>>[0];

type FollowUp = (
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
  state: ApiState,
) => PrefetchAction | readonly PrefetchAction[] | null;

/**
 * Requests of a screen that need its first request's answer, by route name: the wine page's taste twins need the
 * wine's id. The server waits for them after the first one, as briefly as for a remote's region; a failed or late
 * follow-up costs only its own section, which the browser then loads itself.
 */
export const SCREEN_FOLLOW_UPS: Partial<Record<RouteKey, FollowUp>> = {
  product: ({ slug }, search, state) => {
    const product = slug ? catalogApi.endpoints.getProduct.select(productQueryArgs(slug, search))(state).data : undefined;
    return product ? pairingApi.util.prefetch('getSimilarWines', similarWinesQueryArgs(product.id), {}) : null;
  },
};
