import { describe, expect, it } from 'vitest';
import { wine } from '@/testing/recommendation-fixtures';
import { learnProfile } from './taste-profile';
import { tipsFor } from './twins';

const red = (id: number, price: number, body: number) =>
  wine({ id, name: `Rött ${id}`, style: 'red', price, symbols: ['lamm', 'not'], clocks: { body, roughness: 8, fruitacid: 8 } });

describe('the taste profile learned from saved wines', () => {
  it('says in plain Swedish what the saved wines have in common', () => {
    const p = learnProfile([red(1, 140, 9), red(2, 160, 10), red(3, 150, 9)]);
    expect(p.summary).toBe('Du verkar gilla fylliga röda viner runt 150 kr, gärna till lamm och nötkött.');
    expect(p.styles).toEqual([{ style: 'red', count: 3 }]);
    expect(p.clocks.find((c) => c.clock === 'body')).toMatchObject({ mean: 9.3, spread: 0.5, label: 'fyllig' });
    expect(p.price).toEqual({ low: 145, high: 155, median: 150 });
    expect(p.ranges.body).toEqual({ lo: 8, hi: 10 });
    expect(p.style).toBe('red');
  });

  it('says nothing with fewer than three wines, and no single style when they are mixed', () => {
    expect(learnProfile([red(1, 100, 9), red(2, 100, 9)]).summary).toBeNull();
    const mixed = learnProfile([red(1, 100, 9), wine({ id: 2, style: 'white', price: 100, clocks: { body: 5 } }), wine({ id: 3, style: 'rose', price: 100 })]);
    expect(mixed.style).toBeNull();
    expect(mixed.summary).toBe('Du verkar gilla medelfylliga viner runt 100 kr, gärna till lamm och nötkött.');
  });
});

describe("'Våra tips' from the profile", () => {
  const liked = [red(1, 140, 9), red(2, 160, 10), red(3, 150, 9)];
  const full = red(10, 150, 9);
  const light = wine({ id: 11, name: 'Lätt', style: 'red', price: 150, symbols: ['lamm', 'not'], clocks: { body: 4, roughness: 3, fruitacid: 8 } });
  const white = wine({ id: 12, style: 'white', price: 150, symbols: ['fisk'], clocks: { body: 9, fruitacid: 8 } });

  it('ranks wines like the saved ones first and says which saved wine each tip is like', () => {
    const tips = tipsFor([...liked, light, white, full], { likedIds: [1, 2, 3] });
    expect(tips.ranked.map((r) => r.wine.id)[0]).toBe(10);
    expect(tips.ranked.some((r) => r.wine.id === 12)).toBe(false); // the profile is red
    expect(tips.ranked[0]!.reason).toMatch(/^Eftersom du sparat Rött [123]: /);
    expect(tips.explanation).toContain('Du verkar gilla fylliga röda viner');
    expect(tips.profile?.summary).not.toBeNull();
  });

  it('answers win where they speak: a white answer gives whites even for a red profile', () => {
    const tips = tipsFor([...liked, light, white, full], { likedIds: [1, 2, 3], answers: { style: ['vitt'] } });
    expect(tips.ranked.map((r) => r.wine.id)).toEqual([12]);
  });

  it('two saved wines: no profile yet, tips from twins as before', () => {
    const tips = tipsFor([...liked, full], { likedIds: [1, 2] });
    expect(tips.profile?.summary).toBeNull();
    expect(tips.ranked[0]!.reason).toMatch(/^Liknar Rött/);
  });
});
