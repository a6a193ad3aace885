import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { gzipSync } from 'node:zlib';
import { ensureImported, hasCatalog, hasImported, NoCatalogError } from './ensure-imported';
import { defaultImportFiles, importCatalog } from './importer';
import { normaliseCategory, parseProducts, parseStores, readJson, sourceFileKind } from './source';
import { slugify, titleCase } from './slug';
import { catalogDataDir, readRaw, realAssortmentFile, realFiles, realStoresFile, sqlRows } from '@/testing/import-fixtures';

const rawProducts = readRaw(realAssortmentFile());
const rawStores = readRaw(realStoresFile());
const rawWines = rawProducts.filter((p) => p.categoryLevel1 === 'Vin');

it('slugs are ascii and readable', () => {
  expect(slugify('Fisk')).toBe('fisk');
  expect(slugify('Fläsk')).toBe('flask');
  expect(slugify('Fågel')).toBe('fagel');
  expect(slugify('Nöt')).toBe('not');
  expect(slugify('Côtes du Rhône')).toBe('cotes-du-rhone');
  expect(slugify(' "All about" låda ')).toBe('all-about-lada');
  expect(titleCase('UPPLANDS VÄSBY')).toBe('Upplands Väsby');
  expect(titleCase('BORÅS-KINNA')).toBe('Borås-Kinna');
});

it('parses Systembolaget records leniently and keeps wines only', () => {
  const parsed = parseProducts([...rawProducts, { productId: null }, 'junk']);
  expect(parsed.records).toHaveLength(rawWines.length);
  expect(parsed.notWineIds).toHaveLength(rawProducts.length - rawWines.length);
  expect(parsed.skipped).toBe(2);
  const riesling = parsed.records.find((p) => p.productNumber === '7345901')!;
  expect(riesling.nameBold).toBe('Altenberg de Bergheim'); // leading space trimmed
  expect(riesling.clocks.body).toBeNull(); // 0 = not measured
  const rose = parsed.records.find((p) => p.productNumber === '7389101')!;
  expect(rose.style).toBe('rose');
  expect(rose.clocks.body).toBe(4);
  expect(rose.foods).toEqual(['Fisk', 'Fågel', 'Grönsaker', 'Sällskapsdryck']);
  expect(rose.imageUrl).toMatch(/^https:\/\/product-cdn\.systembolaget\.se\/productimages\/10616553\/10616553_400\.png$/);
  const styles = new Set(parsed.records.map((p) => p.style));
  expect([...styles].sort()).toEqual(['other', 'red', 'rose', 'sparkling', 'white']);
  expect(parsed.records.find((p) => p.categoryLevel2 === 'Vinlåda')?.style).toBe('other');
  const stores = parseStores(rawStores);
  expect(stores.records).toHaveLength(rawStores.length);
  expect(sourceFileKind('/x/systembolaget-assortment-2026.json')).toBe('assortment');
  expect(sourceFileKind('/x/systembolaget-stores.json')).toBe('stores');
  expect(sourceFileKind('/x/readme.md')).toBeNull();
  expect(sourceFileKind('/x/systembolaget-products-2025-10-07.json.gz')).toBe('assortment');
  expect(sourceFileKind('/x/systembolaget-stores.json.gz')).toBe('stores');
  expect(sourceFileKind('/x/systembolaget-stores.tar.gz')).toBeNull();
});

it('reads a data file gzipped or plain alike', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-gz-'));
  const records = [{ productId: '1', productNameBold: 'Å' }];
  writeFileSync(path.join(dir, 'a.json'), JSON.stringify(records));
  writeFileSync(path.join(dir, 'a.json.gz'), gzipSync(JSON.stringify(records)));
  expect(readJson(path.join(dir, 'a.json'))).toEqual(records);
  expect(readJson(path.join(dir, 'a.json.gz'))).toEqual(records);
  rmSync(dir, { recursive: true, force: true });
});

it('imports the newest catalog dump and the stores by default, never the sample fixture', () => {
  // The repository's own copy, gzipped.
  const files = defaultImportFiles(catalogDataDir).map((f) => path.basename(f));
  expect(files).toEqual(['systembolaget-products-2025-10-07.json.gz', 'systembolaget-stores.json.gz']);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-dumps-'));
  for (const f of ['systembolaget-products-2025-10-07.json', 'systembolaget-products-2026-01-15.json', 'systembolaget-assortment-sample-100.json', 'systembolaget-stores.json', 'README.md'])
    writeFileSync(path.join(dir, f), '[]');
  expect(defaultImportFiles(dir).map((f) => path.basename(f))).toEqual(['systembolaget-products-2026-01-15.json', 'systembolaget-stores.json']);
  rmSync(dir, { recursive: true, force: true });
  // A newer plain dump beside gzipped files wins by its date; of a plain and a gzipped copy of one file, the plain.
  const mixed = mkdtempSync(path.join(os.tmpdir(), 'vk-dumps-'));
  for (const f of ['systembolaget-products-2025-10-07.json.gz', 'systembolaget-products-2026-01-15.json', 'systembolaget-stores.json', 'systembolaget-stores.json.gz'])
    writeFileSync(path.join(mixed, f), '[]');
  expect(defaultImportFiles(mixed).map((f) => path.basename(f))).toEqual(['systembolaget-products-2026-01-15.json', 'systembolaget-stores.json']);
  rmSync(mixed, { recursive: true, force: true });
});

it('normalises category names of older dumps', () => {
  expect(normaliseCategory('Rött')).toBe('Rött vin');
  expect(normaliseCategory('VITT')).toBe('Vitt vin');
  expect(normaliseCategory('Rosé')).toBe('Rosévin');
  expect(normaliseCategory('Rött vin')).toBe('Rött vin');
  expect(normaliseCategory('Vinlåda')).toBe('Vinlåda');
  const old = parseProducts([{ ...rawWines.find((p) => p.categoryLevel2 === 'Rött vin')!, categoryLevel2: 'Rött' }]);
  expect(old.records[0]).toMatchObject({ categoryLevel2: 'Rött vin', style: 'red' });
});

describeEachDb('importer', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('imports the real files: every wine, every store and agent, with their details', async () => {
    const stats = await importCatalog(ctx.handle.db, realFiles());
    expect(stats.wines).toBe(rawWines.length);
    expect(stats.productsInserted).toBe(rawWines.length);
    expect(stats.stores + stats.agents).toBe(rawStores.length);
    expect(stats.agents).toBe(rawStores.filter((s) => s.isAgent).length);
    const [counts] = await sqlRows<{ products: number; stores: number; agents: number }>(
      ctx,
      `select (select count(*)::int from products) as products, (select count(*)::int from stores) as stores,
              (select count(*)::int from stores where is_agent) as agents`,
    );
    expect(counts).toEqual({ products: rawWines.length, stores: rawStores.length, agents: stats.agents });

    const [p] = await sqlRows<Record<string, unknown>>(
      ctx,
      `select p.*, p.price::float8 as price_f, c.name as country, r.name as region, s.name as subregion, pr.name as producer
       from products p left join countries c on c.id = p.country_id left join regions r on r.id = p.region_id
       left join regions s on s.id = p.subregion_id left join producers pr on pr.id = p.producer_id
       where p.source_id = '10616553'`,
    );
    expect(p).toMatchObject({
      product_number: '7389101',
      style: 'rose',
      assortment: 'BS',
      assortment_text: 'Ordervaror',
      country: 'Italien',
      region: 'Venetien',
      subregion: 'Veronese',
      producer: 'Pasqua Vigneti e Cantine SpA',
      clock_body: 4,
      clock_roughness: null,
      price_f: 159,
      slug: '11-minutes-rose-7389101',
    });
    const foods = await sqlRows<{ slug: string; name: string }>(
      ctx,
      `select t.slug, t.name from product_tags pt join tags t on t.id = pt.tag_id join products p on p.id = pt.product_id
       where p.source_id = '10616553' order by t.slug`,
    );
    expect(foods).toEqual([
      { slug: 'fagel', name: 'Fågel' },
      { slug: 'fisk', name: 'Fisk' },
      { slug: 'gronsaker', name: 'Grönsaker' },
      { slug: 'sallskapsdryck', name: 'Sällskapsdryck' },
    ]);
    const [cat] = await sqlRows<{ slug: string; name: string }>(ctx, `select slug, name from tag_categories`);
    expect(cat).toEqual({ slug: 'mat', name: 'Mat' });
    // 'Cabernet Sauvignon' and 'Cabernet sauvignon' are one grape.
    const cab = await sqlRows(ctx, `select * from grapes where lower(name) = 'cabernet sauvignon'`);
    expect(cab).toHaveLength(1);

    const [store] = await sqlRows<Record<string, unknown>>(ctx, `select * from stores where site_id = '0102'`);
    expect(store).toMatchObject({ display_name: 'Fältöversten', city: 'Stockholm', is_agent: false, street_address: 'Karlaplan 13' });
    expect(store!.latitude).toBeCloseTo(59.3394, 3);
    const hours = typeof store!.opening_hours === 'string' ? JSON.parse(store!.opening_hours) : store!.opening_hours;
    expect(hours[0]).toEqual({ date: '2025-11-01', openFrom: '00:00:00', openTo: '00:00:00', reason: 'Alla helgons dag' });

  });

  it('is idempotent: a second run updates and never duplicates', async () => {
    const [before] = await sqlRows<{ slugs: string }>(ctx, `select string_agg(slug, ',' order by id) as slugs from products`);
    const stats = await importCatalog(ctx.handle.db, realFiles());
    expect(stats.productsInserted).toBe(0);
    expect(stats.productsUpdated).toBe(rawWines.length);
    expect(stats.productsDiscontinued).toBe(0);
    const [after] = await sqlRows<{ slugs: string; n: number; stores: number; tags: number; grapes: number }>(
      ctx,
      `select string_agg(slug, ',' order by id) as slugs, count(*)::int as n, (select count(*)::int from stores) as stores,
        (select count(*)::int from product_tags) as tags, (select count(*)::int from product_grapes) as grapes from products`,
    );
    expect(after!.slugs).toBe(before!.slugs); // slugs are stable
    expect(after!.n).toBe(rawWines.length);
    expect(after!.stores).toBe(rawStores.length);
    const tagRows = rawWines.reduce((n, p) => n + (p.tasteSymbols as unknown[]).length, 0);
    expect(after!.tags).toBe(tagRows);
  });

  it('re-import of changed files: price updated, dropped product discontinued, likes/lists/notes survive', async () => {
    const dropped = rawWines.find((p) => p.productNumber === '7630801')!;
    const changed = rawWines.find((p) => p.productNumber === '7396801')!;
    const [target] = await sqlRows<{ id: number }>(ctx, `select id from products where source_id = $1`, [dropped.productId]);
    const productId = Number(target!.id);
    // Social rows referencing the product that will disappear from the source.
    const [user] = await sqlRows<{ id: number }>(
      ctx,
      `insert into users (slug, email, password_hash) values ('importer-test', 'importer@example.com', 'x') returning id`,
    );
    const userId = Number(user!.id);
    await sqlRows(ctx, `insert into product_likes (user_id, product_id) values ($1, $2)`, [userId, productId]);
    const [list] = await sqlRows<{ id: number }>(
      ctx,
      `insert into user_lists (slug, owner_id, name) values ('importer-list', $1, 'Lista') returning id`,
      [userId],
    );
    await sqlRows(ctx, `insert into user_list_products (list_id, product_id) values ($1, $2)`, [Number(list!.id), productId]);
    await sqlRows(ctx, `insert into notes (user_id, product_id, text) values ($1, $2, 'Gott till pizza')`, [userId, productId]);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-reimport-'));
    const modified = rawProducts
      .filter((p) => p.productId !== dropped.productId)
      .map((p) => (p.productId === changed.productId ? { ...p, price: 111.5 } : p));
    // A plain dump beside a gzipped stores file: the importer reads either as it is.
    const assortment = path.join(dir, 'systembolaget-assortment-sample-100.json');
    writeFileSync(assortment, JSON.stringify(modified));
    const stores = path.join(dir, 'systembolaget-stores.json.gz');
    writeFileSync(stores, readFileSync(realStoresFile()));

    const stats = await importCatalog(ctx.handle.db, [assortment, stores]);
    expect(stats.wines).toBe(rawWines.length - 1);
    expect(stats.productsDiscontinued).toBe(1);
    const [price] = await sqlRows<{ price: number }>(ctx, `select price::float8 as price from products where source_id = $1`, [changed.productId]);
    expect(price!.price).toBe(111.5);
    const [gone] = await sqlRows<{ is_discontinued: boolean }>(ctx, `select is_discontinued from products where id = $1`, [productId]);
    expect(gone!.is_discontinued).toBe(true);
    const [survivors] = await sqlRows<{ likes: number; items: number; notes: number; products: number }>(
      ctx,
      `select (select count(*)::int from product_likes where product_id = $1) as likes,
              (select count(*)::int from user_list_products where product_id = $2) as items,
              (select count(*)::int from notes where product_id = $3) as notes,
              (select count(*)::int from products) as products`,
      [productId, productId, productId],
    );
    expect(survivors).toEqual({ likes: 1, items: 1, notes: 1, products: rawWines.length });

    // Back in the next dump: no longer discontinued, same row and slug.
    await importCatalog(ctx.handle.db, realFiles());
    const [back] = await sqlRows<{ id: number; is_discontinued: boolean }>(
      ctx,
      `select id, is_discontinued from products where source_id = $1`,
      [dropped.productId],
    );
    expect(back).toEqual({ id: productId, is_discontinued: false });
  });

  it('a stores-only run leaves products alone', async () => {
    const stats = await importCatalog(ctx.handle.db, [realStoresFile()]);
    expect(stats.wines).toBe(0);
    expect(stats.productsDiscontinued).toBe(0);
    const [n] = await sqlRows<{ n: number }>(ctx, `select count(*)::int as n from products where is_discontinued`);
    expect(n!.n).toBe(rawWines.filter((p) => p.isDiscontinued).length);
  });

  it('rejects files that are neither assortment nor stores, and writes nothing on failure', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-bad-'));
    const bad = path.join(dir, 'notes.json');
    writeFileSync(bad, '[]');
    await expect(importCatalog(ctx.handle.db, [bad])).rejects.toThrow(/not a systembolaget/);
    const broken = path.join(dir, 'systembolaget-assortment-broken.json');
    writeFileSync(broken, '{"not": "an array"}');
    const [runsBefore] = await sqlRows<{ n: number }>(ctx, `select count(*)::int as n from import_runs`);
    await expect(importCatalog(ctx.handle.db, [broken])).rejects.toThrow(/not a JSON array/);
    const [runsAfter] = await sqlRows<{ n: number }>(ctx, `select count(*)::int as n from import_runs`);
    expect(runsAfter!.n).toBe(runsBefore!.n);
  });
});

describeEachDb('ensureImported', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses to start without a catalog, saying why: no data folder, or one without a dump', async () => {
    const missing = ensureImported(ctx.handle.db, { sharedDataDir: '/nonexistent/folder' }, { log: () => {} });
    await expect(missing).rejects.toThrow(NoCatalogError);
    await expect(missing).rejects.toThrow(/No catalog to serve: the data folder \/nonexistent\/folder cannot be read .*SHARED_DATA_DIR/);
    const storesOnly = mkdtempSync(path.join(os.tmpdir(), 'vk-stores-only-'));
    writeFileSync(path.join(storesOnly, 'systembolaget-stores.json.gz'), readFileSync(realStoresFile()));
    await expect(ensureImported(ctx.handle.db, { sharedDataDir: storesOnly }, { log: () => {} })).rejects.toThrow(
      /No catalog to serve: no systembolaget-products-\*\.json\(\.gz\) in /,
    );
    rmSync(storesOnly, { recursive: true, force: true });
    expect(await hasImported(ctx.handle.db)).toBe(false);
    expect(await hasCatalog(ctx.handle.db)).toBe(false);
  });

  it('imports the full catalog and seeds catalogs on first start only; force re-imports', async () => {
    const log = () => {};
    expect(await hasImported(ctx.handle.db)).toBe(false);
    const first = await ensureImported(ctx.handle.db, ctx.config, { log });
    // The 2025-10-07 dump: 9,990 rows, 573 of them repeats; 4,269 distinct wines, 1,470 in the fixed range.
    expect(first?.stats).toMatchObject({ wines: 4269, productsInserted: 4269, duplicates: 573, notWine: 9417 - 4269, stores: 451, agents: 458 });
    const [fs] = await sqlRows<{ n: number }>(ctx, `select count(*)::int as n from products where assortment = 'FS' and not is_discontinued`);
    expect(fs!.n).toBe(1470);
    // Systembolaget's tiny WebP thumbnails, as data URLs (Gato Negro Sauvignon Blanc, 7934).
    const [gato] = await sqlRows<{ thumbnail: string }>(ctx, `select thumbnail from products where source_id = '14224419'`);
    expect(gato!.thumbnail).toMatch(/^data:image\/webp;base64,UklGRu4AAABXRUJQ/);
    const [thumbs] = await sqlRows<{ n: number }>(ctx, `select count(*)::int as n from products where thumbnail is not null`);
    expect(thumbs!.n).toBeGreaterThan(4000);
    expect(first!.catalogs.length).toBeGreaterThan(5);
    expect(await ensureImported(ctx.handle.db, ctx.config, { log })).toBeNull();
    const [runs] = await sqlRows<{ n: number }>(ctx, `select count(*)::int as n from import_runs`);
    expect(runs!.n).toBe(1);
    const forced = await ensureImported(ctx.handle.db, ctx.config, { force: true, log });
    expect(forced?.stats).toMatchObject({ productsInserted: 0, productsUpdated: 4269, productsDiscontinued: 0 });
    const [after] = await sqlRows<{ runs: number; products: number; stock: number }>(
      ctx,
      `select (select count(*)::int from import_runs) as runs, (select count(*)::int from products) as products,
              (select count(*)::int from stock) as stock`,
    );
    // Demo stock is computed where it is read (the stock_levels view): nothing stored.
    expect(after).toEqual({ runs: 2, products: 4269, stock: 0 });
  });

});

describeEachDb('ensureImported of a dump without wine', (kind) => {
  it('refuses to start rather than serve an empty catalog', async () => {
    const ctx = await createTestApp(kind);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-no-wine-'));
    try {
      const beer = { ...rawProducts.find((p) => p.categoryLevel1 === 'Vin')!, productId: '990000002', categoryLevel1: 'Öl' };
      writeFileSync(path.join(dir, 'systembolaget-products-2025-01-01.json'), JSON.stringify([beer]));
      await expect(ensureImported(ctx.handle.db, { sharedDataDir: dir }, { log: () => {} })).rejects.toThrow(
        /No catalog to serve: systembolaget-products-2025-01-01\.json hold no wine/,
      );
      expect(await hasCatalog(ctx.handle.db)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await ctx.close();
    }
  });
});
