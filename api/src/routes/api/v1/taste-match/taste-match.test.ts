import type { ErrorBody, TasteMatchResponse } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { insertProducts } from '@/testing/products';
import { request } from '@/testing/request';
import { registerUser, type TestUser } from '@/testing/users';

describeEachDb('taste match', (kind) => {
  let ctx: TestContext;
  let reds: number[];
  let alike: number;
  let unlike: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    reds = await insertProducts(ctx.handle.db, Array.from({ length: 5 }, (_, i) => ({ name: `Rött ${i}`, style: 'red' as const, price: 120 + i * 5, foods: ['Lamm', 'Nöt'] })));
    [alike, unlike] = (await insertProducts(ctx.handle.db, [
      { name: 'Likt', style: 'red', price: 130, foods: ['Lamm', 'Nöt'] },
      { name: 'Olikt', style: 'white', price: 420, foods: ['Fisk'] },
    ])) as [number, number];
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const match = (user: TestUser, query = `?products=${alike},${unlike}`) =>
    request<TasteMatchResponse & ErrorBody>(ctx.app, { method: 'GET', url: `/api/v1/taste-match/${query}`, token: user.key });

  it('nothing below five saved or rated wines; then a fit per wine with a one-line why', async () => {
    const u = await registerUser(ctx.app);
    for (const id of reds.slice(0, 3)) await request(ctx.app, { method: 'POST', url: '/api/v1/user-product-likes/', token: u.key, body: { product: id } });
    await request(ctx.app, { method: 'PUT', url: `/api/v1/ratings/by-product/${reds[3]}/`, token: u.key, body: { rating: 5 } });
    expect((await match(u)).body).toEqual({ eligible: false, signals: 4, results: [] });

    await request(ctx.app, { method: 'PUT', url: `/api/v1/ratings/by-product/${reds[4]}/`, token: u.key, body: { rating: 4 } });
    const res = (await match(u)).body;
    expect(res.eligible).toBe(true);
    expect(res.signals).toBe(5);
    const byId = new Map(res.results.map((r) => [r.product, r]));
    expect(byId.get(alike)!.percent).toBeGreaterThan(byId.get(unlike)!.percent);
    expect(byId.get(alike)!.percent).toBeGreaterThanOrEqual(80);
    expect(byId.get(alike)!.reason).toMatch(/^Samma typ av vin som det mesta du gillat.*i din vanliga prisklass\.$/);
    expect(byId.get(unlike)!.reason).toBe('Skiljer sig från vinerna du brukar gilla.');
  });

  it('low ratings count as signal but do not teach the taste', async () => {
    const u = await registerUser(ctx.app);
    for (const id of reds) await request(ctx.app, { method: 'PUT', url: `/api/v1/ratings/by-product/${id}/`, token: u.key, body: { rating: 1 } });
    expect((await match(u)).body).toEqual({ eligible: false, signals: 5, results: [] });
  });

  it('validates the ids; login required', async () => {
    const u = await registerUser(ctx.app);
    expect((await match(u, '')).status).toBe(400);
    expect((await match(u, '?products=abc')).body.products).toEqual(['Ange 1–60 produkt-id.']);
    expect((await match(u, `?products=${Array.from({ length: 61 }, (_, i) => i + 1).join(',')}`)).status).toBe(400);
    expect((await request(ctx.app, { method: 'GET', url: `/api/v1/taste-match/?products=${alike}` })).status).toBe(401);
  });
});
