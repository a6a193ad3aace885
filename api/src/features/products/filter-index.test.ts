import { ProductFacetsResponse, ProductListResponse } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAndSeed } from '../import/ensure-imported';
import { fullCatalogFiles, sqlRows } from '@/testing/import-fixtures';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { request } from '@/testing/request';
import { sql } from 'drizzle-orm';
import { findProductIds, type ProductFilter } from './queries';
import { IMPORT_STAMP_TTL_MS } from '../catalog-read-model';

type Params = Record<string, string>;
const qs = (p: Params) => new URLSearchParams(p).toString();

describeEachDb('product facets API (full catalog)', (kind) => {
  let ctx: TestContext;
  const get = async <T = unknown>(url: string) => {
    const res = await request<T>(ctx.app, { method: 'GET', url });
    return { status: res.status, body: res.body, cache: res.headers['x-cache'] };
  };
  const listCount = async (p: Params): Promise<number> => {
    const res = await get(`/api/v1/product/?${qs({ ...p, page_size: '1' })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ProductListResponse.parse(res.body).count;
  };
  const facets = async (p: Params): Promise<ProductFacetsResponse> => {
    const res = await get(`/api/v1/product/facets/?${qs(p)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ProductFacetsResponse.parse(res.body);
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await importAndSeed(ctx.handle.db, fullCatalogFiles());
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('the list answered from the in-memory index is the list SQL gives: same wines, same order, same count', async () => {
    const filters: ProductFilter[] = [
      {},
      { style: ['red'], price_max: 150 },
      { style: ['white'], country: ['frankrike'] },
      { food: ['fisk', 'skaldjur'], assortment: ['FS'] },
      { region: ['toscana'], body_min: 8 },
      { grape: ['riesling', 'Chardonnay'], organic: true },
      { new: true },
      { sweetness_max: 3, fruitacid_min: 9, price_min: 100 },
      { search: 'chardonay', style: ['white'] },
      { search: 'rioja' },
    ];
    for (const filter of filters) {
      for (const sort of ['name', '-name', 'price', '-price', 'newest', 'relevance'] as const) {
        const fromIndex = await findProductIds(ctx.handle.db, filter, sort, 60, 0);
        // Any extra SQL condition sends the list to SQL.
        const fromSql = await findProductIds(ctx.handle.db, filter, sort, 60, 0, [sql`true`]);
        expect(fromIndex, `${JSON.stringify(filter)} sort=${sort}`).toEqual(fromSql);
      }
    }
    const page3 = await findProductIds(ctx.handle.db, { style: ['red'] }, 'price', 20, 40);
    expect(page3).toEqual(await findProductIds(ctx.handle.db, { style: ['red'] }, 'price', 20, 40, [sql`true`]));
  });

  it('relevance without search words: fixed-range, tasted wines in ordinary bottles first, not A–Ö', async () => {
    const res = await get(`/api/v1/product/?${qs({ sort: 'relevance', style: 'white', page_size: '30' })}`);
    const wines = ProductListResponse.parse(res.body).results;
    expect(wines.map((w) => [w.assortment, w.volume_ml !== null && w.volume_ml >= 700 && w.volume_ml <= 800, w.taste_clocks.body !== null])).toEqual(
      Array(30).fill(['FS', true, true]),
    );
    const byName = ProductListResponse.parse((await get(`/api/v1/product/?${qs({ sort: 'name', style: 'white', page_size: '30' })}`)).body).results;
    expect(wines.map((w) => w.id)).not.toEqual(byName.map((w) => w.id));
  });

  /** A few options of each facet: the first, the largest, one in the middle and one with few wines. */
  const sample = <T extends { count: number }>(options: T[]): T[] => {
    const byCount = [...options].sort((a, b) => b.count - a.count);
    const small = byCount.filter((o) => o.count > 0).at(-1);
    return [...new Set([options[0], byCount[0], options[Math.floor(options.length / 2)], small].filter((o): o is T => !!o))];
  };

  /** Every sampled count equals the list's count with that option as the dimension's only value. */
  async function expectCountsMatchList(filter: Params): Promise<void> {
    const f = await facets(filter);
    expect(f.total).toBe(await listCount(filter));
    const replaced = (key: string, value: string) => ({ ...filter, [key]: value });
    for (const o of f.style) expect(o.count, `style=${o.value}`).toBe(await listCount(replaced('style', o.value)));
    for (const key of ['country', 'region', 'grape', 'assortment'] as const) {
      for (const o of sample(f[key])) expect(o.count, `${key}=${o.value}`).toBe(await listCount(replaced(key, o.value)));
    }
    // Food is AND: the option is added to the chosen symbols.
    for (const o of sample(f.food)) {
      const food = [...new Set([...(filter.food ?? '').split(',').filter(Boolean), o.value])].join(',');
      expect(o.count, `food=${food}`).toBe(await listCount(replaced('food', food)));
    }
    for (const band of f.price) {
      const { price_min: _a, price_max: _b, ...rest } = filter;
      const p: Params = { ...rest, price_min: String(band.min) };
      if (band.max !== null) p.price_max = String(band.max);
      expect(band.count, `price ${band.min}–${band.max}`).toBe(await listCount(p));
    }
    for (const key of ['body', 'sweetness'] as const) {
      for (const value of [1, 4, 8, 12]) {
        const p = { ...filter, [`${key}_min`]: String(value), [`${key}_max`]: String(value) };
        expect(f.clocks[key][value - 1], `${key}=${value}`).toBe(await listCount(p));
      }
    }
    expect(f.organic).toBe(await listCount({ ...filter, organic: 'true' }));
    expect(f.new).toBe(await listCount({ ...filter, new: 'true' }));
  }

  describe('GET /api/v1/product/facets/', () => {
    it('without a filter: totals of every facet add up to the current wines', async () => {
      const f = await facets({});
      expect(f.total).toBeGreaterThan(4000);
      expect(f.total).toBe(await listCount({}));
      const sum = (xs: { count: number }[]) => xs.reduce((n, o) => n + o.count, 0);
      expect(sum(f.style)).toBe(f.total);
      expect(sum(f.assortment)).toBe(f.total);
      expect(sum(f.price)).toBe(f.total);
      expect(sum(f.country)).toBe(f.total);
      expect(f.assortment.map((a) => a.value).slice(0, 3)).toEqual(['FS', 'FSN', 'FSB']);
      // Systembolaget's own texts.
      expect(f.assortment.find((a) => a.value === 'FS')?.label).toBe('Fast sortiment');
      expect(f.assortment.find((a) => a.value === 'BS')?.label).toBe('Ordervaror');
      // Port, sherry, vermouth … under Systembolaget's own words, not a word the data never uses.
      expect(f.style.map((s) => s.label)).toEqual(['Rött vin', 'Vitt vin', 'Rosévin', 'Mousserande vin', 'Starkvin m.fl.']);
    });

    it('is disjunctive: choosing a country keeps the counts of the others', async () => {
      const all = await facets({});
      const italy = await facets({ country: 'italien' });
      expect(italy.total).toBe(all.country.find((c) => c.value === 'italien')!.count);
      expect(italy.country).toEqual(all.country);
      expect(italy.country.find((c) => c.value === 'frankrike')!.count).toBeGreaterThan(0);
      // Other facets narrow to Italian wines.
      expect(italy.style.reduce((n, o) => n + o.count, 0)).toBe(italy.total);
      expect(italy.region.filter((r) => r.count > 0).every((r) => r.country === 'italien')).toBe(true);
    });

    it.each<[string, Params]>([
      ['no filter', {}],
      ['one style', { style: 'red' }],
      ['styles, countries and a price range', { style: 'red,white', country: 'italien,frankrike', price_min: '100', price_max: '199' }],
      ['food symbols, clocks, fixed range', { food: 'fisk', body_min: '4', body_max: '9', assortment: 'FS' }],
      ['region, grape and organic', { region: 'bordeaux', grape: 'merlot', organic: 'true' }],
      ['search text with a filter', { search: 'chardonnay', style: 'white', price_max: '300' }],
    ])('counts equal the list count with that option chosen: %s', async (_name, filter) => {
      await expectCountsMatchList(filter);
    }, 60_000);

    it('ignores paging and sort, answers from the read cache the second time', async () => {
      const a = await get('/api/v1/product/facets/?style=rose&page=3&sort=price');
      expect(a.status).toBe(200);
      expect(a.cache).toBe('miss');
      const b = await get('/api/v1/product/facets/?style=rose&page=3&sort=price');
      expect(b.cache).toBe('hit');
      expect(b.body).toEqual(a.body);
      expect((a.body as ProductFacetsResponse).total).toBe(await listCount({ style: 'rose' }));
    });

    it('sees a new import (another process included): the index reloads when import_runs changes', async () => {
      const before = await facets({ style: 'sparkling' });
      const [wine] = await sqlRows<{ id: number }>(ctx, `select id from products where style = 'sparkling' and not is_discontinued order by id limit 1`);
      // As an import by the CLI would leave it: one wine discontinued, one more run recorded.
      await sqlRows(ctx, 'update products set is_discontinued = true where id = $1', [wine!.id]);
      const unchanged = await facets({ style: 'sparkling', v: '1' });
      expect(unchanged.total).toBe(before.total);
      await sqlRows(ctx, `insert into import_runs (files, finished_at) values ('["x.json"]'::jsonb, now())`);
      // Another process's import is seen once the stamp this process read has expired.
      await new Promise((r) => setTimeout(r, IMPORT_STAMP_TTL_MS + 50));
      const after = await facets({ style: 'sparkling', v: '2' });
      expect(after.total).toBe(before.total - 1);
      // (v: past the read cache, which direct SQL does not clear.)
      expect(after.total).toBe(await listCount({ style: 'sparkling', v: '2' }));
      await sqlRows(ctx, 'update products set is_discontinued = false where id = $1', [wine!.id]);
      await sqlRows(ctx, `insert into import_runs (files, finished_at) values ('["x.json"]'::jsonb, now())`);
      await new Promise((r) => setTimeout(r, IMPORT_STAMP_TTL_MS + 50));
    });

    it('bad input → 400 with field messages', async () => {
      for (const [query, field] of [
        ['price_min=200&price_max=100', 'price_max'],
        ['body_min=13', 'body_min'],
        ['style=purple', 'style'],
        ['organic=maybe', 'organic'],
        ['ids=abc', 'ids'],
      ] as const) {
        const res = await get(`/api/v1/product/facets/?${query}`);
        expect(res.status, query).toBe(400);
        const body = res.body as Record<string, unknown>;
        expect(Array.isArray(body[field]), `${query}: ${JSON.stringify(body)}`).toBe(true);
      }
    });
  });
});
