import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL) every instance sees, or null on a single instance. */
    redis: Redis | null;
    /** A fresh connection for this instance's own use (a subscriber cannot run other commands); closed with the app. */
    redisConnection(purpose: string): Redis | null;
  }
}

export const redisPlugin = fp(
  async (app) => {
    const url = app.deps.config.redisUrl;
    const connections: Redis[] = [];
    const connect = (purpose: string) => {
      if (!url) return null;
      const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableAutoPipelining: true });
      redis.on('error', (err) => app.log.warn({ err: err.message }, `redis (${purpose}) error`));
      connections.push(redis);
      return redis;
    };
    app.decorate('redis', connect('shared'));
    app.decorate('redisConnection', connect);
    app.addHook('onClose', async () => {
      await Promise.all(connections.map((r) => r.quit().catch(() => r.disconnect())));
    });
  },
  { name: 'vinkompassen-redis', dependencies: ['vinkompassen-deps'] },
);
