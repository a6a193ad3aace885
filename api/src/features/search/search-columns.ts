/**
 * The stores' search column, maintained by the importer (same SQL on PGlite and PostgreSQL): flat lower-case
 * unaccented text for pg_trgm. Products are searched in memory (product-index.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

export async function refreshStoreSearch(db: Database): Promise<void> {
  await db.execute(sql`
    update stores set search_text = lower(unaccent(concat_ws(' ', display_name, alias, street_address, city, county)))
  `);
}
