// GET /api/v1/sitemap/: the public pages of the web app, for the shell's /sitemap.xml. Paths are the app's own
// (ROUTES and its builders), relative to the site's public URL, which the shell adds.
import { z } from 'zod';

export const SitemapEntry = z.object({
  /** The page's path in the web app, e.g. '/product/chianti-classico-7654301' (percent-encoded where needed). */
  path: z.string().startsWith('/'),
  /** ISO 8601 time the page's content last changed, when known; null otherwise. */
  lastmod: z.string().nullable(),
});
export type SitemapEntry = z.infer<typeof SitemapEntry>;

export const SitemapResponse = z.object({
  /** Fixed public pages: home, top lists, wine lists, dishes, the wine finder, about, terms, newsletter. */
  pages: z.array(SitemapEntry),
  /** Every current wine (discontinued ones left out), `/product/{slug}`. */
  products: z.array(SitemapEntry),
  /** Every editorial wine list and top list, `/list/{slug}`. */
  catalogs: z.array(SitemapEntry),
  /** Every dish, `/dishes/{slug}`. */
  dishes: z.array(SitemapEntry),
  /** Every public user list, `/user-list/{slug}`: never a private one. */
  user_lists: z.array(SitemapEntry),
  /** Profiles with something public to show (a public list, or saved wines shown publicly), `/user/{slug}`. */
  users: z.array(SitemapEntry),
});
export type SitemapResponse = z.infer<typeof SitemapResponse>;
