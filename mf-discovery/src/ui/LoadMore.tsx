import { useEffect, useRef } from 'react';
import { TEXTS } from '../texts';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Load when the end scrolls into view (default); false: only the button (short ranked lists). */
  auto?: boolean;
}

/**
 * Infinite scroll: loads the next page when the end of the list scrolls into view. The button does
 * the same for keyboard users and browsers without IntersectionObserver.
 */
export function LoadMore({ hasMore, loading, onLoadMore, auto = true }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  // Re-observed after every page: a sentinel still in view then reports again and loads the next one.
  useEffect(() => {
    const element = sentinel.current;
    if (!auto || !element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load.current();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto, hasMore, loading]);

  return (
    <div ref={sentinel} className="disc-load-more">
      {hasMore && (
        <button type="button" className="vk-button" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
          {loading ? TEXTS.common.loadingMore : TEXTS.common.showMore}
        </button>
      )}
    </div>
  );
}
