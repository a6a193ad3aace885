/**
 * Catalog half of the API contract: products, stores, stock, grapes, countries, tag categories, catalogs.
 *
 * Single source of truth: the API validates requests and serializes responses with these zod schemas
 * (fastify-type-provider-zod); the front end imports only the inferred types (`import type`).
 * Each schema and its inferred type share one name, e.g. `ProductSummary` (value: schema, type: shape).
 *
 * Query schemas accept what a browser sends: strings (coerced), booleans as true/false/1/0, and
 * multi-value filters either repeated (`style=red&style=white`) or comma-separated (`style=red,white`).
 * Empty query values (`?price_min=`) are treated by the API as absent.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Shared building blocks
// ---------------------------------------------------------------------------------------------

/** Paginated response `{count, next, previous, results}`; next/previous are absolute URLs or null. */
export const Paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };
/** Alias of `Paginated` for call sites that prefer a lower-case helper. */
export const paginated = Paginated;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * A database id as a path or query string carries it: a plain decimal integer from 1 to 2³¹ − 1 (PostgreSQL
 * `integer`), with no sign, exponent, decimals, spaces or leading zeros, so `1e3` or `982.0` never stand for an id.
 */
export const PLAIN_ID = /^[1-9][0-9]{0,9}$/;
export const ID_MESSAGE = 'Ange ett numeriskt id.';
export const PlainId = z
  .string({ error: ID_MESSAGE })
  .regex(PLAIN_ID, ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, ID_MESSAGE));

/** A database id in a query string. */
export const QueryId = PlainId;

/** `page` (1-based) and `page_size` (1–100) query parameters. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** true/false/1/0 in a query string. */
export const QueryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A multi-value filter: repeated or comma-separated; output is a list of trimmed, non-empty strings. */
const splitList = (v: string | string[]): string[] =>
  (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
export const QueryList = z.union([z.string().max(500), z.array(z.string().max(500)).max(50)]).transform(splitList);

/** Free-text search. */
export const SearchText = z.string().trim().max(200);

/** Path parameter that is either a numeric id or a slug. */
export const IdOrSlugParams = z.object({
  id: z.string().trim().min(1).max(200).regex(/^[a-z0-9][a-z0-9-]*$/i, 'Ange ett numeriskt id eller en slug.'),
});
export type IdOrSlugParams = z.infer<typeof IdOrSlugParams>;

/** `{id, slug, name}` reference to a producer, country, region or grape. */
export const NamedRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRef>;

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

/** Wine style derived from Systembolaget's categoryLevel2. */
export const WineStyle = z.enum(['red', 'white', 'rose', 'sparkling', 'other']);
export type WineStyle = z.infer<typeof WineStyle>;

/** Swedish labels for the styles (the same words Systembolaget uses). */
export const WINE_STYLE_LABELS: Record<WineStyle, string> = {
  red: 'Rött vin',
  white: 'Vitt vin',
  rose: 'Rosévin',
  sparkling: 'Mousserande vin',
  other: 'Övrigt vin',
};

/** Taste clocks 0–12; null = not measured by Systembolaget (their 0). */
export const TasteClocks = z.object({
  body: z.number().int().min(1).max(12).nullable(),
  roughness: z.number().int().min(1).max(12).nullable(),
  fruitacid: z.number().int().min(1).max(12).nullable(),
  sweetness: z.number().int().min(1).max(12).nullable(),
  bitter: z.number().int().min(1).max(12).nullable(),
  casque: z.number().int().min(1).max(12).nullable(),
  smokiness: z.number().int().min(1).max(12).nullable(),
});
export type TasteClocks = z.infer<typeof TasteClocks>;
export const TASTE_CLOCK_KEYS = ['body', 'roughness', 'fruitacid', 'sweetness', 'bitter', 'casque', 'smokiness'] as const;

/** A food tag (tag category 'mat'), from Systembolaget's food symbols. */
export const FoodTag = z.object({ slug: z.string(), name: z.string() });
export type FoodTag = z.infer<typeof FoodTag>;

/**
 * A product as shown in lists, search results, catalogs and user lists (cards).
 * Reused by the social API for list contents and likes.
 */
export const ProductSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Systembolaget's article number, e.g. "7345901". */
  product_number: z.string(),
  /** Bold part of the name, e.g. "Altenberg de Bergheim". */
  name: z.string(),
  /** Thin part of the name, e.g. "Riesling Grand Cru"; null when absent. */
  name_thin: z.string().nullable(),
  producer: NamedRef.nullable(),
  style: WineStyle,
  /** Systembolaget's category in Swedish, e.g. "Rött vin". */
  category: z.string().nullable(),
  country: NamedRef.nullable(),
  region: NamedRef.nullable(),
  grapes: z.array(NamedRef),
  vintage: z.string().nullable(),
  alcohol_percentage: z.number().nullable(),
  volume_ml: z.number().int().nullable(),
  /** Price in SEK. */
  price: z.number(),
  taste_clocks: TasteClocks,
  food_tags: z.array(FoodTag),
  /** Bottle image on Systembolaget's CDN (may be unreachable: show a placeholder on error). */
  image_url: z.string().nullable(),
  /** Tiny blurred preview (`data:image/webp;base64,…`, a few hundred bytes) to show until `image_url` loads; null when none. */
  thumbnail: z.string().nullable(),
  is_organic: z.boolean(),
  is_news: z.boolean(),
  /** Assortment code: FS = fast sortiment, BS = beställningssortiment, TSE/TSV/TSLS… = tillfälligt. */
  assortment: z.string(),
  assortment_text: z.string().nullable(),
  is_discontinued: z.boolean(),
  likes_count: z.number().int().nonnegative(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

/** `{id, slug, name}` of an editorial catalog (wine list or top list). */
export const CatalogRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type CatalogRef = z.infer<typeof CatalogRef>;

/** Full product (detail page). */
export const Product = ProductSummary.extend({
  product_number_short: z.string().nullable(),
  /** originLevel2, e.g. "Pauillac" under region "Bordeaux". */
  subregion: NamedRef.nullable(),
  category_level3: z.string().nullable(),
  category_level4: z.string().nullable(),
  sugar_g_per_100ml: z.number().nullable(),
  /** Systembolaget's description texts (Swedish), null when absent. */
  color: z.string().nullable(),
  taste: z.string().nullable(),
  aroma: z.string().nullable(),
  /** Serving and pairing advice, e.g. "Serveras vid 8-10°C … till fisk". */
  usage: z.string().nullable(),
  /** ISO date (YYYY-MM-DD) the product was launched. */
  launch_date: z.string().nullable(),
  /** The catalog named by the `source_list` query when the product is in it, else null. */
  source_list: CatalogRef.nullable(),
});
export type Product = z.infer<typeof Product>;

export const ProductSort = z.enum(['relevance', 'price', '-price', 'name', '-name', 'newest', 'popularity']);
export type ProductSort = z.infer<typeof ProductSort>;

const clock = z.coerce.number().int().min(0).max(12).optional();

/**
 * GET /api/v1/product/ filters. Multi-value filters match any of the given values, except `food`,
 * where a product must carry every given tag. `country`, `region`, `grape` and `food` take slugs
 * (names are accepted too). Taste clock ranges exclude products whose clock is not measured.
 */
const styleWord = `(${WineStyle.options.join('|')})`;
const StyleText = z
  .string()
  .max(500)
  // What the enum below accepts, told to the OpenAPI document (a pipe's input side is all it shows).
  .meta({ pattern: `^\\s*${styleWord}?\\s*(,\\s*${styleWord}?\\s*)*$` });
/** Styles, repeated or comma-separated (`style=red,white`). */
const StyleList = z.union([StyleText, z.array(StyleText).max(50)]).transform(splitList).pipe(z.array(WineStyle));

const productFilterFields = {
  search: SearchText.optional(),
  /** red | white | rose | sparkling | other */
  style: StyleList.optional(),
  /** Alias of `style`. */
  category: StyleList.optional(),
  country: QueryList.optional(),
  region: QueryList.optional(),
  grape: QueryList.optional(),
  /** Food tag slugs (tag category 'mat'), e.g. `food=fisk,skaldjur`. */
  food: QueryList.optional(),
  /** Alias of `food`. */
  tag: QueryList.optional(),
  price_min: z.coerce.number().min(0).max(1_000_000).optional(),
  price_max: z.coerce.number().min(0).max(1_000_000).optional(),
  body_min: clock,
  body_max: clock,
  roughness_min: clock,
  roughness_max: clock,
  fruitacid_min: clock,
  fruitacid_max: clock,
  sweetness_min: clock,
  sweetness_max: clock,
  organic: QueryBoolean.optional(),
  /** `new=true`: products flagged as news by Systembolaget. */
  new: QueryBoolean.optional(),
  /** Assortment codes, e.g. `assortment=FS`. */
  assortment: QueryList.optional(),
  include_discontinued: QueryBoolean.optional(),
  /** Product ids, e.g. `ids=1,2,3` (for clients holding a set of ids). */
  ids: QueryList.pipe(z.array(z.string().regex(/^\d{1,9}$/, 'Ange numeriska id.').transform(Number)).max(100)).optional(),
};

type RangeKey = 'price' | 'body' | 'roughness' | 'fruitacid' | 'sweetness';

/** A `*_min` above its `*_max` is refused (400 on the `*_max` field). */
function checkRanges(q: Partial<Record<`${RangeKey}_${'min' | 'max'}`, number | undefined>>, ctx: z.RefinementCtx): void {
  const pairs: Array<[keyof typeof q, keyof typeof q]> = [
    ['price_min', 'price_max'],
    ['body_min', 'body_max'],
    ['roughness_min', 'roughness_max'],
    ['fruitacid_min', 'fruitacid_max'],
    ['sweetness_min', 'sweetness_max'],
  ];
  for (const [lo, hi] of pairs) {
    const a = q[lo];
    const b = q[hi];
    if (typeof a === 'number' && typeof b === 'number' && a > b) {
      ctx.addIssue({ code: 'custom', path: [hi], message: `Får inte vara mindre än ${String(lo)}.` });
    }
  }
}

export const ProductListQuery = PageQuery.extend({
  ...productFilterFields,
  /** Default: relevance (the search's rank; without search words the fixed range, ordinary bottles and tasted wines first). */
  sort: ProductSort.optional(),
}).superRefine(checkRanges);
export type ProductListQuery = z.infer<typeof ProductListQuery>;
export type ProductListQueryInput = z.input<typeof ProductListQuery>;

export const ProductListResponse = Paginated(ProductSummary);
export type ProductListResponse = z.infer<typeof ProductListResponse>;

// ---------------------------------------------------------------------------------------------
// Facet counts (GET /api/v1/product/facets/)
// ---------------------------------------------------------------------------------------------

/** GET /api/v1/product/facets/: the filters of GET /api/v1/product/ (paging and sort are not needed). */
// Facets always count current wines, so `include_discontinued` is not taken (unknown keys are dropped).
const { include_discontinued: _currentOnly, ...facetFilterFields } = productFilterFields;
export const ProductFacetsQuery = z.object(facetFilterFields).superRefine(checkRanges);
export type ProductFacetsQuery = z.infer<typeof ProductFacetsQuery>;

export { PRICE_BANDS } from './catalogConstants';

/** One option of a facet: `value` is what the filter takes (slug, style, code), `label` its Swedish name. */
export const FacetOption = z.object({ value: z.string(), label: z.string(), count: z.number().int().nonnegative() });
export type FacetOption = z.infer<typeof FacetOption>;

export const RegionFacetOption = FacetOption.extend({
  /** Slug of the region's country. */
  country: z.string().nullable(),
  /** 1 = originLevel1 (e.g. Bordeaux), 2 = originLevel2 (e.g. Pauillac). */
  level: z.number().int().min(1).max(2),
});
export type RegionFacetOption = z.infer<typeof RegionFacetOption>;

export const PriceBandCount = z.object({
  min: z.number(),
  max: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type PriceBandCount = z.infer<typeof PriceBandCount>;

/** Counts per clock value 1–12 (index 0 = value 1); unmeasured clocks are in no value. */
const ClockCounts = z.array(z.number().int().nonnegative()).length(12);

/**
 * Facet counts of current (not discontinued) wines under a filter. Disjunctive: each facet is counted
 * with its own selection removed (choosing Italien still shows how many wines France would give), so
 * `count` is what the list would count with that dimension set to just that option. Food is an AND
 * filter: a food option's count is with the chosen symbols plus that one. Flags (`organic`, `new`)
 * count the wines with the flag under the other filters.
 */
export const ProductFacetsResponse = z.object({
  /** Wines matching the whole filter (GET /api/v1/product/ `count`). */
  total: z.number().int().nonnegative(),
  style: z.array(FacetOption),
  country: z.array(FacetOption),
  region: z.array(RegionFacetOption),
  grape: z.array(FacetOption),
  food: z.array(FacetOption),
  assortment: z.array(FacetOption),
  price: z.array(PriceBandCount),
  clocks: z.object({ body: ClockCounts, fruitacid: ClockCounts, roughness: ClockCounts, sweetness: ClockCounts }),
  organic: z.number().int().nonnegative(),
  new: z.number().int().nonnegative(),
});
export type ProductFacetsResponse = z.infer<typeof ProductFacetsResponse>;

/** GET /api/v1/product/{id}: id is the numeric id or the slug. */
export const ProductDetailQuery = z.object({
  /** Catalog id or slug the user came from. */
  source_list: z.string().trim().min(1).max(200).optional(),
});
export type ProductDetailQuery = z.infer<typeof ProductDetailQuery>;

/** GET /api/v1/product/{id}/catalogs/: the editorial catalogs the product is in. */
export const ProductCatalogsResponse = z.array(
  CatalogRef.extend({ kind: z.enum(['list', 'toplist']), position: z.number().int() }),
);
export type ProductCatalogsResponse = z.infer<typeof ProductCatalogsResponse>;

// ---------------------------------------------------------------------------------------------
// Stores and stock
// ---------------------------------------------------------------------------------------------

export const OpeningHours = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  /** HH:MM; null when closed that day. */
  open_from: z.string().nullable(),
  open_to: z.string().nullable(),
  /** Reason for deviating hours, e.g. "Alla helgons dag"; null when none. */
  reason: z.string().nullable(),
});
export type OpeningHours = z.infer<typeof OpeningHours>;

export const Store = z.object({
  id: z.number().int(),
  /** Systembolaget's site id, e.g. "0102". */
  site_id: z.string(),
  name: z.string(),
  alias: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  /** An ombud (agent): orders only, no shelf stock. */
  is_agent: z.boolean(),
  is_open: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  opening_hours: z.array(OpeningHours),
});
export type Store = z.infer<typeof Store>;

export const StoreListQuery = PageQuery.extend({
  /** Exact Systembolaget site id. */
  siteId: z.string().trim().min(1).max(20).optional(),
  /**
   * Typo-tolerant search over name, alias, city and address. Ranked: the whole query equal to the city,
   * the street name, the name or alias; then every word a whole word; a word starting with it; inside a word; typos.
   */
  search: SearchText.optional(),
  /** Include agents (ombud); default true. */
  include_agents: QueryBoolean.optional(),
  /** Both or neither: nearest first (after match quality when searching). */
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
}).superRefine((q, ctx) => {
  if ((q.latitude === undefined) !== (q.longitude === undefined)) {
    ctx.addIssue({ code: 'custom', path: [q.latitude === undefined ? 'latitude' : 'longitude'], message: 'Ange både latitude och longitude.' });
  }
});
export type StoreListQuery = z.infer<typeof StoreListQuery>;
export const StoreListResponse = Paginated(Store);
export type StoreListResponse = z.infer<typeof StoreListResponse>;

/** A number, or a numeric string (form posts); not null, booleans or empty strings. */
const NumberLike = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'Ange ett tal.').transform(Number)]);

/** POST /api/v1/store/nearby/ body. */
export const NearbyStoresRequest = z.object({
  latitude: NumberLike.pipe(z.number().min(-90).max(90)),
  longitude: NumberLike.pipe(z.number().min(-180).max(180)),
  /** How many stores to return (default 10, max 50). */
  limit: z.coerce.number().int().min(1).max(50).optional(),
  /** Include agents (ombud); default false. */
  include_agents: z.boolean().optional(),
});
export type NearbyStoresRequest = z.infer<typeof NearbyStoresRequest>;
export const NearbyStore = Store.extend({ distance_km: z.number() });
export type NearbyStore = z.infer<typeof NearbyStore>;
export const NearbyStoresResponse = z.array(NearbyStore);
export type NearbyStoresResponse = z.infer<typeof NearbyStoresResponse>;

/** `demo` = generated demo levels (not real stock), `feed` = from a real stock feed. */
export const StockSource = z.enum(['demo', 'feed']);
export type StockSource = z.infer<typeof StockSource>;

/** Most product ids one stock request takes (`product_ids`). */
export const MAX_STOCK_PRODUCT_IDS = 100;

const stockIdsMessage = `Ange högst ${MAX_STOCK_PRODUCT_IDS} numeriska produkt-id.`;

/** `product_ids=1,2,3` (or repeated): 1–100 numeric ids, duplicates dropped. */
const StockProductIds = z
  .union([z.string().max(1200, stockIdsMessage), z.array(z.string().max(1200, stockIdsMessage)).max(MAX_STOCK_PRODUCT_IDS, stockIdsMessage)])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^\d{1,9}$/, stockIdsMessage).transform(Number))
      .min(1, stockIdsMessage)
      .max(MAX_STOCK_PRODUCT_IDS, stockIdsMessage)
      .transform((ids) => [...new Set(ids)]),
  );

/**
 * GET /api/v1/stock/: give product_id, store_id (or site_id), or both; or `product_ids` (up to 100) with a
 * store, for the stock of many wines in one store in one request (a grid of wine cards).
 */
export const StockQuery = PageQuery.extend({
  product_id: QueryId.optional(),
  /** Up to 100 product ids, comma-separated or repeated; needs store_id or site_id. Unknown ids give no rows. */
  product_ids: StockProductIds.optional(),
  store_id: QueryId.optional(),
  /** Systembolaget site id, alternative to store_id. */
  site_id: z.string().trim().min(1).max(20).optional(),
  /** Only rows with quantity > 0 (default true). */
  in_stock: QueryBoolean.optional(),
  /** With product_id: order stores by distance from this point. */
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
}).superRefine((q, ctx) => {
  if (q.product_id === undefined && q.store_id === undefined && q.site_id === undefined) {
    ctx.addIssue({ code: 'custom', path: ['product_id'], message: 'Ange product_id och/eller store_id.' });
  }
  if (q.product_ids !== undefined) {
    if (q.product_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['product_ids'], message: 'Ange antingen product_id eller product_ids.' });
    } else if (q.store_id === undefined && q.site_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['product_ids'], message: 'Ange store_id eller site_id tillsammans med product_ids.' });
    }
  }
  if ((q.latitude === undefined) !== (q.longitude === undefined)) {
    ctx.addIssue({ code: 'custom', path: [q.latitude === undefined ? 'latitude' : 'longitude'], message: 'Ange både latitude och longitude.' });
  }
});
export type StockQuery = z.infer<typeof StockQuery>;

export const StockRow = z.object({
  product_id: z.number().int(),
  store: Store.pick({ id: true, site_id: true, name: true, address: true, city: true }),
  quantity: z.number().int().nonnegative(),
  source: StockSource,
  /** ISO timestamp. */
  updated_at: z.string(),
  /** Present when latitude/longitude were given. */
  distance_km: z.number().optional(),
});
export type StockRow = z.infer<typeof StockRow>;
export const StockResponse = Paginated(StockRow);
export type StockResponse = z.infer<typeof StockResponse>;

// ---------------------------------------------------------------------------------------------
// Taxonomy: grapes, countries, tag categories
// ---------------------------------------------------------------------------------------------

export const GrapeListQuery = PageQuery.extend({
  id: QueryId.optional(),
  /** Exact name, case-insensitive. */
  name: z.string().trim().min(1).max(100).optional(),
  /** Typo-tolerant search. */
  search: SearchText.optional(),
});
export type GrapeListQuery = z.infer<typeof GrapeListQuery>;
export const Grape = NamedRef.extend({ product_count: z.number().int().nonnegative() });
export type Grape = z.infer<typeof Grape>;
export const GrapeListResponse = Paginated(Grape);
export type GrapeListResponse = z.infer<typeof GrapeListResponse>;

export const RegionWithCount = NamedRef.extend({ product_count: z.number().int().nonnegative() });
export type RegionWithCount = z.infer<typeof RegionWithCount>;
/** GET /api/v1/country/first-level/: countries with wines, each with its level-1 regions. */
export const CountryFirstLevel = NamedRef.extend({
  product_count: z.number().int().nonnegative(),
  regions: z.array(RegionWithCount),
});
export type CountryFirstLevel = z.infer<typeof CountryFirstLevel>;
export const CountryFirstLevelResponse = z.array(CountryFirstLevel);
export type CountryFirstLevelResponse = z.infer<typeof CountryFirstLevelResponse>;

export const TagCategoriesQuery = z.object({ slug: z.string().trim().min(1).max(50).optional() });
export type TagCategoriesQuery = z.infer<typeof TagCategoriesQuery>;
export const TagWithCount = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  product_count: z.number().int().nonnegative(),
});
export type TagWithCount = z.infer<typeof TagWithCount>;
export const TagCategory = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), tags: z.array(TagWithCount) });
export type TagCategory = z.infer<typeof TagCategory>;
/** GET /api/v1/tag-categories/?slug=mat → `[ {slug:'mat', name:'Mat', tags:[…]} ]`. */
export const TagCategoriesResponse = z.array(TagCategory);
export type TagCategoriesResponse = z.infer<typeof TagCategoriesResponse>;

// ---------------------------------------------------------------------------------------------
// Search suggestions (as you type)
// ---------------------------------------------------------------------------------------------

export { SUGGEST_MIN_CHARS } from './catalogConstants';

/** GET /api/v1/search/suggest/?q=chardo: `q` missing or shorter than SUGGEST_MIN_CHARS → empty groups. */
export const SuggestQuery = z.object({ q: z.string().trim().max(100).optional() });
export type SuggestQuery = z.infer<typeof SuggestQuery>;

export const SuggestWine = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_thin: z.string().nullable(),
  style: WineStyle,
  /** Systembolaget's category in Swedish (categoryLevel2, e.g. "Starkvin"); null when absent. */
  category: z.string().nullable(),
  product_number: z.string(),
});
export type SuggestWine = z.infer<typeof SuggestWine>;

/** A producer, grape or dish (food tag slug, e.g. 'fisk'), with its number of current wines. */
export const SuggestItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  product_count: z.number().int().nonnegative(),
});
export type SuggestItem = z.infer<typeof SuggestItem>;

/** A country or a region (slug usable as the product list's `country` / `region` filter). */
export const SuggestPlace = SuggestItem.extend({
  kind: z.enum(['country', 'region']),
  /** The region's country; null for a country. */
  country: z.string().nullable(),
});
export type SuggestPlace = z.infer<typeof SuggestPlace>;

/** At most 8 suggestions in all, grouped by kind, best first within each group. */
export const SuggestResponse = z.object({
  query: z.string(),
  wines: z.array(SuggestWine),
  producers: z.array(SuggestItem),
  grapes: z.array(SuggestItem),
  regions: z.array(SuggestPlace),
  /** Dishes are the food tags (tag category 'mat'): the dish pages of the web app are built on them. */
  dishes: z.array(SuggestItem),
});
export type SuggestResponse = z.infer<typeof SuggestResponse>;

// ---------------------------------------------------------------------------------------------
// Editorial catalogs (Vinlistor, Topplistor)
// ---------------------------------------------------------------------------------------------

export const CatalogKind = z.enum(['list', 'toplist']);
export type CatalogKind = z.infer<typeof CatalogKind>;

export const CatalogListQuery = PageQuery.extend({
  search: SearchText.optional(),
  /** Page size (alias of page_size), e.g. `count=4` for a home page teaser. */
  count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  kind: CatalogKind.optional(),
});
export type CatalogListQuery = z.infer<typeof CatalogListQuery>;

export const CatalogSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: CatalogKind,
  product_count: z.number().int().nonnegative(),
  /** Whether the requesting user follows (has saved) the catalog; false when anonymous. */
  is_saved: z.boolean(),
  /** How many users follow (have saved) the catalog. */
  saves_count: z.number().int().nonnegative(),
  /** What a top list ranks its wines by, in Swedish (e.g. "Rangordnade efter medlemmarnas sparningar."); null for other lists. */
  ranked_by: z.string().nullable(),
  /** Image of the first wine, for cards; null when none. */
  image_url: z.string().nullable(),
  /** The first few wines (up to 4), for teasers. */
  preview: z.array(ProductSummary),
});
export type CatalogSummary = z.infer<typeof CatalogSummary>;
export const CatalogListResponse = Paginated(CatalogSummary);
export type CatalogListResponse = z.infer<typeof CatalogListResponse>;

export const Catalog = CatalogSummary.omit({ preview: true }).extend({
  /** Human-readable selection rule, e.g. "Ekologiska viner, sorterade efter pris"; null when hand-picked. */
  rule_text: z.string().nullable(),
  updated_at: z.string(),
  product_list: z.array(ProductSummary),
});
export type Catalog = z.infer<typeof Catalog>;

/**
 * POST /api/v1/catalogs/{id}/save/ (id or slug; 201 new, 200 already saved) and DELETE (200, idempotent):
 * follow or unfollow an editorial catalog. Login required (401).
 */
export const CatalogSaveResponse = z.object({
  saved: z.boolean(),
  saves_count: z.number().int().nonnegative(),
});
export type CatalogSaveResponse = z.infer<typeof CatalogSaveResponse>;

/** GET /api/v1/catalogs/saved/: the user's saved catalogs, most recently saved first (login required). */
export const SavedCatalogsResponse = z.array(CatalogSummary);
export type SavedCatalogsResponse = z.infer<typeof SavedCatalogsResponse>;
