import { TEXTS } from '../texts';

/** On a wine card: whether the wine is on the shelf in the user's store. */
export function StockBadge({ inStock, storeName }: { inStock: boolean; storeName: string }) {
  return (
    <p className={`disc-stock-badge disc-stock-badge--${inStock ? 'in' : 'out'}`} title={storeName}>
      <span aria-hidden="true" className="disc-stock-badge__dot" />
      {inStock ? TEXTS.stock.inStockShort : TEXTS.stock.outOfStockShort}
    </p>
  );
}
