/** The seeded lists on the full catalog: every list meaningful at 4,000 wines (20–50 wines, varied, no boxes). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import { createTestApp, type TestContext } from '@/testing/app';
import { importAndSeed, type ImportAndSeedResult } from '../import/ensure-imported';
import { fullCatalogFiles, sqlRows } from '@/testing/import-fixtures';
import { CatalogListResponse, Catalog } from '@vinkompassen/shared-contracts/schemas';
import { request } from '@/testing/request';
import { refreshLiveCatalogs, resetLiveRefreshThrottle } from './live';
import { loadSeedFile } from './seed';

describeEachDb('seeded catalogs on the full catalog', (kind) => {
  let ctx: TestContext;
  let imported: ImportAndSeedResult;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    imported = await importAndSeed(ctx.handle.db, fullCatalogFiles());
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('every list and top list holds 20–50 wines (the live "most saved" list waits for likes)', () => {
    const live = new Set(loadSeedFile().filter((c) => c.rule?.refresh === 'live').map((c) => c.slug));
    for (const c of imported.catalogs) {
      if (live.has(c.slug)) continue;
      expect(c.products, c.slug).toBeGreaterThanOrEqual(20);
      expect(c.products, c.slug).toBeLessThanOrEqual(50);
    }
  });

  it('rule lists keep their caps: at most two wines per producer, bottles only where asked', async () => {
    const rows = await sqlRows<{ slug: string; producer_id: number | null; n: number }>(
      ctx,
      `select c.slug, p.producer_id, count(*)::int as n from catalog_products cp join catalogs c on c.id = cp.catalog_id
       join products p on p.id = cp.product_id group by c.slug, p.producer_id`,
    );
    const caps = new Map(loadSeedFile().map((c) => [c.slug, c.rule?.max_per_producer]));
    for (const r of rows) if (caps.get(r.slug) !== undefined && r.producer_id !== null) expect(r.n, r.slug).toBeLessThanOrEqual(caps.get(r.slug)!);
    const [boxes] = await sqlRows<{ n: number }>(
      ctx,
      `select count(*)::int as n from catalog_products cp join catalogs c on c.id = cp.catalog_id join products p on p.id = cp.product_id
       where c.slug = 'prisvarda-roda' and p.volume_ml > 800`,
    );
    expect(boxes!.n).toBe(0);
  });

  it('"established" puts the wines longest in the range first', async () => {
    const dates = await sqlRows<{ d: string }>(
      ctx,
      `select to_char(p.launch_date, 'YYYY-MM-DD') as d from catalog_products cp join catalogs c on c.id = cp.catalog_id
       join products p on p.id = cp.product_id where c.slug = 'till-fisk' order by cp.position`,
    );
    const ds = dates.map((r) => r.d);
    expect(ds).toEqual([...ds].sort());
  });

  const catalog = async (slug: string) => Catalog.parse((await request<Catalog>(ctx.app, { method: 'GET', url: `/api/v1/catalogs/${slug}/` })).body);

  it('"Redaktionens val" opens with table wines of four styles, and every list is dated by its data, not by the seed', async () => {
    const picked = await catalog('redaktionens-val');
    expect(picked.product_list.every((p) => p.style !== 'other')).toBe(true);
    expect(new Set(picked.product_list.slice(0, 4).map((p) => p.style))).toEqual(new Set(['red', 'white', 'rose', 'sparkling']));
    // The dump is systembolaget-products-2025-10-07.json.
    expect(picked.updated_at).toBe('2025-10-07T00:00:00.000Z');
    expect((await catalog('roda-favoriter-under-100-kr')).updated_at).toBe('2025-10-07T00:00:00.000Z');
  });

  it('every top list says what it ranks by; favourites rank by members\' saves', async () => {
    const toplists = CatalogListResponse.parse(
      (await request<CatalogListResponse>(ctx.app, { method: 'GET', url: '/api/v1/catalogs/?kind=toplist&page_size=100' })).body,
    ).results;
    expect(toplists.length).toBeGreaterThan(5);
    for (const t of toplists) expect(t.ranked_by, t.slug).toMatch(/^Rangordnade efter /);
    expect(toplists.map((t) => t.ranked_by).join(' ')).not.toMatch(/alkohol/i);

    const before = await catalog('vita-favoriter-under-100-kr');
    const third = before.product_list[2]!;
    const [u] = await sqlRows<{ id: number }>(ctx, `insert into users (slug, email, password_hash) values ('fan', 'fan@example.com', 'x') returning id`);
    await sqlRows(ctx, `insert into product_likes (user_id, product_id) values ($1, $2)`, [Number(u!.id), third.id]);
    resetLiveRefreshThrottle();
    await refreshLiveCatalogs(ctx.handle.db);
    const after = await catalog('vita-favoriter-under-100-kr');
    expect(after.product_list[0]!.id).toBe(third.id);
    expect(after.product_list.slice(1, 3).map((p) => p.id)).toEqual(before.product_list.slice(0, 2).map((p) => p.id));
    // Its ranking changed today: that is its date now; an unchanged list keeps the data's.
    expect(after.updated_at.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    expect((await catalog('roda-favoriter-under-100-kr')).updated_at).toBe('2025-10-07T00:00:00.000Z');
  });
});
