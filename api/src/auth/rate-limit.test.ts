import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';

/** With REDIS_URL set, the counters are shared by every API instance (scale-out). */
describe.skipIf(!process.env.REDIS_URL)('rate limits in Redis', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestApp('pglite', { redisUrl: process.env.REDIS_URL });
    b = await createTestApp('pglite', { redisUrl: process.env.REDIS_URL });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts login attempts across instances', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const app = i % 2 ? b.app : a.app;
      codes.push((await app.inject({ method: 'POST', url: '/login/', payload: { email: 'x@example.se', password: 'x' }, remoteAddress: ip })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
