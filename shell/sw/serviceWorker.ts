/// <reference lib="webworker" />
// Vinkompassen's service worker, bundled into dist/sw.js by the shell's rspack build (see
// shell/build/service-worker-plugin.mjs, which injects the build's precache list).
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { apiCacheKey, isAnalyticsBatch, isApiRead, isHashedAsset, pageCacheKey, remoteForUrl } from '../src/pwa/cacheRules';
import { isWorkerMessage } from '../src/pwa/messages';
import { isWorkerConfig, loadState, syncRemotes, type RemoteState } from './remotes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

const OFFLINE_PAGE = '/offline.html';
const APP_PAGE = '/index.html';
const PAGES_CACHE = 'vk-pages';
const CONFIG_CACHE = 'vk-config';
/** Remote manifests are re-checked at most this often while the config stays the same. */
const RECHECK_MS = 10 * 60 * 1000;

// A new build takes over at once: its precache holds every file the new pages need.
void self.skipWaiting();
clientsClaim();

// --- The shell's own build: precached, served cache-first (hashed or revisioned by the build).
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// No directory index or clean URLs: navigations are the page route's business below.
addRoute({ directoryIndex: '', cleanURLs: false });

// --- Runtime config and remotes.
let state: RemoteState = { config: null, caches: {} };
let lastSync = 0;
let syncing: Promise<void> | null = null;
/** The newest config asked for while a sync runs: synced right after it, not 10 minutes later. */
let wanted: RemoteState['config'] = null;
const stateReady = loadState()
  .then((stored) => {
    state = stored;
  })
  .catch(() => undefined);

function sync(config: RemoteState['config']): Promise<void> {
  if (!config) return Promise.resolve();
  wanted = config;
  syncing ??= (async () => {
    await stateReady;
    try {
      for (let next: RemoteState['config'] = wanted; next; next = wanted) {
        wanted = null;
        try {
          state = await syncRemotes(next, state);
          lastSync = Date.now();
        } catch (error: unknown) {
          console.warn('[sw] remote sync failed', error);
        }
      }
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

async function fetchConfig(): Promise<RemoteState['config']> {
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  const config: unknown = response.ok ? await response.clone().json() : null;
  if (!isWorkerConfig(config)) return null;
  await caches.open(CONFIG_CACHE).then((cache) => cache.put('/runtime-config.json', response));
  return config;
}

self.addEventListener('install', (event) => {
  // Best effort: a remote that is down must not keep the shell from installing.
  event.waitUntil(fetchConfig().then(sync).catch(() => undefined));
});

/** Every page load reads the config: a changed one (or an old check) re-syncs the remotes. */
const configWatcher: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok) {
      const config: unknown = await response.clone().json().catch(() => null);
      if (isWorkerConfig(config)) {
        const changed = JSON.stringify(config) !== JSON.stringify(state.config);
        if (changed) state = { ...state, config };
        if (changed || Date.now() - lastSync > RECHECK_MS) event.waitUntil(sync(config));
      }
    }
    return response;
  },
};

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/runtime-config.json' && request.method === 'GET',
  new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: 3, plugins: [configWatcher] }),
);

/** Script and link tags ask for remote files without CORS; fetch them with CORS so cached copies aren't opaque. */
const corsForRemotes: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};
const remoteStrategies = new Map<string, { hashed: Strategy; entry: Strategy }>();
function remoteStrategy(cacheName: string, pathname: string): Strategy {
  let strategies = remoteStrategies.get(cacheName);
  if (!strategies) {
    const plugins = [corsForRemotes, new CacheableResponsePlugin({ statuses: [200] })];
    strategies = {
      // Hashed files never change under their name.
      hashed: new CacheFirst({ cacheName, plugins }),
      // remoteEntry.js and mf-manifest.json keep their names across releases: the network decides while online.
      entry: new NetworkFirst({ cacheName, plugins, networkTimeoutSeconds: 3 }),
    };
    remoteStrategies.set(cacheName, strategies);
  }
  return isHashedAsset(pathname) ? strategies.hashed : strategies.entry;
}

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    state.config !== null &&
    url.origin !== self.location.origin &&
    remoteForUrl(url.href, state.config.remotes) !== undefined,
  async (options: RouteHandlerCallbackOptions) => {
    const remote = state.config && remoteForUrl(options.url.href, state.config.remotes);
    const cacheName = remote && state.caches[remote];
    // Not precached yet (e.g. just repointed): straight to the network.
    if (!cacheName) return fetch(options.request);
    return remoteStrategy(cacheName, options.url.pathname).handle(options);
  },
);

// --- API reads: network first, the last answer when offline or slow; per user, bounded.
const apiExpiration = new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true });

async function userKey(request: Request): Promise<string | null> {
  const authorization = request.headers.get('Authorization');
  if (!authorization) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const perUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request.url, await userKey(request)),
};

const API_CACHE = 'vk-api';
const apiReads = new NetworkFirst({
  cacheName: API_CACHE,
  networkTimeoutSeconds: 3,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), apiExpiration, perUser],
});

registerRoute(
  ({ url, request }) => state.config !== null && isApiRead(request.method, url.href, state.config.apiBaseUrl),
  apiReads,
);

// --- Analytics batches: sent by the worker itself, which lives until the request is done. Left to the network
// fallback, the batch a page sends as it is left (sendBeacon on pagehide) went with the page, now and then.
registerRoute(({ url, request }) => isAnalyticsBatch(request.method, url.href), ({ request }) => fetch(request), 'POST');

// --- Pages: network first; offline, a page seen before gets the app, any other the offline page.
const pageKey: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) };
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 5,
  plugins: [pageKey, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 50 })],
});

registerRoute(
  new NavigationRoute(async (options) => {
    // The remote state must be known before the page asks for remote code.
    await stateReady;
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }),
);

async function rememberPage(path: string): Promise<void> {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const cache = await caches.open(PAGES_CACHE);
  const key = pageCacheKey(url.href);
  if (await cache.match(key)) return;
  const app = await matchPrecache(APP_PAGE);
  if (app) await cache.put(key, app);
}

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isWorkerMessage(message)) return;
  // The plugin only knows caches it used since this worker started, hence the explicit delete too.
  if (message.type === 'vk:clear-api-cache') event.waitUntil(Promise.all([apiExpiration.deleteCacheAndMetadata(), caches.delete(API_CACHE)]));
  else event.waitUntil(rememberPage(message.path));
});
