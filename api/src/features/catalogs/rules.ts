/** Catalog rules: which wines a rule catalog holds (used by the seed and by the live refresh). */
import { sql, type SQL } from 'drizzle-orm';
import { ProductListQuery, ProductSort } from '@vinkompassen/shared-contracts/schemas';
import { z } from 'zod';
import { pgIntArray } from '../../db/arrays';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { catalogProducts, catalogs } from '../../db/schema';
import { findProductIds, type ProductFilter } from '../products/queries';

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
     * Systembolaget's range first (earliest launch date): wines that keep selling stay in the fixed range.
     */
    sort: z.union([ProductSort, z.literal('value'), z.literal('established')]).default('name'),
    limit: z.number().int().min(1).max(100).default(20),
    /** Only standard bottles (70–80 cl): boxes, magnums and small bottles are left out of comparisons. */
    bottle: z.boolean().default(false),
    /** Variety: at most this many wines per producer / per country, in rank order. */
    max_per_producer: z.number().int().min(1).optional(),
    max_per_country: z.number().int().min(1).optional(),
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
  return capped ? await capVariety(db, ids, rule) : ids;
}

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

export async function replaceProducts(db: Database, catalogId: number, ids: number[]): Promise<void> {
  await db.delete(catalogProducts).where(sql`${catalogProducts.catalogId} = ${catalogId}`);
  if (ids.length) await db.insert(catalogProducts).values(ids.map((productId, i) => ({ catalogId, productId, position: i + 1 })));
  await db.update(catalogs).set({ updatedAt: new Date() }).where(sql`${catalogs.id} = ${catalogId}`);
}
