import { StockResponse, type ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import { createImportedTestApp, sqlRows, type ImportedContext } from '@/testing/import-fixtures';
import { request } from '@/testing/request';
import { demoQuantity, shelfProbability, storeFactor } from '@/features/stock/demo-stock';

it('demo quantities are a pure function of productId, siteId and assortment', () => {
  expect(demoQuantity('2848041', '0102', 'FS')).toBe(demoQuantity('2848041', '0102', 'FS'));
  expect(storeFactor('0102')).toBeGreaterThanOrEqual(0.35);
  expect(storeFactor('0102')).toBeLessThan(0.95);
  expect(shelfProbability('FS', 0.5)).toBe(0.5);
  expect(shelfProbability('TSE', 0.5)).toBe(0.125);
  expect(shelfProbability('BS', 0.5)).toBe(0);
  expect(demoQuantity('2848041', '0102', 'BS')).toBe(0);
  // Over many stores a fixed-range wine is in some but not all of them.
  const sites = Array.from({ length: 400 }, (_, i) => String(1000 + i));
  const stocked = sites.filter((s) => demoQuantity('2848041', s, 'FS') > 0).length;
  expect(stocked).toBeGreaterThan(100);
  expect(stocked).toBeLessThan(400);
  const quantities = sites.map((s) => demoQuantity('2848041', s, 'FS')).filter((q) => q > 0);
  expect(Math.min(...quantities)).toBeGreaterThanOrEqual(1);
  expect(Math.max(...quantities)).toBeLessThanOrEqual(48);
});

describeEachDb('demo stock and GET /api/v1/stock/', (kind) => {
  let ctx: ImportedContext;
  const get = async <T = unknown>(url: string) => {
    const { status, body } = await request<T>(ctx.app, { method: 'GET', url });
    return { status, body };
  };

  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('the stock_levels view gives exactly the documented JS function, labelled demo, none for agents, nothing stored', async () => {
    const pairs = await sqlRows<{ source_id: string; site_id: string; assortment: string; is_agent: boolean; quantity: number | null; source: string | null }>(
      ctx,
      `select p.source_id, s.site_id, p.assortment, s.is_agent, st.quantity, st.source
       from products p cross join stores s left join stock_levels st on st.product_id = p.id and st.store_id = s.id
       where not p.is_discontinued`,
    );
    let stocked = 0;
    for (const r of pairs) {
      const expected = r.is_agent ? 0 : demoQuantity(r.source_id, r.site_id, r.assortment);
      expect(r.quantity ?? 0, `${r.source_id}@${r.site_id}`).toBe(expected);
      if (r.quantity) {
        stocked++;
        expect(r.source).toBe('demo');
      }
    }
    const stores = new Set(pairs.filter((p) => !p.is_agent).map((p) => p.site_id)).size;
    const wines = new Set(pairs.map((p) => p.source_id)).size;
    expect(stocked).toBeGreaterThan(0);
    expect(stocked).toBeLessThan(stores * wines); // not every store has every wine
    const [stored] = await sqlRows<{ n: number }>(ctx, `select count(*)::int as n from stock`);
    expect(stored!.n).toBe(0);
  });

  it('a feed row replaces the demo level of its pair and nothing else', async () => {
    const snapshot = async () =>
      (await sqlRows<{ k: string }>(ctx, `select product_id || ':' || store_id || ':' || quantity || ':' || source as k from stock_levels order by 1`)).map(
        (r) => r.k,
      );
    const before = await snapshot();
    const [feed] = await sqlRows<{ product_id: number; store_id: number }>(
      ctx,
      `insert into stock (product_id, store_id, quantity, source)
       select product_id, store_id, 3, 'feed' from stock_levels order by 1, 2 limit 1
       returning product_id, store_id`,
    );
    const after = await snapshot();
    expect(after).toContain(`${feed!.product_id}:${feed!.store_id}:3:feed`);
    expect(after.filter((k) => !k.endsWith(':feed'))).toEqual(before.filter((k) => !k.startsWith(`${feed!.product_id}:${feed!.store_id}:`)));
    const res = await get<StockResponse>(`/api/v1/stock/?product_id=${feed!.product_id}&store_id=${feed!.store_id}`);
    expect(res.body.results[0]).toMatchObject({ quantity: 3, source: 'feed' });
    await sqlRows(ctx, `delete from stock where source = 'feed'`);
  });

  it('by product: the stores carrying it; nearest first with a position', async () => {
    const [p] = await sqlRows<{ id: number; n: number }>(
      ctx,
      `select product_id as id, count(*)::int as n from stock_levels group by product_id order by n desc, product_id limit 1`,
    );
    const res = await get<StockResponse>(`/api/v1/stock/?product_id=${p!.id}&page_size=100`);
    expect(res.status).toBe(200);
    const page = StockResponse.parse(res.body);
    expect(page.count).toBe(Number(p!.n));
    expect(page.results.every((r) => r.product_id === Number(p!.id) && r.quantity > 0 && r.source === 'demo')).toBe(true);
    expect(page.results[0]!.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const near = StockResponse.parse((await get<StockResponse>(`/api/v1/stock/?product_id=${p!.id}&latitude=59.33&longitude=18.06&page_size=100`)).body);
    const d = near.results.map((r) => r.distance_km!);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });

  it('by store (id or site id) and by product + store', async () => {
    const [row] = await sqlRows<{ product_id: number; store_id: number; site_id: string; quantity: number }>(
      ctx,
      `select st.product_id, st.store_id, s.site_id, st.quantity from stock_levels st join stores s on s.id = st.store_id
       where st.source = 'demo' order by 2, 1 limit 1`,
    );
    const byStore = StockResponse.parse((await get<StockResponse>(`/api/v1/stock/?store_id=${row!.store_id}&page_size=100`)).body);
    expect(byStore.results.every((r) => r.store.id === Number(row!.store_id))).toBe(true);
    const bySite = (await get<StockResponse>(`/api/v1/stock/?site_id=${row!.site_id}&page_size=100`)).body;
    expect(bySite.count).toBe(byStore.count);
    const one = StockResponse.parse((await get<StockResponse>(`/api/v1/stock/?product_id=${row!.product_id}&store_id=${row!.store_id}`)).body);
    expect(one.results).toEqual([
      expect.objectContaining({ product_id: Number(row!.product_id), quantity: Number(row!.quantity), source: 'demo', store: expect.objectContaining({ site_id: row!.site_id }) }),
    ]);
    // An agent has nothing.
    const [agent] = await sqlRows<{ id: number }>(ctx, `select id from stores where is_agent limit 1`);
    expect((await get<StockResponse>(`/api/v1/stock/?store_id=${agent!.id}`)).body.count).toBe(0);
  });

  it('many wines in one store in one request: product_ids (≤ 100) with store_id or site_id', async () => {
    const [store] = await sqlRows<{ store_id: number; site_id: string }>(
      ctx,
      `select st.store_id, s.site_id from stock_levels st join stores s on s.id = st.store_id
       group by st.store_id, s.site_id order by count(*) desc, st.store_id limit 1`,
    );
    const stocked = await sqlRows<{ product_id: number; quantity: number }>(
      ctx,
      `select product_id, quantity from stock_levels where store_id = $1 and quantity > 0 order by product_id limit 3`,
      [store!.store_id],
    );
    expect(stocked.length).toBeGreaterThan(1);
    const [missing] = await sqlRows<{ id: number }>(
      ctx,
      `select id from products p where not exists (select 1 from stock_levels st where st.product_id = p.id and st.store_id = $1 and st.quantity > 0)
       order by id limit 1`,
      [store!.store_id],
    );
    const ids = [...stocked.map((r) => Number(r.product_id)), Number(missing!.id), 999999];

    const res = await get<StockResponse>(`/api/v1/stock/?store_id=${store!.store_id}&product_ids=${ids.join(',')}`);
    expect(res.status).toBe(200);
    const batch = StockResponse.parse(res.body);
    // One row per wine on the shelf; the missing and the unknown wine have none. One page.
    expect(batch.results.map((r) => [r.product_id, r.quantity])).toEqual(stocked.map((r) => [Number(r.product_id), Number(r.quantity)]));
    expect(batch.results.every((r) => r.store.id === Number(store!.store_id))).toBe(true);
    expect(batch.count).toBe(stocked.length);
    expect(batch.next).toBeNull();
    // Repeated parameters and site_id work too; each row equals the single-product answer.
    const repeated = (await get<StockResponse>(`/api/v1/stock/?site_id=${store!.site_id}&${ids.map((id) => `product_ids=${id}`).join('&')}`)).body;
    expect(repeated).toEqual(res.body);
    const single = StockResponse.parse((await get<StockResponse>(`/api/v1/stock/?store_id=${store!.store_id}&product_id=${ids[0]}`)).body);
    expect(single.results).toEqual([batch.results[0]]);
    // in_stock=false also returns the (stored) zero rows, never rows of wines not asked for.
    const all = StockResponse.parse((await get<StockResponse>(`/api/v1/stock/?store_id=${store!.store_id}&product_ids=${ids.join(',')}&in_stock=false`)).body);
    expect(all.results.every((r) => ids.includes(r.product_id))).toBe(true);

    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await get(`/api/v1/stock/?store_id=${store!.store_id}&product_ids=${hundred}`)).status).toBe(200);
  });

  it('product_ids: 400 for more than 100, bad ids, no store, or together with product_id', async () => {
    const [store] = await sqlRows<{ id: number }>(ctx, `select id from stores where not is_agent order by id limit 1`);
    const at = `store_id=${store!.id}`;
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const message = ['Ange högst 100 numeriska produkt-id.'];
    expect(await get(`/api/v1/stock/?${at}&product_ids=${tooMany}`)).toEqual({ status: 400, body: { product_ids: message } });
    expect(await get(`/api/v1/stock/?${at}&product_ids=1,abc`)).toEqual({ status: 400, body: { product_ids: message } });
    expect((await get(`/api/v1/stock/?${at}&product_ids=-1`)).status).toBe(400);
    expect((await get(`/api/v1/stock/?${at}&product_ids=,`)).status).toBe(400);
    expect(await get('/api/v1/stock/?product_ids=1,2')).toEqual({
      status: 400,
      body: { product_id: ['Ange product_id och/eller store_id.'], product_ids: ['Ange store_id eller site_id tillsammans med product_ids.'] },
    });
    expect(await get(`/api/v1/stock/?${at}&product_id=1&product_ids=1,2`)).toEqual({
      status: 400,
      body: { product_ids: ['Ange antingen product_id eller product_ids.'] },
    });
    expect(await get('/api/v1/stock/?store_id=999999&product_ids=1')).toEqual({ status: 404, body: { detail: 'Butiken hittades inte.' } });
  });

  it('400 without product_id/store_id or with bad values; 404 for unknown ones', async () => {
    const none = await get<ErrorBody>('/api/v1/stock/');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ product_id: ['Ange product_id och/eller store_id.'] });
    const bad = await get<ErrorBody>('/api/v1/stock/?product_id=abc&store_id=-1');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['product_id', 'store_id']);
    expect((await get('/api/v1/stock/?product_id=1&latitude=59')).body).toHaveProperty('longitude');
    expect(await get('/api/v1/stock/?product_id=999999')).toEqual({ status: 404, body: { detail: 'Vinet hittades inte.' } });
    expect(await get('/api/v1/stock/?store_id=999999')).toEqual({ status: 404, body: { detail: 'Butiken hittades inte.' } });
    expect((await get('/api/v1/stock/?site_id=nope')).status).toBe(404);
  });
});
