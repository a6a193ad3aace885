import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useGetStockQuery, useSelectedStore } from '@vinkompassen/shared-contracts';
import type { StockSource } from '@vinkompassen/shared-contracts/schemas';

export interface ShelfStock {
  storeName: string;
  siteId: string;
  /** Whether the wine is on the shelf in the user's store. */
  has: (productId: number) => boolean;
  /**
   * Where the answer comes from. The stock list carries its source per row only, and rows only for wines on the
   * shelf: with none on the shelf it is taken as demo, the only source the API serves so far.
   */
  source: StockSource;
}

/**
 * Stock of many wines in the user's store with one request (at most STOCK_BATCH_MAX ids);
 * null while no store is chosen or the answer is not in yet.
 */
export function useShelfStock(productIds: readonly number[]): ShelfStock | null {
  const store = useSelectedStore();
  // currentData: after a store change, no badges from the previous store.
  const { currentData } = useGetStockQuery(
    store && productIds.length ? { site_id: store.siteId, product_ids: productIds } : skipToken,
  );
  return useMemo(() => {
    if (!store || !currentData) return null;
    const rows = currentData.results.filter((row) => row.quantity > 0);
    const onShelf = new Set(rows.map((row) => row.product_id));
    return {
      storeName: store.name,
      siteId: store.siteId,
      has: (id) => onShelf.has(id),
      source: rows.length > 0 && rows.every((row) => row.source === 'feed') ? 'feed' : 'demo',
    };
  }, [store, currentData]);
}
