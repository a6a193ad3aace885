import { useSyncExternalStore } from 'react';
import { bus } from './bus';
import type { SelectedStore } from './messages';

// One subscription for the whole page keeps this copy current (the bus replays the current store to it), so a
// component renders with the chosen store at once instead of null first.
let current: SelectedStore | null = null;
const listeners = new Set<() => void>();
bus.selectedStore$.subscribe((store) => {
  current = store;
  listeners.forEach((listener) => listener());
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The store the user chose for stock information ("Min butik"; the shell persists it under the 'store' key), or null. */
export function useSelectedStore(): SelectedStore | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
