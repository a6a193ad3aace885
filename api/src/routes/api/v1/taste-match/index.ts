import { ErrorBody, TasteMatchQuery, TasteMatchResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser, tokenSecurity } from '@/features/auth';
import { tasteMatches } from '@/features/community';

/** "Passar din smak": the fit of wines to the taste learned from the user's saved and rated wines. */
export const tasteMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/api/v1/taste-match/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['ratings'],
        summary:
          "How well each wine fits the caller's taste (0–100 with a one-line why), learned from saved wines and ratings of 4–5; " +
          'not eligible below five saved or rated wines',
        security: tokenSecurity,
        querystring: TasteMatchQuery,
        response: { 200: TasteMatchResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return tasteMatches(db, currentUser(request).id, request.query.products);
    },
  );
};
