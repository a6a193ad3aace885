import { bus, type AnalyticsEvent } from '@vinkompassen/shared-contracts';
import { CONSENT_STORAGE_KEY, parseConsent } from '../store/consentRecord';
import { consentSynced } from '../store/consentSlice';
import type { AnalyticsOptions } from './sender';
import { createBrowserIds } from './browserId';
import { trackPageViews } from './pageViews';

/** What start-up gives: the sender's options, with the third-party script as its URL (its adapter loads with it). */
export interface AnalyticsStart extends Omit<AnalyticsOptions, 'thirdParty'> {
  scriptUrl?: string;
}

const loadSender = async () => {
  const [sender, thirdParty] = await Promise.all([import('./sender'), import('./thirdParty')]);
  return { startAnalytics: sender.startAnalytics, createScriptAdapter: thirdParty.createScriptAdapter };
};

/**
 * Analytics, with the sender's code (sender.ts) loaded only once the visitor's choice is 'Godkänn alla': a first
 * visit, and every visit after 'Endast nödvändiga', carries none of it. Until then this does what the sender does
 * without consent: nothing is sent, a stored browser id is forgotten, and a choice made in another tab counts here
 * at once. Events tracked while the sender's code is on its way, page views among them, are handed to it when
 * it starts: the page the visitor agreed on counts even if they have moved on before the code arrived.
 */
export function startAnalyticsOnConsent({ scriptUrl, ...options }: AnalyticsStart, load = loadSender): void {
  const { store } = options;
  const consented = () => store.getState().consent.choice === 'all';
  const waiting: AnalyticsEvent[] = [];
  const events = bus.on('analytics/event').subscribe(({ payload }) => {
    if (consented()) waiting.push(payload);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) store.dispatch(consentSynced(parseConsent(event.newValue)));
  };
  window.addEventListener('storage', onStorage);

  let unsubscribe = (): void => undefined;
  const start = () => {
    unsubscribe();
    const views = options.navigation ? trackPageViews(options.navigation) : null;
    void load().then(
      ({ startAnalytics, createScriptAdapter }) => {
        // The sender follows other tabs, the bus and the pages from here on.
        window.removeEventListener('storage', onStorage);
        events.unsubscribe();
        views?.stop();
        const thirdParty = scriptUrl === undefined ? null : createScriptAdapter(scriptUrl);
        startAnalytics({ ...options, thirdParty, countedPath: views?.lastPath() ?? null });
        for (const event of waiting.splice(0)) bus.publish('analytics/event', event);
      },
      // Nothing is lost for good: the next full page load tries again.
      (error: unknown) => {
        views?.stop();
        console.warn('[analytics] the sender could not be loaded', error);
      },
    );
  };

  if (consented()) {
    start();
    return;
  }
  createBrowserIds().forget(); // Left over from an earlier choice or banner version.
  unsubscribe = store.subscribe(() => {
    if (consented()) start();
  });
}

/** Analytics switched off: nothing of them stays in the browser. */
export function forgetAnalyticsStorage(): void {
  createBrowserIds().forget();
}
