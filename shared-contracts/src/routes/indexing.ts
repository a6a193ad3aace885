import { ROUTES, type RouteKey } from './routes';

/**
 * Pages search engines should not index: forms and the own profile (nothing to index; `/profile` needs a login), the
 * reset and newsletter confirmation links, search and filter states, and the pages that depend on the visitor's
 * answers. Each, and everything below it, carries `noindex`, robots.txt disallows it, and the sitemap names none;
 * every other page of the app may be found.
 */
export const UNINDEXED_ROUTES = [
  'profile',
  'login',
  'register',
  'reset',
  'confirmReset',
  'newsletterConfirm',
  'emailChange',
  'search',
  'filter',
  'recommended',
  'winefinderResults',
] as const satisfies readonly RouteKey[];

/** A route's fixed part: '/confirm-reset/*' → '/confirm-reset', '/newsletter/confirm/:token' → '/newsletter/confirm'. */
const fixedPrefix = (pattern: string): string => pattern.replace(/\/[:*].*$/, '');

/** The paths below which nothing is indexed (robots.txt's Disallow lines, less its rule for query strings). */
export const UNINDEXED_PATHS: readonly string[] = UNINDEXED_ROUTES.map((key) => fixedPrefix(ROUTES[key]));

/** Whether a page at `pathname` is for search engines (a 404 aside). */
export const isIndexedPath = (pathname: string): boolean =>
  !UNINDEXED_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
