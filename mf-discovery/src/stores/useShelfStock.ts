import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useGetStockQuery } from '@vinkompassen/shared-contracts';
import { useSelectedStore } from './selectedStore';

export interface ShelfStock {
  storeName: string;
  /** Whether the wine is on the shelf in the user's store. */
  has: (productId: number) => boolean;
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
    const onShelf = new Set(currentData.results.filter((row) => row.quantity > 0).map((row) => row.product_id));
    return { storeName: store.name, has: (id) => onShelf.has(id) };
  }, [store, currentData]);
}
