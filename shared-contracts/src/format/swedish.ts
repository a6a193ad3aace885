/**
 * Swedish (sv-SE) number and date formatting for every front end.
 *
 * Why the formatters are cached: `n.toLocaleString('sv-SE', options)` and `new Intl.NumberFormat(...)` build a new
 * formatter (locale data lookup and option resolution) on every call, which made formatting prices and volumes a
 * measurable part of the home page's first render. Each formatter here is built once, on first use, and reused.
 *
 * Dependency-free on purpose: this is part of the shared-contracts root entry, a singleton loaded on the first view.
 */

const LOCALE = 'sv-SE';

/** Builds a value on first use and returns the same one afterwards. */
const once = <T>(build: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= build());
};

const numberFormats = new Map<number, Intl.NumberFormat>();

/** sv-SE number formatter with `decimals` minimum and max(decimals, 1) maximum fraction digits, one per `decimals`. */
const numberFormat = (decimals: number): Intl.NumberFormat => {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 1) });
    numberFormats.set(decimals, format);
  }
  return format;
};

/** Default sv-SE number format (up to three decimals), as `n.toLocaleString('sv-SE')`. */
const plainNumberFormat = once(() => new Intl.NumberFormat(LOCALE));

/** '1 mars 2013', read in UTC so a date-only value is the same day everywhere. */
const longDateFormat = once(() => new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));

/** '15 jan. 2025', in the browser's time zone (resolved when the formatter is first built). */
const shortDateFormat = once(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' }));

/** `format` of a valid date; `Date#toLocaleDateString`'s 'Invalid Date' rather than a RangeError for an invalid one. */
const formatIso = (format: Intl.DateTimeFormat, iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(date) : format.format(date);
};

/** 1199 → '1 199', 13.5 → '13,5', (89.5, 2) → '89,50'. At least `decimals` decimals, at most max(decimals, 1). */
export const formatNumber = (n: number, decimals = 0): string => numberFormat(decimals).format(n);

/** 129 → '129 kr', 89.5 → '89,50 kr', 1199 → '1 199 kr' (a no-break space groups thousands, as Intl writes it). */
export const formatPrice = (price: number): string => `${formatNumber(price, price % 1 === 0 ? 0 : 2)} kr`;

/** Millilitres: 750 → '75 cl', 375 → '37,5 cl', 3000 → '3 l', 1500 → '1,5 l'. */
export const formatVolume = (ml: number): string => (ml >= 1000 ? `${formatNumber(ml / 1000)} l` : `${formatNumber(ml / 10)} cl`);

/** 13.5 → '13,5 %'. */
export const formatAlcohol = (percent: number): string => `${formatNumber(percent)} %`;

/** Kilometres with at most one decimal: 2.54 → '2,5 km', 3 → '3 km'. */
export const formatDistance = (km: number): string => `${formatNumber(km)} km`;

/** Grams with up to three decimals, as given: 0.25 → '0,25 g', 3 → '3 g'. */
export const formatGrams = (g: number): string => `${plainNumberFormat().format(g)} g`;

/** ISO date → '1 mars 2013' (UTC). */
export const formatDate = (iso: string): string => formatIso(longDateFormat(), iso);

/** ISO date → '1 mars 2025', '15 jan. 2025' (short month, local time zone). */
export const formatShortDate = (iso: string): string => formatIso(shortDateFormat(), iso);
