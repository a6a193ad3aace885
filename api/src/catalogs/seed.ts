/**
 * Editorial catalogs (Vinlistor, kind 'list') and top lists (Topplistor, kind 'toplist') are data:
 * api/seed/catalogs.json. Each entry has a slug, kind, name, Swedish description and either
 *  - `rule`: evaluated against the imported wines on seed (see CatalogRule), or
 *  - `products`: hand-picked Systembolaget article numbers (productNumber), in display order.
 * Seeding upserts catalogs by slug and replaces their products; catalogs no longer in the file are kept.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { CatalogKind, ProductListQuery, ProductSort } from '@vinkompassen/shared-contracts/schemas';
import { z } from 'zod';
import { seedDir } from '../config';
import type { Database } from '../db/client';
import { catalogProducts, catalogs } from '../db/schema';
import { pgIntArray, pgTextArray } from '../import/importer';
import { findProductIds, queryRows, type ProductFilter } from '../products/queries';

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

export const CatalogSeedEntry = z
  .object({
    // 'saved' is the path of GET /api/v1/catalogs/saved/, so no catalog may take it.
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).refine((slug) => slug !== 'saved', 'Reserved slug.'),
    kind: CatalogKind,
    name: z.string().min(1).max(100),
    description: z.string().max(1000),
    rule: CatalogRule.optional(),
    products: z.array(z.string().regex(/^\d+$/)).max(100).optional(),
  })
  .strict()
  .refine((c) => (c.rule ? 1 : 0) + (c.products ? 1 : 0) === 1, { message: 'Give either rule or products.' });
export type CatalogSeedEntry = z.infer<typeof CatalogSeedEntry>;

export const CatalogSeedFile = z
  .object({ $comment: z.string().optional(), catalogs: z.array(CatalogSeedEntry) })
  .refine((f) => new Set(f.catalogs.map((c) => c.slug)).size === f.catalogs.length, { message: 'Duplicate slug.' });

export const defaultSeedFile = path.join(seedDir, 'catalogs.json');

export function loadSeedFile(file = defaultSeedFile): CatalogSeedEntry[] {
  const parsed = CatalogSeedFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.catalogs;
}

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

/** Product ids for hand-picked article numbers, in the given order (unknown numbers are skipped). */
async function handPicked(db: Database, numbers: string[]): Promise<number[]> {
  if (!numbers.length) return [];
  const found = await queryRows<{ id: number; product_number: string }>(
    db,
    sql`select distinct on (product_number) id, product_number from products
        where product_number = any(${pgTextArray(numbers)}::text[]) order by product_number, is_discontinued, id`,
  );
  const byNumber = new Map(found.map((r) => [r.product_number, Number(r.id)]));
  return numbers.flatMap((n) => (byNumber.has(n) ? [byNumber.get(n)!] : []));
}

async function replaceProducts(db: Database, catalogId: number, ids: number[]): Promise<void> {
  await db.delete(catalogProducts).where(sql`${catalogProducts.catalogId} = ${catalogId}`);
  if (ids.length) await db.insert(catalogProducts).values(ids.map((productId, i) => ({ catalogId, productId, position: i + 1 })));
  await db.update(catalogs).set({ updatedAt: new Date() }).where(sql`${catalogs.id} = ${catalogId}`);
}

export interface SeedResult {
  slug: string;
  products: number;
}

/** Upserts every catalog of the seed file and (re)evaluates its products, in one transaction. */
export async function seedCatalogs(db: Database, entries: CatalogSeedEntry[] = loadSeedFile()): Promise<SeedResult[]> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const results: SeedResult[] = [];
    for (const [position, entry] of entries.entries()) {
      const rule = entry.rule ? { ...entry.rule } : null;
      const [row] = await tx
        .insert(catalogs)
        .values({ slug: entry.slug, kind: entry.kind, name: entry.name, description: entry.description, rule, position })
        .onConflictDoUpdate({
          target: catalogs.slug,
          set: { kind: entry.kind, name: entry.name, description: entry.description, rule, position },
        })
        .returning({ id: catalogs.id });
      const ids = entry.rule ? await evaluateRule(tx, entry.rule) : await handPicked(tx, entry.products ?? []);
      await replaceProducts(tx, row!.id, ids);
      results.push({ slug: entry.slug, products: ids.length });
    }
    return results;
  });
}

const LIVE_MAX_AGE_MS = 5 * 60 * 1000;
let liveRefresh: Promise<void> | null = null;
let lastLiveRefresh = 0;

/** Re-evaluates 'live' rule catalogs (e.g. most saved) when older than a few minutes; single-flight per process. */
export function refreshLiveCatalogs(db: Database, now = Date.now()): Promise<void> {
  if (liveRefresh) return liveRefresh;
  if (now - lastLiveRefresh < 30_000) return Promise.resolve();
  lastLiveRefresh = now;
  liveRefresh = (async () => {
    const stale = await queryRows<{ id: number; rule: unknown }>(
      db,
      sql`select id, rule from catalogs where rule->>'refresh' = 'live' and updated_at < ${new Date(now - LIVE_MAX_AGE_MS).toISOString()}::timestamptz`,
    );
    for (const c of stale) {
      const rule = CatalogRule.safeParse(typeof c.rule === 'string' ? JSON.parse(c.rule) : c.rule);
      if (!rule.success) continue;
      await db.transaction(async (tx) => {
        const ids = await evaluateRule(tx as unknown as Database, rule.data);
        await replaceProducts(tx as unknown as Database, Number(c.id), ids);
      });
    }
  })().finally(() => {
    liveRefresh = null;
  });
  return liveRefresh;
}

/** For tests: forget the throttle so the next call refreshes. */
export function resetLiveRefreshThrottle(): void {
  lastLiveRefresh = 0;
}
