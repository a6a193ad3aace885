/**
 * Search relevance on the FULL catalog (systembolaget-products-2025-10-07.json, 4,269 wines): each query
 * with the wine(s) it must find in its top 5 (article numbers looked up in the data file) and what counts
 * as relevant for precision@5. `all`: every one of the top 5 must be relevant (category queries).
 * The suite fails when a query misses its wine, an `all` query lets in an irrelevant wine, or
 * precision@5 falls below 0.9.
 */
import type { ProductListResponse, ProductSummary, SuggestResponse } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importAndSeed } from '../import/ensure-imported';
import { fullCatalogFiles } from '@/testing/import-fixtures';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { request } from '@/testing/request';
import { fold } from './text';

type Wine = ProductSummary;
interface Case {
  q: string;
  /** Article numbers: each must be in the top 5 (one of them, with `any`). */
  expect?: string[];
  any?: boolean;
  relevant: (p: Wine) => boolean;
  all?: boolean;
}

const text = (p: Wine) => fold([p.name, p.name_thin, p.producer?.name, p.category, p.country?.name, p.region?.name, ...p.grapes.map((g) => g.name)].join(' '));
const says = (...words: string[]) => (p: Wine) => words.every((w) => text(p).includes(fold(w)));
const grape = (name: string) => (p: Wine) => p.grapes.some((g) => fold(g.name) === fold(name)) || text(p).includes(fold(name));
const producer = (name: string) => (p: Wine) => fold(p.producer?.name ?? '').includes(fold(name));
const style = (s: Wine['style']) => (p: Wine) => p.style === s;
const both = (a: (p: Wine) => boolean, b: (p: Wine) => boolean) => (p: Wine) => a(p) && b(p);
const food = (slug: string) => (p: Wine) => p.food_tags.some((t) => t.slug === slug);
const box = (p: Wine) => (p.volume_ml ?? 0) >= 2000;

const CASES: Case[] = [
  // Typos
  { q: 'chardonay', relevant: grape('chardonnay'), all: true, expect: ['500601', '705508', '1645701'], any: true },
  { q: 'lindemans chardonay', relevant: both(producer('lindemans'), grape('chardonnay')), all: true, expect: ['1645701'] },
  { q: 'amaronne', relevant: says('amarone'), all: true, expect: ['274001'] },
  { q: 'brunelo', relevant: says('brunello'), all: true, expect: ['1235701', '309701', '4230201'], any: true },
  { q: 'tempranilo', relevant: grape('tempranillo'), all: true, expect: ['699601'] },
  { q: 'valpolicela', relevant: says('valpolicella'), all: true, expect: ['7076901'] },
  { q: 'prosseco', relevant: says('prosecco'), all: true, expect: ['774901'] },
  { q: 'rieslig', relevant: grape('riesling'), all: true, expect: ['649801'] },
  { q: 'sauvignon blank', relevant: grape('sauvignon blanc'), all: true, expect: ['631101'] },
  // Missing diacritics
  { q: 'gruner', relevant: grape('gruner veltliner'), all: true, expect: ['420001'] },
  { q: 'cotes du rhone', relevant: (p) => text(p).replace(/-/g, ' ').includes('cotes du rhone'), all: true, expect: ['201101'] },
  { q: 'chateauneuf', relevant: says('chateauneuf'), all: true, expect: ['626701'] },
  { q: 'gewurztraminer', relevant: grape('gewurztraminer'), all: true, expect: ['524401'] },
  { q: 'cremant', relevant: says('cremant'), all: true, expect: ['753701'] },
  { q: 'albarino', relevant: grape('albarino'), all: true, expect: ['626301'] },
  { q: 'moet', relevant: producer('moet & chandon'), all: true, expect: ['751801'] },
  // Article numbers, full and short
  { q: '7022701', relevant: (p) => p.product_number === '7022701', expect: ['7022701'] },
  { q: '274001', relevant: (p) => p.product_number === '274001', expect: ['274001'] },
  { q: '7518', relevant: (p) => p.product_number.startsWith('7518'), all: true, expect: ['751801'] },
  // Producers
  { q: 'bollinger', relevant: producer('bollinger'), all: true, expect: ['741801'] },
  { q: 'la rioja alta', relevant: producer('la rioja alta'), all: true, expect: ['746201'] },
  { q: 'concha y toro', relevant: producer('concha y toro'), all: true, expect: ['296201'] },
  { q: 'guigal', relevant: producer('guigal'), all: true },
  // Grapes
  { q: 'pinot noir', relevant: grape('pinot noir'), all: true },
  { q: 'primitivo', relevant: grape('primitivo'), all: true, expect: ['7396601'] },
  { q: 'nebbiolo', relevant: grape('nebbiolo'), all: true, expect: ['7748801'] },
  { q: 'viognier', relevant: grape('viognier'), expect: ['629001'] },
  { q: 'zinfandel', relevant: grape('zinfandel'), all: true },
  // Regions and appellations
  { q: 'sancerre', relevant: says('sancerre'), all: true, expect: ['225901'] },
  { q: 'barolo', relevant: says('barolo'), all: true, expect: ['7022701'] },
  { q: 'chianti classico', relevant: says('chianti classico'), all: true, expect: ['2281701'] },
  { q: 'champagne', relevant: (p) => p.region?.name === 'Champagne', all: true },
  { q: 'marlborough', relevant: says('marlborough'), all: true },
  { q: 'douro', relevant: (p) => p.region?.name === 'Douro', all: true, expect: ['234701'] },
  { q: 'tokaji', relevant: (p) => p.region?.name === 'Tokaj', all: true, expect: ['290102'] },
  { q: 'chablis', relevant: says('chablis'), all: true, expect: ['7063101'] },
  // Several words
  { q: 'riesling mosel', relevant: both(grape('riesling'), (p) => p.region?.name === 'Mosel'), all: true, expect: ['513501'] },
  { q: 'sauvignon blanc nya zeeland', relevant: both(grape('sauvignon blanc'), (p) => p.country?.name === 'Nya Zeeland'), all: true, expect: ['631101'] },
  { q: 'malbec argentina', relevant: both(grape('malbec'), (p) => p.country?.name === 'Argentina'), all: true, expect: ['2013902'] },
  { q: 'gran reserva rioja', relevant: says('gran reserva', 'rioja'), all: true, expect: ['746201'] },
  { q: 'cabernet sauvignon chile', relevant: both(grape('cabernet sauvignon'), (p) => p.country?.name === 'Chile'), all: true },
  { q: 'rosé provence', relevant: both(style('rose'), (p) => p.region?.name === 'Provence'), all: true, expect: ['7412501'] },
  // The last word as a prefix (typing)
  { q: 'cabernet sauv', relevant: grape('cabernet sauvignon'), all: true },
  { q: 'barol', relevant: says('barolo'), all: true },
  { q: 'whispering ang', relevant: says('whispering angel'), expect: ['9293001'] },
  // Swedish words for properties
  { q: 'rosé', relevant: style('rose'), all: true },
  { q: 'rose', relevant: style('rose'), all: true },
  { q: 'rosévin', relevant: style('rose'), all: true },
  { q: 'mousserande', relevant: style('sparkling'), all: true },
  { q: 'mousserande rosé', relevant: both(style('sparkling'), says('rose')), all: true, expect: ['7161001'] },
  { q: 'rött', relevant: style('red'), all: true },
  { q: 'vitt', relevant: style('white'), all: true },
  { q: 'ekologiskt', relevant: (p) => p.is_organic, all: true },
  { q: 'ekologiskt rött', relevant: (p) => p.is_organic && p.style === 'red', all: true },
  { q: 'låda', relevant: box, all: true },
  { q: 'bag in box', relevant: box, all: true },
  { q: 'fisk', relevant: food('fisk'), all: true },
  { q: 'lax', relevant: food('fisk'), all: true },
];

describeEachDb('search relevance on the full catalog', (kind) => {
  let ctx: TestContext;
  const top5 = async (q: string): Promise<Wine[]> => {
    const res = await request<ProductListResponse>(ctx.app, { method: 'GET', url: `/api/v1/product/?page_size=5&search=${encodeURIComponent(q)}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.results;
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await importAndSeed(ctx.handle.db, fullCatalogFiles());
  }, 300_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it(`finds the expected wines in the top 5 of ${CASES.length} queries (precision@5 ≥ 0.9)`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    let precisionSum = 0;
    for (const c of CASES) {
      const found = await top5(c.q);
      const numbers = found.map((p) => p.product_number);
      const relevant = found.filter(c.relevant).length;
      precisionSum += found.length ? relevant / found.length : 0;
      const show = () => found.map((p) => `${p.product_number} ${p.name} ${p.name_thin ?? ''} [${p.style}]`).join('; ');
      if (!found.length) failures.push(`'${c.q}': nothing found`);
      if (c.expect) {
        const hits = c.expect.filter((n) => numbers.includes(n));
        if (c.any ? hits.length === 0 : hits.length < c.expect.length) failures.push(`'${c.q}': expected ${c.expect.join(', ')} in the top 5, got ${show()}`);
      }
      if (c.all && relevant < found.length) failures.push(`'${c.q}': irrelevant wines in the top 5: ${show()}`);
    }
    const precision = precisionSum / CASES.length;
    console.log(`search relevance [${kind}]: precision@5 = ${precision.toFixed(2)} over ${CASES.length} queries`);
    expect(failures).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });

  it('suggests as you type, typo tolerant, on the full catalog', async () => {
    const suggest = async (q: string) => {
      const res = await request<SuggestResponse>(ctx.app, { method: 'GET', url: `/api/v1/search/suggest/?q=${encodeURIComponent(q)}` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    expect((await suggest('chardo')).grapes[0]?.name).toBe('Chardonnay');
    expect((await suggest('chardonay')).grapes[0]?.name).toBe('Chardonnay');
    expect((await suggest('rioj')).regions[0]).toMatchObject({ name: 'Rioja', country: 'Spanien' });
    expect((await suggest('barol')).regions[0]).toMatchObject({ name: 'Barolo', country: 'Italien' });
    expect((await suggest('barol')).wines.every((w) => fold(`${w.name} ${w.name_thin}`).includes('barolo'))).toBe(true);
    expect((await suggest('cabernet sauv')).grapes[0]?.name).toBe('Cabernet sauvignon');
    expect((await suggest('bollin')).producers[0]?.name).toBe('Bollinger');
    const rose = await suggest('rosé');
    expect(rose.wines.length).toBeGreaterThan(0);
    expect(rose.wines.every((w) => w.style === 'rose')).toBe(true);
    for (const q of ['ch', 'ro', 'ital', 'pinot']) {
      const s = await suggest(q);
      expect(s.wines.length + s.producers.length + s.grapes.length + s.regions.length + s.dishes.length, q).toBeLessThanOrEqual(8);
    }
  });

  it("keeps reds named 'Rosso' out of the first ten rosés", async () => {
    for (const q of ['rosé', 'rose', 'rosévin']) {
      const res = await request<ProductListResponse>(ctx.app, { method: 'GET', url: `/api/v1/product/?page_size=10&search=${encodeURIComponent(q)}` });
      expect(res.body.results.map((p: Wine) => p.style), q).toEqual(Array(10).fill('rose'));
    }
  });

  it('puts bottles before boxes unless the search asks for a box', async () => {
    const top = async (q: string) =>
      (await request<ProductListResponse>(ctx.app, { method: 'GET', url: `/api/v1/product/?page_size=8&search=${encodeURIComponent(q)}` })).body.results;
    for (const q of ['chardonay', 'chardonnay', 'merlot']) {
      const found = await top(q);
      expect(found.slice(0, 5).filter(box).map((p) => `${p.name} ${p.volume_ml} ml`), q).toEqual([]);
    }
    expect((await top('chardonnay box')).every(box)).toBe(true);
  });
});
