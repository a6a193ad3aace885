import { bus, track } from '@vinkompassen/shared-contracts';
import type { Store } from '@vinkompassen/shared-contracts/schemas';

// Choosing the store and naming it; components read the chosen one with useSelectedStore (shared-contracts).

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
