import { Subscription } from 'rxjs';
import { bus, track, type AnalyticsEvent } from '@vinkompassen/shared-contracts';
// Types only: the zod schemas stay out of the shell's bundle.
import type { AnalyticsBatch } from '@vinkompassen/shared-contracts/schemas';
import type { Navigation } from '../navigation-bridge/navigationBridge';
import { TEXTS } from '../texts';
import { createBrowserIds, newRandomId } from './browserId';
import { CONSENT_STORAGE_KEY, parseConsent } from '../store/consentRecord';
import { consentSynced, type ConsentState } from '../store/consentSlice';
import { MAX_EVENTS_PER_BATCH, prepareEvent, type OutgoingEvent } from './events';
import { routeKeyForPath } from './routeKey';
import { trackPageViews } from './pageViews';
import type { ThirdPartyAdapter } from './thirdParty';

/** Queued events are sent this often (and at once when a full batch is waiting). */
export const FLUSH_INTERVAL_MS = 5_000;
/** Most events kept while the collector cannot be reached; the oldest go first. */
export const MAX_QUEUED_EVENTS = 200;

interface ConsentStore {
  getState: () => { consent: ConsentState };
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: ReturnType<typeof consentSynced>) => unknown;
}

export interface AnalyticsOptions {
  store: ConsentStore;
  /** The collector: `${apiBaseUrl}/api/v1/events/`. */
  endpoint: string;
  /** Route changes, for the page views the shell publishes itself. */
  navigation?: Pick<Navigation, 'subscribe' | 'location'>;
  /** The configured third-party script, if any. */
  thirdParty?: ThirdPartyAdapter | null;
  /** The path whose view was counted before the sender started (while its code loaded): not counted again. */
  countedPath?: string | null;
  now?: () => Date;
}

/**
 * The only way analytics leave the browser. Listens to 'analytics/event' on the bus (the remotes' `track()`
 * and the shell's page views) and, only while the visitor's choice is 'Godkänn alla', queues each event
 * (stripped to the catalogue, `query` dropped for a signed-in user) and sends batches of at most 50 to the
 * collector: every 5 s with fetch (keepalive), and with sendBeacon when the page is hidden or left. Before a
 * choice and after 'Endast nödvändiga' it sends nothing and writes no analytics storage; withdrawing consent
 * stops at once: the queue is dropped and the browser id deleted. Failures are silent. Each event carries a random
 * id, the same when it is sent again, so a batch that arrives twice (a retry, a beacon) is counted once.
 */
export function startAnalytics({ store, endpoint, navigation, thirdParty = null, countedPath = null, now = () => new Date() }: AnalyticsOptions) {
  // Numbered in arrival order, so events back from a failed request go back in their place and the oldest go first.
  let queue: { seq: number; event: OutgoingEvent }[] = [];
  let seq = 0;
  const ids = createBrowserIds();
  const subscriptions = new Subscription();
  // Started only while analytics are on, it follows the stored choice from the first moment, not the banner (which
  // waits for hydration): a page load must not drop the day's browser id meanwhile.
  const choiceOf = () => store.getState().consent.choice;
  let consent = choiceOf();
  let signedIn = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  // While the collector cannot be reached, only the interval tries again (no request per new event).
  let failing = false;

  const trim = () => {
    if (queue.length > MAX_QUEUED_EVENTS) queue.splice(0, queue.length - MAX_QUEUED_EVENTS);
  };

  const requeue = (entries: typeof queue) => {
    failing = true;
    if (consent !== 'all') return;
    queue = [...entries, ...queue].sort((a, b) => a.seq - b.seq);
    trim();
  };

  const beacon = (body: string): boolean => {
    try {
      // A string goes as text/plain: no CORS preflight for a page that is going away. The collector takes both.
      return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body);
    } catch {
      return false;
    }
  };

  const post = (body: string, entries: typeof queue) => {
    if (typeof fetch !== 'function') return;
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'omit',
    }).then(
      // A refusal (4xx) would be refused again; only an unavailable collector gets the events back.
      (response) => {
        if (response.status >= 500 || response.status === 429) requeue(entries);
        else failing = false;
      },
      () => requeue(entries),
    );
  };

  const flush = (via: 'fetch' | 'beacon') => {
    if (consent !== 'all' || queue.length === 0) return;
    const browserId = ids.current(now());
    while (queue.length > 0) {
      const entries = queue.splice(0, MAX_EVENTS_PER_BATCH);
      const batch: AnalyticsBatch = { browser_id: browserId, events: entries.map((entry) => entry.event) };
      const body = JSON.stringify(batch);
      if (via === 'beacon' && beacon(body)) continue;
      post(body, entries);
    }
  };

  const accept = (event: AnalyticsEvent) => {
    if (consent !== 'all') return;
    const prepared = prepareEvent(event, { signedIn, at: now().toISOString(), id: newRandomId() });
    if (!prepared) return;
    queue.push({ seq: (seq += 1), event: prepared });
    trim();
    // The id is the collector's (to count a repeat once), not the third party's.
    const { id: _id, ...forwarded } = prepared;
    thirdParty?.forward(forwarded);
    if (queue.length >= MAX_EVENTS_PER_BATCH && !failing) flush('fetch');
  };

  const begin = () => {
    timer ??= setInterval(() => flush('fetch'), FLUSH_INTERVAL_MS);
    thirdParty?.load();
  };

  const end = () => {
    clearInterval(timer);
    timer = undefined;
    queue = [];
    failing = false;
    ids.forget();
    if (thirdParty?.loaded) {
      thirdParty.stop();
      bus.publish('notice/show', { message: TEXTS.consent.reloadToStop });
    }
  };

  const onConsentChange = () => {
    const next = choiceOf();
    if (next === consent) return;
    const previous = consent;
    consent = next;
    if (next === 'all') {
      begin();
      // The page the visitor agreed on counts too (its view was dropped before the choice).
      const route = routeKeyForPath(navigation?.location()?.pathname ?? '');
      if (route) track('c_page_view', { route });
    } else if (previous === 'all') {
      end();
    }
  };

  const onHidden = () => flush('beacon');
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush('beacon');
  };
  // Another tab changed the choice: it counts here too, at once.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) store.dispatch(consentSynced(parseConsent(event.newValue)));
  };

  subscriptions.add(bus.session$.subscribe((session) => (signedIn = session.token !== null || session.authenticated)));
  subscriptions.add(bus.on('analytics/event').subscribe(({ payload }) => accept(payload)));
  subscriptions.add(store.subscribe(onConsentChange));
  if (navigation) subscriptions.add(trackPageViews(navigation, countedPath).stop);
  window.addEventListener('pagehide', onHidden);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('storage', onStorage);

  if (consent === 'all') begin();
  else ids.forget(); // Left over from an earlier choice or banner version.

  return () => {
    subscriptions.unsubscribe();
    clearInterval(timer);
    window.removeEventListener('pagehide', onHidden);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('storage', onStorage);
  };
}
