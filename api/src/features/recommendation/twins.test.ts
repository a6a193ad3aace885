import { describe, expect, it } from 'vitest';
import { tasteTwins, tipsFor, twinDistance } from './twins';
import { wine } from '@/testing/recommendation-fixtures';

const liked = wine({ id: 1, name: 'Gillad', producer: 'A', symbols: ['lamm', 'not'], clocks: { body: 9, roughness: 8, fruitacid: 9, casque: 8 } });
const close = wine({ id: 2, producer: 'B', symbols: ['not', 'lamm'], clocks: { body: 9, roughness: 8, fruitacid: 9, casque: 8 }, price: 129 });
const near = wine({ id: 3, producer: 'C', symbols: ['lamm', 'not'], clocks: { body: 8, roughness: 7, fruitacid: 8, casque: 8 }, price: 139 });
const tooFar = wine({ id: 4, producer: 'D', symbols: ['lamm', 'not'], clocks: { body: 7, roughness: 7, fruitacid: 10 } });
const otherSymbols = wine({ id: 5, producer: 'E', symbols: ['lamm', 'not', 'gronsaker'], clocks: { body: 9, roughness: 8, fruitacid: 9 } });
const white = wine({ id: 6, producer: 'F', style: 'white', symbols: ['lamm', 'not'], clocks: { body: 9, fruitacid: 9 } });
const magnum = wine({ id: 7, name: 'Gillad', producer: 'A', volumeMl: 1500, symbols: ['lamm', 'not'], clocks: { body: 9, roughness: 8, fruitacid: 9 } });
const cellar = [liked, close, near, tooFar, otherSymbols, white, magnum];

describe('taste twins', () => {
  it('same type, same symbols, every shared clock within ±1; ranked by mean distance', () => {
    expect(twinDistance(liked, close)).toBe(0);
    expect(twinDistance(liked, near)).toBeCloseTo(0.75);
    expect(twinDistance(liked, tooFar)).toBeNull();
    expect(twinDistance(liked, otherSymbols)).toBeNull();
    expect(twinDistance(liked, white)).toBeNull();
    expect(twinDistance(liked, wine({ id: 9, symbols: ['lamm', 'not'], clocks: { body: 9 } }))).toBeNull(); // one shared clock is too little
    expect(tasteTwins(cellar, [liked]).map((t) => t.wine.id)).toEqual([2, 3]); // not the liked wine in another size
  });
});

describe("'Våra tips'", () => {
  it('liked wines only: their twins, with the reason', () => {
    const tips = tipsFor(cellar, { likedIds: [1] });
    expect(tips.ranked.map((r) => r.wine.id)).toEqual([2, 3]);
    expect(tips.ranked[0]!.reason).toBe('Liknar Gillad som du har sparat, 129 kr');
    expect(tips.explanation).toMatch(/^Viner som liknar dem du har sparat, bland annat Gillad/);
    expect(tips).toMatchObject({ basedOnAnswers: false, likedCount: 1 });
  });

  it('answers and likes: answers rank, twins are lifted and explained', () => {
    const tips = tipsFor(cellar, { likedIds: [1], answers: { food: ['lamm'] } });
    expect(tips.ranked.slice(0, 2).map((r) => r.wine.id)).toEqual([2, 3]);
    expect(tips.ranked.map((r) => r.wine.id)).not.toContain(1);
    expect(tips.ranked[0]!.reasons[0]).toBe('Liknar Gillad som du har sparat: samma matsymboler, nästan samma smakprofil');
    expect(tips.explanation).toBe('Utifrån dina svar (till lamm) och vinerna du har sparat, bland annat Gillad.');
  });

  it('answers only, and nothing at all', () => {
    expect(tipsFor(cellar, { answers: { style: ['vitt'] } }).explanation).toBe('Utifrån dina svar i Vinväljaren: vitt.');
    const none = tipsFor(cellar, {});
    expect(none.explanation).toMatch(/^Svara på några frågor/);
    expect(none.ranked.every((r) => r.fixedRange)).toBe(true);
    // Popularity counts when nothing personal is known.
    const popular = tipsFor([...cellar, wine({ id: 50, producer: 'Populär', likes: 40, price: 300 }), wine({ id: 51, producer: 'Mindre populär', likes: 3 })], {});
    expect(popular.ranked.slice(0, 2).map((r) => r.wine.id)).toEqual([50, 51]);
  });
});
