/**
 * "Liknande viner": the nearest taste twins of one wine. Same wine type, every commonly measured taste
 * clock within ±1, at least one food symbol in common (when the wine has any), ranked by clock distance,
 * shared symbols and price closeness. Each twin says why in Swedish.
 * A wine without taste clocks (too few to compare) gets its kin instead: same type and price band, sharing a
 * grape or its place (subregion, region or country), ranked by grapes, place, symbols and price (kinWines).
 */
import { derived } from './derived';
import { DISHES } from '../food-knowledge';
import { clockPhrase, pricePhrase } from './knowledge';
import { FIXED_RANGE, isExcludedCategory, isSweetWine } from './scoring';
import { KIN_TEXTS, REASON_TEXTS } from './texts';
import { clockDistance, pricePer75 } from './measures';
import { CLOCK_KEYS, type EngineWine } from './types';

/** Largest difference per taste clock. */
export const SIMILAR_MAX_STEP = 1;
/** Clocks measured in both wines, at least. */
export const SIMILAR_MIN_SHARED_CLOCKS = 2;
/** Price outside this ratio of the wine's (per 75 cl) is not "similar". */
export const SIMILAR_PRICE_RATIO = 2;

export interface SimilarEngineWine {
  wine: EngineWine;
  /** Mean clock distance (0 = the same clocks). */
  distance: number;
  sharedSymbols: string[];
  reason: string;
  reasons: string[];
}

export interface SimilarOptions {
  limit: number;
  /** For an out-of-stock alternative: a dearer twin ranks well below an equal or cheaper one. */
  preferCheaper?: boolean;
  /** Only these wines (e.g. those in stock at a store). */
  among?: ReadonlySet<number>;
  /** A wine's grapes (names), for wines without taste clocks; without it they are compared by place, style and price. */
  grapesOf?: (id: number) => readonly string[];
}

/** Distance reported for kin found without taste clocks: one step, as 'nearly the same' (nothing was measured). */
export const KIN_DISTANCE = 1;

const symbolLabel = (slug: string) => DISHES[slug]?.label ?? slug;
const joinSwedish = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} och ${items[items.length - 1]}`;

function pricePart(twin: EngineWine, of: EngineWine): string {
  const sameSize = (twin.volumeMl ?? 750) === (of.volumeMl ?? 750);
  if (!sameSize) return pricePhrase(twin.price, twin.volumeMl);
  const diff = Math.round(twin.price - of.price);
  if (Math.abs(diff) < 5) return REASON_TEXTS.samePrice;
  return diff < 0 ? REASON_TEXTS.cheaper(-diff) : REASON_TEXTS.dearer(diff);
}

function explainTwin(twin: EngineWine, of: EngineWine, distance: number, sharedSymbols: string[]): { reason: string; reasons: string[] } {
  const profile = CLOCK_KEYS.filter((k) => k !== 'casque' && twin.clocks[k] !== null)
    .slice(0, 3)
    .map((k) => clockPhrase(k, twin.clocks[k]!))
    .filter((p): p is string => !!p);
  const taste = distance === 0 ? REASON_TEXTS.sameProfile : REASON_TEXTS.nearProfileLong;
  const foods = sharedSymbols.length ? REASON_TEXTS.alsoWith(joinSwedish(sharedSymbols.slice(0, 2).map(symbolLabel))) : null;
  const price = pricePart(twin, of);
  const reasons = [
    profile.length ? `${taste}: ${profile.join(', ')}` : taste,
    ...(foods ? [foods] : []),
    price,
    ...(twin.assortment === FIXED_RANGE ? [] : [REASON_TEXTS.notFixedRange(twin.assortmentText)]),
  ];
  const short = [distance === 0 ? REASON_TEXTS.sameProfile : REASON_TEXTS.nearProfileShort, foods?.toLowerCase(), price].filter(Boolean);
  return { reason: short.join(', '), reasons };
}

/** Parts joined as one sentence: 'Samma druva: merlot, också från Bordeaux, 10 kr billigare'. */
const sentence = (parts: readonly string[]) => parts.map((p, i) => (i === 0 ? p : p.charAt(0).toLocaleLowerCase('sv') + p.slice(1))).join(', ');

const measuredClocks = (w: EngineWine) => CLOCK_KEYS.filter((k) => w.clocks[k] !== null).length;

/** Whether `w` may stand beside `of` at all: same type, another wine, not excluded, a similar price. */
function comparable(w: EngineWine, of: EngineWine, opts: SimilarOptions): boolean {
  if (w.id === of.id || w.style !== of.style || w.isDiscontinued || !(w.price > 0)) return false;
  if (opts.among && !opts.among.has(w.id)) return false;
  if (derived(w).sameWineKey === derived(of).sameWineKey || isExcludedCategory(w) || (!isSweetWine(of) && isSweetWine(w))) return false;
  const ratio = pricePer75(w) / pricePer75(of);
  return ratio <= SIMILAR_PRICE_RATIO && ratio >= 1 / SIMILAR_PRICE_RATIO;
}

/** A pool's wines, cheapest per 75 cl first, with those prices alongside for a binary search. */
interface PricedPool {
  wines: EngineWine[];
  prices: Float64Array;
}

/**
 * The wines a wine of each style may be compared with at all, by price: made once per set of wines (the engine's
 * snapshot), so a request reads only the wines of its style in its price band instead of the whole catalog.
 */
export interface SimilarPools {
  /** Every wine `comparable` could keep for `of` (more is fine: `similarWines` still checks each one). */
  candidates(of: EngineWine): EngineWine[];
}

function pricedPool(wines: EngineWine[]): PricedPool {
  const sorted = wines.map((w) => ({ w, p: pricePer75(w) })).sort((a, b) => a.p - b.p);
  return { wines: sorted.map((s) => s.w), prices: Float64Array.from(sorted, (s) => s.p) };
}

/** First index whose price is at least `price`. */
function lowerBound(prices: Float64Array, price: number): number {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (prices[mid]! < price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Slack on the price band's ends, so rounding never leaves out a wine `comparable` would keep. */
const BAND_SLACK = 1e-9;

export function similarPools(wines: readonly EngineWine[]): SimilarPools {
  // Split by what `comparable` decides from the candidate alone: style, in the range, priced, not excluded, sweet.
  const all = new Map<string, EngineWine[]>();
  const notSweet = new Map<string, EngineWine[]>();
  for (const w of wines) {
    if (w.isDiscontinued || !(w.price > 0) || isExcludedCategory(w)) continue;
    const add = (pools: Map<string, EngineWine[]>) => {
      const pool = pools.get(w.style);
      if (pool) pool.push(w);
      else pools.set(w.style, [w]);
    };
    add(all);
    if (!isSweetWine(w)) add(notSweet);
  }
  const priced = (pools: Map<string, EngineWine[]>) => new Map([...pools].map(([style, pool]) => [style, pricedPool(pool)]));
  const allByStyle = priced(all);
  const notSweetByStyle = priced(notSweet);
  return {
    candidates(of) {
      const pool = (isSweetWine(of) ? allByStyle : notSweetByStyle).get(of.style);
      const price = pricePer75(of);
      if (!pool || !(price > 0)) return [];
      const from = lowerBound(pool.prices, (price / SIMILAR_PRICE_RATIO) * (1 - BAND_SLACK));
      const to = lowerBound(pool.prices, price * SIMILAR_PRICE_RATIO * (1 + BAND_SLACK));
      return pool.wines.slice(from, to);
    },
  };
}

/** One bottle size per wine: the first (best ranked) one, up to `limit`. */
function firstOfEachWine<T extends { wine: EngineWine }>(ranked: readonly T[], limit: number): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const s of ranked) {
    const k = derived(s.wine).sameWineKey;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(s);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * Kin of a wine Systembolaget has not tasted: wines sharing a grape or its place, ranked by shared grapes, the
 * closest place (subregion, region, country), shared food symbols and price closeness.
 */
function kinWines(wines: readonly EngineWine[], of: EngineWine, opts: SimilarOptions): SimilarEngineWine[] {
  const grapesOf = (w: EngineWine) => (opts.grapesOf?.(w.id) ?? []).map((g) => g.toLocaleLowerCase('sv'));
  const ownGrapes = new Set(grapesOf(of));
  const ownGrapeNames = opts.grapesOf?.(of.id) ?? [];
  const scored: { wine: EngineWine; sharedSymbols: string[]; grapes: string[]; place: string | null; rank: number }[] = [];
  for (const w of wines) {
    if (!comparable(w, of, opts)) continue;
    const theirs = grapesOf(w);
    const grapes = ownGrapeNames.filter((g) => theirs.includes(g.toLocaleLowerCase('sv')));
    const subregion = of.subregionSlug !== null && w.subregionSlug === of.subregionSlug;
    const region = of.regionSlug !== null && w.regionSlug === of.regionSlug;
    const country = of.countrySlug !== null && w.countrySlug === of.countrySlug;
    if (!grapes.length && !region && !country) continue;
    const sharedSymbols = of.symbols.filter((s) => w.symbols.includes(s));
    const grapeShare = ownGrapes.size ? grapes.length / ownGrapes.size : 0;
    const priceGap = Math.abs(Math.log(pricePer75(w) / pricePer75(of))) + (opts.preferCheaper && pricePer75(w) > pricePer75(of) * 1.05 ? 1 : 0);
    const closeness = 2 * grapeShare + (subregion ? 1.5 : region ? 1 : country ? 0.5 : 0) + 0.3 * sharedSymbols.length;
    const rank = -closeness + 0.6 * priceGap + (w.assortment === FIXED_RANGE ? 0 : 0.3);
    const place = subregion || region ? w.region : country ? w.country : null;
    scored.push({ wine: w, sharedSymbols, grapes, place, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || b.wine.likes - a.wine.likes || a.wine.id - b.wine.id);
  return firstOfEachWine(scored, opts.limit).map((s) => {
    const foods = s.sharedSymbols.length ? REASON_TEXTS.alsoWith(joinSwedish(s.sharedSymbols.slice(0, 2).map(symbolLabel))) : null;
    const parts = [
      s.grapes.length ? KIN_TEXTS.sameGrapes(joinSwedish(s.grapes.map((g) => g.toLocaleLowerCase('sv')))) : null,
      s.place ? KIN_TEXTS.samePlace(s.place) : null,
      foods,
      pricePart(s.wine, of),
    ].filter((p): p is string => !!p);
    const reasons = [
      ...parts,
      KIN_TEXTS.noClocks,
      ...(s.wine.assortment === FIXED_RANGE ? [] : [REASON_TEXTS.notFixedRange(s.wine.assortmentText)]),
    ];
    return { wine: s.wine, distance: KIN_DISTANCE, sharedSymbols: s.sharedSymbols, reason: sentence(parts), reasons };
  });
}

/** The nearest taste twins of `of` among `wines`, best first; its kin when it has too few taste clocks to compare. */
export function similarWines(wines: readonly EngineWine[], of: EngineWine, opts: SimilarOptions): SimilarEngineWine[] {
  if (measuredClocks(of) < SIMILAR_MIN_SHARED_CLOCKS) return kinWines(wines, of, opts);
  const price = pricePer75(of);
  const scored: { wine: EngineWine; distance: number; sharedSymbols: string[]; rank: number }[] = [];
  for (const w of wines) {
    if (!comparable(w, of, opts)) continue;
    const sharedSymbols = of.symbols.filter((s) => w.symbols.includes(s));
    if (of.symbols.length > 0 && sharedSymbols.length === 0) continue;
    const ratio = pricePer75(w) / price;
    const distance = clockDistance(of, w, SIMILAR_MAX_STEP, SIMILAR_MIN_SHARED_CLOCKS);
    if (distance === null) continue;
    const union = new Set([...of.symbols, ...w.symbols]).size;
    const symbolGap = union ? 1 - sharedSymbols.length / union : 0;
    const priceGap = Math.abs(Math.log(ratio)) + (opts.preferCheaper && ratio > 1.05 ? 1 : 0);
    const rank = distance + 0.5 * symbolGap + 0.6 * priceGap + (w.assortment === FIXED_RANGE ? 0 : 0.3);
    scored.push({ wine: w, distance: Math.round(distance * 100) / 100, sharedSymbols, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || b.wine.likes - a.wine.likes || a.wine.id - b.wine.id);
  return firstOfEachWine(scored, opts.limit).map((s) => ({
    wine: s.wine,
    distance: s.distance,
    sharedSymbols: s.sharedSymbols,
    ...explainTwin(s.wine, of, s.distance, s.sharedSymbols),
  }));
}
