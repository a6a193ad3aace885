/**
 * The taste profile learned from saved wines: mean and spread of the taste clocks, favourite food symbols,
 * styles and price band, said in plain Swedish, and the soft wish 'Våra tips' ranks with.
 */
import type { TasteClock, TasteProfile, WineStyle } from '@vinkompassen/shared-contracts/schemas';
import { DISHES } from '../food-knowledge';
import { clockPhrase, type ClockRange } from './knowledge';
import { pricePer75 } from './measures';
import { PROFILE_TEXTS } from './texts';
import type { EngineWine } from './types';

/** Fewer saved wines than this say too little to describe a taste. */
export const PROFILE_MIN_WINES = 3;
const PROFILE_CLOCKS: readonly TasteClock[] = ['body', 'fruitacid', 'roughness', 'sweetness'];
/** A style is "the" style when this share of the saved wines has it. */
const DOMINANT_SHARE = 0.6;

export interface LearnedProfile extends Omit<TasteProfile, 'reset_at'> {
  /** Soft targets for ranking: mean ± max(1, spread) per clock. */
  ranges: Partial<Record<TasteClock, ClockRange>>;
  /** The dominant style, if one is. */
  style: WineStyle | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function quantile(sorted: readonly number[], q: number): number {
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (i - lo);
}

function countBy<T>(items: readonly T[]): [T, number][] {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** Kronor rounded the way people speak of prices: to 10 below 300, to 50 above. */
const roundPrice = (kr: number) => (kr < 300 ? Math.round(kr / 10) * 10 : Math.round(kr / 50) * 50);

export function learnProfile(liked: readonly EngineWine[]): LearnedProfile {
  const styles = countBy(liked.map((w) => w.style)).map(([style, count]) => ({ style, count }));
  const symbols = countBy(liked.flatMap((w) => w.symbols))
    .slice(0, 5)
    .map(([slug, count]) => ({ slug, name: DISHES[slug]?.name ?? slug, count }));
  const clocks = PROFILE_CLOCKS.flatMap((clock) => {
    const values = liked.map((w) => w.clocks[clock]).filter((v): v is number => v !== null);
    if (values.length === 0) return [];
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const spread = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
    return [{ clock, mean: round1(mean), spread: round1(spread), label: clockPhrase(clock, Math.round(mean)) ?? '' }];
  });
  const prices = liked.map(pricePer75).sort((a, b) => a - b);
  const price = prices.length
    ? { low: Math.round(quantile(prices, 0.25)), high: Math.round(quantile(prices, 0.75)), median: Math.round(quantile(prices, 0.5)) }
    : null;
  const top = styles[0];
  const style = top && top.count / liked.length >= DOMINANT_SHARE ? top.style : null;
  const ranges: LearnedProfile['ranges'] = {};
  for (const c of clocks) {
    const half = Math.max(1, c.spread);
    ranges[c.clock] = { lo: Math.max(1, Math.round(c.mean - half)), hi: Math.min(12, Math.round(c.mean + half)) };
  }
  const enough = liked.length >= PROFILE_MIN_WINES;
  return { liked_count: liked.length, summary: enough ? describe(style, clocks, symbols, price) : null, styles, symbols, clocks, price, ranges, style };
}

function describe(
  style: WineStyle | null,
  clocks: LearnedProfile['clocks'],
  symbols: LearnedProfile['symbols'],
  price: LearnedProfile['price'],
): string {
  const body = clocks.find((c) => c.clock === 'body');
  const sweet = clocks.find((c) => c.clock === 'sweetness');
  const adjectives = [
    body ? PROFILE_TEXTS.body(body.mean) : null,
    style !== 'red' && sweet ? PROFILE_TEXTS.sweetness(sweet.mean) : null,
  ].filter((a): a is string => !!a);
  const wines = PROFILE_TEXTS.wines(style);
  const around = price ? ` ${PROFILE_TEXTS.around(roundPrice(price.median))}` : '';
  const food = symbols.filter((s) => s.slug !== 'sallskapsdryck').slice(0, 2).map((s) => DISHES[s.slug]?.label ?? s.name);
  const withFood = food.length ? `, ${PROFILE_TEXTS.withFood(food)}` : '';
  return `${PROFILE_TEXTS.lead} ${[...adjectives, wines].join(' ')}${around}${withFood}.`;
}
