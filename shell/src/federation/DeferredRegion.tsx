import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './nearViewport';

/**
 * Renders `children` once this region comes within DEFERRED_MARGIN of the viewport; until then (and on the server,
 * and in the hydration render) a placeholder of skeleton lines, hidden from assistive technology: nothing is loading
 * yet, so nothing is announced. Nothing of the region is hydrated, so the switch to the browser's state never waits
 * for it.
 */
export function DeferredRegion({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, true);
  return (
    <div ref={ref} className="vk-deferred-region">
      {near ? (
        children
      ) : (
        <div className="vk-remote-skeleton vk-remote-skeleton--inline" aria-hidden="true" data-deferred>
          <span className="vk-remote-skeleton__line vk-remote-skeleton__line--title" />
          <span className="vk-remote-skeleton__line" />
        </div>
      )}
    </div>
  );
}
