import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bus } from '@vinkompassen/shared-contracts';

/**
 * Whether the page shown may be shared: a page can say no with `meta/changed {shareable: false}` (a private list).
 * Remembered per path, so the answer of one page never hides the button on the next.
 */
export function usePageShareable(): boolean {
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const [answer, setAnswer] = useState<{ path: string; shareable: boolean } | null>(null);
  useEffect(() => {
    const subscription = bus.on('meta/changed').subscribe(({ payload }) => {
      if (payload.shareable !== undefined) setAnswer({ path: path.current, shareable: payload.shareable });
    });
    return () => subscription.unsubscribe();
  }, []);
  return answer?.path === pathname ? answer.shareable : true;
}
