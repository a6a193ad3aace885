import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { productPath } from '@vinkompassen/shared-contracts';
import type { ProductSummary, TasteMatch } from '@vinkompassen/shared-contracts/schemas';
import { BottleImage, TasteFit, type StoreStock, type WineStock } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';

/**
 * A wine in a grid of cards; `action` (e.g. a remove button) sits outside the link. `stock`: whether it is in the
 * chosen store (fetched for the whole grid by useStoreStock), absent without a store; `tasteFit`: "Passar din smak",
 * fetched for the whole grid by useTasteMatches.
 */
export function WineCard({ wine, action, stock, tasteFit }: { wine: ProductSummary; action?: ReactNode; stock?: WineStock; tasteFit?: TasteMatch }) {
  const fullName = wine.name_thin ? `${wine.name} ${wine.name_thin}` : wine.name;
  const details = [wine.category, wine.country?.name, wine.vintage].filter(Boolean).join(' · ');
  return (
    <li className="soc-wine">
      <BottleImage
        key={wine.image_url}
        className="soc-wine__image"
        src={wine.image_url}
        thumbnail={wine.thumbnail}
        wineStyle={wine.style}
        alt={TEXTS.wine.imageAlt(fullName)}
      />
      <div className="soc-wine__body">
        <Link to={productPath(wine.slug)} className="soc-wine__link">
          <span className="soc-wine__name">{wine.name}</span>
          {wine.name_thin && <span className="soc-wine__thin">{wine.name_thin}</span>}
        </Link>
        {details && <span className="soc-wine__details">{details}</span>}
        <span className="soc-wine__price">
          {TEXTS.wine.price(wine.price)}
          {wine.volume_ml ? <span className="soc-wine__volume"> · {TEXTS.wine.volume(wine.volume_ml)}</span> : null}
        </span>
        {tasteFit && <TasteFit percent={tasteFit.percent} reason={tasteFit.reason} />}
        {stock && <StockBadge stock={stock} />}
        {action && <div className="soc-wine__action">{action}</div>}
      </div>
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
