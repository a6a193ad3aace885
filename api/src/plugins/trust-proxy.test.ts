import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/app';
import { request } from '../testing/request';

/** Behind the docker-compose proxy every request comes from the proxy: limits must count the client it names. */
describe('client address behind a trusted proxy (TRUST_PROXY)', () => {
  let behindProxy: TestContext;
  let direct: TestContext;
  beforeAll(async () => {
    behindProxy = await createTestApp('pglite', { trustProxy: '127.0.0.1' });
    direct = await createTestApp('pglite');
  });
  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
  });

  const logins = async (ctx: TestContext, forwardedFor: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/login/',
        body: { email: `proxy${i}@example.se`, password: 'fel-losen' },
        headers: { 'x-forwarded-for': forwardedFor(i) },
        remoteAddress: '127.0.0.1',
      });
      statuses.push(res.status);
    }
    return statuses;
  };

  it('counts each forwarded client on its own when the proxy is trusted', async () => {
    expect(await logins(behindProxy, (i) => `203.0.113.${i + 1}`)).not.toContain(429);
    expect((await logins(behindProxy, () => '203.0.113.200')).at(-1)).toBe(429);
  });

  it('ignores X-Forwarded-For from anyone it does not trust', async () => {
    expect((await logins(direct, (i) => `198.51.100.${i + 1}`)).at(-1)).toBe(429);
  });
});
