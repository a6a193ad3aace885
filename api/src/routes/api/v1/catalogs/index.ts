import {
  Catalog,
  CatalogListQuery,
  CatalogListResponse,
  CatalogSaveResponse,
  IdOrSlugParams,
  SavedCatalogsResponse,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser, tokenSecurity } from '@/features/auth';
import {
  catalogSavesCount,
  getCatalog,
  listCatalogs,
  listSavedCatalogs,
  resolveCatalogId,
  saveCatalog,
  unsaveCatalog,
} from '@/features/editorial-lists';
import { notFound } from '@/http/errors';
import { pageWindow, paginated } from '@/http/pagination';
import { DetailResponse, ErrorResponse } from '@/http/responses';

const CATALOG_NOT_FOUND = 'Listan hittades inte.';

/** Editorial wine lists and top lists: reads say whether the viewer saved a catalog, saving needs a login. */
export const catalogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const catalogIdOr404 = async (idOrSlug: string) => {
    const id = await resolveCatalogId(db, idOrSlug);
    if (id === null) throw notFound(CATALOG_NOT_FOUND);
    return id;
  };

  app.get(
    '/api/v1/catalogs/',
    {
      schema: {
        tags: ['catalogs'],
        summary: 'Editorial wine lists (kind=list) and top lists (kind=toplist); count = page size',
        querystring: CatalogListQuery,
        response: { 200: CatalogListResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const { page, page_size, count: size, search, kind } = request.query;
      const win = pageWindow(page, size ?? page_size);
      const { count, results } = await listCatalogs(db, {
        search,
        kind,
        limit: win.pageSize,
        offset: win.offset,
        viewerId: request.user?.id ?? null,
      });
      return paginated(request, win, count, results);
    },
  );

  // A static path wins over `/:id` in the router; the seed file reserves the slug 'saved'.
  app.get(
    '/api/v1/catalogs/saved/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['catalogs'],
        summary: "The user's saved (followed) catalogs, most recently saved first",
        security: tokenSecurity,
        response: { 200: SavedCatalogsResponse, 401: DetailResponse },
      },
    },
    async (request) => listSavedCatalogs(db, currentUser(request).id),
  );

  app.get(
    '/api/v1/catalogs/:id',
    {
      schema: {
        tags: ['catalogs'],
        summary: 'One catalog by id or slug, with its wines (product_list)',
        params: IdOrSlugParams,
        response: { 200: Catalog, 400: ErrorResponse, 404: DetailResponse },
      },
    },
    async (request) => {
      const id = await catalogIdOr404(request.params.id);
      const catalog = await getCatalog(db, id, request.user?.id ?? null);
      if (!catalog) throw notFound(CATALOG_NOT_FOUND);
      return catalog;
    },
  );

  app.post(
    '/api/v1/catalogs/:id/save/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['catalogs'],
        summary: 'Follow (save) a catalog: 201, or 200 when already saved',
        security: tokenSecurity,
        params: IdOrSlugParams,
        response: { 200: CatalogSaveResponse, 201: CatalogSaveResponse, 400: ErrorResponse, 401: DetailResponse, 404: DetailResponse },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const id = await catalogIdOr404(request.params.id);
      const saved = await saveCatalog(db, userId, id);
      if (saved === 'missing') throw notFound(CATALOG_NOT_FOUND);
      return reply.status(saved === 'created' ? 201 : 200).send({ saved: true, saves_count: await catalogSavesCount(db, id) });
    },
  );

  app.delete(
    '/api/v1/catalogs/:id/save/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['catalogs'],
        summary: 'Unfollow (unsave) a catalog (idempotent)',
        security: tokenSecurity,
        params: IdOrSlugParams,
        response: { 200: CatalogSaveResponse, 400: ErrorResponse, 401: DetailResponse, 404: DetailResponse },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const id = await catalogIdOr404(request.params.id);
      await unsaveCatalog(db, userId, id);
      return { saved: false, saves_count: await catalogSavesCount(db, id) };
    },
  );
};
