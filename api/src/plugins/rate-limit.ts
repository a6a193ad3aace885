import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { memoryThrottle, redisThrottle, type AttemptThrottle } from '../http/attempt-throttle';
import { HttpError } from '../http/errors';
import { tooManyAttempts } from '../http/rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Growing delays per account or e-mail address (THROTTLES), shared by every instance when Redis is configured. */
    throttle: AttemptThrottle;
  }
}

/**
 * @fastify/rate-limit with `global: false` (routes opt in with `config: { rateLimit: RATE_LIMITS.x }`): counters in
 * memory, or in Redis (shared by every API instance) when `config.redisUrl` is set. If Redis is unreachable
 * requests are let through (logged). 429 body: `{detail}` in Swedish, plus Retry-After.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { redis } = app;
    app.decorate('throttle', redis ? redisThrottle(redis) : memoryThrottle());
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis } : {}),
      nameSpace: 'vk-rl-',
      skipOnError: true,
      errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, { detail: tooManyAttempts(context.ttl / 1000) }),
    });
  },
  { name: 'vinkompassen-rate-limit', dependencies: ['vinkompassen-redis'] },
);
