import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Throws when the database cannot answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
