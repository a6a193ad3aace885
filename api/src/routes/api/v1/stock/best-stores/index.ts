import { BestStoresQuery, BestStoresResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bestStores, findStoreId, UNKNOWN_STORE } from '@/features/stock';
import { badRequest } from '@/http/errors';
import { ErrorResponse } from '@/http/responses';

/** "Bästa butiken för listan": which shops near the user have most of a list's wines on the shelf now. */
export const bestStoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/v1/stock/best-stores/',
    {
      schema: {
        tags: ['stock'],
        summary: 'Shops near a position or the chosen store (site_id) ranked by how many of product_ids they have in stock (demo stock)',
        description:
          'Give product_ids=1,2,3 (at most 100) and latitude/longitude, site_id, or both. Agents (ombud) are left out: they keep no shelf stock. ' +
          "The chosen store is always in the answer. `today` is today's opening hours (Europe/Stockholm).",
        querystring: BestStoresQuery,
        response: { 200: BestStoresResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const chosenStoreId = q.site_id !== undefined ? await findStoreId(db, { siteId: q.site_id }) : undefined;
      if (chosenStoreId === null) throw badRequest({ site_id: [UNKNOWN_STORE] });
      return bestStores(db, {
        productIds: q.product_ids,
        chosenStoreId,
        latitude: q.latitude,
        longitude: q.longitude,
        limit: q.limit ?? 5,
      });
    },
  );
};
