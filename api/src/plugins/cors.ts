import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the configured origins (default APP_URL), with credentials. */
export const corsPlugin = fp(
  async (app) => {
    await app.register(cors, {
      origin: app.deps.config.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
    });
    // @fastify/cors sends Allow-Credentials to any origin; without Allow-Origin it only says more than needed.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('access-control-allow-origin')) reply.removeHeader('access-control-allow-credentials');
    });
  },
  { name: 'vinkompassen-cors' },
);
