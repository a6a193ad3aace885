import { winePageDataPath, type WinePageData } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import { createImportedTestApp, sqlRows, type ImportedContext } from '@/testing/import-fixtures';
import { request } from '@/testing/request';

describeEachDb('GET /api/v1/page-data/product/{id}/', (kind) => {
  let ctx: ImportedContext;
  let slug: string;
  const get = <T>(url: string) => request<T>(ctx.app, { method: 'GET', url });

  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
    // The sample's 19 Crimes Red Wine has taste twins.
    const [p] = await sqlRows<{ slug: string }>(ctx, `select slug from products where product_number = '7396801'`);
    slug = p!.slug;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("each part is its own route's answer, status and body, in one request", async () => {
    const res = await get<WinePageData>(winePageDataPath(slug));
    expect(res.status).toBe(200);
    const [product, notes, similar] = await Promise.all([
      get(`/api/v1/product/${slug}`),
      get(`/user-product-notes/community/${slug}/`),
      get(`/api/v1/product/${slug}/similar/?limit=6`),
    ]);
    expect(res.body.product).toEqual({ status: 200, body: product.body });
    expect(res.body.community_notes).toEqual({ status: 200, body: notes.body });
    expect(res.body.similar).toEqual({ status: 200, body: similar.body });
    expect((res.body.similar.body as { results: unknown[] }).results.length).toBeGreaterThan(0);
  });

  it('an unknown wine: 404 in each part, not for the request; a bad id: 400', async () => {
    const res = await get<WinePageData>(winePageDataPath('no-such-wine-0'));
    expect(res.status).toBe(200);
    expect([res.body.product.status, res.body.community_notes.status, res.body.similar.status]).toEqual([404, 404, 404]);
    expect((await get(winePageDataPath('a b'))).status).toBe(400);
    expect((await get(winePageDataPath(slug, { sourceList: 'x'.repeat(300) }))).status).toBe(400);
    expect((await get(`${winePageDataPath(slug)}?similar_within_ms=-1`)).status).toBe(400);
    // Given time, the twins are there; their part is theirs either way, in time (200) or too late (504).
    const timed = await get<WinePageData>(winePageDataPath(slug, { similarWithinMs: 5_000 }));
    expect(timed.body.similar.status).toBe(200);
  });
});
