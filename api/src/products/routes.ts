import { sql } from 'drizzle-orm';
import {
  CatalogRef,
  IdOrSlugParams,
  Product,
  ProductCatalogsResponse,
  ProductDetailQuery,
  ProductListQuery,
  ProductListResponse,
} from '@vinkompassen/shared-contracts/schemas';
import type { AppInstance } from '../app';
import { DetailResponse, ErrorResponse } from './responses';
import { notFound } from '../http/errors';
import { resolveCatalogId } from '../catalogs/queries';
import { pageLinks, pageWindow } from './pagination';
import { findProductIds, loadProductByIdOrSlug, loadProductSummaries, queryRows, resolveProductId } from './queries';


export async function productRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/v1/product/',
    {
      config: { readCache: true },
      schema: {
        tags: ['products'],
        summary: 'Wines: search, filters, sorting, pagination',
        querystring: ProductListQuery,
        response: { 200: ProductListResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const { page, page_size, sort, ...filter } = request.query;
      const win = pageWindow(page, page_size);
      const { count, ids } = await findProductIds(app.deps.db, filter, sort, win.pageSize, win.offset);
      const results = await loadProductSummaries(app.deps.db, ids);
      return { count, ...pageLinks(request, win, count), results };
    },
  );

  app.get(
    '/api/v1/product/:id',
    {
      config: { readCache: true },
      schema: {
        tags: ['products'],
        summary: 'One wine by numeric id or slug; source_list = catalog id or slug the user came from',
        params: IdOrSlugParams,
        querystring: ProductDetailQuery,
        response: { 200: Product, 400: ErrorResponse, 404: DetailResponse },
      },
    },
    async (request) => {
      const db = app.deps.db;
      const product = await loadProductByIdOrSlug(db, request.params.id);
      if (!product) throw notFound('Vinet hittades inte.');
      if (request.query.source_list) {
        const catalogId = await resolveCatalogId(db, request.query.source_list);
        if (catalogId !== null) {
          const [row] = await queryRows<CatalogRef>(
            db,
            sql`select c.id, c.slug, c.name from catalogs c join catalog_products cp on cp.catalog_id = c.id
                where c.id = ${catalogId} and cp.product_id = ${product.id}`,
          );
          if (row) product.source_list = { id: Number(row.id), slug: row.slug, name: row.name };
        }
      }
      return product;
    },
  );

  app.get(
    '/api/v1/product/:id/catalogs/',
    {
      config: { readCache: true },
      schema: {
        tags: ['products'],
        summary: 'The editorial wine lists and top lists a wine is in',
        params: IdOrSlugParams,
        response: { 200: ProductCatalogsResponse, 400: ErrorResponse, 404: DetailResponse },
      },
    },
    async (request) => {
      const db = app.deps.db;
      const id = await resolveProductId(db, request.params.id);
      if (id === null) throw notFound('Vinet hittades inte.');
      const found = await queryRows<{ id: number; slug: string; name: string; kind: 'list' | 'toplist'; position: number }>(
        db,
        sql`select c.id, c.slug, c.name, c.kind, cp.position from catalogs c join catalog_products cp on cp.catalog_id = c.id
            where cp.product_id = ${id} order by c.kind, c.position, c.name`,
      );
      return found.map((r) => ({ ...r, id: Number(r.id), position: Number(r.position) }));
    },
  );
}
