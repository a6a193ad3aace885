import { ErrorBody, MyDataExport } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, NOT_LOGGED_IN, requireUser, tokenSecurity, unauthorizedError } from '@/features/auth';
import { myData } from '@/features/community';
import { findSelf } from '@/features/users';

/** "Ladda ner mina uppgifter": everything the service holds about the caller, as one JSON file. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  app.get(
    '/auth/profile/export/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Download own data: profile, saved wines, lists, saved lists, notes, ratings, follows, reports (JSON attachment)',
        security: tokenSecurity,
        response: { 200: MyDataExport, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const self = await findSelf(db, currentUser(request).id);
      if (!self) throw unauthorizedError(NOT_LOGGED_IN);
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Disposition', 'attachment; filename="vinkompassen-mina-uppgifter.json"');
      return myData(db, self, config.publicUrl);
    },
  );
};
