import { useEffect, useRef } from 'react';
import type { AnalyticsEventName, AnalyticsEventProps } from './events';
import { track } from './track';

/**
 * Track an event once per `key` (e.g. a search's query and result count once its results are in); null = not yet.
 * Re-renders and refetches with the same key track nothing more.
 */
export function useTrackOnce<K extends AnalyticsEventName>(key: string | null, name: K, props: AnalyticsEventProps[K]): void {
  const last = useRef<string | null>(null);
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    if (key === null || key === last.current) return;
    last.current = key;
    track(name, latest.current);
  }, [key, name]);
}
