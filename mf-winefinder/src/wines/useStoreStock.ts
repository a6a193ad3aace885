import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo } from 'react';
import { bus, useGetStockQuery, useSelectedStore } from '@vinkompassen/shared-contracts';

/** Stock of one wine at the selected store: still loading, or the quantity on the shelf (0 = none). */
export type WineStock = { storeName: string } & ({ loading: true } | { loading: false; quantity: number });

/**
 * Stock of the listed wines at the selected store with one request for the whole list (the lists hold 10 wines;
 * the API takes up to STOCK_BATCH_MAX); null when no store is selected or the request failed (the banner says so).
 */
export function useStoreStock(productIds: readonly number[]): ((productId: number) => WineStock) | null {
  const store = useSelectedStore();
  const { currentData, isError } = useGetStockQuery(
    store && productIds.length ? { site_id: store.siteId, product_ids: productIds } : skipToken,
  );

  useEffect(() => {
    if (isError) bus.publish('error/show', {});
  }, [isError]);

  return useMemo(() => {
    if (!store || isError) return null;
    const storeName = store.name;
    if (!currentData) return () => ({ storeName, loading: true });
    const quantities = new Map<number, number>();
    for (const row of currentData.results) quantities.set(row.product_id, (quantities.get(row.product_id) ?? 0) + row.quantity);
    return (id) => ({ storeName, loading: false, quantity: quantities.get(id) ?? 0 });
  }, [store, isError, currentData]);
}
