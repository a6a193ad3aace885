import { ErrorBody, TasteProfile } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser, tokenSecurity } from '@/features/auth';
import { resetProfile } from '@/features/likes';
import { tasteProfileOf } from '@/features/recommendation';

/** The taste profile 'Våra tips' learns from the saved wines, and its reset. */
export const tasteProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/v1/taste-profile/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['chat'],
        summary: "The user's taste profile learned from the wines saved since the last reset, in plain Swedish",
        security: tokenSecurity,
        response: { 200: TasteProfile, 401: ErrorBody },
      },
    },
    async (request) => tasteProfileOf(db, currentUser(request).id),
  );

  app.delete(
    '/api/v1/taste-profile/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Reset the taste profile: only wines saved from now on count (the saved wines stay): 204',
        security: tokenSecurity,
        response: { 204: z.null().describe('Reset'), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      await resetProfile(db, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
