import { ProductFacetsQuery, ProductFacetsResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productFacets } from '@/features/products';
import { ErrorResponse } from '@/http/responses';

export const productFacetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/product/facets/',
    {
      config: { readCache: true },
      schema: {
        tags: ['products'],
        summary: 'Facet counts of current wines under the filters of GET /api/v1/product/ (each facet without its own selection)',
        querystring: ProductFacetsQuery,
        response: { 200: ProductFacetsResponse, 400: ErrorResponse },
      },
    },
    async (request) => productFacets(app.deps.db, request.query),
  );
};
