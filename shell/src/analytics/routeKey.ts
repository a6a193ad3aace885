import { matchRoutes } from 'react-router-dom';
import { ROUTES, type RouteKey } from '@vinkompassen/shared-contracts';

// The shared route table's patterns, ranked the way the router ranks them: '/winefinder/results' is
// winefinderResults, '/profile/lists' profileLists, '/product/chablis' product.
const MATCHABLE = (Object.entries(ROUTES) as [RouteKey, string][]).map(([key, path]) => ({ path, key }));

/** The route's name for a page view: never the URL (it may hold a user's or a list's name). Null: not a route. */
export function routeKeyForPath(pathname: string): RouteKey | null {
  return matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.key ?? null;
}
