import type { Profile, WinePageData } from '@vinkompassen/shared-contracts';
import type {
  Catalog,
  CatalogSummary,
  Dish,
  DishGroup,
  DishSummary,
  Product,
  ProductSummary,
  RankedWine,
  SimilarWine,
  SimilarWinesResponse,
} from '@vinkompassen/shared-contracts/schemas';
import { product, productSummary, profile as ownProfile } from '@vinkompassen/test-kit';

/** The discovery tests' wine, 1909 Righetti Ripasso (the test-kit's sample), and its product page. */
export const wine = productSummary;
export const wineDetail = product;

/**
 * The API's answer for a wine page's data in one request (GET /api/v1/page-data/product/{id}/): the wine, no notes yet
 * (an anonymous visitor's first page), and its taste twins (none unless given).
 */
export const winePageData = (wine: Product, similar: SimilarWinesResponse = { product_id: wine.id, stock_source: null, results: [] }): WinePageData => ({
  product: { status: 200, body: wine },
  community_notes: { status: 200, body: { count: 0, next: null, previous: null, results: [], ratings: { product: wine.id, count: 0, average: null, mine: null } } },
  similar: { status: 200, body: similar },
});

/** Anna's profile with these wines saved. */
export const profile = (liked: ProductSummary[] = []): Profile =>
  ownProfile({ liked_products: liked.map((p, i) => ({ id: i + 1, product: p, created_at: '2025-01-01T00:00:00Z' })) });

/** The dish groups in the API's order. */
export const dishGroups: DishGroup[] = [
  { id: 'meat', name: 'Kött och fågel' },
  { id: 'sea', name: 'Fisk och skaldjur' },
  { id: 'pasta', name: 'Pasta och pizza' },
  { id: 'green', name: 'Grönt och ost' },
  { id: 'spicy', name: 'Kryddigt och asiatiskt' },
  { id: 'occasion', name: 'Tillfällen och dessert' },
];

/** An everyday dish, Lax i ugn. */
export function dishSummary(overrides: Partial<DishSummary> = {}): DishSummary {
  return {
    slug: 'lax-i-ugn',
    name: 'Lax i ugn',
    group: 'sea',
    description: 'Ugnsbakad lax med citron och dill.',
    symbols: ['fisk'],
    broad: false,
    ...overrides,
  };
}

/** A dish as its page gets it, with the target taste. */
export function dish(overrides: Partial<Dish> = {}): Dish {
  return {
    ...dishSummary(),
    styles: ['white', 'rose'],
    clocks: { body: { lo: 5, hi: 8 }, fruitacid: { lo: 7, hi: 10 } },
    taste: 'Medelfylligt, frisk syra, torrt',
    ...overrides,
  };
}

/** A wine ranked for a dish, with the engine's reasons. */
export function rankedWine(overrides: Partial<RankedWine> = {}): RankedWine {
  const reason = overrides.reason ?? 'Passar till fisk, frisk syra, 129 kr';
  return {
    rank: 1,
    product: wine(),
    score: 0.82,
    confidence: 0.9,
    confidence_label: 'hög',
    reason,
    reasons: [reason],
    fixed_range: true,
    strict_match: true,
    note: null,
    ...overrides,
  };
}

/** A taste twin of a wine, without stock unless given. */
export function similarWine(overrides: Partial<SimilarWine> = {}): SimilarWine {
  const reason = overrides.reason ?? 'Samma smakprofil, passar också till lamm';
  return { product: wine(), distance: 0.4, reason, reasons: [reason], quantity: null, ...overrides };
}

/** The editors' list "Redaktionens val" with one wine, as the lists page gets it. */
export const catalogSummary = (overrides: Partial<CatalogSummary> = {}): CatalogSummary => ({
  id: 1,
  slug: 'redaktionens-val',
  name: 'Redaktionens val',
  description: 'Några viner vi tycker om.',
  kind: 'list',
  product_count: 1,
  is_saved: false,
  saves_count: 0,
  ranked_by: null,
  image_url: null,
  preview: [wine()],
  ...overrides,
});

/** The same list as its page gets it. */
export const catalog = (overrides: Partial<Catalog> = {}): Catalog => {
  const { preview: _preview, ...summary } = catalogSummary();
  return { ...summary, rule_text: null, updated_at: '2025-11-22T10:00:00Z', product_list: [wine()], ...overrides };
};
