/**
 * Price words that are relative, not numbers: 'lyxigt' is the dearer end of what else was asked for, 'lite
 * dyrare' / 'lite billigare' move from the last price answer (or, without one, from the middle of the range).
 */
import { fold } from '../vocabulary';

export type RelativePrice = 'luxury' | 'up' | 'down';

const UP = /\b(?:lite|nagot|en aning|snappet)?\s*(?:dyrare|finare|lyxigare|vassare)\b(?!\s+an\b)/;
const DOWN = /\b(?:lite|nagot|en aning)?\s*billigare\b(?!\s+an\b)/;
const LUXURY = /\b(?:lyx\w*|exklusiv\w*|flott\w*|dyr|dyrt|finvin)\b/;
const NEGATED_LUXURY = /\b(?:inte|ej|inget|ingen)\s+(?:for\s+|sa\s+)?(?:lyx\w*|exklusiv\w*|flott\w*|dyr|dyrt|dyra)\b/;

/** The relative price word in a message, unless it names a number ('dyrare än 200' is an absolute floor). */
export function relativePriceIn(message: string): RelativePrice | null {
  const t = fold(message).replace(/[^a-z0-9]+/g, ' ');
  if (/\d/.test(t) || NEGATED_LUXURY.test(t)) return null;
  if (UP.test(t)) return 'up';
  if (DOWN.test(t)) return 'down';
  return LUXURY.test(t) ? 'luxury' : null;
}

/** The dearer quarter starts here: 'lyxigt' means the upper quarter of the wines that fit everything else. */
export const LUXURY_QUANTILE = 0.75;
/** 'Lite dyrare' reaches this far above the last ceiling: 'under 150' → 150–250. */
export const A_BIT_MORE = 5 / 3;
/** 'Lite billigare' comes down to this share of the last ceiling: 'under 200' → under 140. */
export const A_BIT_LESS = 0.7;

const round10 = (x: number) => Math.max(10, Math.round(x / 10) * 10);

const quantile = (prices: readonly number[], q: number) => {
  const s = [...prices].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : null;
};

/**
 * The new price answer: from the last one ('-150', '100-200', '300-'), or from the prices of the wines that
 * fit everything else when there is none.
 */
export function resolveRelativePrice(kind: RelativePrice, last: string | undefined, prices: readonly number[]): string | null {
  const [lo, hi] = (last ?? '').split('-').map((x) => (x ? Number(x) : null));
  if (kind === 'luxury') {
    const from = quantile(prices, LUXURY_QUANTILE);
    return from === null ? null : `${round10(from)}-`;
  }
  if (kind === 'up') {
    if (hi) return `${hi}-${round10(hi * A_BIT_MORE)}`;
    if (lo) return `${round10(lo * 1.5)}-`;
    const mid = quantile(prices, 0.5);
    return mid === null ? null : `${round10(mid)}-${round10(mid * A_BIT_MORE)}`;
  }
  if (lo) return `${round10(lo * 0.6)}-${lo}`;
  if (hi) return `-${round10(hi * A_BIT_LESS)}`;
  const mid = quantile(prices, 0.5);
  return mid === null ? null : `-${round10(mid)}`;
}
