import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ApiConfig } from '../config';
import { HttpError } from '../http/errors';

/** RATE_LIMIT_SCALE multiplies every limit: the e2e suite registers many users from one IP. */
const scale = Math.max(1, Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1);

/** Per client IP. Applied per route with `config: { rateLimit: RATE_LIMITS.x }` (the plugin runs with `global: false`). */
export const RATE_LIMITS = {
  login: { max: 10 * scale, timeWindow: 60_000 },
  registration: { max: 10 * scale, timeWindow: 60 * 60_000 },
  passwordReset: { max: 5 * scale, timeWindow: 15 * 60_000 },
  passwordResetConfirm: { max: 10 * scale, timeWindow: 15 * 60_000 },
  subscribe: { max: 10 * scale, timeWindow: 60 * 60_000 },
} as const;

/** "om 45 sekunder", "om 53 minuter", "om 2 timmar": rounded up, so the user never tries again too early. */
export function retryIn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `om ${s} ${s === 1 ? 'sekund' : 'sekunder'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes <= 60) return `om ${minutes} ${minutes === 1 ? 'minut' : 'minuter'}`;
  const hours = Math.ceil(s / 3600);
  return `om ${hours} ${hours === 1 ? 'timme' : 'timmar'}`;
}

/** The 429 message: "För många försök. Försök igen om 53 minuter." */
export const tooManyAttempts = (seconds: number): string => `För många försök. Försök igen ${retryIn(seconds)}.`;

/**
 * @fastify/rate-limit with `global: false`: counters in memory, or in Redis (shared by every API
 * instance) when `config.redisUrl` is set. If Redis is unreachable requests are let through (logged).
 * 429 body: `{detail}` in Swedish, plus Retry-After.
 */
export async function registerRateLimit(app: FastifyInstance, config: Pick<ApiConfig, 'redisUrl'>): Promise<void> {
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableAutoPipelining: true });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    nameSpace: 'vk-rl-',
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      return new HttpError(context.statusCode, { detail: tooManyAttempts(context.ttl / 1000) });
    },
  });
}
