import type { ErrorBody, RatingSummary } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { insertProducts } from '@/testing/products';
import { request } from '@/testing/request';
import { establish, registerUser, type TestUser } from '@/testing/users';

describeEachDb('ratings', (kind) => {
  let ctx: TestContext;
  let wine: number;
  let otherWine: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    [wine, otherWine] = (await insertProducts(ctx.handle.db, [{ name: 'Betygsvin' }, { name: 'Annat vin' }])) as [number, number];
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const url = (id: number) => `/api/v1/ratings/by-product/${id}/`;
  const rate = (user: TestUser, rating: unknown, id = wine) => request<RatingSummary & ErrorBody>(ctx.app, { method: 'PUT', url: url(id), token: user.key, body: { rating } });
  const summary = (user?: TestUser, id = wine) => request<RatingSummary>(ctx.app, { method: 'GET', url: url(id), ...(user ? { token: user.key } : {}) });

  const established = async () => {
    const user = await registerUser(ctx.app);
    await establish(ctx.handle.db, user);
    return user;
  };

  it('one rating per user and wine; the average appears at the third rating, one decimal, and follows edits and account deletion', async () => {
    const [a, b, c] = await Promise.all([established(), established(), established()]);
    expect((await summary()).body).toEqual({ product: wine, count: 0, average: null, mine: null });

    // A rater's own answer counts the others only.
    expect((await rate(a, 5)).body).toEqual({ product: wine, count: 0, average: null, mine: 5 });
    // Changing the rating replaces it: still one.
    expect((await rate(a, 4)).body).toEqual({ product: wine, count: 0, average: null, mine: 4 });
    expect((await summary()).body).toMatchObject({ count: 1, average: null });
    expect((await rate(b, 4)).body).toMatchObject({ count: 1, average: null, mine: 4 });
    expect((await rate(c, 5)).body).toMatchObject({ count: 2, average: null, mine: 5 });
    // Anonymous: three established raters, the average shows.
    expect((await summary()).body).toEqual({ product: wine, count: 3, average: 4.3, mine: null });
    expect((await summary(b)).body.mine).toBe(4);
    // Another wine is untouched.
    expect((await summary(undefined, otherWine)).body.count).toBe(0);

    expect((await rate(b, 2)).body).toMatchObject({ count: 2, average: null });
    expect((await summary()).body).toMatchObject({ count: 3, average: 3.7 });
    const removed = await request<RatingSummary>(ctx.app, { method: 'DELETE', url: url(wine), token: b.key });
    expect(removed.body).toMatchObject({ count: 2, average: null, mine: null });
    expect((await rate(b, 3)).body).toMatchObject({ count: 2, average: null });
    expect((await summary()).body).toMatchObject({ count: 3, average: 4 });

    // Deleting an account deletes its ratings: the average changes.
    expect((await request(ctx.app, { method: 'DELETE', url: '/auth/delete-account/', token: c.key })).status).toBe(204);
    expect((await summary()).body).toEqual({ product: wine, count: 2, average: null, mine: null });
  });

  it("Medlemmarnas betyg never gives one member's rating away: only established members besides the viewer, at least three", async () => {
    const [target] = (await insertProducts(ctx.handle.db, [{ name: 'Hemligt betyg' }])) as [number];
    const victim = await established();
    expect((await rate(victim, 2, target)).status).toBe(200);
    // The attack: two fresh accounts rate 5 and 5 and read the average. Fresh accounts do not count.
    const [x, y] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)]);
    await rate(x, 5, target);
    expect((await rate(y, 5, target)).body).toMatchObject({ count: 1, average: null });
    expect((await summary(undefined, target)).body).toMatchObject({ count: 1, average: null });
    // Even established, the two plus the victim are not three besides the viewer.
    await Promise.all([establish(ctx.handle.db, x), establish(ctx.handle.db, y)]);
    expect((await summary(x, target)).body).toMatchObject({ count: 2, average: null, mine: 5 });
    // Three others: the average shows, to each reader without their own rating in it.
    const w = await established();
    await rate(w, 4, target);
    expect((await summary(undefined, target)).body).toMatchObject({ count: 4, average: 4 });
    expect((await summary(x, target)).body).toMatchObject({ count: 3, average: 3.7, mine: 5 });
  });

  it('validates: 1–5 integers only, unknown wine 404, login required (401 before the body is read)', async () => {
    const u = await registerUser(ctx.app);
    for (const bad of [0, 6, 3.5, '4', null]) {
      const res = await rate(u, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.rating, String(bad)).toEqual(['Ange ett betyg från 1 till 5.']);
    }
    expect((await request<ErrorBody>(ctx.app, { method: 'PUT', url: url(wine), token: u.key, body: {} })).body).toEqual({ rating: ['Detta fält är obligatoriskt.'] });
    expect((await rate(u, 3, 999999)).status).toBe(404);
    expect((await summary(undefined, 999999)).status).toBe(404);
    expect((await request(ctx.app, { method: 'PUT', url: url(wine), body: { rating: 'x' } })).status).toBe(401);
    expect((await request(ctx.app, { method: 'DELETE', url: url(wine) })).status).toBe(401);
    expect((await request(ctx.app, { method: 'GET', url: '/api/v1/ratings/by-product/abc/' })).status).toBe(400);
  });
});
