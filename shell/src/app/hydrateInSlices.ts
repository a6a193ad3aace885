// Hydration split into tasks so a slow phone never runs one long task: the browser can paint and answer a tap in
// between (Lighthouse's Total Blocking Time counts every task over 50 ms).
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

/**
 * Hydrates at a transition's priority: React works in slices of a few milliseconds and yields between them. At the
 * default priority it does not yield (a wine page's hydration ran as 50–75 ms tasks on a 4× slowed CPU).
 */
export function hydrateInSlices(container: Element, app: ReactNode, options?: HydrationOptions): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app, options);
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}
