import { IdOrSlugParams, SimilarWinesQuery, SimilarWinesResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WINE_NOT_FOUND } from '@/features/products';
import { getSnapshot, similarTo, toSimilarWinesResponse } from '@/features/recommendation';
import { quantitiesAtStore, findStoreId, UNKNOWN_STORE } from '@/features/stock';
import { badRequest, notFound } from '@/http/errors';
import { DetailResponse, ErrorResponse } from '@/http/responses';

/** Twins considered before the stock filter: an out-of-stock wine's alternative comes from these. */
const IN_STOCK_POOL = 100;

/** "Liknande viner": taste twins of one wine, with stock at the chosen store. */
export const similarWinesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/v1/product/:id/similar/',
    {
      config: { readCache: true },
      schema: {
        tags: ['products'],
        summary: 'Taste twins of a wine: same type, taste clocks within ±1, a food symbol in common, similar price; each with Swedish reasons',
        description:
          'With site_id each twin has its quantity in that store (demo stock); with in_stock=true only twins in stock there, equal or cheaper ones first.',
        params: IdOrSlugParams,
        querystring: SimilarWinesQuery,
        response: { 200: SimilarWinesResponse, 400: ErrorResponse, 404: DetailResponse },
      },
    },
    async (request) => {
      const { limit = 6, site_id, in_stock } = request.query;
      const storeId = site_id !== undefined ? await findStoreId(db, { siteId: site_id }) : undefined;
      if (storeId === null) throw badRequest({ site_id: [UNKNOWN_STORE] });
      const snapshot = await getSnapshot(db);
      const of = snapshot.wineOf(request.params.id);
      if (!of) throw notFound(WINE_NOT_FOUND);

      let twins = similarTo(snapshot, of, { limit: in_stock ? IN_STOCK_POOL : limit, preferCheaper: in_stock === true });
      let stock: Awaited<ReturnType<typeof quantitiesAtStore>> | null = null;
      if (storeId !== undefined) {
        stock = await quantitiesAtStore(db, storeId, twins.map((t) => t.wine.id));
        const inStore = stock.quantities;
        if (in_stock) twins = twins.filter((t) => (inStore.get(t.wine.id) ?? 0) > 0);
      }
      return toSimilarWinesResponse(snapshot, of, twins.slice(0, limit), stock);
    },
  );
};
