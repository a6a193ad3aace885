import { type WineStock } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';

/** Whether the wine is in stock at the user's selected store (fetched for the whole list by WineList). */
export function StockStatus({ stock }: { stock: WineStock }) {
  if (stock.loading) return <p className="wf-stock wf-stock--loading">{TEXTS.wine.stockLoading(stock.storeName)}</p>;
  return stock.quantity > 0 ? (
    <p className="wf-stock wf-stock--in">{TEXTS.wine.inStock(stock.storeName, stock.quantity)}</p>
  ) : (
    <p className="wf-stock wf-stock--out">{TEXTS.wine.notInStock(stock.storeName)}</p>
  );
}
