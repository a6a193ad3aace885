import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport a deferred region starts loading: a scroll or a few Tabs ahead of the reader. */
export const DEFERRED_MARGIN = '600px 0px';

/**
 * Renders `children` once this region comes within DEFERRED_MARGIN of the viewport; until then (and on the server,
 * and in the hydration render) a placeholder of skeleton lines, hidden from assistive technology: nothing is loading
 * yet, so nothing is announced. Nothing of the region is hydrated, so the switch to the browser's state never waits
 * for it.
 */
export function DeferredRegion({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: DEFERRED_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
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
