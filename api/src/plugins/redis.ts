import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { redisBus } from '../http/redis-invalidation';

/** Something held in memory that announces its own changes. */
export interface AnnouncesChanges {
  onChanged(listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL) every instance sees, or null on a single instance. */
    redis: Redis | null;
    /** A fresh connection for this instance's own use (a subscriber cannot run other commands); closed with the app. */
    redisConnection(purpose: string): Redis | null;
    /**
     * Keeps what `held` holds in step across instances over the Redis channel `channel`: its changes are published,
     * and one heard from another instance (or a possible gap while reconnecting) calls `stale`. Nothing without Redis.
     */
    shareChanges(what: string, channel: string, held: AnnouncesChanges, stale: () => void): void;
  }
}

const isChanged = (v: unknown): v is 'changed' => v === 'changed';

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
    const shared = connect('shared');
    app.decorate('redis', shared);
    app.decorate('redisConnection', connect);
    app.decorate('shareChanges', (what: string, channel: string, held: AnnouncesChanges, stale: () => void) => {
      const subscriber = connect(`${what} subscriber`);
      if (!shared || !subscriber) return;
      const bus = redisBus(shared, subscriber, channel, isChanged, (err) => app.log.warn({ err }, `${what} over redis failed`));
      bus.subscribe(() => stale());
      const unsubscribe = held.onChanged(() => bus.publish('changed'));
      app.addHook('onClose', async () => unsubscribe());
    });
    app.addHook('onClose', async () => {
      await Promise.all(connections.map((r) => r.quit().catch(() => r.disconnect())));
    });
  },
  { name: 'vinkompassen-redis', dependencies: ['vinkompassen-deps'] },
);
