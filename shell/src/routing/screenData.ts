import { ROUTES, SCREEN_DATA, SCREEN_FOLLOW_UPS, type RouteKey } from '@vinkompassen/shared-contracts';
import type { AppStore } from '../store/store';
import { matchScreen } from './currentRoute';

const isRouteKey = (id: string): id is RouteKey => Object.hasOwn(ROUTES, id);

/**
 * Starts the first request of the screen at `location` (see SCREEN_DATA) before that screen's code has
 * arrived: the data then downloads alongside the remote instead of after it. The server awaits it.
 */
export function prefetchScreenData(store: Pick<AppStore, 'dispatch' | 'getState'>, { pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean {
  const { route, params } = matchScreen(pathname);
  if (!isRouteKey(route.id)) return false;
  const action = SCREEN_DATA[route.id]?.(params, new URLSearchParams(search), store.getState().auth.token);
  if (!action) return false;
  const actions = Array.isArray(action) ? action : [action];
  for (const one of actions) store.dispatch(one);
  return actions.length > 0;
}

/** Starts the requests that need the screen's first answer (see SCREEN_FOLLOW_UPS), once it is in the store. */
export function prefetchFollowUps(store: Pick<AppStore, 'dispatch' | 'getState'>, { pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean {
  const { route, params } = matchScreen(pathname);
  if (!isRouteKey(route.id)) return false;
  const action = SCREEN_FOLLOW_UPS[route.id]?.(params, new URLSearchParams(search), store.getState());
  if (!action) return false;
  const actions = Array.isArray(action) ? action : [action];
  for (const one of actions) store.dispatch(one);
  return actions.length > 0;
}
