import type { Profile } from '@vinkompassen/shared-contracts';
import type { ProductSummary } from '@vinkompassen/shared-contracts/schemas';
import { product, productSummary, profile as ownProfile } from '@vinkompassen/test-kit';

/** The discovery tests' wine, 1909 Righetti Ripasso (the test-kit's sample), and its product page. */
export const wine = productSummary;
export const wineDetail = product;

/** Anna's profile with these wines saved. */
export const profile = (liked: ProductSummary[] = []): Profile =>
  ownProfile({ liked_products: liked.map((p, i) => ({ id: i + 1, product: p, created_at: '2025-01-01T00:00:00Z' })) });
