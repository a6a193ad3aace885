/**
 * The in-memory search indexes (products; producers, grapes, places and dishes for suggestions): a view of the
 * catalog snapshot, built once per import.
 */
import type { Queryable } from '@/db/executor';
import { catalogSnapshot, catalogView } from '../catalog';
import { ProductIndex } from './product-index';
import { EntityIndex } from './suggest-index';

export interface SearchIndexes {
  products: ProductIndex;
  entities: EntityIndex;
}

export const searchView = catalogView((snapshot): SearchIndexes => ({ products: new ProductIndex(snapshot), entities: EntityIndex.of(snapshot) }));

export async function searchIndexes(db: Queryable): Promise<SearchIndexes> {
  return searchView(await catalogSnapshot(db));
}

/** Ranked product ids for a search text (all of them: the caller filters and pages). */
export async function searchProductIds(db: Queryable, text: string): Promise<number[]> {
  const { products } = await searchIndexes(db);
  return products.search(text).map((h) => h.id);
}
