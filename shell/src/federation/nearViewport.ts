import { useEffect, useState, type RefObject } from 'react';

/** How far below the viewport a deferred region starts loading: a scroll or a few Tabs ahead of the reader. */
export const DEFERRED_MARGIN = '600px 0px';

/** True once `ref`'s element comes within DEFERRED_MARGIN of the viewport, or takes focus or a pointer first. */
export function useNearViewport(ref: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !watching || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: DEFERRED_MARGIN });
    observer.observe(element);
    // A keyboard or a finger that gets there before the observer says so.
    const wake = () => setNear(true);
    element.addEventListener('focusin', wake);
    element.addEventListener('pointerdown', wake);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', wake);
      element.removeEventListener('pointerdown', wake);
    };
  }, [near, watching, ref]);
  return near;
}
