import { useSyncExternalStore } from 'react';
import { bus, track, type SelectedStore } from '@vinkompassen/shared-contracts';
import type { Store } from '@vinkompassen/shared-contracts/schemas';

// The bus replays the current store to late subscribers, so one subscription keeps this copy current.
let current: SelectedStore | null = null;
const listeners = new Set<() => void>();
let subscribed = false;

function subscribe(listener: () => void): () => void {
  if (!subscribed) {
    subscribed = true;
    bus.selectedStore$.subscribe((store) => {
      current = store;
      listeners.forEach((l) => l());
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's chosen Systembolaget store (the shell persists it under the 'store' key). */
export function useSelectedStore(): SelectedStore | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/** A name that identifies the store on its own: many are named by their street address only. */
export function storeLabel(store: Pick<Store, 'name' | 'city'>): string {
  return store.city && !store.name.includes(store.city) ? `${store.name}, ${store.city}` : store.name;
}

export function selectStore(store: Pick<Store, 'site_id' | 'name' | 'city'>): void {
  bus.publish('store/selected', { store: { siteId: store.site_id, name: storeLabel(store) } });
  track('c_store_selected', {});
}

export function clearStore(): void {
  bus.publish('store/selected', { store: null });
}
