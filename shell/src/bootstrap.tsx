// Base styles first: component styles loaded later override them at equal specificity.
import './app/base.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { bus, configureApi, ssrCacheHydrate } from '@vinkompassen/shared-contracts';
import { analyticsSettings, eventsEndpoint } from './analytics/config';
import { analyticsEnabled } from './store/consentSlice';
import { forgetAnalyticsStorage, startAnalyticsOnConsent } from './analytics/onConsent';
import { App } from './app/App';
import { hydrateInSlices } from './app/hydrateInSlices';
import { captureServerRegions } from './federation/LiveNearViewport';
import { hydrationErrorReporter } from './app/hydrationErrors';
import { loadRuntimeConfig, type ShellRuntimeConfig } from './runtime-config/runtimeConfig';
import { readSsrState } from './app/ssrState';
import { AgeQuestion } from './age-gate/AgeGate';
import { createAppStore, startPersistence } from './store/store';
import { yieldToBrowser } from './app/yieldToBrowser';
import { initialAuthState, tokenReceived } from './store/authSlice';
import { createSession } from './auth/session';
import { federationRemotes } from './federation/RemoteContext';
import { RemoteFallback } from './federation/RemoteModule';
import { registerAppRemotes } from './federation/runtime';
import { startNewsletterEffects, triggerNewsletterWhenAllowed } from './newsletter/newsletterEffects';
import { startOverlayEffects } from './overlays/overlayEffects';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { startWorkerMessaging } from './pwa/workerMessaging';
import { createNavigation } from './navigation-bridge/navigationBridge';
import { routeForPath } from './routing/currentRoute';
import { prefetchScreenData } from './routing/screenData';
import { startSelectedStoreEffects } from './selected-store/selectedStoreEffects';
import { remoteContentForPath } from './routing/routeTable';

/** Drops a handed-over `?token=` from the address bar so it isn't shared or kept in history. */
function stripTokenFromUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url);
}

async function start() {
  // Not in the task that evaluated the app's modules (a long one on a slow phone).
  await yieldToBrowser();
  let config: ShellRuntimeConfig | null = null;
  try {
    config = await loadRuntimeConfig();
    configureApi({ baseUrl: config.apiBaseUrl });
    registerAppRemotes(config.remotes, RemoteFallback);
    // Run the first screen's module (its files are already downloading, started by the entry: firstScreen.ts).
    const first = remoteContentForPath(window.location.pathname);
    if (first) federationRemotes.prefetch(first.remote, first.module);
  } catch (error) {
    // The frame still renders; every remote area shows its fallback.
    console.error('[shell] runtime config unavailable', error);
  }

  // A server-rendered page hydrates as the server rendered it: anonymous, its query cache, its age gate, analytics on
  // or off by the runtime config. The browser's own session comes in right after hydration (`restoreBrowserState`);
  // the consent banner shows from then on (it waits for the hydrated flag, not for a store change: a store change
  // after hydration re-renders its readers at once, in one long task, where the flag's transition renders in slices).
  const ssr = readSsrState();
  // The server showed the age question: its code hydrates with the page (a click on it must not wait), fetched meanwhile.
  const ageQuestion = ssr && !ssr.ageConfirmed ? AgeQuestion.preload().catch(() => undefined) : undefined;
  const search = window.location.search;
  const browserAuth = initialAuthState(search);
  const store = createAppStore(ssr ? {} : { auth: browserAuth }, { persist: !ssr });
  if (ssr) store.dispatch(ssrCacheHydrate(ssr.store) as unknown as { type: string });
  const analytics = analyticsSettings(config);
  if (analytics) store.dispatch(analyticsEnabled(analytics));
  const serverState = store.getState();
  // A page the browser renders alone: the first screen's data starts as soon as its page contract (a small module,
  // preloaded by the entry) is there. A server-rendered page brought that data in its query cache.
  if (config && !ssr) void prefetchScreenData(store, window.location);
  stripTokenFromUrl();
  const navigation = createNavigation();

  const session = createSession({
    store,
    navigate: navigation.navigate,
    currentRoute: () => {
      const location = navigation.location();
      if (!location) return undefined;
      const route = routeForPath(location.pathname);
      return { id: route.id, requiresAuth: route.flags.requiresAuth };
    },
    previousPath: navigation.previousPathname,
  });
  session.start();
  startOverlayEffects(store);
  startNewsletterEffects(store, {
    currentRoute: () => routeForPath(navigation.location()?.pathname ?? window.location.pathname).id,
  });
  startSelectedStoreEffects();
  // Analytics with consent: the kill switch (`analytics.enabled: false`) means no banner and nothing sent.
  const analyticsConfig = analytics ? config : null;
  let restored = false;
  const restoreBrowserState = () => {
    if (restored) return;
    restored = true;
    // Read again: another tab may have logged in or out while this page hydrated.
    const { token } = initialAuthState(search);
    if (token) store.dispatch(tokenReceived(token));
    startPersistence(store);
    session.followOtherTabs();
  };
  if (!ssr) session.followOtherTabs();
  if (analyticsConfig) {
    const scriptUrl = analyticsConfig.analytics?.scriptUrl;
    startAnalyticsOnConsent({
      store,
      endpoint: eventsEndpoint(analyticsConfig.apiBaseUrl),
      navigation,
      ...(scriptUrl !== undefined && { scriptUrl }),
    });
  } else {
    forgetAnalyticsStorage();
  }
  startWorkerMessaging((listener) => navigation.subscribe((location) => listener(location.pathname)));

  // The store and the effects above in one task, the render in later ones.
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  if (ssr) {
    await ageQuestion;
    const initial = { ageConfirmed: ssr.ageConfirmed, ageRefused: ssr.ageRefused, notFoundPath: ssr.notFoundPath, apiFailed: ssr.apiFailed };
    const app = (
      <App store={store} navigation={navigation} session={session} config={config} hydration={{ initial, onHydrated: restoreBrowserState, serverState }} />
    );
    captureServerRegions(container);
    hydrateInSlices(container, app, { onRecoverableError: hydrationErrorReporter(ssr.regionsLeftToBrowser) });
  } else {
    const root = createRoot(container);
    // A transition renders in slices that yield to the browser: no long task on a slow phone's first view.
    startTransition(() => root.render(<App store={store} navigation={navigation} session={session} config={config} />));
  }

  if (!config) bus.publish('error/show');
  triggerNewsletterWhenAllowed(store);
  registerServiceWorker();
}

void start();
