import fp from 'fastify-plugin';
import { registerReadCache } from '../http/read-cache';
import { redisInvalidationBus } from '../http/redis-invalidation';

/**
 * The public-read response cache (http/read-cache.ts), on the root so every route's config can use it. With Redis,
 * a write on any instance drops the affected reads on every instance.
 */
export const readCachePlugin = fp(
  async (app) => {
    const subscriber = app.redisConnection('read-cache subscriber');
    const bus =
      app.redis && subscriber
        ? redisInvalidationBus(app.redis, subscriber, (err) => app.log.warn({ err }, 'read-cache invalidation over redis failed'))
        : undefined;
    registerReadCache(app, app.deps.config.readCache, bus);
  },
  { name: 'vinkompassen-read-cache', dependencies: ['vinkompassen-redis'] },
);
