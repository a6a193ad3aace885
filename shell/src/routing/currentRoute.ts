import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { NOT_FOUND_ROUTE, ROUTE_TABLE, type AppRoute } from './routeTable';

// Its own module so the layout (AppLayout) and the routes (app/AppRoutes.tsx), which renders that layout, both
// read the current screen without importing each other.

/** Every screen, in the order <AppRoutes> declares them; `*` (not found) catches any other path. */
export const SCREENS: readonly AppRoute[] = [...ROUTE_TABLE, NOT_FOUND_ROUTE];

// Same patterns as <AppRoutes>, matched with the same ranking, so layout and screen always agree.
const MATCHABLE = SCREENS.map((screen) => ({ path: screen.path, screen }));

export interface ScreenMatch {
  route: AppRoute;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Matched paths, newest last: react-router ranks every pattern anew on each call, which was a tenth of a server
 * render's time; paths come from visitors, so the memo is bounded.
 */
const recentMatches = new Map<string, ScreenMatch>();
export const MATCH_MEMO_SIZE = 1000;

function matchUncached(pathname: string): ScreenMatch {
  const match = matchRoutes(MATCHABLE, pathname)?.at(-1);
  return match ? { route: match.route.screen, params: Object.freeze({ ...match.params }) } : { route: NOT_FOUND_ROUTE, params: {} };
}

/** The screen that renders `pathname`, with the path's params. */
export function matchScreen(pathname: string): ScreenMatch {
  let match = recentMatches.get(pathname);
  if (!match) {
    match = matchUncached(pathname);
    if (recentMatches.size >= MATCH_MEMO_SIZE) recentMatches.delete(recentMatches.keys().next().value as string);
    recentMatches.set(pathname, match);
  }
  return match;
}

/** The screen that renders `pathname`. */
export function routeForPath(pathname: string): AppRoute {
  return matchScreen(pathname).route;
}

export function useCurrentRoute(): AppRoute {
  const { pathname } = useLocation();
  return useMemo(() => routeForPath(pathname), [pathname]);
}
