import { rmSync } from 'node:fs';
import path from 'node:path';
import { SuggestResponse, type ErrorBody, type ProductListResponse } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importAndSeed } from '@/features/import/ensure-imported';
import { dataDirWithExtra, realAssortmentFile, realStoresFile } from '@/testing/import-fixtures';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { request } from '@/testing/request';
import { fold, queryWords, Vocabulary } from '@/features/search/text';

it('folds diacritics (Swedish letters too) and reads query words', () => {
  expect(fold('Grüner Châteauneuf-du-Pape Rosé Låda Ørsted Straße')).toBe('gruner chateauneuf-du-pape rose lada orsted strasse');
  expect(queryWords('Rött vin från Italien')).toEqual([
    { word: 'rott', last: false },
    { word: 'italien', last: true },
  ]);
  expect(queryWords('bag-in-box ')).toEqual([{ word: 'box', last: false }]);
  expect(queryWords('vin')).toEqual([{ word: 'vin', last: true }]);
});

it('corrects typos to the nearest known words, preferring the same start', () => {
  const v = new Vocabulary();
  for (const w of ['black', 'black', 'black', 'blanc', 'chardonnay', 'charnay']) v.add(w);
  expect(v.nearest('blank', 1)).toEqual(['blanc']);
  expect(v.nearest('chardonay', 2)).toEqual(['chardonnay']);
  expect(v.nearest('abc', 0)).toEqual([]);
});

describeEachDb('search suggestions', (kind) => {
  let ctx: TestContext;
  let dataDir: string;
  const suggest = async (q: string | null) => {
    const res = await request<SuggestResponse | ErrorBody>(ctx.app, { method: 'GET', url: `/api/v1/search/suggest/${q === null ? '' : `?q=${encodeURIComponent(q)}`}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return SuggestResponse.parse(res.body);
  };
  const count = (s: SuggestResponse) => s.wines.length + s.producers.length + s.grapes.length + s.regions.length + s.dishes.length;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    dataDir = dataDirWithExtra();
    await importAndSeed(ctx.handle.db, [path.join(dataDir, path.basename(realAssortmentFile())), path.join(dataDir, path.basename(realStoresFile()))]);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers empty groups below 2 characters or without q, and 400 for an overlong q', async () => {
    for (const q of [null, '', ' ', 'c', ' c ']) expect(count(await suggest(q)), String(q)).toBe(0);
    const res = await request<ErrorBody>(ctx.app, { method: 'GET', url: `/api/v1/search/suggest/?q=${'a'.repeat(101)}` });
    expect(res.status).toBe(400);
    expect(res.body.q?.[0]).toMatch(/[åäö]|tecken/i);
  });

  it('suggests grapes, wines, places and dishes, typo tolerant, at most 8', async () => {
    // The 40-wine sample; the full catalog's suggestions are checked in relevance.test.ts.
    const albari = await suggest('albari');
    expect(albari.grapes[0]?.name).toBe('Albariño');
    expect(albari.wines.length).toBeGreaterThan(0);
    // Each wine with Systembolaget's category word, for its label.
    expect(albari.wines[0]?.category).toBe('Vitt vin');
    expect(count(albari)).toBeLessThanOrEqual(8);
    expect((await suggest('monastrel')).grapes[0]?.slug).toBe('monastrell');
    expect((await suggest('cabernet sauv')).grapes.map((g) => g.name)).toEqual(['Cabernet sauvignon']);
    expect((await suggest('19 crim')).producers.map((p) => p.name)).toEqual(['19 Crimes']);
    expect((await suggest('frankr')).regions[0]).toMatchObject({ name: 'Frankrike', kind: 'country', country: null });
    // Dishes are the food tags; everyday words lead to them.
    expect((await suggest('fisk')).dishes[0]).toMatchObject({ slug: 'fisk', name: 'Fisk' });
    expect((await suggest('lax')).dishes.map((d) => d.slug)).toContain('fisk');
    for (const q of ['ch', 'rosé', 'qwzxv', "'; drop", '%_\\', '🍷🍷']) expect(count(await suggest(q)), q).toBeLessThanOrEqual(8);
  });

  it('is a cached public read', async () => {
    await suggest('riesl');
    const res = await request<SuggestResponse>(ctx.app, { method: 'GET', url: '/api/v1/search/suggest/?q=riesl' });
    expect(res.headers['x-cache']).toBe('hit');
  });

  it('rebuilds the index after an import: a newly imported wine is found at once', async () => {
    expect((await suggest('famille exemple')).producers).toEqual([]);
    const before = await request<ProductListResponse>(ctx.app, { method: 'GET', url: '/api/v1/product/?search=famille%20exemple' });
    expect(before.body.count).toBe(0);
    await importAndSeed(ctx.handle.db, [path.join(dataDir, 'systembolaget-assortment-extra.json')]);
    // READ_CACHE: a write in another process is seen after the TTL; here the import ran beside the app, so ask uncached URLs.
    const after = await request<ProductListResponse>(ctx.app, { method: 'GET', url: '/api/v1/product/?search=famille%20exempel&page_size=5' });
    expect(after.body.results[0]?.product_number).toBe('9900001');
    expect((await suggest('famille exempe')).producers.map((p) => p.name)).toEqual(['Famille Exemple']);
  });
});
