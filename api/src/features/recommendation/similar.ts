/**
 * "Liknande viner": the nearest taste twins of one wine. Same wine type, every commonly measured taste
 * clock within ±1, at least one food symbol in common (when the wine has any), ranked by clock distance,
 * shared symbols and price closeness. Each twin says why in Swedish.
 */
import { derived } from './derived';
import { DISHES, clockPhrase, pricePhrase } from './knowledge';
import { FIXED_RANGE, isExcludedCategory, isSweetWine } from './scoring';
import { REASON_TEXTS } from './texts';
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
}

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

/** The nearest taste twins of `of` among `wines`, best first. */
export function similarWines(wines: readonly EngineWine[], of: EngineWine, opts: SimilarOptions): SimilarEngineWine[] {
  const key = derived(of).sameWineKey;
  const sweetOk = isSweetWine(of);
  const price = pricePer75(of);
  const scored: { wine: EngineWine; distance: number; sharedSymbols: string[]; rank: number }[] = [];
  for (const w of wines) {
    if (w.id === of.id || w.style !== of.style || w.isDiscontinued || !(w.price > 0)) continue;
    if (opts.among && !opts.among.has(w.id)) continue;
    if (derived(w).sameWineKey === key || isExcludedCategory(w) || (!sweetOk && isSweetWine(w))) continue;
    const sharedSymbols = of.symbols.filter((s) => w.symbols.includes(s));
    if (of.symbols.length > 0 && sharedSymbols.length === 0) continue;
    const ratio = pricePer75(w) / price;
    if (ratio > SIMILAR_PRICE_RATIO || ratio < 1 / SIMILAR_PRICE_RATIO) continue;
    const distance = clockDistance(of, w, SIMILAR_MAX_STEP, SIMILAR_MIN_SHARED_CLOCKS);
    if (distance === null) continue;
    const union = new Set([...of.symbols, ...w.symbols]).size;
    const symbolGap = union ? 1 - sharedSymbols.length / union : 0;
    const priceGap = Math.abs(Math.log(ratio)) + (opts.preferCheaper && ratio > 1.05 ? 1 : 0);
    const rank = distance + 0.5 * symbolGap + 0.6 * priceGap + (w.assortment === FIXED_RANGE ? 0 : 0.3);
    scored.push({ wine: w, distance: Math.round(distance * 100) / 100, sharedSymbols, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || b.wine.likes - a.wine.likes || a.wine.id - b.wine.id);
  // One bottle size per wine: the first (best ranked) one.
  const seen = new Set<string>();
  const out: SimilarEngineWine[] = [];
  for (const s of scored) {
    const k = derived(s.wine).sameWineKey;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ wine: s.wine, distance: s.distance, sharedSymbols: s.sharedSymbols, ...explainTwin(s.wine, of, s.distance, s.sharedSymbols) });
    if (out.length >= opts.limit) break;
  }
  return out;
}
