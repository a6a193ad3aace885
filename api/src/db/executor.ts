import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The database or a transaction: helpers that take an Executor work inside and outside transactions. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whatever runs raw SQL (the database, a transaction): all a reader of rows needs. */
export interface Queryable {
  execute(query: SQL): PromiseLike<unknown>;
}
