import type { Database } from './client';

/** The database or a transaction: helpers that take an Executor work inside and outside transactions. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
