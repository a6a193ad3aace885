import type { SQL } from 'drizzle-orm';
import type { Queryable } from './executor';

/** Runs raw SQL and returns its rows (both drivers answer `{rows}`). */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
