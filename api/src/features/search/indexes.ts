/**
 * The in-memory search indexes (products; producers, grapes, places and dishes for suggestions): a view of the
 * catalog snapshot, built once per import.
 */
import type { Queryable } from '@/db/executor';
import { catalogSnapshot, catalogView } from '../catalog-read-model';
import { ProductIndex } from './product-index';
import type { SearchMatches } from './ranking';
import { EntityIndex } from './suggest-index';

export interface SearchIndexes {
  products: ProductIndex;
  entities: EntityIndex;
}

export const searchView = catalogView((snapshot): SearchIndexes => ({ products: new ProductIndex(snapshot), entities: EntityIndex.of(snapshot) }));

export async function searchIndexes(db: Queryable): Promise<SearchIndexes> {
  return searchView(await catalogSnapshot(db));
}

/** The wines a search text matches, with their scores, unranked (the caller filters, then ranks with rankOrder). */
export async function searchMatches(db: Queryable, text: string): Promise<SearchMatches> {
  const { products } = await searchIndexes(db);
  return products.match(text);
}
