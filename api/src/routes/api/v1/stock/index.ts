import { MAX_STOCK_PRODUCT_IDS, StockQuery, StockResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findStoreId, listStock, productExists } from '@/features/stock';
import { notFound } from '@/http/errors';
import { pageWindow, paginated } from '@/http/pagination';
import { DetailResponse, ErrorResponse } from '@/http/responses';

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/v1/stock/',
    {
      schema: {
        tags: ['stock'],
        summary: "Stock per store (source 'demo' = generated demo levels, 'feed' = real feed)",
        description:
          'Give product_id (all stores carrying the wine; nearest first with latitude/longitude), store_id or site_id (all wines in a store), or both. ' +
          'For many wines in one store at once give product_ids=1,2,3 (at most 100) with store_id or site_id: one row per wine found (unknown ids give none), one page by default. ' +
          'Rows with quantity 0 only with in_stock=false.',
        querystring: StockQuery,
        response: { 200: StockResponse, 400: ErrorResponse, 404: DetailResponse },
      },
    },
    async (request) => {
      const q = request.query;
      // A batch of wines fits one page unless a smaller page is asked for.
      const win = pageWindow(q.page, q.page_size, q.product_ids ? MAX_STOCK_PRODUCT_IDS : 50);
      if (q.product_id !== undefined && !(await productExists(db, q.product_id))) throw notFound('Vinet hittades inte.');
      let storeId = q.store_id;
      if (q.site_id !== undefined || storeId !== undefined) {
        const found = await findStoreId(db, q.site_id !== undefined ? { siteId: q.site_id } : { storeId: storeId! });
        if (found === null || (storeId !== undefined && found !== storeId)) throw notFound('Butiken hittades inte.');
        storeId = found;
      }
      const filter = { productId: q.product_id, productIds: q.product_ids, storeId, inStock: q.in_stock, latitude: q.latitude, longitude: q.longitude };
      const { count, results } = await listStock(db, filter, win.pageSize, win.offset);
      return paginated(request, win, count, results);
    },
  );
};
