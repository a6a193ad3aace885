// Pairing you can buy: the dish catalogue, taste twins, the best store for a set of wines and the
// taste profile (./taste-profile). One scoring engine (the API's features/recommendation) serves all.
import { z } from 'zod';
import { MAX_STOCK_PRODUCT_IDS, OpeningHours, ProductSummary, QueryBoolean, SearchText, Store, StockSource, WineStyle } from './catalog';
import { TasteClock } from './tasteProfile';
import { RankedWine } from './winefinder';

// ---------------------------------------------------------------------------------------------
// Dishes
// ---------------------------------------------------------------------------------------------

export const DishGroupId = z.enum(['meat', 'sea', 'pasta', 'green', 'spicy', 'occasion']);
export type DishGroupId = z.infer<typeof DishGroupId>;

export const DishGroup = z.object({ id: DishGroupId, name: z.string() });
export type DishGroup = z.infer<typeof DishGroup>;

/** A target range on a 1–12 taste clock. */
export const ClockRange = z.object({ lo: z.number().int().min(1).max(12), hi: z.number().int().min(1).max(12) });
export type ClockRange = z.infer<typeof ClockRange>;


export const DishSummary = z.object({
  /** ASCII slug, e.g. 'lax-i-ugn'; a broad dish has its food symbol's slug ('fisk'). */
  slug: z.string(),
  /** Swedish, e.g. 'Lax i ugn'. */
  name: z.string(),
  group: DishGroupId,
  /** One Swedish sentence. */
  description: z.string(),
  /** Systembolaget food symbols (tag category 'mat' slugs) the dish maps to, strongest first. */
  symbols: z.array(z.string()),
  /** One of Systembolaget's 15 food symbols itself ('Fisk', 'Nöt'…): a broad dish. */
  broad: z.boolean(),
});
export type DishSummary = z.infer<typeof DishSummary>;

/** GET /api/v1/dishes/: every dish, or with `q` the dishes matching it (typo-tolerant), best first. */
export const DishListQuery = z.object({ q: SearchText.optional() });
export type DishListQuery = z.infer<typeof DishListQuery>;

export const DishListResponse = z.object({
  /** The groups in display order. */
  groups: z.array(DishGroup),
  results: z.array(DishSummary),
});
export type DishListResponse = z.infer<typeof DishListResponse>;

export const Dish = DishSummary.extend({
  /** Wine types that suit the dish (empty for a dessert: any sweet wine). */
  styles: z.array(WineStyle),
  clocks: z.partialRecord(TasteClock, ClockRange),
  /** The target taste in Swedish, e.g. 'Medelfylligt, frisk syra, torrt'. */
  taste: z.string(),
});
export type Dish = z.infer<typeof Dish>;

export const DishQuery = z.object({
  /** How many wines (1–50, default 8). */
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export type DishQuery = z.infer<typeof DishQuery>;

/** GET /api/v1/dishes/{slug}/: the dish and its wines, best first, each with its reasons. 404 for an unknown slug. */
export const DishResponse = z.object({
  dish: Dish,
  /** Wines that carry one of the dish's symbols and suit it. */
  match_count: z.number().int().nonnegative(),
  results: z.array(RankedWine),
});
export type DishResponse = z.infer<typeof DishResponse>;

/** A Systembolaget site id ("Min butik" is kept by it), e.g. '0102'. */
const SiteId = z.string().trim().min(1).max(20);

// ---------------------------------------------------------------------------------------------
// Taste twins ("Liknande viner") and stock at a store
// ---------------------------------------------------------------------------------------------

/** GET /api/v1/product/{id}/similar/ */
export const SimilarWinesQuery = z
  .object({
    /** How many twins (1–20, default 6). */
    limit: z.coerce.number().int().min(1).max(20).optional(),
    /** The user's store (Systembolaget site id, as "Min butik" keeps it): each twin's quantity there. Unknown → 400. */
    site_id: SiteId.optional(),
    /** With site_id: only twins in stock there. */
    in_stock: QueryBoolean.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.in_stock !== undefined && q.site_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['in_stock'], message: 'Ange site_id tillsammans med in_stock.' });
    }
  });
export type SimilarWinesQuery = z.input<typeof SimilarWinesQuery>;

export const SimilarWine = z.object({
  product: ProductSummary,
  /** Mean taste-clock distance to the wine (0 = the same clocks); 1 for kin of a wine without taste clocks (by grape, place, style, price). */
  distance: z.number().nonnegative(),
  /** Short Swedish reason, e.g. 'Samma smakprofil, passar också till lamm, 20 kr billigare'. */
  reason: z.string(),
  reasons: z.array(z.string()),
  /** Bottles at site_id (demo stock); null without site_id. */
  quantity: z.number().int().nonnegative().nullable(),
});
export type SimilarWine = z.infer<typeof SimilarWine>;

export const SimilarWinesResponse = z.object({
  product_id: z.number().int(),
  /** Where `quantity` comes from; null without site_id. */
  stock_source: StockSource.nullable(),
  results: z.array(SimilarWine),
});
export type SimilarWinesResponse = z.infer<typeof SimilarWinesResponse>;

// ---------------------------------------------------------------------------------------------
// The best store for a list of wines
// ---------------------------------------------------------------------------------------------

const bestStoreIdsMessage = `Ange 1–${MAX_STOCK_PRODUCT_IDS} numeriska produkt-id.`;

/** GET /api/v1/stock/best-stores/: give product_ids and a position, the chosen store (site_id), or both. */
export const BestStoresQuery = z
  .object({
    product_ids: z
      .string()
      .max(1200, bestStoreIdsMessage)
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .pipe(
        z
          .array(z.string().regex(/^\d{1,9}$/, bestStoreIdsMessage).transform(Number))
          .min(1, bestStoreIdsMessage)
          .max(MAX_STOCK_PRODUCT_IDS, bestStoreIdsMessage)
          .transform((ids) => [...new Set(ids)]),
      ),
    /** The chosen store: always in the answer, and the centre when no position is given. Unknown → 400. */
    site_id: SiteId.optional(),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    /** How many stores (1–10, default 5). */
    limit: z.coerce.number().int().min(1).max(10).optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.latitude === undefined) !== (q.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.latitude === undefined ? 'latitude' : 'longitude'], message: 'Ange både latitude och longitude.' });
    } else if (q.latitude === undefined && q.site_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['site_id'], message: 'Välj en butik eller dela din position.' });
    }
  });
export type BestStoresQuery = z.input<typeof BestStoresQuery>;

export const BestStore = z.object({
  store: Store.pick({ id: true, site_id: true, name: true, address: true, city: true }),
  /** How many of the asked wines are in stock there now. */
  in_stock_count: z.number().int().nonnegative(),
  in_stock_ids: z.array(z.number().int()),
  /** From the position, or from the chosen store; null when the store has no coordinates. */
  distance_km: z.number().nonnegative().nullable(),
  /** Today's opening hours (Europe/Stockholm); null when not known. */
  today: OpeningHours.nullable(),
  /** The store given as site_id. */
  is_chosen: z.boolean(),
});
export type BestStore = z.infer<typeof BestStore>;

export const BestStoresResponse = z.object({
  /** Distinct wines asked about that exist. */
  asked: z.number().int().nonnegative(),
  source: StockSource,
  /** Most wines in stock first, then nearest; the chosen store is always included. */
  results: z.array(BestStore),
});
export type BestStoresResponse = z.infer<typeof BestStoresResponse>;
