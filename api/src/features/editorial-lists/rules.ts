/** Catalog rules: which wines a rule catalog holds (used by the seed and by the live refresh). */
import { sql, type SQL } from 'drizzle-orm';
import { ProductListQuery, ProductSort } from '@vinkompassen/shared-contracts/schemas';
import { z } from 'zod';
import { pgIntArray } from '@/db/arrays';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import { catalogProducts, catalogs } from '@/db/schema';
import { findProductIds, type ProductFilter } from '../products';

/** Rule filter values as in a query string; JSON booleans and numbers are accepted too. */
const RuleFilter = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v).map(([k, x]) => [k, typeof x === 'boolean' || typeof x === 'number' ? String(x) : Array.isArray(x) ? x.map(String) : x]),
        )
      : v,
  ProductListQuery,
);

export const CatalogRule = z
  .object({
    /** The same filters as GET /api/v1/product/ (style, country, food, price_max, organic, new…). */
    filter: RuleFilter.default({}),
    /**
     * Product sort, or 'value': lowest price per 75 cl (combine with `described` so that price is
     * weighed against a quality proxy, never against alcohol content), or 'established': longest in
     * Systembolaget's range first (earliest launch date): wines that keep selling stay in the fixed range,
     * or 'saved': most saved by members first, ties by 'established' (combine with refresh 'live').
     */
    sort: z.union([ProductSort, z.literal('value'), z.literal('established'), z.literal('saved')]).default('name'),
    limit: z.number().int().min(1).max(100).default(20),
    /** Only standard bottles (70–80 cl): boxes, magnums and small bottles are left out of comparisons. */
    bottle: z.boolean().default(false),
    /** Variety: at most this many wines per producer / per country, in rank order. */
    max_per_producer: z.number().int().min(1).optional(),
    max_per_country: z.number().int().min(1).optional(),
    /** Variety of styles: take the ranked wines in turn from each style, so the first few are not all one kind. */
    mix_styles: z.boolean().default(false),
    /**
     * Quality proxy: only wines Systembolaget has fully described (taste clocks measured and food
     * symbols given), i.e. wines its tasting panel has assessed.
     */
    described: z.boolean().default(false),
    /** Only wines saved (liked) by at least this many users. */
    min_likes: z.number().int().min(1).optional(),
    /** 'live': re-evaluated when read, at most every few minutes (e.g. most saved); default on seed only. */
    refresh: z.enum(['seed', 'live']).default('seed'),
    /** Swedish one-line explanation of the rule, shown with the list. */
    text: z.string().min(1).max(300),
  })
  .strict();
export type CatalogRule = z.infer<typeof CatalogRule>;

/** Product ids selected by a rule, best first. */
export async function evaluateRule(db: Database, rule: CatalogRule): Promise<number[]> {
  const { page: _p, page_size: _s, sort: filterSort, ...filter } = rule.filter;
  const extra: SQL[] = [];
  if (rule.described) {
    extra.push(sql`p.clock_body is not null and exists (select 1 from product_tags pt where pt.product_id = p.id)`);
  }
  if (rule.min_likes) extra.push(sql`(select count(*) from product_likes l where l.product_id = p.id) >= ${rule.min_likes}`);
  if (rule.bottle) extra.push(sql`p.volume_ml between 700 and 800`);
  const capped = rule.max_per_producer !== undefined || rule.max_per_country !== undefined;
  // With a variety cap, rank a wider pool and keep the best wines within the caps.
  const pool = capped ? Math.min(rule.limit * 20, 2000) : rule.limit;
  const { ids } = await findProductIds(db, filter as ProductFilter, filterSort ?? rule.sort, pool, 0, extra);
  const kept = capped ? await capVariety(db, ids, rule) : ids;
  return rule.mix_styles ? await mixStyles(db, kept) : kept;
}

/** Round robin over the styles in order of their best wine; within a style the rank order stays. */
async function mixStyles(db: Database, ids: number[]): Promise<number[]> {
  if (!ids.length) return ids;
  const rows = await queryRows<{ id: number; style: string }>(db, sql`select id, style from products where id = any(${pgIntArray(ids)}::int[])`);
  const styleOf = new Map(rows.map((r) => [Number(r.id), r.style]));
  const queues = new Map<string, number[]>();
  for (const id of ids) {
    const style = styleOf.get(id) ?? '';
    queues.set(style, [...(queues.get(style) ?? []), id]);
  }
  const mixed: number[] = [];
  while (mixed.length < ids.length) for (const queue of queues.values()) if (queue.length) mixed.push(queue.shift()!);
  return mixed;
}

/** What a top list ranks by, in the words shown with it (never alcohol per krona); null when not a ranking. */
export const RANKED_BY: Partial<Record<CatalogRule['sort'], string>> = {
  saved: 'Rangordnade efter medlemmarnas sparningar; vid lika många först de som funnits längst i sortimentet.',
  popularity: 'Rangordnade efter medlemmarnas sparningar.',
  value: 'Rangordnade efter pris per flaska (75 cl), lägst först.',
  established: 'Rangordnade efter tid i sortimentet, längst först.',
  price: 'Rangordnade efter pris, lägst först.',
  '-price': 'Rangordnade efter pris, högst först.',
  newest: 'Rangordnade efter lansering, nyast först.',
};

async function capVariety(db: Database, ids: number[], rule: CatalogRule): Promise<number[]> {
  if (!ids.length) return ids;
  const rows = await queryRows<{ id: number; producer_id: number | null; country_id: number | null }>(
    db,
    sql`select id, producer_id, country_id from products where id = any(${pgIntArray(ids)}::int[])`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const perProducer = new Map<number, number>();
  const perCountry = new Map<number, number>();
  const kept: number[] = [];
  for (const id of ids) {
    if (kept.length === rule.limit) break;
    const { producer_id: producer, country_id: country } = byId.get(id)!;
    if (rule.max_per_producer !== undefined && producer !== null && (perProducer.get(producer) ?? 0) >= rule.max_per_producer) continue;
    if (rule.max_per_country !== undefined && country !== null && (perCountry.get(country) ?? 0) >= rule.max_per_country) continue;
    if (producer !== null) perProducer.set(producer, (perProducer.get(producer) ?? 0) + 1);
    if (country !== null) perCountry.set(country, (perCountry.get(country) ?? 0) + 1);
    kept.push(id);
  }
  return kept;
}

/** Sets a catalog's wines; `updatedAt`: when its content is from (the catalog data's date on seed, now for a live change). */
export async function replaceProducts(db: Database, catalogId: number, ids: number[], updatedAt: Date): Promise<void> {
  await db.delete(catalogProducts).where(sql`${catalogProducts.catalogId} = ${catalogId}`);
  if (ids.length) await db.insert(catalogProducts).values(ids.map((productId, i) => ({ catalogId, productId, position: i + 1 })));
  await db.update(catalogs).set({ updatedAt }).where(sql`${catalogs.id} = ${catalogId}`);
}

/** A catalog's wines in order. */
export async function currentProducts(db: Database, catalogId: number): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select product_id from catalog_products where catalog_id = ${catalogId} order by position`,
  );
  return rows.map((r) => Number(r.product_id));
}

/**
 * The date of the wines imported last: the date in the product dump's name (systembolaget-products-2025-10-07.json),
 * else the day that import finished; null before any import.
 */
export async function catalogDataDate(db: Database): Promise<Date | null> {
  const [run] = await queryRows<{ files: string[] | string; finished_at: Date | string }>(
    db,
    sql`select files, finished_at from import_runs where finished_at is not null order by id desc limit 1`,
  );
  if (!run) return null;
  const files = typeof run.files === 'string' ? (JSON.parse(run.files) as string[]) : run.files;
  const dated = files.map((f) => /product.*?(\d{4}-\d{2}-\d{2})/i.exec(f)?.[1]).find(Boolean);
  return dated ? new Date(`${dated}T00:00:00Z`) : new Date(run.finished_at);
}
