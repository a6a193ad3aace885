import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetStockQuery } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { useSelectedStore } from './selectedStore';

/** On a wine card: whether the wine is on the shelf in the user's store (nothing when no store is chosen). */
export function StockBadge({ productId }: { productId: number }) {
  const store = useSelectedStore();
  const { data } = useGetStockQuery(store ? { product_id: productId, site_id: store.siteId, page_size: 1 } : skipToken);
  if (!store || !data) return null;
  const inStock = data.count > 0;
  return (
    <p className={`disc-stock-badge disc-stock-badge--${inStock ? 'in' : 'out'}`} title={store.name}>
      <span aria-hidden="true" className="disc-stock-badge__dot" />
      {inStock ? TEXTS.stock.inStockShort : TEXTS.stock.outOfStockShort}
    </p>
  );
}
