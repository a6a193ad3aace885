import { describe, expect, it } from 'vitest';
import { toWish } from './answers';
import { CLOCK_FLOOR, CLOCK_UNKNOWN_FIT } from './knowledge';
import { candidates, compareCandidates, rankWines } from './rank';
import { isEligible, isSweetWine, rangeFit, readClock, scoreWine, tierOf } from './scoring';
import { wine } from '@/testing/recommendation-fixtures';
import type { WinefinderAnswers } from './contract';

const wish = (answers: WinefinderAnswers) => toWish(answers);

describe('range-based clock fit', () => {
  it('scores 1 inside the range, loses 0.2 per step outside, never below the floor', () => {
    const range = { lo: 8, hi: 12 };
    expect(rangeFit(8, range)).toBe(1);
    expect(rangeFit(12, range)).toBe(1);
    expect(rangeFit(7, range)).toBeCloseTo(0.8);
    expect(rangeFit(6, range)).toBeCloseTo(0.6);
    expect(rangeFit(1, range)).toBe(CLOCK_FLOOR);
  });

  it('treats an unmeasured clock as unknown: neutral fit and lower confidence, not zero', () => {
    const measured = wine({ style: 'white', clocks: { body: 4, fruitacid: 10, sweetness: 2 } });
    const unknown = wine({ style: 'white' });
    const w = wish({ acidity: 'frisk' });
    const a = scoreWine(measured, w);
    const b = scoreWine(unknown, w);
    expect(a.components.taste![1]).toBe(1);
    expect(b.components.taste![1]).toBe(CLOCK_UNKNOWN_FIT);
    expect(b.score).toBeGreaterThan(0.3);
    expect(b.confidence).toBeLessThan(a.confidence);
  });

  it('ignores clocks that do not apply to the wine type (no roughness for whites)', () => {
    const white = wine({ style: 'white', clocks: { body: 5 } });
    expect(readClock(white, 'roughness').applicable).toBe(false);
    const s = scoreWine(white, wish({ tannin: 'stravt' }));
    expect(s.components.taste).toBeUndefined();
    expect(s.targetedClocks).toBe(0);
  });

  it('assumes reds are dry when sweetness is not measured (estimated, not unknown)', () => {
    const red = wine({ style: 'red' });
    expect(readClock(red, 'sweetness')).toEqual({ applicable: true, value: 1, estimated: true });
    const withSugar = wine({ style: 'white', sugarGramPer100ml: 0.5 });
    expect(readClock(withSugar, 'sweetness')).toMatchObject({ value: 2, estimated: true });
  });
});

describe('scoring', () => {
  const fishWhite = wine({ id: 1, style: 'white', symbols: ['fisk', 'skaldjur'], clocks: { body: 5, fruitacid: 10, sweetness: 2 }, usage: 'Serveras vid 8-10°C till fisk.' });
  const plainWhite = wine({ id: 2, style: 'white', symbols: ['fagel'], clocks: { body: 5, fruitacid: 10, sweetness: 2 } });
  const meatRed = wine({ id: 3, style: 'red', symbols: ['not', 'lamm'], clocks: { body: 9, roughness: 8, fruitacid: 9 } });
  const fishRed = wine({ id: 4, style: 'red', symbols: ['fisk'], clocks: { body: 5, roughness: 4, fruitacid: 9 } });

  it('food symbols are the strongest signal', () => {
    const w = wish({ food: ['fisk'] });
    expect(scoreWine(fishWhite, w).score).toBeGreaterThan(scoreWine(plainWhite, w).score);
    // A red with the fish symbol beats a white without it.
    expect(scoreWine(fishRed, w).score).toBeGreaterThan(scoreWine(plainWhite, w).score);
  });

  it("rejects wines whose type and symbols are both wrong for the dish", () => {
    const w = wish({ food: ['fisk'] });
    expect(tierOf(meatRed, w)).toBeNull();
    expect(tierOf(fishRed, w)).toBe(0); // right symbol
    expect(tierOf(plainWhite, w)).toBe(1); // right type only: a near miss, shown when too few carry the symbol
  });

  it('matches dish words in the serving text', () => {
    const byText = wine({ style: 'white', usage: 'Serveras till rätter av lax eller torsk.' });
    const noText = wine({ style: 'white' });
    const w = wish({ food: ['fisk'] });
    expect(scoreWine(byText, w).usageFoods).toEqual(['fisk']);
    expect(scoreWine(byText, w).score).toBeGreaterThan(scoreWine(noText, w).score);
  });

  it('price fit: full inside the range, falling outside', () => {
    const w = wish({ price: '-150' });
    const cheap = scoreWine(wine({ price: 129 }), w).components.price![1];
    const over = scoreWine(wine({ price: 180 }), w).components.price![1];
    expect(cheap).toBe(1);
    expect(over).toBeCloseTo(0.6);
  });

  it('leaves sweet and dessert wines out unless sweetness is asked for (category prior)', () => {
    const sweet = wine({ style: 'white', clocks: { sweetness: 10 } });
    const passito = wine({ style: 'red', name: 'Malvasia Passito', subcategory: 'Sött' });
    expect(isSweetWine(sweet)).toBe(true);
    expect(isSweetWine(passito)).toBe(true);
    expect(isEligible(sweet, wish({}))).toBe(false);
    expect(isEligible(sweet, wish({ food: ['dessert'] }))).toBe(true);
    expect(isEligible(sweet, wish({ sweetness: 'sot' }))).toBe(true);
  });

  it('never recommends wine boxes, glögg or vermouth, nor discontinued wines', () => {
    expect(isEligible(wine({ style: 'other', category: 'Vinlåda' }), wish({ food: ['dessert'] }))).toBe(false);
    expect(isEligible(wine({ style: 'other', category: 'Glögg och Glühwein' }), wish({ food: ['dessert'] }))).toBe(false);
    expect(isEligible(wine({ isDiscontinued: true }), wish({}))).toBe(false);
  });

  it('prefers the fixed range: others are allowed, ranked lower and marked', () => {
    const fs = wine({ id: 10, symbols: ['not'], clocks: { body: 9, roughness: 8 } });
    const bs = wine({ id: 11, symbols: ['not'], clocks: { body: 9, roughness: 8 }, assortment: 'BS', assortmentText: 'Ordervaror', price: 90 });
    const ranked = rankWines([bs, fs], wish({ food: ['not'] }));
    expect(ranked.map((r) => r.wine.id)).toEqual([10, 11]);
    expect(ranked[1]).toMatchObject({ fixedRange: false, note: 'Finns inte i fasta sortimentet (ordervaror)' });
    expect(rankWines([bs, fs], wish({ food: ['not'] }), { fixedRangeOnly: true }).map((r) => r.wine.id)).toEqual([10]);
  });

  it('breaks ties by likes, never by price; a magnum after the bottles; alcohol plays no part', () => {
    const base = { symbols: ['not'], clocks: { body: 9, roughness: 8 } };
    const a = wine({ id: 21, ...base, price: 120, productNumber: '5001' });
    const b = wine({ id: 22, ...base, price: 100, productNumber: '5002' });
    const magnum = wine({ id: 23, ...base, price: 180, volumeMl: 1500, name: 'Magnum', producer: 'Annan' });
    const liked = wine({ id: 24, ...base, price: 120, likes: 5 });
    const w = wish({ food: ['not'] });
    const order = candidates([a, b, magnum, liked], w).map((c) => c.wine.id);
    expect(order[0]).toBe(24);
    expect(order.at(-1)).toBe(23);
    // Swapping two prices swaps nothing: price is not a tie-breaker.
    const swapped = candidates([{ ...a, price: 100 }, { ...b, price: 120 }, magnum, liked], w).map((c) => c.wine.id);
    expect(swapped).toEqual(order);
  });

  it('is deterministic: input order does not matter', () => {
    const wines = Array.from({ length: 30 }, (_, i) =>
      wine({ id: 100 + i, producer: `P${i % 7}`, price: 90 + ((i * 37) % 120), symbols: i % 2 ? ['fisk'] : ['not'], style: i % 3 ? 'white' : 'red', clocks: { body: 3 + (i % 8), fruitacid: 5 + (i % 6) } }),
    );
    const w = wish({ food: ['fisk'], price: '-160' });
    const first = rankWines(wines, w).map((r) => r.wine.id);
    const shuffled = [...wines].sort((x, y) => ((x.id * 7919) % 31) - ((y.id * 7919) % 31));
    expect(rankWines(shuffled, w).map((r) => r.wine.id)).toEqual(first);
    expect(rankWines(wines, w)).toEqual(rankWines(wines, w));
  });

  it('compareCandidates orders by tier first', () => {
    const w = wish({ food: ['fisk'] });
    const [c0] = candidates([fishWhite], w);
    const [c2] = candidates([plainWhite], w);
    expect(compareCandidates(c0!, c2!)).toBeLessThan(0);
  });
});
