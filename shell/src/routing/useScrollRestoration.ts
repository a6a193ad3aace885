import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export const SCROLL_STORAGE_KEY = 'vk-scroll-positions';

type Positions = Record<string, number>;

/**
 * Positions are kept per history entry. React Router names the entry of every page loaded afresh into a tab
 * `default`, so that one is told apart by its pathname: a new address typed in does not open at the place the
 * last page was left.
 */
function entryOf({ key, pathname }: { key: string; pathname: string }): string {
  return key === 'default' ? `default ${pathname}` : key;
}

function readPositions(): Positions {
  // The server render has no storage: asked for it, every render threw and caught a ReferenceError.
  if (typeof sessionStorage === 'undefined') return {};
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Positions) : {};
  } catch {
    return {};
  }
}

/**
 * A new page (PUSH/REPLACE to another pathname) starts at the top; back/forward (POP) returns to where
 * that history entry was left. Positions are kept per entry (location.key) and survive a reload in
 * sessionStorage. A hash (the skip link) is left to the browser.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [positions] = useState(readPositions);
  const shown = useRef<{ entry: string; pathname: string } | null>(null);

  useEffect(() => {
    // The browser would restore before the new screen has rendered.
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (shown.current) positions[shown.current.entry] = window.scrollY;
    };
    const onPageHide = () => sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      history.scrollRestoration = 'auto';
    };
  }, [positions]);

  // Layout effect: scrolls before paint, and later scroll events land on the entry now shown.
  useLayoutEffect(() => {
    const { pathname, hash } = location;
    const entry = entryOf(location);
    const previous = shown.current;
    shown.current = { entry, pathname };
    if (previous?.entry === entry || hash) return;
    let scrolledTo: number | undefined;
    if (navigationType === 'POP') {
      scrolledTo = positions[entry];
      // The server's page can be read and scrolled before the app starts: the reader's place wins over a saved one.
      if (scrolledTo !== undefined && !previous && window.scrollY > 0) scrolledTo = window.scrollY;
      else if (scrolledTo !== undefined) window.scrollTo(0, scrolledTo);
    } else if (previous?.pathname !== pathname) {
      scrolledTo = 0;
      window.scrollTo(0, 0);
    }
    // Recorded now: an entry left without scrolling fires no scroll event. Reading scrollY forces a layout,
    // so it is only read when unknown: a page that has just loaded is taken to be at the top.
    positions[entry] = scrolledTo ?? (previous ? window.scrollY : 0);
  }, [location, navigationType, positions]);
}
