/**
 * Product reads shared by the product, catalog and (social) list routes: filtering, sorting and
 * hydration into the contract shapes `ProductSummary` / `Product`.
 *
 * For other features: `loadProductSummaries(db, ids)` returns the summaries in the order of `ids`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CatalogRef, Product, ProductListQuery, ProductSummary, WineStyle } from '@vinkompassen/shared-contracts/schemas';
import { pgIntArray, pgTextArray } from '../../db/arrays';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { importStamp, searchProductIds } from '../search/indexes';
import { getFacetIndex, matchingRows, type FacetIndex } from './facets';

const lowerAll = (values: string[]) => values.map((v) => v.toLocaleLowerCase('sv'));

/** The filter part of ProductListQuery (without paging and sort), usable by catalog rules too. */
export type ProductFilter = Omit<ProductListQuery, 'page' | 'page_size' | 'sort'>;

/** WHERE conditions for a filter; `p` is the products alias. */
export function productConditions(f: ProductFilter): SQL[] {
  const where: SQL[] = [];
  const styles = [...(f.style ?? []), ...(f.category ?? [])];
  if (styles.length) where.push(sql`p.style = any(${pgTextArray(styles)}::text[])`);
  if (f.country?.length) {
    where.push(
      sql`p.country_id in (select id from countries where slug = any(${pgTextArray(f.country)}::text[]) or lower(name) = any(${pgTextArray(lowerAll(f.country))}::text[]))`,
    );
  }
  if (f.region?.length) {
    const ids = sql`(select id from regions where slug = any(${pgTextArray(f.region)}::text[]) or lower(name) = any(${pgTextArray(lowerAll(f.region))}::text[]))`;
    where.push(sql`(p.region_id in ${ids} or p.subregion_id in ${ids})`);
  }
  if (f.grape?.length) {
    where.push(sql`exists (select 1 from product_grapes pg join grapes g on g.id = pg.grape_id
      where pg.product_id = p.id and (g.slug = any(${pgTextArray(f.grape)}::text[]) or lower(g.name) = any(${pgTextArray(lowerAll(f.grape))}::text[])))`);
  }
  // Food tags: a wine must carry every requested tag.
  for (const tag of new Set([...(f.food ?? []), ...(f.tag ?? [])])) {
    where.push(sql`exists (select 1 from product_tags pt join tags t on t.id = pt.tag_id join tag_categories tc on tc.id = t.category_id
      where pt.product_id = p.id and tc.slug = 'mat' and (t.slug = ${tag} or lower(t.name) = ${tag.toLocaleLowerCase('sv')}))`);
  }
  if (f.price_min !== undefined) where.push(sql`p.price >= ${f.price_min}`);
  if (f.price_max !== undefined) where.push(sql`p.price <= ${f.price_max}`);
  const clocks = [
    ['body', 'clock_body'],
    ['roughness', 'clock_roughness'],
    ['fruitacid', 'clock_fruitacid'],
    ['sweetness', 'clock_sweetness'],
  ] as const;
  for (const [name, column] of clocks) {
    const min = f[`${name}_min`];
    const max = f[`${name}_max`];
    if (min !== undefined) where.push(sql`p.${sql.raw(column)} >= ${min}`);
    if (max !== undefined) where.push(sql`p.${sql.raw(column)} <= ${max}`);
  }
  if (f.organic !== undefined) where.push(sql`p.is_organic = ${f.organic}`);
  if (f.new !== undefined) where.push(sql`p.is_news = ${f.new}`);
  if (f.assortment?.length) where.push(sql`p.assortment = any(${pgTextArray(f.assortment.map((a) => a.toUpperCase()))}::text[])`);
  if (!f.include_discontinued) where.push(sql`not p.is_discontinued`);
  if (f.ids?.length) where.push(sql`p.id = any(${pgIntArray(f.ids)}::int[])`);
  // `search` is applied by findProductIds (the in-memory index ranks, SQL joins its ids).
  return where;
}

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
      // Systembolaget has tasted — then by name. facets.ts sorts the index the same way.
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
 * The list from the in-memory catalog index (facets.ts) when it can answer: current wines, a filter of its fields,
 * a sort by name, price, launch or search rank (popularity counts likes, catalog rules add SQL conditions: those go
 * to SQL). The same semantics as productConditions; the facets tests hold both to the same counts.
 */
async function findProductIdsInIndex(
  db: Database,
  filter: ProductFilter,
  sort: ProductSortKey,
  ranked: number[] | null,
  limit: number,
  offset: number,
): Promise<{ count: number; ids: number[] }> {
  const x = await getFacetIndex(db);
  const rows = matchingRows(x, filter, ranked ? new Set(ranked) : null);
  if (ranked && sort === 'relevance') {
    const rank = new Map(ranked.map((id, i) => [id, i]));
    rows.sort((a, b) => rank.get(x.id[a]!)! - rank.get(x.id[b]!)!);
  } else {
    rows.sort(INDEX_SORTS[sort]!(x));
  }
  return { count: rows.length, ids: rows.slice(offset, offset + limit).map((i) => x.id[i]!) };
}

/** Ids of one page of products plus the total count. */
export async function findProductIds(
  db: Database,
  filter: ProductFilter,
  sort: ProductSortKey | undefined,
  limit: number,
  offset: number,
  extraConditions: SQL[] = [],
): Promise<{ count: number; ids: number[] }> {
  const conds = [...productConditions(filter), ...extraConditions];
  // A search: the index's ranked ids, joined with their rank (ord) so relevance keeps the index's order.
  const ranked = filter.search?.trim() ? await searchProductIds(db, filter.search) : null;
  if (ranked && ranked.length === 0) return { count: 0, ids: [] };
  const sortKey = sort ?? 'relevance';
  if (!extraConditions.length && !filter.include_discontinued && (sortKey === 'relevance' || INDEX_SORTS[sortKey])) {
    return findProductIdsInIndex(db, filter, sortKey, ranked, limit, offset);
  }
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

type NamedRow = { id: number; slug: string; name: string } | string | null;

interface ProductRow {
  id: number;
  slug: string;
  product_number: string;
  product_number_short: string | null;
  name_bold: string;
  name_thin: string | null;
  style: string;
  category_level2: string | null;
  category_level3: string | null;
  category_level4: string | null;
  producer: NamedRow;
  country: NamedRow;
  region: NamedRow;
  subregion: NamedRow;
  grapes: { id: number; slug: string; name: string }[] | string;
  food_tags: { slug: string; name: string }[] | string;
  vintage: string | null;
  alcohol_percentage: number | string | null;
  volume_ml: number | null;
  price: number | string;
  sugar: number | string | null;
  clock_body: number | null;
  clock_roughness: number | null;
  clock_fruitacid: number | null;
  clock_sweetness: number | null;
  clock_bitter: number | null;
  clock_casque: number | null;
  clock_smokiness: number | null;
  color: string | null;
  taste: string | null;
  aroma: string | null;
  usage: string | null;
  is_organic: boolean;
  is_news: boolean;
  image_url: string | null;
  thumbnail: string | null;
  launch_date: string | null;
  assortment: string;
  assortment_text: string | null;
  is_discontinued: boolean;
  likes_count: number | string;
}

/** Scalar subqueries rather than joins: PostgreSQL plans this much faster than a 7-way join (~1 ms vs ~20 ms on PGlite). */
const ref = (table: string, idColumn: string) =>
  sql.raw(`(select json_build_object('id', x.id, 'slug', x.slug, 'name', x.name) from ${table} x where x.id = p.${idColumn})`);

const productSelect = sql`
  select p.id, p.slug, p.product_number, p.product_number_short, p.name_bold, p.name_thin, p.style,
    p.category_level2, p.category_level3, p.category_level4, p.vintage,
    p.alcohol_percentage::float8 as alcohol_percentage, p.volume_ml, p.price::float8 as price,
    p.sugar_g_per_100ml::float8 as sugar,
    p.clock_body, p.clock_roughness, p.clock_fruitacid, p.clock_sweetness, p.clock_bitter, p.clock_casque, p.clock_smokiness,
    p.color, p.taste, p.aroma, p.usage, p.is_organic, p.is_news, p.image_url, p.thumbnail,
    to_char(p.launch_date at time zone 'UTC', 'YYYY-MM-DD') as launch_date,
    p.assortment, p.assortment_text, p.is_discontinued,
    ${ref('producers', 'producer_id')} as producer,
    ${ref('countries', 'country_id')} as country,
    ${ref('regions', 'region_id')} as region,
    ${ref('regions', 'subregion_id')} as subregion,
    coalesce((select json_agg(json_build_object('id', g.id, 'slug', g.slug, 'name', g.name) order by pg.position)
      from product_grapes pg join grapes g on g.id = pg.grape_id where pg.product_id = p.id), '[]'::json) as grapes,
    coalesce((select json_agg(json_build_object('slug', t.slug, 'name', t.name) order by t.name)
      from product_tags pt join tags t on t.id = pt.tag_id join tag_categories tc on tc.id = t.category_id
      where pt.product_id = p.id and tc.slug = 'mat'), '[]'::json) as food_tags,
    ${likesCount}::int as likes_count
  from products p`;

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const numOrNull = (v: number | string | null): number | null => (v === null ? null : Number(v));
const named = (v: NamedRow) => {
  const r = v === null ? null : json(v);
  return r ? { id: Number(r.id), slug: r.slug, name: r.name } : null;
};

function toSummary(r: ProductRow): ProductSummary {
  return {
    id: Number(r.id),
    slug: r.slug,
    product_number: r.product_number,
    name: r.name_bold,
    name_thin: r.name_thin,
    producer: named(r.producer),
    style: r.style as WineStyle,
    category: r.category_level2,
    country: named(r.country),
    region: named(r.region),
    grapes: json(r.grapes),
    vintage: r.vintage,
    alcohol_percentage: numOrNull(r.alcohol_percentage),
    volume_ml: r.volume_ml,
    price: Number(r.price),
    taste_clocks: {
      body: r.clock_body,
      roughness: r.clock_roughness,
      fruitacid: r.clock_fruitacid,
      sweetness: r.clock_sweetness,
      bitter: r.clock_bitter,
      casque: r.clock_casque,
      smokiness: r.clock_smokiness,
    },
    food_tags: json(r.food_tags),
    image_url: r.image_url,
    thumbnail: r.thumbnail,
    is_organic: r.is_organic,
    is_news: r.is_news,
    assortment: r.assortment,
    assortment_text: r.assortment_text,
    is_discontinued: r.is_discontinued,
    likes_count: Number(r.likes_count),
  };
}

function toProduct(r: ProductRow, sourceList: CatalogRef | null): Product {
  return {
    ...toSummary(r),
    product_number_short: r.product_number_short,
    subregion: named(r.subregion),
    category_level3: r.category_level3,
    category_level4: r.category_level4,
    sugar_g_per_100ml: numOrNull(r.sugar),
    color: r.color,
    taste: r.taste,
    aroma: r.aroma,
    usage: r.usage,
    launch_date: r.launch_date,
    source_list: sourceList,
  };
}

/**
 * Every product as of the newest import, as detail and as summary: their fields change only with an import, so they
 * are built once per import (one query over the catalog) instead of per request. Likes and the discontinued flag are
 * read per request; a product inserted without an import is read from the table.
 */
interface CatalogEntry {
  product: Product;
  summary: ProductSummary;
}
interface CatalogCache {
  byId: Map<number, CatalogEntry>;
  bySlug: Map<string, number>;
}
const catalogCache = new WeakMap<Database, { stamp: number; value: Promise<CatalogCache> }>();

async function catalogEntries(db: Database): Promise<CatalogCache> {
  const stamp = await importStamp(db);
  const entry = catalogCache.get(db);
  if (entry && entry.stamp === stamp) return entry.value;
  const value = queryRows<ProductRow>(db, productSelect).then((rows) => ({
    byId: new Map(rows.map((r) => [Number(r.id), { product: toProduct(r, null), summary: toSummary(r) }])),
    bySlug: new Map(rows.map((r) => [r.slug, Number(r.id)])),
  }));
  catalogCache.set(db, { stamp, value });
  value.catch(() => {
    if (catalogCache.get(db)?.value === value) catalogCache.delete(db);
  });
  return value;
}

interface LiveFields {
  id: number;
  is_discontinued: boolean;
  likes_count: number;
}
const liveFields = (db: Database, ids: number[]) =>
  queryRows<LiveFields>(
    db,
    sql`select p.id, p.is_discontinued, ${likesCount}::int as likes_count from products p where p.id = any(${pgIntArray(ids)}::int[])`,
  );
const withLive = <T extends ProductSummary>(item: T, live: LiveFields): T => ({
  ...item,
  is_discontinued: live.is_discontinued,
  likes_count: Number(live.likes_count),
});

/** Summaries for the given product ids, in the same order (unknown ids are left out). */
export async function loadProductSummaries(db: Database, ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const cached = await catalogEntries(db);
  const live = await liveFields(db, ids);
  const missing = live.filter((r) => !cached.byId.has(Number(r.id))).map((r) => Number(r.id));
  const fresh = missing.length
    ? new Map((await queryRows<ProductRow>(db, sql`${productSelect} where p.id = any(${pgIntArray(missing)}::int[])`)).map((r) => [Number(r.id), toSummary(r)]))
    : null;
  const liveById = new Map(live.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const now = liveById.get(id);
    const summary = cached.byId.get(id)?.summary ?? fresh?.get(id);
    return now && summary ? [withLive(summary, now)] : [];
  });
}

/**
 * Numeric id or slug → product id, or null. Slugs always end in '-<article number>', so a string of
 * digits is an id.
 */
export async function resolveProductId(db: Database, idOrSlug: string): Promise<number | null> {
  const found = await queryRows<{ id: number }>(
    db,
    /^\d+$/.test(idOrSlug)
      ? sql`select id from products where id = ${/^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : -1}`
      : sql`select id from products where slug = ${idOrSlug.toLowerCase()}`,
  );
  return found[0] ? Number(found[0].id) : null;
}

/** Product by numeric id or slug in one query. */
export async function loadProductByIdOrSlug(db: Database, idOrSlug: string, sourceList: CatalogRef | null = null): Promise<Product | null> {
  const numeric = /^\d+$/.test(idOrSlug);
  const cached = await catalogEntries(db);
  const id = numeric ? (/^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : -1) : cached.bySlug.get(idOrSlug.toLowerCase());
  const entry = id === undefined ? undefined : cached.byId.get(id);
  if (entry) {
    const [live] = await liveFields(db, [id!]);
    return live ? { ...withLive(entry.product, live), source_list: sourceList } : null;
  }
  const where = numeric ? sql`p.id = ${id ?? -1}` : sql`p.slug = ${idOrSlug.toLowerCase()}`;
  const [row] = await queryRows<ProductRow>(db, sql`${productSelect} where ${where}`);
  return row ? toProduct(row, sourceList) : null;
}

