import { ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser, tokenSecurity } from '@/features/auth';
import { deleteUser } from '@/features/users';

/** `DELETE {url}`: deletes the account and its data; DELETE /auth/profile/ and /auth/delete-account/ both do. */
export const deleteAccountRoute =
  (url: '/auth/profile/' | '/auth/delete-account/'): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.deps;
    app.delete(
      url,
      {
        preValidation: requireUser,
        // Deleting an account deletes its likes.
        config: { invalidates: ['likes'] },
        schema: {
          tags: ['auth'],
          summary:
            url === '/auth/profile/'
              ? 'Delete the account (same as DELETE /auth/delete-account/)'
              : 'Delete the account and its data: tokens, follows, saved wines, lists, saved lists, notes, avatar',
          security: tokenSecurity,
          response: { 204: z.null().describe('Deleted'), 401: ErrorBody },
        },
      },
      async (request, reply) => {
        await deleteUser(db, currentUser(request).id);
        return reply.status(204).send(null);
      },
    );
  };

export const deleteAccountRoutes = deleteAccountRoute('/auth/delete-account/');
