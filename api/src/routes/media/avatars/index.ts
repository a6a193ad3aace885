import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_NAME, AVATAR_URL_PREFIX, findAvatar } from '@/features/users';
import { notFound } from '@/http/errors';

/** Uploaded avatars, from the database (every instance serves every avatar): immutable, under unguessable names. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${AVATAR_URL_PREFIX}:name`,
    // An image, not JSON: left out of the API document.
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      const avatar = AVATAR_NAME.test(name) ? await findAvatar(app.deps.db, name) : undefined;
      if (!avatar) throw notFound();
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(avatar.contentType)
        .send(avatar.data);
    },
  );
};
