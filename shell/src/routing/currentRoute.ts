import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { NOT_FOUND_ROUTE, ROUTE_TABLE, type AppRoute } from './routeTable';

// Its own module so the layout (AppLayout) and the routes (app/AppRoutes.tsx), which renders that layout, both
// read the current screen without importing each other.

/** Every screen, in the order <AppRoutes> declares them; `*` (not found) catches any other path. */
export const SCREENS: readonly AppRoute[] = [...ROUTE_TABLE, NOT_FOUND_ROUTE];

// Same patterns as <AppRoutes>, matched with the same ranking, so layout and screen always agree.
const MATCHABLE = SCREENS.map((screen) => ({ path: screen.path, screen }));

/** A path's first segment as a key: `/product/x` → `product`, `/` → ``. react-router matches case-insensitively. */
const firstSegment = (path: string): string => path.replace(/^\//, '').split('/', 1)[0]!.toLowerCase();

/** A static first segment (no `:param`, `*` or `?`): only paths starting with it can match the pattern. */
const isStatic = (segment: string): boolean => !/[:*?]/.test(segment);

/**
 * The patterns a path can match, by its first segment: a pattern starting with a static segment only matches paths
 * starting with that segment, so react-router ranks a handful of patterns instead of all of them. Patterns starting
 * with a parameter or splat (`*`: not found) are in every group.
 */
const BY_FIRST_SEGMENT = (() => {
  const canMatch = (path: string, key: string) => {
    const first = firstSegment(path);
    return first === key || !isStatic(first);
  };
  const keys = new Set(MATCHABLE.map(({ path }) => firstSegment(path)).filter(isStatic));
  // In the table's own order: react-router breaks a tie between equally ranked patterns by their order.
  return new Map([...keys].map((key) => [key, MATCHABLE.filter(({ path }) => canMatch(path, key))]));
})();

export interface ScreenMatch {
  route: AppRoute;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Matched paths, newest last: react-router ranks every pattern it is given anew on each call; paths come from
 * visitors, so the memo is bounded.
 */
const recentMatches = new Map<string, ScreenMatch>();
export const MATCH_MEMO_SIZE = 1000;

function matchUncached(pathname: string): ScreenMatch {
  // A first segment no pattern starts with (or one react-router would decode first: `%`) is matched against all.
  const key = pathname.startsWith('/') && !pathname.includes('%') ? firstSegment(pathname) : null;
  const candidates = (key !== null && BY_FIRST_SEGMENT.get(key)) || MATCHABLE;
  const match = matchRoutes(candidates, pathname)?.at(-1);
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
