import type { ProductSort, WineStyle } from '@vinkompassen/shared-contracts/schemas';
import { type ProductQueryArgs } from '../ui/discoveryApi';

export const STYLES: readonly WineStyle[] = ['red', 'white', 'rose', 'sparkling', 'other'];
export const SORTS: readonly ProductSort[] = ['relevance', 'name', '-name', 'price', '-price', 'newest', 'popularity'];
export const CLOCK_FILTERS = ['body', 'roughness', 'fruitacid', 'sweetness'] as const;
export type ClockFilter = (typeof CLOCK_FILTERS)[number];

export interface Range {
  min?: number;
  max?: number;
}

/** Search and filter state; lives in the URL so results can be shared and survive a reload. */
export interface WineFilters {
  q: string;
  style: WineStyle[];
  country: string[];
  region: string[];
  grape: string[];
  food: string[];
  price: Range;
  clocks: Partial<Record<ClockFilter, Range>>;
  organic: boolean;
  news: boolean;
  /** Systembolaget's assortment codes (FS = fast sortiment, TSE… = tillfälligt, BS = ordervaror). */
  assortment: string[];
  sort?: ProductSort;
}

export const EMPTY_FILTERS: WineFilters = {
  q: '',
  style: [],
  country: [],
  region: [],
  grape: [],
  food: [],
  price: {},
  clocks: {},
  organic: false,
  news: false,
  assortment: [],
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;

const list = (params: URLSearchParams, key: string): string[] => [
  ...new Set(
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toLowerCase())
      .filter((v) => SLUG.test(v)),
  ),
];

const num = (params: URLSearchParams, key: string, max: number): number | undefined => {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, max) : undefined;
};

const ASSORTMENT_CODE = /^[A-Z]{1,6}$/;

/** Assortment codes; the older `fixed=1` (links shared before the assortment filter) means FS. */
const assortments = (params: URLSearchParams): string[] => [
  ...new Set([
    ...params
      .getAll('assortment')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toUpperCase())
      .filter((v) => ASSORTMENT_CODE.test(v)),
    ...(flag(params, 'fixed') ? ['FS'] : []),
  ]),
];

const flag = (params: URLSearchParams, key: string): boolean => ['1', 'true'].includes(params.get(key) ?? '');

const range = (min: number | undefined, max: number | undefined): Range | undefined => {
  if (min === undefined && max === undefined) return undefined;
  // A reversed range from a hand-edited URL is read the right way round.
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
};

/** Reads filters from the URL, dropping anything malformed. */
export function parseFilters(params: URLSearchParams): WineFilters {
  const clocks: WineFilters['clocks'] = {};
  for (const key of CLOCK_FILTERS) {
    const r = range(num(params, `${key}_min`, 12), num(params, `${key}_max`, 12));
    if (r) clocks[key] = r;
  }
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    style: list(params, 'style').filter((s): s is WineStyle => (STYLES as readonly string[]).includes(s)),
    country: list(params, 'country'),
    region: list(params, 'region'),
    grape: list(params, 'grape'),
    food: list(params, 'food'),
    price: range(num(params, 'price_min', 1_000_000), num(params, 'price_max', 1_000_000)) ?? {},
    clocks,
    organic: flag(params, 'organic'),
    news: flag(params, 'new'),
    assortment: assortments(params),
    ...(sort && (SORTS as readonly string[]).includes(sort) && { sort: sort as ProductSort }),
  };
}

/** The URL query for filters; empty values are left out so shared links stay short. */
export function filtersToParams(filters: WineFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  for (const key of ['style', 'country', 'region', 'grape', 'food'] as const) {
    if (filters[key].length) params.set(key, filters[key].join(','));
  }
  if (filters.price.min !== undefined) params.set('price_min', String(filters.price.min));
  if (filters.price.max !== undefined) params.set('price_max', String(filters.price.max));
  for (const key of CLOCK_FILTERS) {
    const r = filters.clocks[key];
    if (r?.min !== undefined) params.set(`${key}_min`, String(r.min));
    if (r?.max !== undefined) params.set(`${key}_max`, String(r.max));
  }
  if (filters.organic) params.set('organic', '1');
  if (filters.news) params.set('new', '1');
  if (filters.assortment.length) params.set('assortment', filters.assortment.join(','));
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** The API query for filters (GET /api/v1/product/). */
export function filtersToQuery(filters: WineFilters): ProductQueryArgs {
  const query: ProductQueryArgs = {};
  const q = filters.q.trim();
  if (q) query.search = q;
  if (filters.style.length) query.style = filters.style;
  if (filters.country.length) query.country = filters.country;
  if (filters.region.length) query.region = filters.region;
  if (filters.grape.length) query.grape = filters.grape;
  if (filters.food.length) query.food = filters.food;
  if (filters.price.min !== undefined) query.price_min = filters.price.min;
  if (filters.price.max !== undefined) query.price_max = filters.price.max;
  for (const key of CLOCK_FILTERS) {
    const r = filters.clocks[key];
    if (r?.min !== undefined) query[`${key}_min`] = r.min;
    if (r?.max !== undefined) query[`${key}_max`] = r.max;
  }
  if (filters.organic) query.organic = true;
  if (filters.news) query.new = true;
  if (filters.assortment.length) query.assortment = filters.assortment;
  // Relevance is the API's default order.
  const sort = filters.sort === 'relevance' && !q ? undefined : filters.sort;
  if (sort) query.sort = sort;
  return query;
}

/** How many filters are chosen (search text and sort are not filters). */
export function countFilters(filters: WineFilters): number {
  return (
    filters.style.length +
    filters.country.length +
    filters.region.length +
    filters.grape.length +
    filters.food.length +
    (filters.price.min !== undefined || filters.price.max !== undefined ? 1 : 0) +
    CLOCK_FILTERS.filter((k) => filters.clocks[k]).length +
    (filters.organic ? 1 : 0) +
    (filters.news ? 1 : 0) +
    filters.assortment.length
  );
}

/** Filters without the search text, e.g. to clear them and keep what was typed. */
export const clearedFilters = (filters: WineFilters): WineFilters => ({ ...EMPTY_FILTERS, q: filters.q, sort: filters.sort });

export const toggle = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
