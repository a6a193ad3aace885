import fp from 'fastify-plugin';
import { likeCountsOf } from '../features/likes';
import { redisBus } from '../http/redis-invalidation';

const CHANNEL = 'vk-likes';
const isChanged = (v: unknown): v is 'changed' => v === 'changed';

/**
 * The like counts every wine list and page shows are held in memory (features/likes). With Redis, a save or unsave
 * here is published, and one heard from another instance (or a gap in hearing) makes this one read them afresh.
 */
export const likeCountsPlugin = fp(
  async (app) => {
    const subscriber = app.redisConnection('like counts subscriber');
    if (!app.redis || !subscriber) return;
    const counts = likeCountsOf(app.deps.db);
    const bus = redisBus(app.redis, subscriber, CHANNEL, isChanged, (err) => app.log.warn({ err }, 'like counts over redis failed'));
    bus.subscribe(() => counts.forget());
    const unsubscribe = counts.onChanged(() => bus.publish('changed'));
    app.addHook('onClose', async () => {
      unsubscribe();
    });
  },
  { name: 'vinkompassen-like-counts', dependencies: ['vinkompassen-deps', 'vinkompassen-redis'] },
);
