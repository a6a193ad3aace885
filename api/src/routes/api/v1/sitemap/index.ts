import { dishPath, listPath, productPath, ROUTES, userListPath, userPath } from '@vinkompassen/shared-contracts/routes';
import { SitemapResponse, type SitemapEntry } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allDishes } from '@/features/food-knowledge';
import { sitemapCatalogs, sitemapProducts, sitemapUserLists, sitemapUsers, type SitemapRow } from '@/features/sitemap';

/** The fixed pages worth finding: not the forms (login, register, reset), the own profile, search or filter states. */
const PUBLIC_PAGES = [ROUTES.home, ROUTES.toplists, ROUTES.lists, ROUTES.dishes, ROUTES.winefinder, ROUTES.about, ROUTES.newsletter, ROUTES.terms];

const entries = (rows: readonly SitemapRow[], path: (slug: string) => string): SitemapEntry[] =>
  rows.map((r) => ({ path: path(r.slug), lastmod: r.lastmod }));

/** The shell's /sitemap.xml data: every public page's path, with lastmod when known. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/v1/sitemap/',
    {
      schema: {
        tags: ['sitemap'],
        summary: "Paths of the web app's public pages (wines, lists, dishes, public user lists and profiles) for the shell's /sitemap.xml",
        response: { 200: SitemapResponse },
      },
    },
    async (_request, reply) => {
      // One after the other: PGlite runs one query at a time anyway.
      const products = await sitemapProducts(db);
      const catalogs = await sitemapCatalogs(db);
      const userLists = await sitemapUserLists(db);
      const users = await sitemapUsers(db);
      // The shell keeps it ~5 minutes; a list made private may still be named here that long (its page says 404).
      reply.header('cache-control', 'public, max-age=300');
      return {
        pages: PUBLIC_PAGES.map((path) => ({ path, lastmod: null })),
        products: entries(products, productPath),
        catalogs: entries(catalogs, listPath),
        dishes: allDishes().map((d) => ({ path: dishPath(d.slug), lastmod: null })),
        user_lists: entries(userLists, userListPath),
        users: entries(users, userPath),
      };
    },
  );
};
