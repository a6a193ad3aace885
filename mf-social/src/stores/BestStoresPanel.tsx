import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useMemo } from 'react';
import {
  STOCK_BATCH_MAX,
  useSelectedStore,
  type BestStoresPanelProps,
  type SelectedStore,
  errorMessages,
  errorStatus,
} from '@vinkompassen/shared-contracts';
import type { BestStore } from '@vinkompassen/shared-contracts/schemas';
import { PinIcon, Skeleton, StoreIcon } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { todayHours } from './storeHours';
import { usePosition, type PositionState } from './usePosition';
import { useGetBestStoresQuery } from '../ui/socialApi';

/** How many stores the panel lists. */
export const BEST_STORES_LIMIT = 5;

/**
 * "Bästa butiken för listan": the stores with most of the wines in stock, around the chosen store ("Min butik") or
 * the user's position. No wines: no panel. Exposed too: account's saved wines embed it through `RemoteSlot`.
 */
export default function BestStoresPanel({ productIds, heading }: BestStoresPanelProps) {
  const key = productIds.join(',');
  // The same wines keep the same array (and the same request), whatever the caller passes on each render.
  const ids = useMemo(() => [...new Set(key.split(',').filter(Boolean).map(Number))].slice(0, STOCK_BATCH_MAX), [key]);
  if (ids.length === 0) return null;
  return <Panel ids={ids} heading={heading} />;
}

function Panel({ ids, heading }: { ids: number[]; heading: string }) {
  const headingId = useId();
  const store = useSelectedStore();
  const { position, locate } = usePosition();
  const here = position.state === 'found' ? { latitude: position.latitude, longitude: position.longitude } : null;
  const best = useGetBestStoresQuery(
    store || here ? { product_ids: ids, site_id: store?.siteId, ...here, limit: BEST_STORES_LIMIT } : skipToken,
  );

  return (
    <section className="soc-section soc-best" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <StoreIcon />
        {heading}
      </h2>
      <p className="soc-best__intro">{TEXTS.bestStores.intro}</p>
      {!store && !here && <p className="soc-best__invite">{TEXTS.bestStores.chooseStore}</p>}
      <div className="soc-best__geo">
        {!here && (
          <button type="button" className="vk-button vk-button--small" onClick={locate} disabled={position.state === 'locating'}>
            <PinIcon />
            {TEXTS.bestStores.usePosition}
          </button>
        )}
        <p className="soc-best__status" role="status">
          {positionText(position, store)}
        </p>
      </div>
      {(store || here) && (
        <div className="soc-best__results" aria-live="polite" aria-busy={best.isFetching}>
          {best.isError ? (
            <BestStoresError error={best.error} onRetry={() => void best.refetch()} />
          ) : !best.currentData ? (
            <Skeleton lines={3} label={TEXTS.bestStores.loading} />
          ) : best.currentData.results.length === 0 ? (
            <p className="soc-best__none">{TEXTS.bestStores.none}</p>
          ) : (
            <>
              {best.currentData.source === 'demo' && <p className="soc-demo-label">{TEXTS.bestStores.demo}</p>}
              <ol className="soc-best__list" aria-label={TEXTS.bestStores.listLabel}>
                {best.currentData.results.map((row) => (
                  <BestStoreItem key={row.store.id} row={row} asked={best.currentData?.asked ?? ids.length} />
                ))}
              </ol>
            </>
          )}
        </div>
      )}
    </section>
  );
}

function positionText(position: PositionState, store: SelectedStore | null): string {
  switch (position.state) {
    case 'locating':
      return TEXTS.bestStores.locating;
    case 'found':
      return TEXTS.bestStores.fromPosition;
    case 'failed':
      return position.reason === 'denied'
        ? TEXTS.bestStores.geoDenied
        : position.reason === 'unavailable'
          ? TEXTS.bestStores.geoUnavailable
          : TEXTS.bestStores.geoFailed;
    default:
      return store ? TEXTS.bestStores.fromStore(store.name) : '';
  }
}

function BestStoreItem({ row, asked }: { row: BestStore; asked: number }) {
  const { store } = row;
  const address = [store.address !== store.name ? store.address : null, store.city].filter(Boolean).join(', ');
  const hours = todayHours(row.today);
  const allThere = asked > 0 && row.in_stock_count === asked;
  return (
    <li className={`soc-best__store${row.is_chosen ? ' soc-best__store--chosen' : ''}`}>
      <div className="soc-best__head">
        <h3 className="soc-best__name">{store.name}</h3>
        {row.is_chosen && <span className="soc-badge">{TEXTS.bestStores.chosen}</span>}
      </div>
      {address && <p className="soc-best__address">{address}</p>}
      <p className={`soc-best__count${allThere ? ' soc-best__count--all' : ''}`}>{TEXTS.bestStores.inStock(row.in_stock_count, asked)}</p>
      <p className="soc-best__facts">
        {row.distance_km !== null && (
          <span>
            <span className="vk-visually-hidden">{TEXTS.bestStores.distanceLabel} </span>
            {TEXTS.bestStores.distance(row.distance_km)}
          </span>
        )}
        {hours && (
          <span className={hours.open ? undefined : 'soc-best__closed'}>
            {hours.open ? TEXTS.bestStores.openToday(hours.from, hours.to) : TEXTS.bestStores.closedToday}
            {hours.reason && ` (${hours.reason})`}
          </span>
        )}
      </p>
    </li>
  );
}

/** A 400 says what is missing or wrong (no store or position, an unknown store); anything else gets a retry. */
function BestStoresError({ error, onRetry }: { error: Parameters<typeof errorMessages>[0]; onRetry: () => void }) {
  const messages = errorStatus(error) === 400 ? errorMessages(error) : [];
  if (messages.length > 0) {
    return (
      <div className="soc-best__error" role="alert">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
        <p>{TEXTS.bestStores.chooseStore}</p>
      </div>
    );
  }
  return (
    <div className="soc-best__error" role="alert">
      <p>{TEXTS.bestStores.failed}</p>
      <button type="button" className="vk-button vk-button--small" onClick={onRetry}>
        {TEXTS.retry}
      </button>
    </div>
  );
}
