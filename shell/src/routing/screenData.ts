import { ROUTES, SCREEN_DATA, type RouteKey } from '@vinkompassen/shared-contracts';
import type { AppDispatch } from '../app/store';
import { matchScreen } from './currentRoute';

const isRouteKey = (id: string): id is RouteKey => Object.hasOwn(ROUTES, id);

/**
 * Starts the first request of the screen at `location` (see SCREEN_DATA) before that screen's code has
 * arrived: the data then downloads alongside the remote instead of after it.
 */
export function prefetchScreenData(dispatch: AppDispatch, { pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const { route, params } = matchScreen(pathname);
  if (!isRouteKey(route.id)) return;
  const action = SCREEN_DATA[route.id]?.(params, new URLSearchParams(search));
  if (action) dispatch(action);
}
