import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo } from 'react';
import { bus, STOCK_BATCH_MAX, useGetStockQuery, useSelectedStore, type SelectedStore } from '@vinkompassen/shared-contracts';
import type { StockRow } from '@vinkompassen/shared-contracts/schemas';

/** Stock of one wine at the chosen store: still loading, or the bottles on the shelf (0 = none). */
export type WineStock = { storeName: string } & ({ loading: true } | { loading: false; quantity: number });

export interface StoreStock {
  store: SelectedStore;
  /** True until the answer for the current store is in (never the previous store's numbers meanwhile). */
  loading: boolean;
  /** Whether the numbers are demo data, to say so once beside them (see `isDemoStock`). */
  demo: boolean;
  of: (productId: number) => WineStock;
}

/**
 * The one rule for labelling stock: only an answer whose every row comes from a real feed goes unlabelled. The
 * rows are those of wines on the shelf; with none there is nothing saying the numbers are real, so they count as
 * demo (the only source the API serves so far).
 */
export function isDemoStock(rows: readonly Pick<StockRow, 'quantity' | 'source'>[]): boolean {
  const onShelf = rows.filter((row) => row.quantity > 0);
  return onShelf.length === 0 || onShelf.some((row) => row.source !== 'feed');
}

/**
 * Stock of the shown wines at the chosen store with one request for all of them (duplicates dropped, at most
 * STOCK_BATCH_MAX: a longer grid asks page by page). Null without a chosen store or wines, and when the request
 * failed: then the shell's error banner says so, once.
 */
export function useStoreStock(productIds: readonly number[]): StoreStock | null {
  const store = useSelectedStore();
  const key = [...new Set(productIds)].slice(0, STOCK_BATCH_MAX).join(',');
  const ids = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  // currentData: after a store change, no numbers from the previous store.
  const { currentData, isError } = useGetStockQuery(store && ids.length ? { site_id: store.siteId, product_ids: ids } : skipToken);

  useEffect(() => {
    if (isError) bus.publish('error/show', {});
  }, [isError]);

  return useMemo(() => {
    if (!store || isError || ids.length === 0) return null;
    const storeName = store.name;
    if (!currentData) return { store, loading: true, demo: false, of: () => ({ storeName, loading: true }) };
    const quantities = new Map<number, number>();
    for (const row of currentData.results) quantities.set(row.product_id, (quantities.get(row.product_id) ?? 0) + row.quantity);
    return {
      store,
      loading: false,
      demo: isDemoStock(currentData.results),
      of: (id) => ({ storeName, loading: false, quantity: quantities.get(id) ?? 0 }),
    };
  }, [store, isError, ids.length, currentData]);
}
