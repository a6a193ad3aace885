import { sql } from 'drizzle-orm';
import type { StockSource } from '@vinkompassen/shared-contracts/schemas';
import { pgIntArray } from '@/db/arrays';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';

/** Quantities of these wines in one store (a wine without a row has none); demo unless a feed row exists. */
export async function quantitiesAtStore(
  db: Database,
  storeId: number,
  productIds: readonly number[],
): Promise<{ quantities: Map<number, number>; source: StockSource }> {
  const rows = productIds.length
    ? await queryRows<{ product_id: number; quantity: number; source: StockSource }>(
        db,
        sql`select product_id, quantity, source from stock_levels
            where store_id = ${storeId} and product_id = any(${pgIntArray([...productIds])}::int[])`,
      )
    : [];
  const quantities = new Map(rows.map((r) => [Number(r.product_id), Number(r.quantity)]));
  const source: StockSource = rows.length > 0 && rows.every((r) => r.source === 'feed') ? 'feed' : 'demo';
  return { quantities, source };
}
