import { sql } from 'drizzle-orm';
import type { BestStore, StockSource } from '@vinkompassen/shared-contracts/schemas';
import { pgIntArray } from '@/db/arrays';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import { hoursToday } from '@vinkompassen/shared-contracts/format';
import { haversineKm, toOpeningHours, type StoreRow } from '../stores';

/** Stores considered around the centre: enough to cover a town, few enough to stay close. */
export const BEST_STORE_CANDIDATES = 25;

interface CandidateRow extends Pick<StoreRow, 'id' | 'site_id' | 'display_name' | 'street_address' | 'city' | 'opening_hours'> {
  distance_km: number | string | null;
  in_stock_ids: number[] | string | null;
  any_demo: boolean | null;
}

export interface BestStoresInput {
  productIds: readonly number[];
  /** The chosen store (its id), always in the answer. */
  chosenStoreId?: number | undefined;
  /** The centre: a position, else the chosen store's own coordinates. */
  latitude?: number | undefined;
  longitude?: number | undefined;
  limit: number;
  now?: Date;
}

const idList = (v: CandidateRow['in_stock_ids']): number[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? v.replace(/[{}]/g, '').split(',').filter(Boolean) : []).map(Number).sort((a, b) => a - b);

/**
 * Shops (not agents: they keep no shelf stock) near the centre ranked by how many of the wines they have
 * on the shelf now, then by distance; the chosen store is kept even when it ranks lower.
 */
export async function bestStores(db: Database, input: BestStoresInput): Promise<{ asked: number; source: StockSource; results: BestStore[] }> {
  const ids = pgIntArray([...input.productIds]);
  const [asked] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products where id = any(${ids}::int[])`);
  let { latitude, longitude } = input;
  if (latitude === undefined && input.chosenStoreId !== undefined) {
    const [chosen] = await queryRows<{ latitude: number | null; longitude: number | null }>(
      db,
      sql`select latitude, longitude from stores where id = ${input.chosenStoreId}`,
    );
    if (chosen?.latitude != null && chosen.longitude != null) [latitude, longitude] = [Number(chosen.latitude), Number(chosen.longitude)];
  }
  const near = latitude !== undefined && longitude !== undefined ? haversineKm(latitude, longitude) : null;
  const chosenId = input.chosenStoreId ?? -1;
  const rows = await queryRows<CandidateRow>(
    db,
    sql`with candidates as (
          (select s.id from stores s where not s.is_agent and s.latitude is not null
             ${near ? sql`order by ${near}, s.id` : sql`order by s.id`} limit ${BEST_STORE_CANDIDATES})
          union select ${chosenId}::int
        )
        select s.id, s.site_id, s.display_name, s.street_address, s.city, s.opening_hours,
               ${near ?? sql`null::float8`} as distance_km,
               array_remove(array_agg(st.product_id), null) as in_stock_ids,
               bool_or(st.source = 'demo') as any_demo
        from stores s
        join candidates c on c.id = s.id
        left join stock_levels st on st.store_id = s.id and st.quantity > 0 and st.product_id = any(${ids}::int[])
        group by s.id`,
  );
  const now = input.now ?? new Date();
  const ranked = rows
    .map((r) => {
      const inStock = idList(r.in_stock_ids);
      const distance = r.distance_km === null ? null : Math.round(Number(r.distance_km) * 100) / 100;
      return {
        store: { id: Number(r.id), site_id: r.site_id, name: r.display_name, address: r.street_address, city: r.city },
        in_stock_count: inStock.length,
        in_stock_ids: inStock,
        distance_km: distance,
        today: hoursToday(toOpeningHours(r.opening_hours), now),
        is_chosen: Number(r.id) === chosenId,
      };
    })
    .sort(
      (a, b) =>
        b.in_stock_count - a.in_stock_count ||
        (a.distance_km ?? Infinity) - (b.distance_km ?? Infinity) ||
        a.store.id - b.store.id,
    );
  const top = ranked.slice(0, input.limit);
  const chosen = ranked.find((s) => s.is_chosen);
  if (chosen && !top.includes(chosen)) top.splice(top.length - 1, 1, chosen);
  // A real feed only when no level shown is demo.
  const feedOnly = rows.some((r) => r.any_demo === false) && !rows.some((r) => r.any_demo === true);
  return { asked: Number(asked?.n ?? 0), source: feedOnly ? 'feed' : 'demo', results: top };
}
