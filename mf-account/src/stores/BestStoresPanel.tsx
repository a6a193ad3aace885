import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useMemo } from 'react';
import { STOCK_BATCH_MAX, useGetBestStoresQuery, type SelectedStore } from '@vinkompassen/shared-contracts';
import type { BestStore } from '@vinkompassen/shared-contracts/schemas';
import { PinIcon, Skeleton, StoreIcon } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { flattenErrors } from '../forms/serverErrors';
import { todayHours } from './storeHours';
import { usePosition, type PositionState } from './usePosition';
import { useSelectedStore } from './useSelectedStore';

/** How many stores the panel lists. */
export const BEST_STORES_LIMIT = 5;

interface BestStoresPanelProps {
  /** The wines to find (the list's, or the saved ones); only the first STOCK_BATCH_MAX are asked about. */
  productIds: readonly number[];
  heading: string;
}

/**
 * "Bästa butiken" for the saved wines: the stores with most of them in stock, around the chosen store ("Min butik")
 * or the user's position. No wines: no panel. The social remote has the same panel for user lists
 * (mf-social/src/stores/BestStoresPanel.tsx); remotes share no code, so keep the two alike.
 */
export function BestStoresPanel({ productIds, heading }: BestStoresPanelProps) {
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
    <section className="acc-best" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <StoreIcon />
        {heading}
      </h2>
      <p className="acc-best__intro">{TEXTS.bestStores.intro}</p>
      {!store && !here && <p className="acc-best__invite">{TEXTS.bestStores.chooseStore}</p>}
      <div className="acc-best__geo">
        {!here && (
          <button type="button" className="vk-button vk-button--small" onClick={locate} disabled={position.state === 'locating'}>
            <PinIcon />
            {TEXTS.bestStores.usePosition}
          </button>
        )}
        <p className="acc-best__status" role="status">
          {positionText(position, store)}
        </p>
      </div>
      {(store || here) && (
        <div className="acc-best__results" aria-live="polite" aria-busy={best.isFetching}>
          {best.isError ? (
            <BestStoresError error={best.error} onRetry={() => void best.refetch()} />
          ) : !best.currentData ? (
            <Skeleton lines={3} label={TEXTS.bestStores.loading} />
          ) : best.currentData.results.length === 0 ? (
            <p className="acc-best__none">{TEXTS.bestStores.none}</p>
          ) : (
            <>
              {best.currentData.source === 'demo' && <p className="acc-demo-label">{TEXTS.bestStores.demo}</p>}
              <ol className="acc-best__list" aria-label={TEXTS.bestStores.listLabel}>
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
    <li className={`acc-best__store${row.is_chosen ? ' acc-best__store--chosen' : ''}`}>
      <div className="acc-best__head">
        <h3 className="acc-best__name">{store.name}</h3>
        {row.is_chosen && <span className="acc-best__chosen">{TEXTS.bestStores.chosen}</span>}
      </div>
      {address && <p className="acc-best__address">{address}</p>}
      <p className={`acc-best__count${allThere ? ' acc-best__count--all' : ''}`}>{TEXTS.bestStores.inStock(row.in_stock_count, asked)}</p>
      <p className="acc-best__facts">
        {row.distance_km !== null && (
          <span>
            <span className="vk-visually-hidden">{TEXTS.bestStores.distanceLabel} </span>
            {TEXTS.bestStores.distance(row.distance_km)}
          </span>
        )}
        {hours && (
          <span className={hours.open ? undefined : 'acc-best__closed'}>
            {hours.open ? TEXTS.bestStores.openToday(hours.from, hours.to) : TEXTS.bestStores.closedToday}
            {hours.reason && ` (${hours.reason})`}
          </span>
        )}
      </p>
    </li>
  );
}

/** A 400 says what is missing or wrong (no store or position, an unknown store); anything else gets a retry. */
function BestStoresError({ error, onRetry }: { error: FetchBaseQueryError | SerializedError | undefined; onRetry: () => void }) {
  const messages = error && 'status' in error && error.status === 400 ? flattenErrors(error.data) : [];
  if (messages.length > 0) {
    return (
      <div className="acc-best__error" role="alert">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
        <p>{TEXTS.bestStores.chooseStore}</p>
      </div>
    );
  }
  return (
    <div className="acc-best__error" role="alert">
      <p>{TEXTS.bestStores.failed}</p>
      <button type="button" className="vk-button vk-button--small" onClick={onRetry}>
        {TEXTS.bestStores.retry}
      </button>
    </div>
  );
}
