import { useEffect, useState } from 'react';
import { bus, type SelectedStore } from '@vinkompassen/shared-contracts';

/** The store chosen for stock information ("Min butik", replayed by the shell's bus), or null. */
export function useSelectedStore(): SelectedStore | null {
  const [store, setStore] = useState<SelectedStore | null>(null);
  useEffect(() => {
    const subscription = bus.selectedStore$.subscribe(setStore);
    return () => subscription.unsubscribe();
  }, []);
  return store;
}
