import { useId, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { clockTime, hoursToday } from '@vinkompassen/shared-contracts';
import type { NearbyStore, Store } from '@vinkompassen/shared-contracts/schemas';
import { PinIcon, Skeleton } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { useDebouncedValue, useErrorBanner } from '../ui/hooks';
import { selectStore, storeLabel } from './selectedStore';
import { useGetNearbyStoresQuery, useGetStoresQuery } from '../ui/discoveryApi';

type Geo = { state: 'idle' } | { state: 'locating' } | { state: 'found'; latitude: number; longitude: number } | { state: 'failed'; message: string };

interface StorePickerProps {
  /** Called after a store was chosen. */
  onChosen?: () => void;
  onCancel?: () => void;
}

/** Choose a store by searching, or the nearest ones from the browser's position. */
export function StorePicker({ onChosen, onCancel }: StorePickerProps) {
  const headingId = useId();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), 300);
  const [geo, setGeo] = useState<Geo>({ state: 'idle' });

  const stores = useGetStoresQuery(search.length >= 2 ? { search, include_agents: false, page_size: 8 } : skipToken);
  const nearby = useGetNearbyStoresQuery(
    geo.state === 'found' ? { latitude: geo.latitude, longitude: geo.longitude, limit: 5 } : skipToken,
  );
  useErrorBanner(stores.error ?? nearby.error);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setGeo({ state: 'failed', message: TEXTS.storePicker.geoUnavailable });
      return;
    }
    setGeo({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setGeo({ state: 'found', latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        setGeo({
          state: 'failed',
          message: error.code === error.PERMISSION_DENIED ? TEXTS.storePicker.geoDenied : TEXTS.storePicker.geoFailed,
        }),
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  const choose = (store: Store) => {
    selectStore(store);
    onChosen?.();
  };

  return (
    <section className="disc-store-picker" aria-labelledby={headingId}>
      <h3 id={headingId} className="disc-store-picker__heading">
        {TEXTS.storePicker.heading}
      </h3>
      <p className="disc-muted">{TEXTS.storePicker.intro}</p>

      <div className="disc-store-picker__geo">
        <button type="button" className="vk-button vk-button--small" onClick={locate} disabled={geo.state === 'locating'}>
          <PinIcon />
          {TEXTS.storePicker.nearest}
        </button>
        <p className="disc-store-picker__status" role="status">
          {geo.state === 'locating' && TEXTS.storePicker.locating}
          {geo.state === 'failed' && geo.message}
        </p>
      </div>
      {geo.state === 'found' && (
        <StoreList
          heading={TEXTS.storePicker.nearestHeading}
          stores={nearby.data}
          loading={nearby.isFetching}
          onChoose={choose}
        />
      )}

      <div className="vk-field disc-store-picker__search">
        <label htmlFor={inputId}>{TEXTS.storePicker.searchLabel}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={TEXTS.storePicker.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      {search.length >= 2 && (
        <StoreList
          heading={TEXTS.storePicker.resultsHeading}
          stores={stores.data?.results}
          loading={stores.isFetching}
          empty={TEXTS.storePicker.noResults(search)}
          onChoose={choose}
        />
      )}

      {onCancel && (
        <button type="button" className="vk-link-button" onClick={onCancel}>
          {TEXTS.storePicker.cancel}
        </button>
      )}
    </section>
  );
}

interface StoreListProps {
  heading: string;
  stores: (Store | NearbyStore)[] | undefined;
  loading: boolean;
  empty?: string;
  onChoose: (store: Store) => void;
}

function StoreList({ heading, stores, loading, empty, onChoose }: StoreListProps) {
  const headingId = useId();
  if (loading && !stores) return <Skeleton lines={2} />;
  if (!stores) return null;
  return (
    <div className="disc-store-list">
      <h4 id={headingId} className="disc-store-list__heading">
        {heading}
      </h4>
      {stores.length === 0 ? (
        <p className="disc-muted">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId}>
          {stores.map((store) => (
            <li key={store.id}>
              <button type="button" className="disc-store-option" onClick={() => onChoose(store)} aria-label={TEXTS.storePicker.choose(storeLabel(store))}>
                <span className="disc-store-option__name">{store.name}</span>
                <span className="disc-store-option__address">
                  {[store.address !== store.name ? store.address : null, store.city].filter(Boolean).join(', ')}
                </span>
                <span className="disc-store-option__hours">{hoursLabel(store)}</span>
                {'distance_km' in store && <span className="disc-store-option__distance">{TEXTS.stock.distance(store.distance_km)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Today's hours from the store's data (the list shows only after a search, never in the server render). */
function hoursLabel(store: Store): string {
  const today = hoursToday(store.opening_hours, new Date());
  if (!today) return TEXTS.storePicker.hoursUnknown;
  if (today.open_from === null || today.open_to === null) return TEXTS.storePicker.closedToday(today.reason);
  return TEXTS.storePicker.openToday(clockTime(today.open_from), clockTime(today.open_to));
}
