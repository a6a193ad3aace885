// The first request of a screen, shared by the screen and the shell. The screen asks for its data with these
// arguments; the shell starts the same request at start-up, while the screen's code is still downloading.
// Same endpoint and arguments make one RTK Query cache entry, so the screen is served by that request.
import type { RouteKey } from '../../routes';
import { catalogApi, type CatalogQueryArgs } from './catalog';

/** The featured lists on the home page. */
export const HOME_LISTS_QUERY = { kind: 'list', page_size: 3 } as const satisfies CatalogQueryArgs;

/** The wine page's product query: `?source_list=` names the list the user came from. */
export function productQueryArgs(slug: string, search: URLSearchParams): { id: string; source_list?: string } {
  const sourceList = search.get('source_list');
  return sourceList ? { id: slug, source_list: sourceList } : { id: slug };
}

type PrefetchAction = ReturnType<typeof catalogApi.util.prefetch>;
type ScreenData = (params: Readonly<Record<string, string | undefined>>, search: URLSearchParams) => PrefetchAction | null;

/** Screens whose first request can start before their code has arrived, by route name. */
export const SCREEN_DATA: Partial<Record<RouteKey, ScreenData>> = {
  home: () => catalogApi.util.prefetch('getCatalogs', HOME_LISTS_QUERY, {}),
  product: ({ slug }, search) => (slug ? catalogApi.util.prefetch('getProduct', productQueryArgs(slug, search), {}) : null),
};
