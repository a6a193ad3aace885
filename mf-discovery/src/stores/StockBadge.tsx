import { TEXTS } from '../texts';

/** On a wine card: whether the wine is on the shelf in the user's store (said in words, the dot only repeats it). */
export function StockBadge({ inStock, storeName }: { inStock: boolean; storeName: string }) {
  return (
    <p className={`disc-stock-badge disc-stock-badge--${inStock ? 'in' : 'out'}`} data-stock={inStock ? 'in' : 'out'}>
      <span aria-hidden="true" className="disc-stock-badge__dot" />
      {inStock ? TEXTS.stock.inStockAt(storeName) : TEXTS.stock.outOfStockAt(storeName)}
    </p>
  );
}

/** Once per grid of stock badges: the stock is demo data, not Systembolaget's. */
export function StockDemoNote({ storeName }: { storeName: string }) {
  return <p className="disc-note disc-note--small disc-stock-demo">{TEXTS.stock.demoShort(storeName)}</p>;
}
