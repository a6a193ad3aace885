import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo } from 'react';
import { bus, STOCK_BATCH_MAX, useGetStockQuery, useSelectedStore } from '@vinkompassen/shared-contracts';

/** Stock of one wine at the chosen store: still loading, or the bottles on the shelf (0 = none). */
export type WineStock = { storeName: string } & ({ loading: true } | { loading: false; quantity: number });

export interface StoreStock {
  storeName: string;
  /** Whether the numbers are demo data (the API's `source`), to say so beside them. */
  demo: boolean;
  of: (productId: number) => WineStock;
}

/**
 * Stock of the shown wines at the chosen store, with one request for all of them (at most STOCK_BATCH_MAX);
 * null without a chosen store or when the request failed (the shell's banner says so).
 */
export function useStoreStock(productIds: readonly number[]): StoreStock | null {
  const store = useSelectedStore();
  const ids = useMemo(() => [...new Set(productIds)].slice(0, STOCK_BATCH_MAX), [productIds]);
  const { currentData, isError } = useGetStockQuery(store && ids.length ? { site_id: store.siteId, product_ids: ids } : skipToken);

  useEffect(() => {
    if (isError) bus.publish('error/show', {});
  }, [isError]);

  return useMemo(() => {
    if (!store || isError || ids.length === 0) return null;
    const storeName = store.name;
    if (!currentData) return { storeName, demo: true, of: () => ({ storeName, loading: true }) };
    const quantities = new Map<number, number>();
    for (const row of currentData.results) quantities.set(row.product_id, (quantities.get(row.product_id) ?? 0) + row.quantity);
    // Only a real feed goes unlabelled: with no rows there is nothing saying so.
    const demo = currentData.results.length === 0 || currentData.results.some((row) => row.source === 'demo');
    return { storeName, demo, of: (id) => ({ storeName, loading: false, quantity: quantities.get(id) ?? 0 }) };
  }, [store, isError, ids.length, currentData]);
}
