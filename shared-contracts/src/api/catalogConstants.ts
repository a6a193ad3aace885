// Catalog constants the screens need without the schemas (which bring zod into the browser's first view).

/**
 * Price bands of the facets, in SEK: a band is `price_min=min&price_max=max` (max null = no upper bound).
 * Maxima are one öre below the next band's minimum, so bands never overlap.
 */
export const PRICE_BANDS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 99.99 },
  { min: 100, max: 149.99 },
  { min: 150, max: 199.99 },
  { min: 200, max: 299.99 },
  { min: 300, max: null },
];

/** Fewest characters (after trimming) a suggestion query needs; shorter → every group empty. */
export const SUGGEST_MIN_CHARS = 2;

/** Most wines one "Passar din smak" request takes (`products`): a grid with more asks page by page. */
export const TASTE_MATCH_MAX_PRODUCTS = 60;
