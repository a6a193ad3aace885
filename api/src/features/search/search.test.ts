import type { ProductListResponse, ProductSummary } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import { createImportedTestApp, type ImportedContext } from '@/testing/import-fixtures';
import { request } from '@/testing/request';

describeEachDb('product search', (kind) => {
  let ctx: ImportedContext;
  const search = async (q: string, extra = ''): Promise<ProductSummary[]> => {
    const res = await request<ProductListResponse>(ctx.app, { method: 'GET', url: `/api/v1/product/?page_size=100&search=${encodeURIComponent(q)}${extra}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.results;
  };
  const fullName = (p: ProductSummary) => `${p.name} ${p.name_thin ?? ''}`;

  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("finds Chardonnay from the typo 'chardonay'", async () => {
    const results = await search('chardonay');
    expect(results.length).toBeGreaterThan(0);
    expect(fullName(results[0]!)).toMatch(/Chardonnay/);
    expect(results.every((p) => /chardonnay/i.test(JSON.stringify(p)))).toBe(true);
  });

  it('ignores diacritics both ways', async () => {
    for (const q of ['cotes du rhone', 'Côtes du Rhône', 'COTES DU RHONE', 'côtes-du-rhône']) {
      const results = await search(q);
      expect(results[0]?.name, q).toBe('Côtes du Rhône');
    }
    expect((await search('albarino'))[0]!.name).toMatch(/1583/);
    expect((await search('fefinanes')).length).toBe(2);
    expect((await search('carinena'))[0]!.grapes.map((g) => g.name)).toContain('Cariñena');
  });

  it('finds a wine by its article number, full or short', async () => {
    const full = await search('7345901');
    expect(full).toHaveLength(1);
    expect(full[0]!.product_number).toBe('7345901');
    const short = await search('73459');
    expect(short.map((p) => p.product_number)).toEqual(['7345901']);
    // A short number shared by two bottle sizes finds both.
    expect((await search('73891')).map((p) => p.product_number).sort()).toEqual(['7389101', '7389106']);
    expect(await search('1234567')).toEqual([]);
  });

  it('matches producer, grape, country and region words, and typos in them', async () => {
    expect((await search('brunelo'))[0]!.name_thin).toBe('Brunello di Montalcino');
    expect((await search('ripaso'))[0]!.name_thin).toBe('Ripasso');
    expect((await search('gustave lorentz'))[0]!.product_number).toBe('7345901');
    expect((await search('zinfandel'))[0]!.name).toBe('1000 Stories');
    expect((await search('jumilla')).every((p) => p.country?.name === 'Spanien')).toBe(true);
    expect((await search('pinot noir'))[0]!.grapes[0]!.name).toBe('Pinot noir');
  });

  it('prefix-matches the last word while typing', async () => {
    expect((await search('monastr')).length).toBeGreaterThan(0);
    expect((await search('19 cri')).every((p) => p.producer?.name === '19 Crimes')).toBe(true);
  });

  it('ranks an exact number first, then full-text matches, then trigram matches', async () => {
    // '1583' is a word in two names and the start of no article number; '7630801' is a number.
    const byNumber = await search('7630801');
    expect(byNumber[0]!.product_number).toBe('7630801');
    // Full-text hit ('rosé' in the name) ranks above typo-only hits.
    const rose = await search('rosé');
    expect(rose.slice(0, 3).every((p) => p.style === 'rose')).toBe(true);
    // Name (weight A) above producer/grape (B) and origin (C): 'Syrah' is a grape, 'Monastrell' a name and a grape.
    const monastrell = await search('monastrell');
    expect(monastrell[0]!.name_thin).toBe('Monastrell');
  });

  it('returns nothing for nonsense, and copes with SQL-ish and odd input', async () => {
    expect(await search('qwzxv')).toEqual([]);
    for (const q of ["'; drop table products; --", '%_\\', '&|!:*()', 'a', '🍷']) {
      const res = await request<ProductListResponse>(ctx.app, { method: 'GET', url: `/api/v1/product/?search=${encodeURIComponent(q)}` });
      expect(res.status, q).toBe(200);
    }
  });

  it('pages through the ranked results and keeps the rank under filters', async () => {
    const all = (await search('19 crimes')).map((p) => p.id);
    expect(all.length).toBeGreaterThan(4);
    const page = async (n: number, extra = '') => {
      const res = await request<ProductListResponse>(ctx.app, { method: 'GET', url: `/api/v1/product/?page_size=2&page=${n}&search=19%20crimes${extra}` });
      return res.body;
    };
    const [p1, p2] = [await page(1), await page(2)];
    expect(p1.count).toBe(all.length);
    expect([...p1.results, ...p2.results].map((p) => p.id)).toEqual(all.slice(0, 4));
    const reds = (await search('19 crimes', '&style=red')).map((p) => p.id);
    expect(reds).toEqual(all.filter((id) => reds.includes(id)));
    expect((await page(99)).results).toEqual([]);
  });

  it('combines search with filters and explicit sorts', async () => {
    const reds = await search('19 crimes', '&style=red&sort=price');
    expect(reds.length).toBeGreaterThan(1);
    expect(reds.every((p) => p.style === 'red' && p.producer?.name === '19 Crimes')).toBe(true);
    const prices = reds.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
