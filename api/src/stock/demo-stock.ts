/**
 * DEMO stock. Systembolaget's per-store stock is not public, so the app shows generated levels,
 * labelled `source = 'demo'` in the stock table and in every API response.
 *
 * Deterministic, no randomness: every (product, store) pair gets a 64-bit hash
 * h = md5(`${productId}:${siteId}`) (Systembolaget's productId and the store's siteId), read as
 * u1 = first 8 hex digits / 2^32 and u2 = next 8 hex digits / 2^32, both in [0, 1).
 * Each store has a size factor f = 0.35 + 0.6 · u(md5(`store:${siteId}`)) in [0.35, 0.95).
 * The wine is on the store's shelf when u1 < p, where p depends on the assortment:
 *   FS (fast sortiment) p = f; TS* (tillfälligt sortiment: TSE, TSV, TSLS…) p = 0.25 · f;
 *   BS (beställningssortiment: ordered to a store, not kept on shelves) p = 0; any other code p = 0.05.
 * Quantity = 1 + floor(u2 · max), max = 48 for FS and 12 otherwise.
 * Agents (isAgent) carry no stock; discontinued wines get none.
 * Rows of a real feed (`source = 'feed'`) are never touched: the demo only fills pairs without a row.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../products/queries';

const unit = (hex8: string) => parseInt(hex8, 16) / 2 ** 32;

export function storeFactor(siteId: string): number {
  return 0.35 + 0.6 * unit(createHash('md5').update(`store:${siteId}`).digest('hex').slice(0, 8));
}

export function shelfProbability(assortment: string, factor: number): number {
  if (assortment === 'FS') return factor;
  if (assortment.startsWith('TS')) return 0.25 * factor;
  if (assortment === 'BS') return 0;
  return 0.05;
}

/** The demo quantity of a wine in a store (0 = not stocked); the reference implementation of the SQL below. */
export function demoQuantity(productId: string, siteId: string, assortment: string): number {
  const hex = createHash('md5').update(`${productId}:${siteId}`).digest('hex');
  const u1 = unit(hex.slice(0, 8));
  const u2 = unit(hex.slice(8, 16));
  if (u1 >= shelfProbability(assortment, storeFactor(siteId))) return 0;
  return 1 + Math.floor(u2 * (assortment === 'FS' ? 48 : 12));
}

/** `u(hex8)` in SQL: 8 hex digits → [0, 1). */
const u = (expr: string, from: number) => `(('x' || lpad(substr(${expr}, ${from}, 8), 16, '0'))::bit(64)::bigint / 4294967296.0)`;

/**
 * (Re)generates demo stock for all current wines in all stores: replaces every demo row (same result for
 * the same data, so only changed wines/stores really change). Returns the number of demo rows.
 */
export async function generateDemoStock(db: Database): Promise<number> {
  // One md5 per (wine, store) pair and one per store ('offset 0' keeps the planner from inlining the
  // subqueries and computing md5 again per use): the cross join is the whole cost, so the order range
  // (BS, most wines, never on shelves) is left out of it.
  const probability = `(case when pr.assortment = 'FS' then st.f when pr.assortment like 'TS%' then 0.25 * st.f
    else 0.05 end)`;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`delete from stock where source = 'demo'`);
    await tx.execute(
      sql.raw(`insert into stock (product_id, store_id, quantity, source, updated_at)
        select pid, sid, (1 + floor(${u('h', 9)} * (case when assortment = 'FS' then 48 else 12 end)))::int, 'demo', now()
        from (
          select pr.id as pid, st.id as sid, pr.assortment, ${probability} as p, md5(pr.source_id || ':' || st.site_id) as h
          from (select id, source_id, assortment from products where not is_discontinued and assortment <> 'BS') pr
          cross join (select id, site_id, 0.35 + 0.6 * ${u(`md5('store:' || site_id)`, 1)} as f from stores where not is_agent offset 0) st
          offset 0
        ) pairs
        where ${u('h', 1)} < p
        on conflict (product_id, store_id) do nothing`),
    );
    const [row] = await queryRows<{ n: number }>(tx as unknown as Database, sql`select count(*)::int as n from stock where source = 'demo'`);
    return Number(row?.n ?? 0);
  });
  await db.execute(sql`analyze stock`);
  return rows;
}
