import {
  IdOrSlugParams,
  Product,
  ProductCatalogsResponse,
  ProductDetailQuery,
  ProductListQuery,
  ProductListResponse,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogsOfProduct, productFromList } from '@/features/editorial-lists';
import { WINE_NOT_FOUND, findProductIds, productSummariesJson, resolveProductId } from '@/features/products';
import { notFound } from '@/http/errors';
import { pageWindow, paginatedJson, sendJsonText } from '@/http/pagination';
import { DetailResponse, ErrorResponse } from '@/http/responses';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

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
    async (request, reply) => {
      const { page, page_size, sort, ...filter } = request.query;
      const win = pageWindow(page, page_size);
      const { count, ids } = await findProductIds(db, filter, sort, win.pageSize, win.offset);
      // The busiest read: its summaries go out as the JSON made once per catalog snapshot.
      return sendJsonText(reply, paginatedJson(request, win, count, await productSummariesJson(db, ids)));
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
      const product = await productFromList(db, request.params.id, request.query.source_list);
      if (!product) throw notFound(WINE_NOT_FOUND);
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
      const id = await resolveProductId(db, request.params.id);
      if (id === null) throw notFound(WINE_NOT_FOUND);
      return catalogsOfProduct(db, id);
    },
  );
};
