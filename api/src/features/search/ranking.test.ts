import { describe, expect, it } from 'vitest';
import { rankOrder, type SearchMatches } from './ranking';

describe('rank order', () => {
  const byComparator = (m: SearchMatches, positions?: Int32Array) =>
    Array.from(positions ?? m.ids.keys(), (i) => ({ id: m.ids[i]!, score: m.scores[i]! }))
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .map((h) => h.id);
  const ranked = (m: SearchMatches, positions?: Int32Array, limit?: number) => Array.from(rankOrder(m, positions, limit), (i) => m.ids[i]!);
  const matches = (n: number): SearchMatches => {
    let seed = n + 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const ids = Int32Array.from({ length: n }, (_, i) => (i * 7919) % 10007);
    // Few distinct scores, so many ties fall to the id.
    const scores = Float64Array.from({ length: n }, () => Math.round(random() * 40) / 7);
    return { ids, scores };
  };

  it.each([0, 1, 2, 17, 460, 4269])('is the comparator sort’s for %i hits, ties and all', (n) => {
    const m = matches(n);
    expect(ranked(m)).toEqual(byComparator(m));
  });

  it.each([1, 5, 20, 40, 299, 300, 1000])('gives the best %i of some candidates, as sorting them all would', (limit) => {
    const m = matches(460);
    const candidates = Int32Array.from({ length: 300 }, (_, k) => (k * 3) % 460).sort();
    expect(ranked(m, candidates, limit)).toEqual(byComparator(m, candidates).slice(0, limit));
  });

  it('keeps an already ranked or reversed list right, and Infinity first', () => {
    const ids = Int32Array.from({ length: 300 }, (_, i) => i);
    const falling = { ids, scores: Float64Array.from({ length: 300 }, (_, i) => 300 - i) };
    expect(ranked(falling)).toEqual(byComparator(falling));
    const rising = { ids, scores: Float64Array.from({ length: 300 }, (_, i) => (i === 7 ? Infinity : i)) };
    expect(ranked(rising, undefined, 3)).toEqual([7, 299, 298]);
  });
});
