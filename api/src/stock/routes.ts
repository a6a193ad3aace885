import { sql, type SQL } from 'drizzle-orm';
import { MAX_STOCK_PRODUCT_IDS, StockQuery, StockResponse, type StockRow, type StockSource } from '@vinkompassen/shared-contracts/schemas';
import type { AppInstance } from '../app';
import { DetailResponse, ErrorResponse } from '../products/responses';
import { notFound } from '../http/errors';
import { pgIntArray } from '../import/importer';
import { pageLinks, pageWindow } from '../products/pagination';
import { queryRows } from '../products/queries';
import { haversineKm } from '../stores/queries';


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

export async function stockRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/v1/stock/',
    {
      schema: {
        tags: ['stock'],
        summary: "Stock per store (source 'demo' = generated demo levels, 'feed' = real feed)",
        description:
          'Give product_id (all stores carrying the wine; nearest first with latitude/longitude), store_id or site_id (all wines in a store), or both. ' +
          'For many wines in one store at once give product_ids=1,2,3 (at most 100) with store_id or site_id: one row per wine found (unknown ids give none), one page by default. ' +
          'Rows with quantity 0 only with in_stock=false.',
        querystring: StockQuery,
        response: { 200: StockResponse, 400: ErrorResponse, 404: DetailResponse },
      },
    },
    async (request) => {
      const db = app.deps.db;
      const q = request.query;
      // A batch of wines fits one page unless a smaller page is asked for.
      const win = pageWindow(q.page, q.page_size, q.product_ids ? MAX_STOCK_PRODUCT_IDS : 50);
      if (q.product_id !== undefined) {
        const [p] = await queryRows<{ id: number }>(db, sql`select id from products where id = ${q.product_id}`);
        if (!p) throw notFound('Vinet hittades inte.');
      }
      let storeId = q.store_id;
      if (q.site_id !== undefined || storeId !== undefined) {
        const [s] = await queryRows<{ id: number }>(
          db,
          q.site_id !== undefined ? sql`select id from stores where site_id = ${q.site_id}` : sql`select id from stores where id = ${storeId}`,
        );
        if (!s || (storeId !== undefined && Number(s.id) !== storeId)) throw notFound('Butiken hittades inte.');
        storeId = Number(s.id);
      }
      const where: SQL[] = [];
      if (q.product_id !== undefined) where.push(sql`st.product_id = ${q.product_id}`);
      if (q.product_ids) where.push(sql`st.product_id = any(${pgIntArray(q.product_ids)}::int[])`);
      if (storeId !== undefined) where.push(sql`st.store_id = ${storeId}`);
      if (q.in_stock !== false) where.push(sql`st.quantity > 0`);
      const whereSql = sql`where ${sql.join(where, sql` and `)}`;
      const near = q.latitude !== undefined && q.longitude !== undefined ? haversineKm(q.latitude, q.longitude) : null;
      const [countRow] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from stock_levels st ${whereSql}`);
      const count = Number(countRow?.n ?? 0);
      const order = near ? sql`distance_km, s.id, st.product_id` : sql`lower(s.display_name), s.id, st.product_id`;
      const found = await queryRows<Row>(
        db,
        sql`select st.product_id, st.quantity, st.source, st.updated_at, s.id as store_id, s.site_id, s.display_name, s.street_address, s.city
              ${near ? sql`, ${near} as distance_km` : sql``}
            from stock_levels st join stores s on s.id = st.store_id ${whereSql}
            order by ${order} limit ${win.pageSize} offset ${win.offset}`,
      );
      const results: StockRow[] = found.map((r) => ({
        product_id: Number(r.product_id),
        store: { id: Number(r.store_id), site_id: r.site_id, name: r.display_name, address: r.street_address, city: r.city },
        quantity: Number(r.quantity),
        source: r.source,
        updated_at: (r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at)).toISOString(),
        ...(r.distance_km !== undefined ? { distance_km: Math.round(Number(r.distance_km) * 100) / 100 } : {}),
      }));
      return { count, ...pageLinks(request, win, count), results };
    },
  );
}
