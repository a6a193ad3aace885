import { SimilarWinesResponse, type ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import { createImportedTestApp, sqlRows, type ImportedContext } from '@/testing/import-fixtures';
import { request } from '@/testing/request';

describeEachDb('GET /api/v1/product/{id}/similar/', (kind) => {
  let ctx: ImportedContext;
  let withTwins: number;
  let siteId: string;
  const get = <T>(url: string) => request<T>(ctx.app, { method: 'GET', url });

  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
    // The sample's 19 Crimes Red Wine has taste twins (the engine's pinned tests show them).
    const [p] = await sqlRows<{ id: number }>(ctx, `select id from products where product_number = '7396801'`);
    withTwins = Number(p!.id);
    const [s] = await sqlRows<{ site_id: string }>(ctx, `select site_id from stores where not is_agent order by site_id limit 1`);
    siteId = s!.site_id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('twins of the same type with reasons; no stock without a store', async () => {
    const res = await get<SimilarWinesResponse>(`/api/v1/product/${withTwins}/similar/`);
    expect(res.status).toBe(200);
    const body = SimilarWinesResponse.parse(res.body);
    expect(body.product_id).toBe(withTwins);
    expect(body.stock_source).toBeNull();
    expect(body.results.length).toBeGreaterThan(0);
    for (const t of body.results) {
      expect(t.product.style).toBe('red');
      expect(t.product.id).not.toBe(withTwins);
      expect(t.reason).toMatch(/smakprofil/);
      expect(t.quantity).toBeNull();
    }
  });

  it('by slug: the same twins as by id; a slug is matched as written', async () => {
    const [row] = await sqlRows<{ slug: string }>(ctx, `select slug from products where id = $1`, [withTwins]);
    const slug = row!.slug;
    const byId = await get<SimilarWinesResponse>(`/api/v1/product/${withTwins}/similar/`);
    const bySlug = await get<SimilarWinesResponse>(`/api/v1/product/${slug}/similar/`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    expect((await get(`/api/v1/product/${slug.toUpperCase()}/similar/`)).status).toBe(404);
    expect((await get(`/api/v1/product/no-such-wine-0/similar/`)).status).toBe(404);
  });

  it('a wine without taste clocks gets its kin by grape, place, style and price', async () => {
    const untasted = await sqlRows<{ id: number }>(
      ctx,
      `select id from products where clock_body is null and clock_fruitacid is null and style in ('red', 'white') and not is_discontinued order by id`,
    );
    expect(untasted.length).toBeGreaterThan(0);
    let found = 0;
    for (const { id } of untasted) {
      const body = SimilarWinesResponse.parse((await get<SimilarWinesResponse>(`/api/v1/product/${id}/similar/`)).body);
      if (!body.results.length) continue;
      found++;
      for (const t of body.results) expect(t.reasons).toContain('Systembolaget har inte smakklockor för vinet, så likheten bygger på druva, ursprung, stil och pris');
    }
    expect(found).toBeGreaterThan(0);
  });

  it("with the user's store: each twin's demo quantity there; in_stock keeps only those on the shelf", async () => {
    const all = SimilarWinesResponse.parse((await get(`/api/v1/product/${withTwins}/similar/?site_id=${siteId}&limit=20`)).body);
    expect(all.stock_source).toBe('demo');
    const rows = await sqlRows<{ product_id: number; quantity: number }>(
      ctx,
      `select st.product_id, st.quantity from stock_levels st join stores s on s.id = st.store_id where s.site_id = $1`,
      [siteId],
    );
    for (const t of all.results) expect(t.quantity).toBe(Number(rows.find((r) => Number(r.product_id) === t.product.id)?.quantity ?? 0));
    const inStock = SimilarWinesResponse.parse((await get(`/api/v1/product/${withTwins}/similar/?site_id=${siteId}&in_stock=true&limit=20`)).body);
    expect(inStock.results.map((t) => t.product.id)).toEqual(all.results.filter((t) => t.quantity! > 0).map((t) => t.product.id).slice(0, 20));
    expect(inStock.results.every((t) => t.quantity! > 0)).toBe(true);
  });

  it('an unknown store is 400, in_stock without a store is 400, an unknown wine is 404', async () => {
    const unknown = await get<ErrorBody>(`/api/v1/product/${withTwins}/similar/?site_id=nope`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ site_id: ['Butiken finns inte.'] });
    const noStore = await get<ErrorBody>(`/api/v1/product/${withTwins}/similar/?in_stock=true`);
    expect(noStore.status).toBe(400);
    expect(noStore.body).toEqual({ in_stock: ['Ange site_id tillsammans med in_stock.'] });
    expect((await get(`/api/v1/product/999999999/similar/`)).status).toBe(404);
  });
});
