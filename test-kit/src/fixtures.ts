// Contract-typed sample data; packages override what their tests are about.
import type { Profile } from '@vinkompassen/shared-contracts';
import type { Product, ProductSummary, StockRow, UserList, WinefinderChatResponse } from '@vinkompassen/shared-contracts/schemas';

/** A DRF page of results. */
export const page = <T>(results: T[], count = results.length, next: string | null = null) => ({ count, next, previous: null, results });

/** A wine as lists show it. */
export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 35,
    slug: '1909-righetti-ripasso-7630801',
    product_number: '7630801',
    name: '1909 Righetti',
    name_thin: 'Ripasso',
    producer: { id: 25, slug: 'luigi-righetti', name: 'Luigi Righetti' },
    style: 'red',
    category: 'Rött vin',
    country: { id: 2, slug: 'italien', name: 'Italien' },
    region: { id: 9, slug: 'venetien', name: 'Venetien' },
    grapes: [],
    vintage: '2021',
    alcohol_percentage: 14,
    volume_ml: 750,
    price: 129,
    taste_clocks: { body: 9, roughness: 8, fruitacid: 9, sweetness: null, bitter: null, casque: 8, smokiness: null },
    food_tags: [
      { slug: 'lamm', name: 'Lamm' },
      { slug: 'not', name: 'Nöt' },
    ],
    image_url: 'https://product-cdn.systembolaget.se/productimages/740764/740764_400.png',
    thumbnail: null,
    is_organic: false,
    is_news: false,
    assortment: 'FS',
    assortment_text: 'Fast sortiment',
    is_discontinued: false,
    likes_count: 0,
    ...overrides,
  };
}

/** A wine's full product page data. */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    ...productSummary(),
    product_number_short: '76308',
    subregion: { id: 28, slug: 'valpolicella', name: 'Valpolicella' },
    category_level3: 'Kryddigt & Mustigt',
    category_level4: null,
    sugar_g_per_100ml: 0.4,
    color: 'Mörk, röd färg.',
    taste: 'Kryddig, något utvecklad smak med fatkaraktär.',
    aroma: null,
    usage: 'Serveras vid 16-18°C till rätter av lamm- eller nötkött.',
    launch_date: '2013-03-01',
    source_list: null,
    ...overrides,
  };
}

/** The signed-in user's own profile (Anna), with nothing saved or followed. */
export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    slug: 'anna',
    name: 'Anna',
    chosen_name: 'Anna',
    avatar: null,
    email: 'anna@example.se',
    likes_are_public: false,
    ratings_visibility: 'private',
    liked_products: [],
    following: [],
    followers_count: 0,
    following_count: 0,
    lists_count: 0,
    saved_lists_count: 0,
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A wine's stock at a store (Sergel, Stockholm). */
export function stockRow(overrides: Partial<StockRow> = {}): StockRow {
  return {
    product_id: 35,
    store: { id: 113, site_id: '0113', name: 'Sergel', address: null, city: 'Stockholm' },
    quantity: 4,
    source: 'demo',
    updated_at: '2025-11-01T00:00:00Z',
    ...overrides,
  };
}

/** A sommelier chat answer (also the shape of results and a dish's wines), with sensible defaults. */
export function chatResponse(overrides: Partial<WinefinderChatResponse> = {}): WinefinderChatResponse {
  return {
    messages: [],
    question: null,
    actions: [{ id: 'show_wines', label: 'Visa vinerna nu' }],
    answers: {},
    understood: {},
    not_understood: [],
    alternatives: false,
    chips: [],
    match_count: 32,
    fixed_range_count: 4,
    done: false,
    ...overrides,
  };
}

/** Anna's public list "Sommarviner", empty. */
export function userList(overrides: Partial<UserList> = {}): UserList {
  return {
    id: 1,
    slug: 'sommarviner',
    name: 'Sommarviner',
    description: 'Till grillen',
    is_public: true,
    owner: { id: 7, slug: 'anna', name: 'Anna', avatar: null },
    product_list: [],
    products_count: 0,
    is_saved: false,
    created_at: '2025-06-01T10:00:00.000Z',
    updated_at: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}
