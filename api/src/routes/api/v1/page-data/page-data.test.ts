import { winePageDataPath, type WinePageData } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import { createImportedTestApp, sqlRows, type ImportedContext } from '@/testing/import-fixtures';
import { request } from '@/testing/request';
import { establish, registerUser } from '@/testing/users';

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

  /** The page's data for `ref`, part by part against what each route answers an anonymous visitor. */
  async function expectEachPartAsItsRoute(ref: string, sourceList?: string) {
    const res = await get<WinePageData>(winePageDataPath(ref, { sourceList }));
    expect(res.status).toBe(200);
    const [product, notes, similar] = await Promise.all([
      get(`/api/v1/product/${ref}${sourceList ? `?source_list=${sourceList}` : ''}`),
      get(`/user-product-notes/community/${ref}/`),
      get(`/api/v1/product/${ref}/similar/?limit=6`),
    ]);
    expect(res.body.product).toEqual({ status: product.status, body: product.body });
    expect(res.body.community_notes).toEqual({ status: notes.status, body: notes.body });
    expect(res.body.similar).toEqual({ status: similar.status, body: similar.body });
    return res.body;
  }

  it('the same parts by id, with a list it was reached from, for a wine without taste clocks, and for an unknown wine', async () => {
    const [listed] = await sqlRows<{ id: number }>(
      ctx,
      `select cp.product_id as id from catalog_products cp join catalogs c on c.id = cp.catalog_id where c.slug = 'redaktionens-val' order by cp.position limit 1`,
    );
    const withList = await expectEachPartAsItsRoute(String(listed!.id), 'redaktionens-val');
    expect((withList.product.body as { source_list: unknown }).source_list).not.toBeNull();
    const [untasted] = await sqlRows<{ slug: string }>(
      ctx,
      `select slug from products where clock_body is null and clock_fruitacid is null and style in ('red', 'white') and not is_discontinued order by id limit 1`,
    );
    await expectEachPartAsItsRoute(untasted!.slug);
    const unknown = await expectEachPartAsItsRoute('no-such-wine-0');
    expect(unknown.product.status).toBe(404);
    await expectEachPartAsItsRoute('999999999');
  });

  it("the community notes everyone may read, paged like their own route's, with the wine's ratings", async () => {
    const [wine] = await sqlRows<{ id: number }>(ctx, `select id from products where slug = $1`, [slug]);
    const id = Number(wine!.id);
    const writers = await Promise.all(Array.from({ length: 6 }, (_, i) => registerUser(ctx.app, { name: `Skribent ${i}` })));
    // Only established accounts' ratings count in the members' average.
    for (const writer of writers) await establish(ctx.handle.db, writer);
    for (const [i, writer] of writers.entries()) {
      const visibility = i === 5 ? 'private' : 'public';
      await request(ctx.app, { method: 'POST', url: '/user-product-notes/', token: writer.key, body: { product: id, text: `Anteckning ${i}`, visibility } });
      await request(ctx.app, { method: 'PUT', url: `/api/v1/ratings/by-product/${id}/`, token: writer.key, body: { rating: 1 + (i % 5) } });
    }
    // A sixth public note makes a second page: the next link is the notes route's own.
    const [sixth] = writers;
    await request(ctx.app, { method: 'POST', url: '/user-product-notes/', token: sixth!.key, body: { product: id, text: 'Anteckning 6', visibility: 'public' } });
    const body = await expectEachPartAsItsRoute(slug);
    const notes = body.community_notes.body as { count: number; next: string | null; results: unknown[]; ratings: { count: number } };
    expect(notes).toMatchObject({ count: 6, results: expect.any(Array), ratings: { count: 6 } });
    expect(notes.results).toHaveLength(5);
    expect(notes.next).toContain(`/user-product-notes/community/${slug}/?page=2`);
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
