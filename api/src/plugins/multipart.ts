import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@vinkompassen/shared-contracts/schemas';
import fp from 'fastify-plugin';

/** multipart/form-data for the account routes (the profile's avatar upload); limits checked while streaming. */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 10 * 1024, parts: 12, headerPairs: 100 },
    });
  },
  { name: 'vinkompassen-multipart' },
);
