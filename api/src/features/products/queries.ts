/**
 * Product reads shared by the product, catalog and (social) list routes: filtering, sorting and
 * hydration into the contract shapes `ProductSummary` / `Product`.
 *
 * For other features: `loadProductSummaries(db, ids)` returns the summaries in the order of `ids`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ProductSummary, type CatalogRef, type Product, type ProductListQuery } from '@vinkompassen/shared-contracts/schemas';
import { pgIntArray } from '@/db/arrays';
import type { Database } from '@/db/client';
import { parseIdOrSlug } from '@/db/id-or-slug';
import { queryRows } from '@/db/query';
import { catalogSnapshot, catalogView, summaryOf } from '../catalog-read-model';
import { likeCounts } from '../likes';
import { rankedIds, rankOrder, searchMatches } from '../search';
import { getFacetIndex, matchingRows, passingPositions, type FacetIndex } from './filter-index';

/** The filter part of ProductListQuery (without paging and sort), usable by catalog rules too. */
export type ProductFilter = Omit<ProductListQuery, 'page' | 'page_size' | 'sort'>;

const likesCount = sql`(select count(*) from product_likes l where l.product_id = p.id)`;

/** Price per 75 cl: compares bottles, boxes and magnums fairly. */
export const pricePer750 = sql`(p.price * 750.0 / greatest(coalesce(p.volume_ml, 750), 1))`;

export type ProductSortKey = NonNullable<ProductListQuery['sort']> | 'value' | 'established' | 'saved';

/** ORDER BY terms; `searched`: the query joins the search ranking as `s(id, ord)`. */
export function productOrder(sort: ProductSortKey | undefined, searched: boolean): SQL[] {
  const byName = [sql`lower(p.name_bold)`, sql`lower(coalesce(p.name_thin, ''))`, sql`p.id`];
  switch (sort ?? 'relevance') {
    case 'price':
      return [sql`p.price`, ...byName];
    case '-price':
      return [sql`p.price desc`, ...byName];
    case 'name':
      return byName;
    case '-name':
      return [sql`lower(p.name_bold) desc`, sql`lower(coalesce(p.name_thin, '')) desc`, sql`p.id desc`];
    case 'newest':
      return [sql`p.launch_date desc nulls last`, sql`p.id desc`];
    case 'popularity':
      return [sql`${likesCount} desc`, sql`(p.assortment = 'FS') desc`, ...byName];
    case 'established':
      // Longest in the range first (catalog rules): a wine that keeps selling stays in the fixed range.
      return [sql`p.launch_date nulls last`, ...byName];
    case 'saved':
      // Top lists of favourites: most saved by members, ties longest in the range first.
      return [sql`${likesCount} desc`, sql`p.launch_date nulls last`, ...byName];
    case 'value':
      // Lowest price per 75 cl among wines that carry a quality proxy (decided by the caller's filter).
      return [sql`${pricePer750}`, ...byName];
    case 'relevance':
      // Without search words: what most visitors look for first — the fixed range, in ordinary bottles, that
      // Systembolaget has tasted — then by name. filter-index.ts sorts the index the same way.
      return searched
        ? [sql`s.ord`]
        : [sql`(p.assortment = 'FS') desc`, sql`(coalesce(p.volume_ml, 0) between 700 and 800) desc`, sql`(p.clock_body is not null) desc`, ...byName];
  }
}

const whereSql = (conds: SQL[]) => (conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``);

/** Sorts the in-memory index answers in the same order as productOrder's SQL. */
const INDEX_SORTS: Partial<Record<ProductSortKey, (x: FacetIndex) => (a: number, b: number) => number>> = {
  name: (x) => (a, b) => x.nameRank[a]! - x.nameRank[b]!,
  '-name': (x) => (a, b) => x.nameRank[b]! - x.nameRank[a]!,
  price: (x) => (a, b) => x.price[a]! - x.price[b]! || x.nameRank[a]! - x.nameRank[b]!,
  '-price': (x) => (a, b) => x.price[b]! - x.price[a]! || x.nameRank[a]! - x.nameRank[b]!,
  // launch_date desc nulls last, id desc
  relevance: (x) => (a, b) => x.relevance[a]! - x.relevance[b]! || x.nameRank[a]! - x.nameRank[b]!,
  newest: (x) => (a, b) => (Number.isNaN(x.launch[a]!) ? 1 : 0) - (Number.isNaN(x.launch[b]!) ? 1 : 0) || (x.launch[b]! - x.launch[a]! || 0) || x.id[b]! - x.id[a]!,
};

/**
 * Ids of one page of products plus the total count. The filter (and search) is answered by the in-memory columns
 * (filter-index.ts); so is the order, unless it counts likes or the caller adds SQL conditions (catalog rules): then SQL
 * orders the matching ids, reading the discontinued flag as it is now.
 */
export async function findProductIds(
  db: Database,
  filter: ProductFilter,
  sort: ProductSortKey | undefined,
  limit: number,
  offset: number,
  extraConditions: SQL[] = [],
): Promise<{ count: number; ids: number[] }> {
  const matches = filter.search?.trim() ? await searchMatches(db, filter.search) : null;
  if (matches && matches.ids.length === 0) return { count: 0, ids: [] };
  const sortKey = sort ?? 'relevance';
  const x = await getFacetIndex(db);
  const inMemory = !extraConditions.length && (sortKey === 'relevance' || INDEX_SORTS[sortKey] !== undefined);
  if (matches && inMemory && sortKey === 'relevance') {
    // Filtered first, then only the page and what comes before it is ranked.
    const passing = passingPositions(x, filter, matches.ids);
    const page = rankOrder(matches, passing, offset + limit).subarray(offset);
    return { count: passing.length, ids: Array.from(page, (i) => matches.ids[i]!) };
  }
  const ranked = matches ? rankedIds(matches) : null;
  const rows = matchingRows(x, inMemory ? filter : { ...filter, include_discontinued: true }, ranked);
  if (inMemory) {
    rows.sort(INDEX_SORTS[sortKey]!(x));
    return { count: rows.length, ids: rows.slice(offset, offset + limit).map((i) => x.id[i]!) };
  }
  if (rows.length === 0) return { count: 0, ids: [] };
  const conds = [sql`p.id = any(${pgIntArray(rows.map((i) => x.id[i]!))}::int[])`, ...extraConditions];
  if (!filter.include_discontinued) conds.push(sql`not p.is_discontinued`);
  // A search: joined with its rank (ord) so relevance keeps the index's order.
  const from = ranked
    ? sql`products p join unnest(${pgIntArray(ranked)}::int[]) with ordinality as s(id, ord) on s.id = p.id`
    : sql`products p`;
  // One query for the page and the total (window count); a separate count only past the last page.
  const idRows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select p.id, count(*) over ()::int as total from ${from} ${whereSql(conds)}
        order by ${sql.join(productOrder(sort, ranked !== null), sql`, `)} limit ${limit} offset ${offset}`,
  );
  if (idRows.length > 0) return { count: Number(idRows[0]!.total), ids: idRows.map((r) => Number(r.id)) };
  if (offset === 0) return { count: 0, ids: [] };
  const [countRow] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${from} ${whereSql(conds)}`);
  return { count: Number(countRow?.n ?? 0), ids: [] };
}

/** A product's likes as they are now (held in memory by features/likes). */
const withLikes = <T extends ProductSummary>(item: T, counts: ReadonlyMap<number, number>): T => ({ ...item, likes_count: counts.get(item.id) ?? 0 });

/**
 * Summaries for the given product ids, in the same order (unknown ids are left out): the catalog snapshot's, with
 * the likes as they are now. A product inserted since the last import is not known.
 */
export async function loadProductSummaries(db: Database, ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const [snapshot, likes] = await Promise.all([catalogSnapshot(db), likeCounts(db)]);
  return ids.flatMap((id) => {
    const entry = snapshot.byId.get(id);
    return entry ? [withLikes(summaryOf(entry.product), likes.counts)] : [];
  });
}

/**
 * Each summary's JSON up to its like count, made once per snapshot when first asked for, and checked against the
 * contract then: a page of results is then strings joined, not objects built, checked and serialized per request.
 */
const summaryJsonView = catalogView((snapshot) => {
  const heads = new Map<number, string>();
  return (id: number): string | null => {
    let head = heads.get(id);
    if (head === undefined) {
      const entry = snapshot.byId.get(id);
      if (!entry) return null;
      const { likes_count: _likes, ...rest } = ProductSummary.parse(summaryOf(entry.product));
      heads.set(id, (head = `${JSON.stringify(rest).slice(0, -1)},"likes_count":`));
    }
    return head;
  };
});

/** `loadProductSummaries` as a JSON array (the same summaries, the same order), for routes that send it as it is. */
export async function productSummariesJson(db: Database, ids: number[]): Promise<string> {
  if (ids.length === 0) return '[]';
  const [snapshot, likes] = await Promise.all([catalogSnapshot(db), likeCounts(db)]);
  const headOf = summaryJsonView(snapshot);
  const parts: string[] = [];
  for (const id of ids) {
    const head = headOf(id);
    if (head !== null) parts.push(`${head}${likes.counts.get(id) ?? 0}}`);
  }
  return `[${parts.join(',')}]`;
}

/**
 * Numeric id or slug → product id, or null. Slugs always end in '-<article number>', so a string of
 * digits is an id.
 */
export async function resolveProductId(db: Database, idOrSlug: string): Promise<number | null> {
  const ref = parseIdOrSlug(idOrSlug);
  if ('none' in ref) return null;
  const found = await queryRows<{ id: number }>(
    db,
    'id' in ref ? sql`select id from products where id = ${ref.id}` : sql`select id from products where slug = ${ref.slug}`,
  );
  return found[0] ? Number(found[0].id) : null;
}

/** Product by numeric id or slug: the catalog snapshot's, with the likes as they are now. */
export async function loadProductByIdOrSlug(db: Database, idOrSlug: string, sourceList: CatalogRef | null = null): Promise<Product | null> {
  const [snapshot, likes] = await Promise.all([catalogSnapshot(db), likeCounts(db)]);
  const ref = parseIdOrSlug(idOrSlug);
  const entry = 'id' in ref ? snapshot.byId.get(ref.id) : 'slug' in ref ? snapshot.bySlug.get(ref.slug) : undefined;
  return entry ? { ...withLikes(entry.product, likes.counts), source_list: sourceList } : null;
}
