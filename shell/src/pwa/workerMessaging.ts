import { Subscription } from 'rxjs';
import { bus } from '@vinkompassen/shared-contracts';
import { shouldClearApiCache } from './cacheRules';
import type { WorkerMessage } from './messages';

function post(message: WorkerMessage): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/**
 * Tells the service worker what only the page knows: the user logged out or changed (drop the
 * cached API reads), and pages reached client-side (keep the app for them offline).
 */
export function startWorkerMessaging(onPathChange: (listener: (path: string) => void) => () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const subscriptions = new Subscription();
  let token: string | null | undefined;
  subscriptions.add(
    bus.session$.subscribe((session) => {
      if (token !== undefined && shouldClearApiCache(token, session.token)) post({ type: 'vk:clear-api-cache' });
      token = session.token;
    }),
  );
  let lastPath: string | null = null;
  subscriptions.add(
    onPathChange((path) => {
      if (path === lastPath) return;
      lastPath = path;
      post({ type: 'vk:page-visited', path });
    }),
  );
  // The first visit is shown before the worker takes control: report its page once it does.
  const onControllerChange = () => lastPath && post({ type: 'vk:page-visited', path: lastPath });
  navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
  subscriptions.add(() => navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange));
  return () => subscriptions.unsubscribe();
}
