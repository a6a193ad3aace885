import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Growing delays per key (an account, an e-mail address), as OWASP's credential-stuffing guidance asks: the first
 * `free` attempts pass at once, then each further attempt must wait `baseDelayMs · 2^(n − free)` after the previous
 * one, capped at `maxDelayMs`. Nothing locks for good: the record is forgotten `forgetAfterMs` after the last attempt.
 */
export interface ThrottlePolicy {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** 0 when the attempt may go ahead (and is counted); otherwise how long to wait, in ms (not counted). */
export type TakeResult = number;

export interface AttemptThrottle {
  take(scope: string, subject: string, policy: ThrottlePolicy, now?: number): Promise<TakeResult>;
  /** Forget a subject's attempts (a successful login, a password reset). */
  clear(scope: string, subject: string): Promise<void>;
}

/** The wait after `count` counted attempts, the last at `last`; 0 when the next may go ahead at `now`. */
export function waitMs(policy: ThrottlePolicy, count: number, last: number, now: number): number {
  if (count < policy.free) return 0;
  const delay = Math.min(policy.baseDelayMs * 2 ** (count - policy.free), policy.maxDelayMs);
  return Math.max(0, last + delay - now);
}

/** Keys hold a hash, so no e-mail address is written to Redis. */
function keyOf(scope: string, subject: string): string {
  return `vk-throttle:${scope}:${createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url')}`;
}

/** One instance's memory: for a single API process (PGlite, tests). */
export function memoryThrottle(maxKeys = 100_000): AttemptThrottle {
  const records = new LRUCache<string, { count: number; last: number }>({ max: maxKeys, ttlAutopurge: false });
  return {
    async take(scope, subject, policy, now = Date.now()) {
      const key = keyOf(scope, subject);
      const record = records.get(key);
      const count = record?.count ?? 0;
      const wait = record ? waitMs(policy, count, record.last, now) : 0;
      if (wait > 0) return wait;
      records.set(key, { count: count + 1, last: now }, { ttl: policy.forgetAfterMs });
      return 0;
    },
    async clear(scope, subject) {
      records.delete(keyOf(scope, subject));
    },
  };
}

/** Check and count in one step, so concurrent attempts on several instances cannot all slip through. */
const TAKE_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'c') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'l') or '0')
local now, free, base, max, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
if count >= free then
  local due = last + math.min(base * 2 ^ (count - free), max)
  if now < due then return math.ceil(due - now) end
end
redis.call('HSET', KEYS[1], 'c', count + 1, 'l', now)
redis.call('PEXPIRE', KEYS[1], forget)
return 0`;

/** Shared by every API instance on the same Redis. If Redis fails, the attempt is let through (logged by the caller's client). */
export function redisThrottle(redis: Redis): AttemptThrottle {
  return {
    async take(scope, subject, policy, now = Date.now()) {
      try {
        const wait = await redis.eval(TAKE_SCRIPT, 1, keyOf(scope, subject), now, policy.free, policy.baseDelayMs, policy.maxDelayMs, policy.forgetAfterMs);
        return Number(wait) || 0;
      } catch {
        return 0;
      }
    },
    async clear(scope, subject) {
      await redis.del(keyOf(scope, subject)).catch(() => undefined);
    },
  };
}
