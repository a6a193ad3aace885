import { useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetStockQuery, useSelectedStore, type SelectedStore, isFixedRange } from '@vinkompassen/shared-contracts';
import type { Product } from '@vinkompassen/shared-contracts/schemas';
import { Skeleton, StoreIcon, ErrorState } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { InStoreTwin } from './InStoreTwin';
import { clearStore, selectStore, storeLabel } from './selectedStore';
import { StorePicker } from './StorePicker';
import './stores.css';
import { useGetStoresQuery } from '../ui/discoveryApi';

/** The wine page's store section: choose a store, then see the wine's stock there. */
export function StoreStock({ product }: { product: Product }) {
  const store = useSelectedStore();
  const [picking, setPicking] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const [focusStatus, setFocusStatus] = useState(false);

  // After choosing, the picker is gone: move focus to the answer instead of losing it.
  useEffect(() => {
    if (focusStatus && store && !picking) {
      statusRef.current?.focus();
      setFocusStatus(false);
    }
  }, [focusStatus, store, picking]);

  return (
    <div className="disc-store-stock">
      {!isFixedRange(product) && <p className="disc-note">{TEXTS.stock.orderOnly}</p>}
      {!store || picking ? (
        <StorePicker
          onChosen={() => {
            setPicking(false);
            setFocusStatus(true);
          }}
          onCancel={store ? () => setPicking(false) : undefined}
        />
      ) : (
        <div ref={statusRef} tabIndex={-1} className="disc-store-stock__status">
          <StockAt product={product} store={store} />
          <div className="disc-actions">
            <button type="button" className="vk-button vk-button--small" onClick={() => setPicking(true)}>
              {TEXTS.stock.change}
            </button>
            <button type="button" className="vk-link-button" onClick={clearStore}>
              {TEXTS.stock.clear}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function StockAt({ product, store }: { product: Product; store: SelectedStore }) {
  const stock = useGetStockQuery({ product_id: product.id, site_id: store.siteId, page_size: 1 });
  useErrorBanner(stock.error);
  const row = stock.data?.results[0];

  return (
    <div className="disc-stock" aria-live="polite">
      <p className="disc-stock__store">
        <StoreIcon />
        <span>
          <span className="disc-muted">{TEXTS.stock.yourStore}: </span>
          <strong>{store.name}</strong>
        </span>
      </p>
      {stock.isLoading ? (
        <Skeleton lines={1} />
      ) : stock.isError ? (
        <ErrorState onRetry={() => void stock.refetch()} />
      ) : row && row.quantity > 0 ? (
        <>
          <p className="disc-stock__level disc-stock__level--in" data-testid="stock-level">
            {TEXTS.stock.inStock(row.quantity)}
          </p>
          {row.source === 'demo' && <p className="disc-note disc-note--small">{TEXTS.stock.demo}</p>}
        </>
      ) : (
        <>
          <p className="disc-stock__level disc-stock__level--out" data-testid="stock-level">
            {TEXTS.stock.outOfStockAt(store.name)}
          </p>
          {/* No row to read the source from: the API's stock is demo data so far. */}
          <p className="disc-note disc-note--small">{TEXTS.stock.demo}</p>
          <InStoreTwin productId={product.id} store={store} />
          <NearbyStock productId={product.id} siteId={store.siteId} />
        </>
      )}
    </div>
  );
}

/** Where the wine is in stock near the chosen store (nearest first). */
function NearbyStock({ productId, siteId }: { productId: number; siteId: string }) {
  const storeInfo = useGetStoresQuery({ siteId, page_size: 1 });
  const here = storeInfo.data?.results[0];
  const position =
    here && here.latitude !== null && here.longitude !== null ? { latitude: here.latitude, longitude: here.longitude } : null;
  const stock = useGetStockQuery(position ? { product_id: productId, ...position, page_size: 4 } : skipToken);
  if (!stock.data) return null;
  const rows = stock.data.results.filter((r) => r.store.site_id !== siteId).slice(0, 3);
  return (
    <div className="disc-store-list">
      <h4 className="disc-store-list__heading">{TEXTS.stock.nearbyHeading}</h4>
      {rows.length === 0 ? (
        <p className="disc-muted">{TEXTS.stock.nearbyNone}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.store.id}>
              <button
                type="button"
                className="disc-store-option"
                onClick={() => selectStore({ site_id: row.store.site_id, name: row.store.name, city: row.store.city })}
                aria-label={TEXTS.storePicker.choose(storeLabel(row.store))}
              >
                <span className="disc-store-option__name">{row.store.name}</span>
                <span className="disc-store-option__address">
                  {[row.store.address !== row.store.name ? row.store.address : null, row.store.city].filter(Boolean).join(', ')}
                </span>
                <span className="disc-store-option__distance">
                  {row.distance_km !== undefined && `${TEXTS.stock.distance(row.distance_km)} · `}
                  {TEXTS.stock.inStock(row.quantity)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
