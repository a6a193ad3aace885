import { track } from '@vinkompassen/shared-contracts';
import type { Navigation } from '../navigation-bridge/navigationBridge';
import { routeKeyForPath } from './routeKey';

export interface PageViewTracker {
  stop: () => void;
  /** The path whose view was counted last: a tracker started later goes on from it without counting it twice. */
  lastPath: () => string | null;
}

/** Publishes c_page_view on the bus for every new path, named by the shared route table (never the URL). */
export function trackPageViews(navigation: Pick<Navigation, 'subscribe'>, counted: string | null = null): PageViewTracker {
  let last = counted;
  const stop = navigation.subscribe(({ pathname }) => {
    if (pathname === last) return;
    last = pathname;
    const route = routeKeyForPath(pathname);
    if (route) track('c_page_view', { route });
  });
  return { stop, lastPath: () => last };
}
