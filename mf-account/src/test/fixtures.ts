import type { Profile } from '@vinkompassen/shared-contracts';
import { productSummary, profile } from '@vinkompassen/test-kit';

const wine = productSummary({
  id: 11,
  slug: 'chateau-exempel-2019',
  product_number: '1234501',
  name: 'Château Exempel',
  name_thin: 'Bordeaux Supérieur',
  producer: null,
  country: { id: 1, slug: 'frankrike', name: 'Frankrike' },
  region: null,
  vintage: '2019',
  alcohol_percentage: 13.5,
  price: 149,
  taste_clocks: { body: 8, roughness: 7, fruitacid: 8, sweetness: null, bitter: null, casque: null, smokiness: null },
  food_tags: [],
  image_url: null,
  likes_count: 3,
});

/** Anna, signed in: one saved wine, following Bertil. */
export const testProfile: Profile = profile({
  liked_products: [{ id: 1, product: wine, created_at: '2025-01-01T00:00:00Z' }],
  following: [{ id: 8, slug: 'bertil', name: 'Bertil', avatar: null }],
  followers_count: 2,
  following_count: 1,
  lists_count: 1,
});
