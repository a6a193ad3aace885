import fp from 'fastify-plugin';
import { likeCountsOf } from '../features/likes';

/**
 * The like counts every wine list and page shows are held in memory (features/likes). With Redis, a save or unsave
 * here is published, and one heard from another instance (or a gap in hearing) makes this one read them afresh.
 */
export const likeCountsPlugin = fp(
  async (app) => {
    const counts = likeCountsOf(app.deps.db);
    app.shareChanges('like counts', 'vk-likes', counts, () => counts.forget());
  },
  { name: 'vinkompassen-like-counts', dependencies: ['vinkompassen-deps', 'vinkompassen-redis'] },
);
