import type { Profile } from '@vinkompassen/shared-contracts';
import type { BestStore, ProductSummary, PublicProfile, UserList } from '@vinkompassen/shared-contracts/schemas';
import { productSummary, profile, userList as emptyList } from '@vinkompassen/test-kit';

/** A plain white wine, "Vin <id>" unless named. */
export const wine = (id: number, name = `Vin ${id}`): ProductSummary =>
  productSummary({
    id,
    slug: `vin-${id}`,
    product_number: String(1000 + id),
    name,
    name_thin: 'Riesling',
    producer: null,
    style: 'white',
    category: 'Vitt vin',
    country: { id: 1, slug: 'frankrike', name: 'Frankrike' },
    region: null,
    alcohol_percentage: 12,
    taste_clocks: { body: null, roughness: null, fruitacid: null, sweetness: null, bitter: null, casque: null, smokiness: null },
    food_tags: [],
    image_url: null,
    assortment_text: null,
  });

export const anna = { id: 7, slug: 'anna', name: 'Anna', avatar: null };
export const bertil = { id: 8, slug: 'bertil', name: 'Bertil', avatar: null };

/** Bertil's public profile as Anna sees it: one saved wine (Chablis), one list, not followed. */
export const bertilProfile = (overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  ...bertil,
  likes_are_public: true,
  liked_products: [{ id: 1, product: wine(5, 'Chablis'), created_at: '2025-01-01T00:00:00.000Z' }],
  followers_count: 2,
  following_count: 1,
  lists_count: 1,
  is_following: false,
  is_self: false,
  ...overrides,
});

/** Anna's public list "Sommarviner" with one wine. */
export const userList = (overrides: Partial<UserList> = {}): UserList => emptyList({ product_list: [wine(1)], products_count: 1, ...overrides });

export const profileOf = (user: typeof anna): Profile =>
  profile({ ...user, chosen_name: user.name, email: `${user.slug}@example.se`, created_at: '2025-01-01T00:00:00.000Z' });

/** A store of "Bästa butiken för listan": open 10–19 today, 1.2 km away, two of the wines in stock. */
export const bestStore = (overrides: Partial<BestStore> = {}, store: Partial<BestStore['store']> = {}): BestStore => ({
  store: { id: 102, site_id: '0102', name: 'Klarabergsgatan', address: 'Klarabergsgatan 62', city: 'Stockholm', ...store },
  in_stock_count: 2,
  in_stock_ids: [1, 2],
  distance_km: 1.2,
  today: { date: '2025-11-24', open_from: '10:00', open_to: '19:00', reason: null },
  is_chosen: false,
  ...overrides,
});
