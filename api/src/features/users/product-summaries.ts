/**
 * ProductSummary cards for the social routes (likes, list contents), built by the catalog's own loader
 * so a wine looks the same everywhere (shape: `ProductSummary` in shared-contracts/src/api/catalog.ts).
 */
import type { ProductSummary } from '@vinkompassen/shared-contracts/schemas';
import { inArray } from 'drizzle-orm';
import type { Executor } from '@/db/executor';
import type { Database } from '@/db/client';
import { products } from '@/db/schema';
import { loadProductSummaries as catalogProductSummaries } from '../products';

export const PRODUCT_NOT_FOUND = 'Produkten finns inte.';

/** Summaries for the ids, keyed by id (ids that do not exist are absent). */
export async function loadProductSummaries(db: Database, ids: number[]): Promise<Map<number, ProductSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const summaries = await catalogProductSummaries(db, unique);
  return new Map(summaries.map((s) => [s.id, s]));
}

/** Which of the ids exist as products. */
export async function existingProductIds(db: Executor, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, unique));
  return new Set(rows.map((r) => r.id));
}
