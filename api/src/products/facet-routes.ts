import { ProductFacetsQuery, ProductFacetsResponse } from '@vinkompassen/shared-contracts/schemas';
import type { AppInstance } from '../app';
import { ErrorResponse } from './responses';
import { productFacets } from './facets';

export async function productFacetRoutes(app: AppInstance): Promise<void> {
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
}
