import { sql, type SQL } from 'drizzle-orm';
import type { StockRow, StockSource } from '@vinkompassen/shared-contracts/schemas';
import { pgIntArray } from '@/db/arrays';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import { haversineKm } from '../stores';

interface Row {
  product_id: number;
  quantity: number;
  source: StockSource;
  updated_at: Date | string;
  store_id: number;
  site_id: string;
  display_name: string;
  street_address: string | null;
  city: string | null;
  distance_km?: number | string;
}

export async function productExists(db: Database, productId: number): Promise<boolean> {
  const [p] = await queryRows<{ id: number }>(db, sql`select id from products where id = ${productId}`);
  return p !== undefined;
}

/** For a store the user named that does not exist (a 400: the request is wrong, not a missing page). */
export const UNKNOWN_STORE = 'Butiken finns inte.';

/** The store id of a site id or of a store id; null when there is no such store. */
export async function findStoreId(db: Database, ref: { siteId: string } | { storeId: number }): Promise<number | null> {
  const [s] = await queryRows<{ id: number }>(
    db,
    'siteId' in ref ? sql`select id from stores where site_id = ${ref.siteId}` : sql`select id from stores where id = ${ref.storeId}`,
  );
  return s ? Number(s.id) : null;
}

export interface StockFilter {
  productId?: number | undefined;
  productIds?: number[] | undefined;
  storeId?: number | undefined;
  inStock?: boolean | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/** One page of stock rows (the `stock_levels` view: demo levels unless a feed row exists). */
export async function listStock(db: Database, f: StockFilter, limit: number, offset: number): Promise<{ count: number; results: StockRow[] }> {
  const where: SQL[] = [];
  if (f.productId !== undefined) where.push(sql`st.product_id = ${f.productId}`);
  if (f.productIds) where.push(sql`st.product_id = any(${pgIntArray(f.productIds)}::int[])`);
  if (f.storeId !== undefined) where.push(sql`st.store_id = ${f.storeId}`);
  if (f.inStock !== false) where.push(sql`st.quantity > 0`);
  const whereSql = sql`where ${sql.join(where, sql` and `)}`;
  const near = f.latitude !== undefined && f.longitude !== undefined ? haversineKm(f.latitude, f.longitude) : null;
  const [countRow] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from stock_levels st ${whereSql}`);
  const count = Number(countRow?.n ?? 0);
  const order = near ? sql`distance_km, s.id, st.product_id` : sql`lower(s.display_name), s.id, st.product_id`;
  const found = await queryRows<Row>(
    db,
    sql`select st.product_id, st.quantity, st.source, st.updated_at, s.id as store_id, s.site_id, s.display_name, s.street_address, s.city
          ${near ? sql`, ${near} as distance_km` : sql``}
        from stock_levels st join stores s on s.id = st.store_id ${whereSql}
        order by ${order} limit ${limit} offset ${offset}`,
  );
  const results: StockRow[] = found.map((r) => ({
    product_id: Number(r.product_id),
    store: { id: Number(r.store_id), site_id: r.site_id, name: r.display_name, address: r.street_address, city: r.city },
    quantity: Number(r.quantity),
    source: r.source,
    updated_at: (r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at)).toISOString(),
    ...(r.distance_km !== undefined ? { distance_km: Math.round(Number(r.distance_km) * 100) / 100 } : {}),
  }));
  return { count, results };
}
