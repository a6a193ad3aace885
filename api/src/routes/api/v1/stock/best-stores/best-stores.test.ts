import { BestStoresResponse, type ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import { createImportedTestApp, sqlRows, type ImportedContext } from '@/testing/import-fixtures';
import { request } from '@/testing/request';
import { demoQuantity } from '@/features/stock/demo-stock';
import { BEST_STORE_CANDIDATES } from '@/features/stock/best-stores';

describeEachDb('GET /api/v1/stock/best-stores/', (kind) => {
  let ctx: ImportedContext;
  let wines: { id: number; source_id: string; assortment: string }[];
  const get = <T>(url: string) => request<T>(ctx.app, { method: 'GET', url });

  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
    wines = await sqlRows(ctx, `select id, source_id, assortment from products where not is_discontinued order by id limit 6`);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('ranks the shops near a position by how many of the wines they stock (the demo formula), then by distance', async () => {
    const ids = wines.map((w) => w.id).join(',');
    const res = await get<BestStoresResponse>(`/api/v1/stock/best-stores/?product_ids=${ids}&latitude=59.3326&longitude=18.0649&limit=10`);
    expect(res.status).toBe(200);
    const body = BestStoresResponse.parse(res.body);
    expect(body.asked).toBe(wines.length);
    expect(body.source).toBe('demo');
    expect(body.results).toHaveLength(10);
    for (const s of body.results) {
      // The oracle: the documented demo function, not the view.
      const expected = wines.filter((w) => demoQuantity(w.source_id, s.store.site_id, w.assortment) > 0).map((w) => w.id);
      expect(s.in_stock_ids, s.store.site_id).toEqual(expected);
      expect(s.in_stock_count).toBe(expected.length);
      expect(s.is_chosen).toBe(false);
    }
    const order = body.results.map((s) => [-s.in_stock_count, s.distance_km!] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    // Only shops: agents keep no shelf stock.
    const agents = await sqlRows<{ site_id: string }>(ctx, `select site_id from stores where is_agent`);
    expect(body.results.some((s) => agents.some((a) => a.site_id === s.store.site_id))).toBe(false);
  });

  it('around the chosen store, which is always in the answer even with nothing in stock', async () => {
    // A shop far from the others that has none of one wine.
    const [far] = await sqlRows<{ site_id: string }>(ctx, `select site_id from stores where not is_agent and latitude is not null order by latitude desc limit 1`);
    const none = wines.find((w) => demoQuantity(w.source_id, far!.site_id, w.assortment) === 0);
    expect(none, 'a wine the northernmost shop lacks').toBeDefined();
    const res = await get<BestStoresResponse>(`/api/v1/stock/best-stores/?product_ids=${none!.id}&site_id=${far!.site_id}&limit=3`);
    expect(res.status).toBe(200);
    const body = BestStoresResponse.parse(res.body);
    expect(body.results).toHaveLength(3);
    const chosen = body.results.find((s) => s.is_chosen);
    expect(chosen).toMatchObject({ store: { site_id: far!.site_id }, in_stock_count: 0, distance_km: 0 });
    expect(body.results.filter((s) => !s.is_chosen).length).toBeLessThan(BEST_STORE_CANDIDATES);
  });

  it("gives today's opening hours", async () => {
    const res = await get<BestStoresResponse>(`/api/v1/stock/best-stores/?product_ids=${wines[0]!.id}&latitude=59.33&longitude=18.06`);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
    for (const s of BestStoresResponse.parse(res.body).results) {
      if (s.today) expect(s.today.date).toBe(today);
    }
  });

  it('an unknown store, no store and no position, or bad ids are 400 with Swedish messages', async () => {
    const unknown = await get<ErrorBody>(`/api/v1/stock/best-stores/?product_ids=1&site_id=nope`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ site_id: ['Butiken finns inte.'] });
    const nowhere = await get<ErrorBody>(`/api/v1/stock/best-stores/?product_ids=1`);
    expect(nowhere.status).toBe(400);
    expect(nowhere.body).toEqual({ site_id: ['Välj en butik eller dela din position.'] });
    const half = await get<ErrorBody>(`/api/v1/stock/best-stores/?product_ids=1&latitude=59`);
    expect(half.status).toBe(400);
    const bad = await get<ErrorBody>(`/api/v1/stock/best-stores/?product_ids=a,b&latitude=59&longitude=18`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['product_ids']);
  });
});
