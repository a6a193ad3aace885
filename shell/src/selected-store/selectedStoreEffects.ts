import { bus, readStorage, STORAGE_KEYS, writeStorage, type SelectedStore } from '@vinkompassen/shared-contracts';

function readSelectedStore(): SelectedStore | null {
  try {
    const value: unknown = JSON.parse(readStorage(STORAGE_KEYS.store) ?? 'null');
    if (value && typeof value === 'object' && 'siteId' in value && 'name' in value) {
      const { siteId, name } = value as Record<string, unknown>;
      if (typeof siteId === 'string' && typeof name === 'string') return { siteId, name };
    }
  } catch {
    // Corrupt value: treated as no store.
  }
  return null;
}

/**
 * The user's Systembolaget store (spec section 4): restored from localStorage and replayed on the bus
 * at start, persisted whenever a remote selects or clears it.
 */
export function startSelectedStoreEffects(): () => void {
  bus.publish('store/selected', { store: readSelectedStore() });
  const subscription = bus.on('store/selected').subscribe(({ payload }) => {
    writeStorage(STORAGE_KEYS.store, payload.store ? JSON.stringify(payload.store) : null);
  });
  return () => subscription.unsubscribe();
}
