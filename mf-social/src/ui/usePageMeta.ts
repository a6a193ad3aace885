import { useEffect } from 'react';
import { bus, useServerPageMeta, type PageMeta } from '@vinkompassen/shared-contracts';

/** Refines the shell's page title/description once the page's data is known. */
export function usePageMeta(meta: PageMeta | null): void {
  const { title, description, shareable } = meta ?? {};
  useServerPageMeta(meta);
  useEffect(() => {
    if (title === undefined) return;
    // After the current commit: the shell (a parent) re-subscribes to meta/changed in its own effect on navigation.
    queueMicrotask(() =>
      bus.publish('meta/changed', { title, ...(description ? { description } : {}), ...(shareable !== undefined && { shareable }) }),
    );
  }, [title, description, shareable]);
}
