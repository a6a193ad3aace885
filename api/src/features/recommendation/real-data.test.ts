/**
 * The engine on the real data (api/data/systembolaget-assortment*.json.gz), read through the
 * importer's own parser, no database. The sample holds 40 wines: 4 in the fixed range (all red: two
 * 19 Crimes Red Wine sizes, a Ripasso, a Barbera), the rest order/temporary range, most without taste
 * clocks. The pins below are chosen to be meaningful on that: symbols, FS preference, same-wine
 * sizes, producer diversity, widening, sweet-wine prior, taste twins.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { chatStep, parseChatRequest } from './chat';
import { buildPlaceIndex } from './places';
import { rankWines } from './rank';
import { realWines } from '@/testing/recommendation-fixtures';
import { toWish } from './answers';
import { tipsFor } from './twins';
import type { EngineWine, PlaceIndex } from './types';

let wines: EngineWine[];
let places: PlaceIndex;
beforeAll(() => {
  wines = realWines();
  places = buildPlaceIndex(wines);
});

const byNumber = (n: string) => wines.find((w) => w.productNumber === n)!;
const top = (body: Record<string, unknown>, n = 3) => {
  const step = chatStep(wines, parseChatRequest({ ...body, include_results: true, limit: n }), places);
  return { step: step.response, ranked: step.ranked!, numbers: step.ranked!.map((r) => r.wine.productNumber) };
};

// Product numbers in the sample.
const CRIMES_RED = '7396801'; // 19 Crimes Red Wine, FS, 99 kr
const CRIMES_RED_MAGNUM = '5026708'; // the same wine, 1.5 l, FS, 175 kr
const RIPASSO = '7630801'; // 1909 Righetti Ripasso, FS, 129 kr
const BARBERA = '5291501'; // 150+1 Barbera Piemonte, FS, 109 kr
const BANISHED = '7002101'; // 19 Crimes The Banished Dark Red, BS, 139 kr
const ROSE_11_MINUTES = '7389101'; // 11 Minutes Rosé, BS, 159 kr, Fisk
const ALBARINO = '9010301'; // 1583 Albariño de Fefiñanes, TSV, 241 kr, Fisk/Skaldjur

describe('real data: the sample', () => {
  it('is what the pins assume', () => {
    expect(wines).toHaveLength(40);
    expect(wines.filter((w) => w.assortment === 'FS').map((w) => w.productNumber).sort()).toEqual([CRIMES_RED, CRIMES_RED_MAGNUM, BARBERA, RIPASSO].sort());
    expect(byNumber(CRIMES_RED_MAGNUM)).toMatchObject({ volumeMl: 1500, price: 175 });
    expect(byNumber(ROSE_11_MINUTES).symbols).toEqual(['fisk', 'fagel', 'gronsaker', 'sallskapsdryck']);
  });
});

describe('real data: pinned recommendations', () => {
  it("'nöt': the fixed-range reds first, one size of 19 Crimes, at most two 'Fruktigt & Smakrikt' in the top 8", () => {
    const { step, numbers, ranked } = top({ answers: { food: 'not' } }, 5);
    expect(step.match_count).toBe(5);
    expect(step.fixed_range_count).toBe(4);
    // Every strict match before any widened pick; the fixed range first, The Banished (order range) last of them.
    expect(numbers.slice(0, 3).sort()).toEqual([CRIMES_RED, RIPASSO, BARBERA].sort());
    expect(numbers[3]).toBe(BANISHED);
    expect(numbers).not.toContain(CRIMES_RED_MAGNUM);
    expect(ranked.find((r) => r.wine.productNumber === CRIMES_RED)!.reason).toBe('Passar till nötkött, fyllig, inslag av björnbär och eukalyptus, 99 kr');
    for (const r of ranked.filter((w) => !w.fixedRange)) expect(r.note).toMatch(/^Finns inte i fasta sortimentet/);
    // The fifth has no symbols or clocks: a widened, low-confidence pick.
    expect(ranked[4]).toMatchObject({ strictMatch: false, confidenceLabel: 'låg' });
  });

  it("'något till lax under 150 kr': nothing matches exactly; the fish rosé just over budget leads, marked", () => {
    const { step, ranked, numbers } = top({ message: 'något till lax under 150 kr' }, 3);
    expect(step.answers).toEqual({ food: ['fisk'], price: '-150' });
    expect(step.match_count).toBe(0);
    expect(numbers[0]).toBe(ROSE_11_MINUTES);
    expect(ranked[0]!.reason).toBe('Passar till fisk, lätt, inslag av smultron och persika, 159 kr');
    expect(ranked[0]!.reasons).toContain('9 kr över din gräns');
    expect(ranked[0]!.confidenceLabel).toBe('medel');
    // No red (all reds here are meat wines) and never the 241 kr Albariño (far over budget).
    expect(ranked.every((r) => r.wine.style !== 'red')).toBe(true);
    expect(numbers).not.toContain(ALBARINO);
  });

  it("'fylligt rött från Italien': the Ripasso is the only exact match; the Barbera (body 7) comes next", () => {
    const { step, numbers, ranked } = top({ message: 'fylligt rött från Italien' }, 3);
    expect(step.answers).toEqual({ style: ['rott'], body: 'fyllig', country: ['italien'] });
    expect(step.match_count).toBe(1);
    expect(numbers.slice(0, 2)).toEqual([RIPASSO, BARBERA]);
    expect(ranked[0]!.reason).toBe('Fyllig, från Italien, inslag av mörka körsbär och choklad, 129 kr');
    expect(ranked[1]).toMatchObject({ strictMatch: false, reason: 'Från Italien, inslag av fat och körsbär, 109 kr' });
    expect(ranked[1]!.reasons).toContain('Medelfyllig snarare än fylligt');
    // The third has no taste clocks at all: shown, but with low confidence.
    expect(ranked[2]).toMatchObject({ strictMatch: false, confidenceLabel: 'låg' });
  });

  it('fish without a budget: the two fish-symbol wines (both outside the fixed range), then whites by type', () => {
    const { numbers, ranked } = top({ answers: { food: 'fisk' } }, 3);
    expect(numbers.slice(0, 2).sort()).toEqual([ROSE_11_MINUTES, ALBARINO].sort());
    expect(ranked.find((r) => r.wine.productNumber === ALBARINO)!.reason).toBe('Passar till fisk, medelfyllig, inslag av fat och päron, 241 kr');
    expect(ranked[2]!.strictMatch).toBe(false);
  });

  it('only the fixed range: no fish wine there, and the meat reds are never offered for fish', () => {
    expect(rankWines(wines, toWish({ food: ['fisk'] }), { fixedRangeOnly: true })).toEqual([]);
  });

  it('sweet wines only when asked: the Passito and the Recioto appear for dessert, never otherwise', () => {
    const sweet = ['7597202', '7027302'];
    const dessert = top({ answers: { food: 'dessert' } }, 5).numbers;
    expect(dessert.sort()).toEqual([...sweet].sort());
    const anyRed = rankWines(wines, toWish({ style: ['rott'] }), { limit: 50 }).map((r) => r.wine.productNumber);
    expect(anyRed.filter((n) => sweet.includes(n))).toEqual([]);
  });

  it('never offers glögg, vermouth, flavoured wine or wine boxes', () => {
    const all = rankWines(wines, toWish({}), { limit: 50 }).map((r) => r.wine.category);
    expect(all.filter((c) => /Vinlåda|Glögg|Vermouth|Smaksatt/.test(c ?? ''))).toEqual([]);
  });

  it('at most two 19 Crimes wines in the top five for any answers', () => {
    for (const answers of [{}, { food: 'lamm' }, { style: 'rott' }, { occasion: 'vardag' }]) {
      const producers = top({ answers }, 5).ranked.map((r) => r.wine.producer);
      expect(producers.filter((p) => p === '19 Crimes').length).toBeLessThanOrEqual(2);
    }
  });

  it("'Våra tips' from a liked 19 Crimes Red Wine: its taste twins, not its magnum", () => {
    const tips = tipsFor(wines, { likedIds: [byNumber(CRIMES_RED).id] }, places);
    expect(tips.ranked.map((r) => r.wine.productNumber)).toEqual([RIPASSO, BANISHED]);
    expect(tips.ranked[0]!.reason).toBe('Liknar 19 Crimes Red Wine som du har sparat, 129 kr');
  });

  it('the same answers always give the same list', () => {
    const a = top({ message: 'fylligt rött till lamm' }, 5).numbers;
    const b = top({ message: 'fylligt rött till lamm' }, 5).numbers;
    expect(a).toEqual(b);
    // No red here reaches 'fylligt' for a red (body ≥ 9): the nearest come in the engine's own order.
    expect(a.slice(0, 3)).toEqual([RIPASSO, CRIMES_RED, BARBERA]);
  });
});

describe('real data: the conversation adapts', () => {
  it('after nöt: no style question (only reds carry the symbol); price is next, with real counts', () => {
    const { step } = top({ answers: { occasion: 'middag', food: 'not' } });
    expect(step.question!.id).toBe('price');
    expect(step.question!.options.map((o) => `${o.value}:${o.count}`)).toEqual(['-100:1', '100-150:3', '150-200:1', 'spelar-ingen-roll:null']);
  });

  it('food options are the symbols present, with counts', () => {
    const { step } = top({ answers: { occasion: 'middag' } });
    expect(step.question!.options.map((o) => `${o.value}:${o.count}`)).toEqual([
      'fisk:2',
      'skaldjur:1',
      'not:5',
      'lamm:5',
      'fagel:1',
      'gronsaker:3',
      'sallskapsdryck:1',
      'spelar-ingen-roll:null',
    ]);
  });
});
