// The query arguments of discovery's screens, shared by each screen and its page contract (`*.data.ts`): the same
// endpoint and arguments make one RTK Query cache entry, so a request the contract starts early serves the screen.
import { SIMILAR_WINES_LIMIT } from '@vinkompassen/shared-contracts';
import { type CatalogQueryArgs } from './discoveryApi';

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
