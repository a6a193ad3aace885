import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fullName, productPath } from '@vinkompassen/shared-contracts';
import type { ProductSummary, TasteMatch } from '@vinkompassen/shared-contracts/schemas';
import { TasteFit, WineCard, type StoreStock, type WineStock } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';

/**
 * A wine in a grid of cards (ui-kit's compact card); `action` (e.g. a remove button) sits above the card's link. `stock`: whether it is in the
 * chosen store (fetched for the whole grid by useStoreStock), absent without a store; `tasteFit`: "Passar din smak",
 * fetched for the whole grid by useTasteMatches.
 */
export function WineGridItem({ wine, action, stock, tasteFit }: { wine: ProductSummary; action?: ReactNode; stock?: WineStock; tasteFit?: TasteMatch }) {
  return (
    <li>
      <WineCard
        wine={wine}
        href={productPath(wine.slug)}
        linkAs={Link}
        variant="compact"
        imageAlt={TEXTS.wine.imageAlt(fullName(wine))}
        details={[wine.category, wine.country?.name, wine.vintage].filter(Boolean).join(' · ')}
        price={TEXTS.wine.price(wine.price)}
        priceDetails={[wine.volume_ml !== null && wine.volume_ml > 0 && TEXTS.wine.volume(wine.volume_ml)]}
      >
        {tasteFit && <TasteFit percent={tasteFit.percent} reason={tasteFit.reason} />}
        {stock && <StockBadge stock={stock} />}
        {action && <div className="soc-wine__action">{action}</div>}
      </WineCard>
    </li>
  );
}

/** In stock or not, in words (the mark beside it only repeats them). */
function StockBadge({ stock }: { stock: WineStock }) {
  if (stock.loading) return <span className="soc-stock soc-stock--loading">{TEXTS.stock.loading(stock.storeName)}</span>;
  const inStock = stock.quantity > 0;
  return (
    <span className={`soc-stock soc-stock--${inStock ? 'in' : 'out'}`}>
      <span className="soc-stock__mark" aria-hidden="true" />
      {inStock ? TEXTS.stock.inStock(stock.storeName, stock.quantity) : TEXTS.stock.notInStock(stock.storeName)}
    </span>
  );
}

/** Says once, above the cards, that their stock is demo data; the stock updates when the store changes. */
export function StockNote({ stock }: { stock: StoreStock | null }) {
  return (
    <p className="soc-stock-note" aria-live="polite">
      {stock?.demo ? TEXTS.stock.demoNote(stock.store.name) : ''}
    </p>
  );
}

export function WineGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="soc-wines" aria-label={label}>
      {children}
    </ul>
  );
}
