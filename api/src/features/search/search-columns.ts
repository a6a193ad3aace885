/**
 * The stores' search column, maintained by the importer and brought up to date before the API serves (same SQL on
 * PGlite and PostgreSQL): flat folded text (`foldSql`) for pg_trgm. Products are searched in memory (product-index.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { foldSql } from './search';

/** Rewrites only rows whose text is not yet the current folding's (a no-op on a second run). */
export async function refreshStoreSearch(db: Database): Promise<void> {
  const text = foldSql(sql`concat_ws(' ', display_name, alias, street_address, city, county)`);
  await db.execute(sql`update stores set search_text = ${text} where search_text is distinct from ${text}`);
}
