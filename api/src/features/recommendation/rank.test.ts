import { describe, expect, it } from 'vitest';
import { toWish } from './answers';
import { MIN_RESULTS, candidates, diversify, rankWines, widen } from './rank';
import { wine } from '@/testing/recommendation-fixtures';

const meat = { style: 'red' as const, symbols: ['not'], clocks: { body: 9, roughness: 8, fruitacid: 9 } };

describe('diversity', () => {
  it('takes at most two wines per producer in the top results (a second one only when it still earns it)', () => {
    const wines = [
      ...[1, 2, 3, 4].map((i) => wine({ id: i, ...meat, producer: 'Samma Vingård', name: `Samma ${i}`, price: 90 + i })),
      wine({ id: 5, ...meat, producer: 'Annan', price: 140 }),
      wine({ id: 6, ...meat, producer: 'Tredje', price: 150 }),
    ];
    const ranked = rankWines(wines, toWish({ food: ['not'] }), { limit: 4 });
    const same = ranked.filter((r) => r.wine.producer === 'Samma Vingård');
    expect(same.length).toBeLessThanOrEqual(2);
    // The second wine of the same producer is penalised below the other producers.
    const producers = ranked.map((r) => r.wine.producer);
    expect(producers.lastIndexOf('Samma Vingård')).toBeGreaterThan(Math.max(producers.indexOf('Annan'), producers.indexOf('Tredje')));
    // With room, capped producers come last rather than not at all.
    const all = rankWines(wines, toWish({ food: ['not'] }), { limit: 10 }).map((r) => r.wine.producer);
    expect(all).toHaveLength(6);
    expect(all.slice(-2)).toEqual(['Samma Vingård', 'Samma Vingård']);
  });

  it('shows one size of the same wine, preferring the 75 cl bottle', () => {
    const bottle = wine({ id: 1, ...meat, producer: '19 Crimes', name: '19 Crimes Red Wine', price: 99 });
    const magnum = wine({ id: 2, ...meat, producer: '19 Crimes', name: '19 Crimes Red Wine', price: 175, volumeMl: 1500 });
    const other = wine({ id: 3, ...meat, producer: 'Righetti', name: 'Ripasso', price: 129 });
    const ranked = rankWines([magnum, bottle, other], toWish({}));
    expect(ranked.map((r) => r.wine.id)).toEqual([1, 3]);
  });

  it('diversify keeps the input order when all producers differ', () => {
    const wines = [1, 2, 3].map((i) => wine({ id: i, ...meat, price: 100 + i, subcategory: `S${i}` }));
    const sorted = candidates(wines, toWish({ food: ['not'] }));
    expect(diversify(sorted, 3).map((c) => c.wine.id)).toEqual([1, 2, 3]);
  });
});

describe('intersect, then widen', () => {
  const strict = [1, 2].map((i) => wine({ id: i, style: 'white', symbols: ['fisk'], clocks: { body: 4, fruitacid: 10, sweetness: 1 }, price: 100 + i }));
  const overBudget = wine({ id: 3, style: 'white', symbols: ['fisk'], clocks: { body: 4, fruitacid: 10, sweetness: 1 }, price: 170 });
  const textOnly = wine({ id: 4, style: 'rose', usage: 'Serveras till fisk- eller kycklingrätter.', price: 110 });
  const typeOnly = wine({ id: 5, style: 'white', price: 90 });
  const tooDear = wine({ id: 6, style: 'white', symbols: ['fisk'], price: 400 });
  const wrong = wine({ id: 7, ...meat, price: 100 });
  const all = [strict[0]!, strict[1]!, overBudget, textOnly, typeOnly, tooDear, wrong];
  const w = toWish({ food: ['fisk'], price: '-150' });

  it('returns only exact matches when there are enough of them', () => {
    const many = Array.from({ length: MIN_RESULTS }, (_, i) => wine({ id: 100 + i, style: 'white', symbols: ['fisk'], price: 100 }));
    const ranked = rankWines([...many, overBudget, typeOnly], w);
    expect(ranked.every((r) => r.strictMatch)).toBe(true);
    expect(ranked).toHaveLength(MIN_RESULTS);
  });

  it('widens tier by tier when fewer than five match, marking the widened wines', () => {
    const ranked = rankWines(all, w);
    expect(ranked.map((r) => [r.wine.id, r.tier])).toEqual([
      [1, 0],
      [2, 0],
      [3, 1], // fish symbol, 13 % over budget
      [4, 1], // serving text names fish
      [5, 1], // a white without data
    ]);
    expect(ranked.filter((r) => !r.strictMatch).every((r) => r.confidence < ranked[0]!.confidence)).toBe(true);
    expect(ranked.filter((r) => !r.strictMatch).every((r) => r.confidenceLabel !== 'hög')).toBe(true);
    expect(ranked[2]!.reasons).toContain('20 kr över din gräns');
    // Far over budget or wrong for the dish: never shown.
    expect(widen(candidates(all, w)).map((c) => c.wine.id)).not.toContain(6);
    expect(widen(candidates(all, w)).map((c) => c.wine.id)).not.toContain(7);
  });
});

describe('reasons and confidence', () => {
  it("explains in Swedish: 'Passar till fisk, frisk syra, 129 kr'", () => {
    const w = wine({ style: 'white', symbols: ['fisk'], clocks: { body: 6, fruitacid: 10, sweetness: 1 }, price: 129, usage: 'Till fisk.' });
    const [r] = rankWines([w], toWish({ food: ['fisk'], acidity: 'frisk' }));
    expect(r!.reason).toBe('Passar till fisk, frisk syra, 129 kr');
    expect(r!.confidenceLabel).toBe('hög');
  });

  it('mentions place, organic and bottle size', () => {
    const w = wine({ style: 'red', country: 'Italien', countrySlug: 'italien', isOrganic: true, price: 175, volumeMl: 1500, clocks: { body: 9 } });
    const [r] = rankWines([w], toWish({ country: ['italien'], organic: 'ja', body: 'fyllig' }));
    expect(r!.reason).toBe('Fyllig, från Italien, ekologiskt, 175 kr (1,5 l)');
  });

  it('is honest about missing data: low confidence and a caveat', () => {
    const w = wine({ style: 'white', price: 99 });
    const [r] = rankWines([w], toWish({ food: ['fisk'], acidity: 'frisk' }));
    expect(r!.confidenceLabel).toBe('låg');
    expect(r!.reasons).toContain('Systembolaget har inte smakklockor för det här vinet, så träffsäkerheten är lägre');
  });
});

describe('the sommelier’s ranking rules', () => {
  const red = (id: number, over: Parameters<typeof wine>[0] = {}) =>
    wine({ id, productNumber: `90${id}`, producer: `P${id}`, name: `Vin ${id}`, style: 'red', symbols: ['not'], clocks: { body: 9, roughness: 8 }, ...over });

  it("uses the budget rather than undercutting it: 'under 150 kr' is not the ten cheapest", () => {
    const cheap = Array.from({ length: 12 }, (_, i) => red(i + 1, { price: 59 + i }));
    const dearer = [120, 130, 140, 150].map((price, i) => red(50 + i, { price }));
    const top = rankWines([...cheap, ...dearer], toWish({ price: '-150' }), { limit: 10 });
    const prices = top.map((r) => r.wine.price).sort((a, b) => a - b);
    expect(prices.filter((p) => p >= 75)).toHaveLength(4);
    expect(top.slice(0, 4).every((r) => r.wine.price >= 75)).toBe(true);
    // At most three of the ten below half the budget while others are there to take.
    expect(prices.filter((p) => p < 75).length).toBeLessThanOrEqual(6);
  });

  it('puts bottles before 2–3 litre boxes unless a box is asked for', () => {
    const box = red(1, { volumeMl: 3000, price: 229, usage: 'Till nötkött.' });
    const bottles = [2, 3].map((id) => red(id, { price: 99 }));
    // The box fits the dish best (its serving text names it), yet comes after the bottles.
    expect(rankWines([box, ...bottles], toWish({ food: ['not'] })).map((r) => r.wine.id).at(-1)).toBe(1);
    // Even a box that meets every answer comes after bottles that only nearly do (10 % over the budget).
    const cheapBox = red(9, { volumeMl: 3000, price: 99 });
    const nearly = [2, 3].map((id) => red(id, { price: 110 }));
    expect(rankWines([cheapBox, ...nearly], toWish({ food: ['not'], price: '-100' })).map((r) => r.wine.id).at(-1)).toBe(9);
    const boxes = rankWines([box, ...bottles], toWish({ food: ['not'], size: 'box' }));
    expect(boxes[0]!.wine.id).toBe(1);
    expect(boxes.slice(1).every((r) => !r.strictMatch)).toBe(true);
  });

  it("names what a relaxed pick breaks and never calls it 'hög'", () => {
    const barolo = (id: number) => red(id, { price: 300, country: 'Italien', countrySlug: 'italien', region: 'Piemonte', regionSlug: 'piemonte', subregion: 'Barolo', subregionSlug: 'barolo' });
    const langhe = red(10, { price: 95, country: 'Italien', countrySlug: 'italien', region: 'Piemonte', regionSlug: 'piemonte', subregion: 'Langhe', subregionSlug: 'langhe' });
    const toscana = red(11, { price: 95, country: 'Italien', countrySlug: 'italien', region: 'Toscana', regionSlug: 'toscana' });
    const wish = { ...toWish({ region: 'barolo', price: '-100' }), regionParent: 'piemonte' };
    const ranked = rankWines([barolo(1), barolo(2), langhe, toscana], wish);
    expect(ranked.every((r) => !r.strictMatch && r.confidenceLabel !== 'hög')).toBe(true);
    expect(ranked[0]!.wine.id).toBe(10);
    expect(ranked[0]!.reasons).toContain('Annat område i Piemonte');
    expect(ranked[0]!.confidenceLabel).toBe('medel');
    const rest = ranked.slice(1);
    expect(rest.find((r) => r.wine.id === 11)!.reasons).toContain('Annat område i Italien');
    expect(rest.find((r) => r.wine.id === 1)!.reasons).toContain('200 kr över din gräns');
    expect(rest.every((r) => r.confidenceLabel === 'låg')).toBe(true);
  });

  it('a named grape: the wines where it is the main grape first', () => {
    const blend = red(1, { grapes: ['Merlot', 'Syrah'] });
    const pure = red(2, { grapes: ['Shiraz'] });
    expect(rankWines([blend, pure], toWish({ grape: ['syrah'] })).map((r) => r.wine.id)).toEqual([2, 1]);
  });

  it("'hög' for a dish only when its clocks are inside the dish's ranges: a serving text naming the dish is not enough", () => {
    const full = red(1, { symbols: ['lamm'], clocks: { body: 10, roughness: 8 } });
    const medium = red(2, { symbols: ['lamm'], clocks: { body: 6, roughness: 8 } });
    const told = red(3, { symbols: ['lamm'], clocks: { body: 6, roughness: 8 }, usage: 'Serveras till lammstek.' });
    const ranked = rankWines([full, medium, told], toWish({ food: ['lamm'] }));
    const label = (id: number) => ranked.find((r) => r.wine.id === id)!.confidenceLabel;
    expect([label(1), label(2), label(3)]).toEqual(['hög', 'medel', 'medel']);
    expect(ranked.find((r) => r.wine.id === 3)!.reasons).toContain('Typ eller smak ligger utanför det som brukar passa till lamm');
  });

  it('spreads countries and types when none was asked for', () => {
    const italian = Array.from({ length: 8 }, (_, i) => red(i + 1, { usage: 'Till nötkött.', country: 'Italien', countrySlug: 'italien' }));
    const others = [20, 21, 22].map((id) => red(id, { country: 'Spanien', countrySlug: 'spanien' }));
    const top = rankWines([...italian, ...others], toWish({ food: ['not'] }), { limit: 7 });
    expect(top.filter((r) => r.wine.countrySlug === 'italien').length).toBeLessThanOrEqual(4);
    const asked = rankWines([...italian, ...others], toWish({ food: ['not'], country: ['italien', 'spanien'] }), { limit: 7 });
    expect(asked.filter((r) => r.wine.countrySlug === 'italien').length).toBe(7);
  });
});
