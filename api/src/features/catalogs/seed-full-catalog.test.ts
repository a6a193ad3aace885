/** The seeded lists on the full catalog: every list meaningful at 4,000 wines (20–50 wines, varied, no boxes). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test-kit/app';
import { createTestApp, type TestContext } from '../../test-kit/app';
import { importAndSeed, type ImportAndSeedResult } from '../import/ensure-imported';
import { fullCatalogFiles, sqlRows } from '../../test-kit/import-fixtures';
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
});
