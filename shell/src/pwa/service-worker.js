/* Vinkompassen service worker. Built by shell/build/service-worker-plugin.mjs, which replaces the
   two placeholders with the build's asset list and a version derived from it. */
const VERSION = '__VK_VERSION__';
const PRECACHE = __VK_PRECACHE__;
const CACHE = `vinkompassen-${VERSION}`;
const OFFLINE_URL = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('vinkompassen-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Remotes, the API and other origins are not ours to cache.
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    // Network first: pages must reflect the latest deploy; offline, show the Swedish offline page.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL, { cacheName: CACHE })));
    return;
  }

  if (PRECACHE.includes(url.pathname)) {
    // Hashed build assets never change: cache first.
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit || fetch(request)));
  }
});
