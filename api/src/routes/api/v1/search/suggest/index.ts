import { SUGGEST_MIN_CHARS, SuggestQuery, SuggestResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchIndexes, emptySuggestions, suggest } from '@/features/search';
import { ErrorResponse } from '@/http/responses';

export const searchSuggestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/search/suggest/',
    {
      config: { readCache: true },
      schema: {
        tags: ['products'],
        summary: `Suggestions as you type: up to 8 wines, producers, grapes, countries/regions and dishes (food tags), typo tolerant; q shorter than ${SUGGEST_MIN_CHARS} characters → empty groups`,
        querystring: SuggestQuery,
        response: { 200: SuggestResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const q = request.query.q ?? '';
      // Below the minimum there is nothing to rank: answer without touching the database.
      if (q.length < SUGGEST_MIN_CHARS) return emptySuggestions(q);
      const { products, entities } = await searchIndexes(app.deps.db);
      return suggest(products, entities, q);
    },
  );
};
