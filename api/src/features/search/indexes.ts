/**
 * The in-memory search indexes of one database (products; producers, grapes, places and dishes for
 * suggestions), built from its tables and rebuilt when a newer import has finished. Freshness costs one
 * indexed query per use (max(import_runs.id)), so an import by another process or API instance is seen
 * at once; concurrent callers share one build, and a failed build is not kept.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { loadProductRows, ProductIndex } from './product-index';
import { EntityIndex, loadEntityRows } from './suggest-index';

export interface SearchIndexes {
  products: ProductIndex;
  entities: EntityIndex;
}

/**
 * How long a read of the import stamp is reused. Every catalog read needs it (search, facet and summary caches), so
 * under load it would be a query per request; an import by another process is seen within this time instead of at
 * once, one in this process at once (the importer calls forgetImportStamp).
 */
export const IMPORT_STAMP_TTL_MS = 250;
const stamps = new WeakMap<object, { at: number; value: Promise<number> }>();

/** The newest finished import: a new one means the catalog changed. */
export function importStamp(db: Database): Promise<number> {
  const now = Date.now();
  const known = stamps.get(db);
  if (known && now - known.at < IMPORT_STAMP_TTL_MS) return known.value;
  const value = queryRows<{ run: number }>(db, sql`select coalesce(max(id), 0)::int as run from import_runs where finished_at is not null`).then(
    ([row]) => Number(row?.run ?? 0),
  );
  stamps.set(db, { at: now, value });
  value.catch(() => stamps.delete(db));
  return value;
}

/** After an import in this process: the next read sees it at once. */
export function forgetImportStamp(db: Database): void {
  stamps.delete(db);
}

const cache = new WeakMap<Database, { stamp: number; value: Promise<SearchIndexes> }>();

async function build(db: Database): Promise<SearchIndexes> {
  // One after the other: PGlite runs one query at a time anyway, and PostgreSQL needs no second connection.
  const products = new ProductIndex(await loadProductRows(db));
  const entities = new EntityIndex(await loadEntityRows(db));
  return { products, entities };
}

export async function searchIndexes(db: Database): Promise<SearchIndexes> {
  const stamp = await importStamp(db);
  const entry = cache.get(db);
  if (entry && entry.stamp === stamp) return entry.value;
  const value = build(db);
  cache.set(db, { stamp, value });
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
  });
  return value;
}

/** Ranked product ids for a search text (all of them: SQL filters and pages). */
export async function searchProductIds(db: Database, text: string): Promise<number[]> {
  const { products } = await searchIndexes(db);
  return products.search(text).map((h) => h.id);
}
