/**
 * Product search with Postgres itself, identical on PGlite and PostgreSQL:
 * 1. article number: the whole query is digits (spaces/dashes ignored) equal to productNumber or
 *    productNumberShort ('7345901', '73459');
 * 2. full text: 'swedish' configuration over unaccented text (products.search_vector); every word must
 *    match, the last one as a prefix (search as you type);
 * 3. typos: pg_trgm word similarity of the unaccented query against products.search_text
 *    (`<%`, threshold pg_trgm.word_similarity_threshold = 0.6 by default): 'chardonay' → Chardonnay.
 * Diacritics are removed on both sides with unaccent: 'cotes du rhone' = 'Côtes du Rhône'.
 * Ranking: number match, then full-text match and ts_rank_cd, then trigram similarity.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface SearchPlan {
  /** The trimmed query as typed. */
  text: string;
  /** Digits when the query is an article number, else null. */
  number: string | null;
  /** to_tsquery input ('cotes & du & rhone:*'), unaccented in SQL; null when no words. */
  tsquery: string | null;
  /** Whether trigram matching is used (queries of at least 3 characters). */
  fuzzy: boolean;
}

export function planSearch(raw: string): SearchPlan | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const compact = text.replace(/[\s-]/g, '');
  const number = /^\d{3,12}$/.test(compact) ? compact : null;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  const tsquery = words.length ? words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ') : null;
  return { text, number, tsquery, fuzzy: text.length >= 3 && !number };
}

// Scalar subqueries are evaluated once per query (InitPlan), not per row: unaccent() is only STABLE.
const tsq = (plan: SearchPlan) => sql`(select to_tsquery('swedish', unaccent(${plan.tsquery ?? ''})))`;
const trigramQuery = (plan: SearchPlan) => sql`(select lower(unaccent(${plan.text})))`;

/** 1 when the product's article number is the query, else 0. */
export function numberMatch(plan: SearchPlan, alias = 'p'): SQL {
  if (!plan.number) return sql`0`;
  const p = sql.raw(alias);
  return sql`(case when ${p}.product_number = ${plan.number} or ${p}.product_number_short = ${plan.number} then 1 else 0 end)`;
}

export function ftsMatch(plan: SearchPlan, alias = 'p'): SQL {
  if (!plan.tsquery) return sql`false`;
  return sql`(${sql.raw(alias)}.search_vector @@ ${tsq(plan)})`;
}

export function trigramMatch(plan: SearchPlan, alias = 'p'): SQL {
  if (!plan.fuzzy) return sql`false`;
  return sql`(${trigramQuery(plan)} <% ${sql.raw(alias)}.search_text)`;
}

/** WHERE condition: number, full text or trigram match. */
export function productSearchCondition(plan: SearchPlan, alias = 'p'): SQL {
  const parts = [ftsMatch(plan, alias), trigramMatch(plan, alias)];
  if (plan.number) parts.unshift(sql`${numberMatch(plan, alias)} = 1`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** ORDER BY terms, best first. */
export function productSearchOrder(plan: SearchPlan, alias = 'p'): SQL[] {
  const p = sql.raw(alias);
  const order: SQL[] = plan.number ? [sql`${numberMatch(plan, alias)} desc`] : [];
  if (plan.tsquery) {
    order.push(sql`(case when ${ftsMatch(plan, alias)} then 1 else 0 end) desc`);
    order.push(sql`ts_rank_cd(${p}.search_vector, ${tsq(plan)}) desc`);
  }
  if (plan.fuzzy) order.push(sql`word_similarity(${trigramQuery(plan)}, ${p}.search_text) desc`);
  return order;
}

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
