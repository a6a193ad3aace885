/**
 * SQL text matching for short lists (stores, grapes, catalogs): substring on the unaccented text, or
 * pg_trgm word similarity for queries of at least 3 characters. Product search is in memory
 * (product-index.ts).
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * Typo-tolerant match of a short text column set (stores, grapes): substring match on the unaccented
 * text, or trigram word similarity for queries of at least 3 characters.
 */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function fuzzyTextCondition(query: string, column: SQL): SQL {
  const q = sql`(select lower(unaccent(${query.trim()})))`;
  const like = sql`${column} like (select '%' || lower(unaccent(${escapeLike(query.trim())})) || '%')`;
  return query.trim().length >= 3 ? sql`(${like} or ${q} <% ${column})` : like;
}

export function fuzzyTextOrder(query: string, column: SQL): SQL[] {
  const q = sql`(select lower(unaccent(${query.trim()})))`;
  const l = sql`(select lower(unaccent(${escapeLike(query.trim())})))`;
  return [
    sql`(case when ${column} like ${l} || '%' then 0 when ${column} like '%' || ${l} || '%' then 1 else 2 end)`,
    sql`word_similarity(${q}, ${column}) desc`,
  ];
}
