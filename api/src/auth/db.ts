import type { Database } from '../db/client';

/** The database or a transaction: helpers that take an Executor work inside and outside transactions. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** SQLSTATE of a database error (drizzle wraps driver errors; the code is on the cause). */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === FOREIGN_KEY_VIOLATION;

const INT_MAX = 2_147_483_647;

/** A path `{id}` that is either a numeric id (in integer range) or a slug. */
export type IdOrSlug = { id: number } | { slug: string } | { none: true };

export function parseIdOrSlug(raw: string): IdOrSlug {
  if (/^\d+$/.test(raw)) {
    const id = Number(raw);
    return id >= 1 && id <= INT_MAX ? { id } : { none: true };
  }
  return { slug: raw.toLowerCase() };
}
