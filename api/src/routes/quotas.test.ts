/** Per-account quotas on list creation, list edits and follows: one account, whatever addresses it writes from. */
import type { ErrorBody, UserList } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rate-limits';
import { createTestApp, describeEachDb, type TestContext } from '../testing/app';
import { insertProducts } from '../testing/products';
import { request, type TestResponse } from '../testing/request';
import { freshIp, registerUser, type TestUser } from '../testing/users';

describeEachDb('per-account quotas', (kind) => {
  let ctx: TestContext;
  let product: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    [product] = (await insertProducts(ctx.handle.db, [{ name: 'Kvotvin' }])) as [number];
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Sends `send` from a new address each time until a 429; the number of answers before it. */
  async function allowedBefore429(send: () => Promise<TestResponse<unknown>>, upTo: number): Promise<{ allowed: number; refusal: TestResponse<ErrorBody> }> {
    for (let i = 0; i <= upTo; i++) {
      const res = await send();
      if (res.status === 429) return { allowed: i, refusal: res as TestResponse<ErrorBody> };
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
    throw new Error(`no 429 after ${upTo + 1} requests`);
  }

  const as = (user: TestUser, method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    request(ctx.app, { method, url, body, headers: user.headers, remoteAddress: freshIp() });

  it('list creation: the quota per account, then 429 in Swedish; another account is not held back', async () => {
    const [spammer, neighbour] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)]);
    const { allowed, refusal } = await allowedBefore429(() => as(spammer, 'POST', '/api/v1/user-lists/', { name: 'Spam' }), RATE_LIMITS.listCreates.max);
    expect(allowed).toBe(RATE_LIMITS.listCreates.max);
    expect(refusal.body.detail).toMatch(/^För många försök/);
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(0);
    expect((await as(neighbour, 'POST', '/api/v1/user-lists/', { name: 'Egen' })).status).toBe(201);
  });

  it('list edits: renames, additions and removals each have the quota per account', { timeout: 60_000 }, async () => {
    const owner = await registerUser(ctx.app);
    const list = (await as(owner, 'POST', '/api/v1/user-lists/', { name: 'Min' })).body as UserList;
    const renames = await allowedBefore429(() => as(owner, 'PATCH', `/api/v1/user-lists/${list.id}`, { name: 'Omdöpt' }), RATE_LIMITS.listEdits.max);
    expect(renames.allowed).toBe(RATE_LIMITS.listEdits.max);
    let added = false;
    const toggles = await allowedBefore429(async () => {
      const res = await as(owner, added ? 'DELETE' : 'POST', `/api/v1/user-lists/${list.id}/${added ? 'remove-product' : 'add-product'}/`, { product });
      added = !added;
      return res;
    }, 2 * RATE_LIMITS.listEdits.max);
    // Adding and removing each have their own count: the 61st addition is the first refused.
    expect(toggles.allowed).toBe(2 * RATE_LIMITS.listEdits.max);
  });

  it('follows: the quota per account', async () => {
    const [fan, star] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)]);
    const { allowed } = await allowedBefore429(() => as(fan, 'POST', `/users/${star.id}/follow/`), RATE_LIMITS.follows.max);
    expect(allowed).toBe(RATE_LIMITS.follows.max);
  });
});
