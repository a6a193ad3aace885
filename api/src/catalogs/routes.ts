import { Catalog, CatalogListQuery, CatalogListResponse, IdOrSlugParams } from '@vinkompassen/shared-contracts/schemas';
import type { AppInstance } from '../app';
import { DetailResponse, ErrorResponse } from '../products/responses';
import { notFound } from '../http/errors';
import { pageLinks, pageWindow } from '../products/pagination';
import { getCatalog, listCatalogs, resolveCatalogId } from './queries';
import { refreshLiveCatalogs } from './seed';


export async function catalogRoutes(app: AppInstance): Promise<void> {
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
      await refreshLiveCatalogs(app.deps.db);
      const win = pageWindow(page, size ?? page_size);
      const { count, results } = await listCatalogs(app.deps.db, { search, kind, limit: win.pageSize, offset: win.offset });
      return { count, ...pageLinks(request, win, count), results };
    },
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
      const id = await resolveCatalogId(app.deps.db, request.params.id);
      if (id === null) throw notFound('Listan hittades inte.');
      await refreshLiveCatalogs(app.deps.db);
      const catalog = await getCatalog(app.deps.db, id);
      if (!catalog) throw notFound('Listan hittades inte.');
      return catalog;
    },
  );
}
