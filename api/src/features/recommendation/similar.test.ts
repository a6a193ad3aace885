import { describe, expect, it } from 'vitest';
import { realWines, wine } from '@/testing/recommendation-fixtures';
import { similarPools, similarWines } from './similar';

const base = { style: 'red' as const, symbols: ['lamm', 'not'], clocks: { body: 9, roughness: 8, fruitacid: 8 } };

describe('similarWines ("Liknande viner")', () => {
  const of = wine({ ...base, id: 1, name: 'Original', price: 150 });
  const twin = wine({ ...base, id: 2, name: 'Tvilling', price: 130 });
  const near = wine({ ...base, id: 3, name: 'Nära', price: 150, clocks: { body: 10, roughness: 7, fruitacid: 8 } });
  const tooFar = wine({ ...base, id: 4, clocks: { body: 7, roughness: 8, fruitacid: 8 } });
  const white = wine({ ...base, id: 5, style: 'white' });
  const otherFood = wine({ ...base, id: 6, symbols: ['fisk'] });
  const dear = wine({ ...base, id: 7, price: 400 });
  const magnum = wine({ ...base, id: 8, name: 'Original', producer: of.producer, volumeMl: 1500, price: 300 });
  const wines = [of, twin, near, tooFar, white, otherFood, dear, magnum];

  it('keeps the same type, clocks within ±1, a shared symbol and a similar price; never the wine itself in another size', () => {
    expect(similarWines(wines, of, { limit: 10 }).map((s) => s.wine.id)).toEqual([2, 3]);
  });

  it('explains each twin in Swedish: profile, food and price', () => {
    const [first, second] = similarWines(wines, of, { limit: 10 });
    expect(first!.reason).toBe('Samma smakprofil, passar också till lamm och nötkött, 20 kr billigare');
    expect(first!.reasons[0]).toBe('Samma smakprofil: fyllig, tydlig strävhet, frisk syra');
    expect(second!.reason).toBe('Nästan samma smakprofil, passar också till lamm och nötkött, samma pris');
    expect(second!.distance).toBeCloseTo(0.67, 2);
  });

  it('for an out-of-stock alternative: only the wines given, a cheaper one before a dearer one', () => {
    const dearTwin = wine({ ...base, id: 9, price: 175 });
    const pool = [of, twin, dearTwin];
    expect(similarWines(pool, of, { limit: 5, preferCheaper: true }).map((s) => s.wine.id)).toEqual([2, 9]);
    expect(similarWines(pool, of, { limit: 5, among: new Set([9]) }).map((s) => s.wine.id)).toEqual([9]);
  });

  describe('a wine without taste clocks: kin by grape, place, style and price', () => {
    const place = { countrySlug: 'frankrike', country: 'Frankrike', regionSlug: 'bourgogne', region: 'Bourgogne' };
    const untasted = wine({ id: 20, style: 'white', price: 200, ...place, symbols: ['fisk'] });
    const sameGrapeAndRegion = wine({ id: 21, style: 'white', price: 190, ...place, symbols: ['fisk'] });
    const sameGrapeElsewhere = wine({ id: 22, style: 'white', price: 210, country: 'Chile', countrySlug: 'chile' });
    const sameCountry = wine({ id: 23, style: 'white', price: 200, country: 'Frankrike', countrySlug: 'frankrike', regionSlug: 'loire', region: 'Loire' });
    const unrelated = wine({ id: 24, style: 'white', price: 200, country: 'Spanien', countrySlug: 'spanien' });
    const red = wine({ id: 25, style: 'red', price: 200, ...place });
    const dear = wine({ id: 26, style: 'white', price: 900, ...place });
    const grapes: Record<number, string[]> = { 20: ['Chardonnay'], 21: ['Chardonnay'], 22: ['Chardonnay'], 23: ['Sauvignon blanc'], 24: ['Verdejo'], 25: ['Pinot noir'], 26: ['Chardonnay'] };
    const pool = [untasted, sameGrapeAndRegion, sameGrapeElsewhere, sameCountry, unrelated, red, dear];
    const kin = (opts = {}) => similarWines(pool, untasted, { limit: 10, grapesOf: (id) => grapes[id] ?? [], ...opts });

    it('finds wines of the same type and price band sharing its grape or place, the closest first', () => {
      expect(kin().map((s) => s.wine.id)).toEqual([21, 22, 23]);
    });

    it('says why in Swedish, and that there were no taste clocks to compare', () => {
      const [first, , third] = kin();
      expect(first!.reason).toBe('Samma druva: chardonnay, också från Bourgogne, passar också till fisk, 10 kr billigare');
      expect(first!.reasons).toContain('Systembolaget har inte smakklockor för vinet, så likheten bygger på druva, ursprung, stil och pris');
      expect(third!.reason).toBe('Också från Frankrike, samma pris');
    });

    it('without grapes: by place alone; with a store: only the wines in stock', () => {
      expect(similarWines(pool, untasted, { limit: 10 }).map((s) => s.wine.id)).toEqual([21, 23]);
      expect(kin({ among: new Set([22, 24]) }).map((s) => s.wine.id)).toEqual([22]);
    });
  });

  describe('candidate pools: the wines of its style and price band only, with the same twins as the whole catalog', () => {
    it('keeps the price band ends (half and twice the price per 75 cl) and leaves out what can never be a twin', () => {
      const at = (id: number, over: Parameters<typeof wine>[0] = {}) => wine({ ...base, id, price: 150, ...over });
      const inBand = [at(31, { price: 75 }), at(32, { price: 300 }), at(33, { price: 300, volumeMl: 1500 }), at(34, { price: 37.5, volumeMl: 375 })];
      const outOfBand = [at(35, { price: 74.99 }), at(36, { price: 300.01 }), at(37, { price: 151, volumeMl: 375 })];
      const never = [at(38, { style: 'white' }), at(39, { isDiscontinued: true }), at(40, { price: 0 }), at(41, { category: 'Glögg' })];
      const sweet = at(42, { sugarGramPer100ml: 12 });
      const pools = similarPools([of, ...inBand, ...outOfBand, ...never, sweet]);
      const ids = (of: ReturnType<typeof at>) => pools.candidates(of).map((w) => w.id).sort((a, b) => a - b);
      expect(ids(of)).toEqual([1, 31, 32, 33, 34]);
      // A sweet wine may have sweet twins; a dry one never.
      expect(ids(at(43, { sugarGramPer100ml: 12 }))).toEqual([1, 31, 32, 33, 34, 42]);
      expect(pools.candidates(at(44, { price: 0 }))).toEqual([]);
    });

    it('finds exactly the twins and kin a scan of every wine finds, for every kind of wine in the real catalog', () => {
      const wines = realWines();
      const pools = similarPools(wines);
      const grapesOf = (id: number) => wines.find((w) => w.id === id)?.grapes ?? [];
      let compared = 0;
      for (const of of wines) {
        for (const opts of [{ limit: 6, grapesOf }, { limit: 100, preferCheaper: true, grapesOf }]) {
          expect(similarWines(pools.candidates(of), of, opts)).toEqual(similarWines(wines, of, opts));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(50);
    });
  });
});
