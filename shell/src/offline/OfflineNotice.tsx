import { useSyncExternalStore } from 'react';
import { TEXTS } from '../texts';
import './offline-notice.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

const isOffline = () => !navigator.onLine;

/** A quiet notice while the browser is offline: what is shown comes from the service worker's caches. */
export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  if (!offline) return null;
  return (
    <p className="vk-offline-notice" role="status">
      {TEXTS.offline.notice}
    </p>
  );
}
