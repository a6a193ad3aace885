import { describe, expect, it } from 'vitest';
import { wine } from '../../test-kit/recommendation-fixtures';
import { similarWines } from './similar';

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
});
