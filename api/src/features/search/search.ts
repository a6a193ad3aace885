/**
 * SQL text matching for short lists (stores, grapes, catalogs, users): substring on the folded text, or
 * pg_trgm word similarity for queries of at least 3 characters. Product search is in memory
 * (product-index.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { fold, SPELLING_VARIANTS } from '../vocabulary';

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The vocabulary's `fold` in SQL, for a text column: lower case, unaccented, spelling variants folded in
 * the same order, so a stored or computed text meets a query folded in JS ('Eksjö' and 'exjo').
 */
export function foldSql(text: SQL): SQL {
  return SPELLING_VARIANTS.reduce((t, [typed, folded]) => sql`replace(${t}, ${typed}, ${folded})`, sql`lower(unaccent(${text}))`);
}

/** `column` holds folded text (`foldSql`); the query is folded here. */
export function fuzzyTextCondition(query: string, column: SQL): SQL {
  const q = fold(query.trim());
  const like = sql`${column} like ${`%${escapeLike(q)}%`}`;
  return q.length >= 3 ? sql`(${like} or ${q}::text <% ${column})` : like;
}

export function fuzzyTextOrder(query: string, column: SQL): SQL[] {
  const q = fold(query.trim());
  const l = escapeLike(q);
  return [
    sql`(case when ${column} like ${`${l}%`} then 0 when ${column} like ${`%${l}%`} then 1 else 2 end)`,
    sql`word_similarity(${q}::text, ${column}) desc`,
  ];
}
