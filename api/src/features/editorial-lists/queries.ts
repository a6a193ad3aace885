import { sql, type SQL } from 'drizzle-orm';
import type {
  Catalog,
  CatalogKind,
  CatalogRef,
  CatalogSummary,
  Product,
  ProductCatalogsResponse,
} from '@vinkompassen/shared-contracts/schemas';
import type { Database } from '@/db/client';
import { pgIntArray } from '@/db/arrays';
import { loadProductByIdOrSlug, loadProductSummaries } from '../products';
import { queryRows } from '@/db/query';
import { foldSql, fuzzyTextCondition, fuzzyTextOrder } from '../search';
import { isForeignKeyViolation } from '@/db/errors';
import { savedCatalogs } from '@/db/schema';
import { and, eq } from 'drizzle-orm';
import { refreshLiveCatalogs } from './live';
import { CatalogRule, RANKED_BY } from './rules';

export const PREVIEW_SIZE = 4;

/** Numeric id or slug → catalog id, or null. */
export async function resolveCatalogId(db: Database, idOrSlug: string): Promise<number | null> {
  const numeric = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const [row] = await queryRows<{ id: number }>(
    db,
    numeric !== null
      ? sql`select id from catalogs where id = ${numeric} or slug = ${idOrSlug} order by (id = ${numeric}) desc limit 1`
      : sql`select id from catalogs where slug = ${idOrSlug.toLowerCase()} limit 1`,
  );
  return row ? Number(row.id) : null;
}

interface CatalogRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  kind: CatalogKind;
  rule: unknown;
  updated_at: Date | string;
  product_count: number;
  saves_count: number;
  is_saved: boolean;
}

/** Catalog columns with counts and whether `viewerId` (null: anonymous) has saved it. */
const catalogSelect = (viewerId: number | null) => sql`
  select c.id, c.slug, c.name, c.description, c.kind, c.rule, c.updated_at,
    (select count(*)::int from catalog_products cp join products p on p.id = cp.product_id
      where cp.catalog_id = c.id and not p.is_discontinued) as product_count,
    (select count(*)::int from saved_catalogs sc where sc.catalog_id = c.id) as saves_count,
    ${viewerId === null ? sql`false` : sql`exists (select 1 from saved_catalogs sc where sc.catalog_id = c.id and sc.user_id = ${viewerId})`} as is_saved
  from catalogs c`;

/** Visible products of a catalog in order; discontinued wines are left out of editorial lists. */
async function catalogProductIds(db: Database, catalogIds: number[], perCatalog?: number): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(catalogIds.map((id) => [id, []]));
  if (!catalogIds.length) return out;
  const found = await queryRows<{ catalog_id: number; product_id: number }>(
    db,
    sql`select cp.catalog_id, cp.product_id from catalog_products cp join products p on p.id = cp.product_id
        where cp.catalog_id = any(${pgIntArray(catalogIds)}::int[]) and not p.is_discontinued
        order by cp.catalog_id, cp.position`,
  );
  for (const r of found) {
    const list = out.get(Number(r.catalog_id))!;
    if (perCatalog === undefined || list.length < perCatalog) list.push(Number(r.product_id));
  }
  return out;
}

const ruleText = (rule: unknown): string | null => {
  const r = (typeof rule === 'string' ? JSON.parse(rule) : rule) as { text?: unknown } | null;
  return r && typeof r.text === 'string' ? r.text : null;
};
const rankedBy = (kind: CatalogKind, rule: unknown): string | null => {
  if (kind !== 'toplist' || rule === null) return null;
  const parsed = CatalogRule.safeParse(typeof rule === 'string' ? JSON.parse(rule) : rule);
  return parsed.success ? (RANKED_BY[parsed.data.sort] ?? null) : null;
};
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export async function listCatalogs(
  db: Database,
  opts: { search?: string; kind?: CatalogKind; limit: number; offset: number; viewerId: number | null },
): Promise<{ count: number; results: CatalogSummary[] }> {
  await refreshLiveCatalogs(db);
  // Empty catalogs (e.g. "most saved" before anyone saved a wine) are not listed.
  const where: SQL[] = [
    sql`exists (select 1 from catalog_products cp join products p on p.id = cp.product_id where cp.catalog_id = c.id and not p.is_discontinued)`,
  ];
  const text = foldSql(sql`c.name || ' ' || c.description`);
  const search = opts.search?.trim();
  if (search) where.push(fuzzyTextCondition(search, text));
  if (opts.kind) where.push(sql`c.kind = ${opts.kind}`);
  const whereSql = sql`where ${sql.join(where, sql` and `)}`;
  const [countRow] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalogs c ${whereSql}`);
  const order = [...(search ? fuzzyTextOrder(search, foldSql(sql`c.name`)) : []), sql`c.kind`, sql`c.position`, sql`c.id`];
  const found = await queryRows<CatalogRow>(
    db,
    sql`${catalogSelect(opts.viewerId)} ${whereSql} order by ${sql.join(order, sql`, `)} limit ${opts.limit} offset ${opts.offset}`,
  );
  return { count: Number(countRow?.n ?? 0), results: await toSummaries(db, found) };
}

/** The catalogs a user has saved, most recently saved first (empty ones too: the user chose them). */
export async function listSavedCatalogs(db: Database, userId: number): Promise<CatalogSummary[]> {
  await refreshLiveCatalogs(db);
  const found = await queryRows<CatalogRow>(
    db,
    sql`${catalogSelect(userId)} join saved_catalogs mine on mine.catalog_id = c.id and mine.user_id = ${userId}
        order by mine.created_at desc, c.id`,
  );
  return toSummaries(db, found);
}

async function toSummaries(db: Database, found: CatalogRow[]): Promise<CatalogSummary[]> {
  const previewIds = await catalogProductIds(db, found.map((r) => Number(r.id)), PREVIEW_SIZE);
  const summaries = await loadProductSummaries(db, [...new Set([...previewIds.values()].flat())]);
  const byId = new Map(summaries.map((s) => [s.id, s]));
  return found.map((r) => {
    const preview = (previewIds.get(Number(r.id)) ?? []).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return {
      ...rowFields(r),
      image_url: preview.find((p) => p.image_url)?.image_url ?? null,
      preview,
    };
  });
}

const rowFields = (r: CatalogRow) => ({
  id: Number(r.id),
  slug: r.slug,
  name: r.name,
  description: r.description,
  kind: r.kind,
  product_count: Number(r.product_count),
  is_saved: Boolean(r.is_saved),
  saves_count: Number(r.saves_count),
  ranked_by: rankedBy(r.kind, r.rule),
});

/** How many users have saved the catalog. */
export async function catalogSavesCount(db: Database, id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from saved_catalogs where catalog_id = ${id}`);
  return Number(row?.n ?? 0);
}

/** One catalog with its wines; reads (like the lists above) first re-evaluate stale 'live' rule catalogs. */
export async function getCatalog(db: Database, id: number, viewerId: number | null): Promise<Catalog | null> {
  await refreshLiveCatalogs(db);
  const [row] = await queryRows<CatalogRow>(db, sql`${catalogSelect(viewerId)} where c.id = ${id}`);
  if (!row) return null;
  const ids = (await catalogProductIds(db, [id])).get(id) ?? [];
  const productList = await loadProductSummaries(db, ids);
  return {
    ...rowFields(row),
    image_url: productList.find((p) => p.image_url)?.image_url ?? null,
    rule_text: ruleText(row.rule),
    updated_at: iso(row.updated_at),
    product_list: productList,
  };
}

/** The catalog as a reference when the wine is in it (a product page's "back to the list"), else null. */
export async function catalogRefContaining(db: Database, catalogId: number, productId: number): Promise<CatalogRef | null> {
  const [row] = await queryRows<CatalogRef>(
    db,
    sql`select c.id, c.slug, c.name from catalogs c join catalog_products cp on cp.catalog_id = c.id
        where c.id = ${catalogId} and cp.product_id = ${productId}`,
  );
  return row ? { id: Number(row.id), slug: row.slug, name: row.name } : null;
}

/**
 * A wine by numeric id or slug as its page shows it (null when unknown): with `source_list` set when the list it was
 * reached from (`sourceList`: a catalog id or slug) holds it.
 */
export async function productFromList(db: Database, idOrSlug: string, sourceList: string | undefined): Promise<Product | null> {
  const product = await loadProductByIdOrSlug(db, idOrSlug);
  if (!product || !sourceList) return product;
  const catalogId = await resolveCatalogId(db, sourceList);
  if (catalogId !== null) {
    const ref = await catalogRefContaining(db, catalogId, product.id);
    if (ref) product.source_list = ref;
  }
  return product;
}

/** The editorial lists and top lists a wine is in. */
export async function catalogsOfProduct(db: Database, productId: number): Promise<ProductCatalogsResponse> {
  const found = await queryRows<{ id: number; slug: string; name: string; kind: 'list' | 'toplist'; position: number }>(
    db,
    sql`select c.id, c.slug, c.name, c.kind, cp.position from catalogs c join catalog_products cp on cp.catalog_id = c.id
        where cp.product_id = ${productId} order by c.kind, c.position, c.name`,
  );
  return found.map((r) => ({ ...r, id: Number(r.id), position: Number(r.position) }));
}

/** Saves (follows) a catalog: 'created', 'existed', or 'missing' when it was deleted meanwhile. */
export async function saveCatalog(db: Database, userId: number, catalogId: number): Promise<'created' | 'existed' | 'missing'> {
  try {
    const inserted = await db.insert(savedCatalogs).values({ userId, catalogId }).onConflictDoNothing().returning({ catalogId: savedCatalogs.catalogId });
    return inserted.length ? 'created' : 'existed';
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'missing';
    throw err;
  }
}

export async function unsaveCatalog(db: Database, userId: number, catalogId: number): Promise<void> {
  await db.delete(savedCatalogs).where(and(eq(savedCatalogs.userId, userId), eq(savedCatalogs.catalogId, catalogId)));
}
