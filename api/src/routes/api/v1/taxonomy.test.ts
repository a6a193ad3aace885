import { CountryFirstLevelResponse, GrapeListResponse, TagCategoriesResponse, type ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import {
  createImportedTestApp,
  readRaw,
  realAssortmentFile,
  sqlRows,
  type ImportedContext,
} from '@/testing/import-fixtures';
import type { OpenApiDocument } from '@/testing/openapi-routes';
import { request } from '@/testing/request';

const wines = [
  ...readRaw(realAssortmentFile()).filter((p) => p.categoryLevel1 === 'Vin'),
  // the extra wine of test-support
  { country: 'Frankrike', originLevel1: 'Rhonedalen', grapes: ['Grenache', 'Syrah'], tasteSymbols: ['Nöt', 'Lamm', 'Fläsk'] },
];
const count = (pred: (w: Record<string, unknown>) => boolean) => wines.filter(pred).length;

describeEachDb('taxonomy API', (kind) => {
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

  it('GET /api/v1/grapes/: all grapes with product counts, most used first', async () => {
    const res = await get<GrapeListResponse>('/api/v1/grapes/?page_size=100');
    expect(res.status).toBe(200);
    const page = GrapeListResponse.parse(res.body);
    const names = new Set(wines.flatMap((w) => (w.grapes as string[]).map((g) => g.toLowerCase())));
    expect(page.count).toBe(names.size);
    const syrah = page.results.find((g) => g.name === 'Syrah')!;
    expect(syrah.product_count).toBe(count((w) => (w.grapes as string[]).includes('Syrah')));
    const counts = page.results.map((g) => g.product_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('GET /api/v1/grapes/: id, name (exact, any case), search (typos, diacritics), page', async () => {
    const [row] = await sqlRows<{ id: number }>(ctx, `select id from grapes where name = 'Albariño'`);
    expect((await get<GrapeListResponse>(`/api/v1/grapes/?id=${row!.id}`)).body.results).toEqual([
      { id: Number(row!.id), slug: 'albarino', name: 'Albariño', product_count: 2 },
    ]);
    expect((await get<GrapeListResponse>('/api/v1/grapes/?name=albariño')).body.count).toBe(1);
    expect((await get<GrapeListResponse>('/api/v1/grapes/?name=albari')).body.count).toBe(0);
    expect((await get<GrapeListResponse>('/api/v1/grapes/?search=albarino')).body.results[0]!.name).toBe('Albariño');
    expect((await get<GrapeListResponse>('/api/v1/grapes/?search=cabernet%20sauvingon')).body.results[0]!.name).toBe('Cabernet sauvignon');
    expect((await get<GrapeListResponse>('/api/v1/grapes/?search=gren')).body.results[0]!.name).toBe('Grenache');
    const p2 = await get<GrapeListResponse>('/api/v1/grapes/?page_size=2&page=2');
    expect(p2.body.results).toHaveLength(2);
    expect(p2.body.previous).toBe('http://localhost/api/v1/grapes/?page_size=2');
  });

  it('GET /api/v1/grapes/: 400 for bad parameters', async () => {
    const bad = await get<ErrorBody>('/api/v1/grapes/?id=x&page=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['id', 'page']);
  });

  it('GET /api/v1/country/first-level/: countries with counts and their level-1 regions', async () => {
    const res = await get<CountryFirstLevelResponse>('/api/v1/country/first-level/');
    expect(res.status).toBe(200);
    const countries = CountryFirstLevelResponse.parse(res.body);
    expect(countries.map((c) => c.name)).toEqual([...new Set(wines.map((w) => w.country as string))].sort((a, b) => a.localeCompare(b, 'sv')));
    const spain = countries.find((c) => c.slug === 'spanien')!;
    expect(spain.product_count).toBe(count((w) => w.country === 'Spanien'));
    const catalonia = spain.regions.find((r) => r.name === 'Katalonien')!;
    expect(catalonia).toMatchObject({ slug: 'katalonien', product_count: count((w) => w.originLevel1 === 'Katalonien') });
    // Level-2 origins (e.g. Priorat) are not first-level regions.
    expect(spain.regions.map((r) => r.name)).not.toContain('Priorat');
    expect(countries.find((c) => c.slug === 'frankrike')!.regions.map((r) => r.name)).toContain('Rhonedalen');
  });

  it('GET /api/v1/tag-categories/?slug=mat: the food tags with product counts', async () => {
    const res = await get<TagCategoriesResponse>('/api/v1/tag-categories/?slug=mat');
    expect(res.status).toBe(200);
    const [mat, ...rest] = TagCategoriesResponse.parse(res.body);
    expect(rest).toEqual([]);
    expect(mat).toMatchObject({ slug: 'mat', name: 'Mat' });
    const symbols = new Set(wines.flatMap((w) => w.tasteSymbols as string[]));
    expect(mat!.tags.map((t) => t.name).sort()).toEqual([...symbols].sort());
    expect(mat!.tags.find((t) => t.slug === 'fisk')).toMatchObject({ name: 'Fisk', product_count: count((w) => (w.tasteSymbols as string[]).includes('Fisk')) });
    expect(mat!.tags.find((t) => t.slug === 'flask')).toMatchObject({ name: 'Fläsk', product_count: 1 });
    expect(mat!.tags.find((t) => t.slug === 'fagel')?.name).toBe('Fågel');
    expect((await get<TagCategoriesResponse>('/api/v1/tag-categories/')).body).toHaveLength(1);
    expect((await get<TagCategoriesResponse>('/api/v1/tag-categories/?slug=okand')).body).toEqual([]);
    expect((await get(`/api/v1/tag-categories/?slug=${'x'.repeat(51)}`)).status).toBe(400);
  });

  it('documents the taxonomy routes', async () => {
    const doc = (await get<OpenApiDocument>('/api/docs/json')).body;
    for (const path of ['/api/v1/grapes/', '/api/v1/country/first-level/', '/api/v1/tag-categories/']) expect(doc.paths).toHaveProperty([path]);
  });
});
