import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { bus, useGetStockQuery } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { useSelectedStore } from '../ui/useSelectedStore';

/** Whether the wine is in stock at the user's selected store; nothing when no store is selected. */
export function StockStatus({ productId }: { productId: number }) {
  const store = useSelectedStore();
  const { data, isLoading, isError } = useGetStockQuery(store ? { product_id: productId, site_id: store.siteId } : skipToken);

  useEffect(() => {
    if (isError) bus.publish('error/show', {});
  }, [isError]);

  if (!store || isError) return null;
  if (isLoading || !data) return <p className="wf-stock wf-stock--loading">{TEXTS.wine.stockLoading(store.name)}</p>;
  const quantity = data.results.reduce((sum, row) => sum + row.quantity, 0);
  return quantity > 0 ? (
    <p className="wf-stock wf-stock--in">{TEXTS.wine.inStock(store.name, quantity)}</p>
  ) : (
    <p className="wf-stock wf-stock--out">{TEXTS.wine.notInStock(store.name)}</p>
  );
}
