import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryThrottle, redisThrottle, waitMs, type AttemptThrottle, type ThrottlePolicy } from './attempt-throttle';

const policy: ThrottlePolicy = { free: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

describe('waitMs', () => {
  it('lets the free attempts through, then doubles the delay up to the cap', () => {
    expect(waitMs(policy, 2, 0, 0)).toBe(0);
    expect(waitMs(policy, 3, 0, 0)).toBe(1000);
    expect(waitMs(policy, 4, 0, 0)).toBe(2000);
    expect(waitMs(policy, 5, 0, 500)).toBe(3500);
    expect(waitMs(policy, 30, 0, 0)).toBe(8000);
    expect(waitMs(policy, 3, 0, 1000)).toBe(0);
  });
});

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const stores: [string, () => AttemptThrottle][] = [['memory', () => memoryThrottle()]];
if (redis) stores.push(['redis', () => redisThrottle(redis)]);

describe.each(stores)('attempt throttle (%s)', (_name, make) => {
  it('refuses an attempt that comes too early, without counting it, and lets it through once the delay has passed', async () => {
    const throttle = make();
    const who = `${randomUUID()}@example.se`;
    for (let i = 0; i < 3; i++) expect(await throttle.take('login', who, policy, 1000)).toBe(0);
    expect(await throttle.take('login', who, policy, 1500)).toBe(500);
    expect(await throttle.take('login', who, policy, 1999)).toBe(1);
    // Refused attempts are not counted: the next delay is still one second.
    expect(await throttle.take('login', who, policy, 2000)).toBe(0);
    expect(await throttle.take('login', who, policy, 3000)).toBe(1000);
    expect(await throttle.take('login', who, policy, 4000)).toBe(0);
  });

  it('keeps subjects and scopes apart, ignores case and spaces in the subject, and forgets on clear', async () => {
    const throttle = make();
    const who = `${randomUUID()}@example.se`;
    for (let i = 0; i < 3; i++) await throttle.take('login', who, policy, 0);
    expect(await throttle.take('login', ` ${who.toUpperCase()} `, policy, 0)).toBeGreaterThan(0);
    expect(await throttle.take('login', `other-${who}`, policy, 0)).toBe(0);
    expect(await throttle.take('reset-mail', who, policy, 0)).toBe(0);
    await throttle.clear('login', who);
    expect(await throttle.take('login', who, policy, 0)).toBe(0);
  });

  it('lets only the free attempts through when many arrive at once', async () => {
    const throttle = make();
    const who = `${randomUUID()}@example.se`;
    const results = await Promise.all(Array.from({ length: 40 }, () => throttle.take('login', who, policy, 5000)));
    expect(results.filter((wait) => wait === 0)).toHaveLength(3);
  });
});

describe.runIf(redis)('attempt throttle shared through Redis', () => {
  it('counts attempts made through two clients (two API instances) together', async () => {
    const other = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
    try {
      const a = redisThrottle(redis!);
      const b = redisThrottle(other);
      const who = `${randomUUID()}@example.se`;
      expect(await a.take('login', who, policy, 0)).toBe(0);
      expect(await b.take('login', who, policy, 0)).toBe(0);
      expect(await a.take('login', who, policy, 0)).toBe(0);
      expect(await b.take('login', who, policy, 0)).toBe(1000);
    } finally {
      await other.quit();
    }
  });
});
