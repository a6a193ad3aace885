import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { productPath } from '@vinkompassen/shared-contracts';
import type { ProductSummary } from '@vinkompassen/shared-contracts/schemas';
import type { StoreStock, WineStock } from '../stores/useStoreStock';
import { TEXTS } from '../texts';

/** Bottle image; the placeholder bottle whenever there is no image or it fails (the CDN may be unreachable). */
export function BottleImage({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img className="soc-wine__image" src={src} alt={TEXTS.wine.imageAlt(name)} loading="lazy" onError={() => setFailed(true)} />;
  }
  return (
    <svg className="soc-wine__image soc-wine__image--placeholder" viewBox="0 0 40 120" aria-hidden="true">
      <path
        d="M16 4h8v30c0 6 8 10 8 22v56a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4V56c0-12 8-16 8-22z"
        fill="var(--vk-color-wine-light, #f5e6ea)"
        stroke="var(--vk-color-wine, #7a1f3d)"
        strokeWidth="1.5"
      />
      <rect x="8" y="66" width="24" height="26" fill="var(--vk-color-surface, #fff)" stroke="var(--vk-color-wine, #7a1f3d)" strokeWidth="1" />
    </svg>
  );
}

/**
 * A wine in a grid of cards; `action` (e.g. a remove button) sits outside the link. `stock`: whether it is in the
 * chosen store (fetched for the whole grid by useStoreStock), absent without a store.
 */
export function WineCard({ wine, action, stock }: { wine: ProductSummary; action?: ReactNode; stock?: WineStock }) {
  const fullName = wine.name_thin ? `${wine.name} ${wine.name_thin}` : wine.name;
  const details = [wine.category, wine.country?.name, wine.vintage].filter(Boolean).join(' · ');
  return (
    <li className="soc-wine">
      <BottleImage src={wine.image_url} name={fullName} />
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
      {stock?.demo ? TEXTS.stock.demoNote(stock.storeName) : ''}
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
