// Precaches the remotes named in /runtime-config.json: each into its own versioned cache, so a
// redeployed or repointed remote gets a fresh cache and the old one is dropped.
import { isMfManifest, remoteAssetUrls, remoteCacheName, staleRemoteCaches, isHashedAsset } from '../src/pwa/cacheRules';

export interface WorkerConfig {
  apiBaseUrl: string;
  remotes: Record<string, string>;
}

/** What the worker knows between restarts: the config and each remote's current cache. */
export interface RemoteState {
  config: WorkerConfig | null;
  caches: Record<string, string>;
}

const META_CACHE = 'vk-meta';
const STATE_KEY = '/__vk/remote-state';

export function isWorkerConfig(value: unknown): value is WorkerConfig {
  const raw = value as Partial<WorkerConfig> | null;
  return typeof raw?.apiBaseUrl === 'string' && typeof raw.remotes === 'object' && raw.remotes !== null;
}

export async function loadState(): Promise<RemoteState> {
  const hit = await caches.open(META_CACHE).then((cache) => cache.match(STATE_KEY));
  return hit ? ((await hit.json()) as RemoteState) : { config: null, caches: {} };
}

async function saveState(state: RemoteState): Promise<void> {
  const cache = await caches.open(META_CACHE);
  await cache.put(STATE_KEY, new Response(JSON.stringify(state), { headers: { 'Content-Type': 'application/json' } }));
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const corsGet = (url: string) => fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-cache' });

/** Fills `<remote>-<version>` unless it is already current; hashed files are copied from the previous cache. */
async function precacheRemote(name: string, manifestUrl: string, previous: string | undefined): Promise<string> {
  const response = await corsGet(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
  const text = await response.text();
  const manifest: unknown = JSON.parse(text);
  if (!isMfManifest(manifest)) throw new Error(`${manifestUrl}: not a federation manifest`);
  const cacheName = remoteCacheName(name, (await sha256(`${manifestUrl}\n${text}`)).slice(0, 12));
  if (cacheName === previous) return cacheName;

  const cache = await caches.open(cacheName);
  const old = previous ? await caches.open(previous) : undefined;
  try {
    await Promise.all(
      remoteAssetUrls(manifestUrl, manifest).map(async (url) => {
        const reused = isHashedAsset(new URL(url).pathname) ? await old?.match(url) : undefined;
        const file = reused ?? (await corsGet(url));
        if (!file.ok) throw new Error(`${url}: HTTP ${file.status}`);
        await cache.put(url, file);
      }),
    );
    await cache.put(manifestUrl, new Response(text, { headers: { 'Content-Type': 'application/json' } }));
  } catch (error) {
    await caches.delete(cacheName);
    throw error;
  }
  return cacheName;
}

/**
 * Brings every remote's cache up to date with `config`. A remote that cannot be reached keeps
 * its previous cache (if still configured at the same URL) and is tried again on the next sync.
 */
export async function syncRemotes(config: WorkerConfig, state: RemoteState): Promise<RemoteState> {
  const results = await Promise.all(
    Object.entries(config.remotes).map(async ([name, manifestUrl]) => {
      const sameUrl = state.config?.remotes[name] === manifestUrl;
      const previous = state.caches[name];
      try {
        return [name, await precacheRemote(name, manifestUrl, previous)] as const;
      } catch (error) {
        console.warn(`[sw] remote ${name} not precached`, error);
        return sameUrl && previous ? ([name, previous] as const) : undefined;
      }
    }),
  );
  const next: RemoteState = { config, caches: Object.fromEntries(results.filter((entry) => entry !== undefined)) };
  await saveState(next);
  const stale = staleRemoteCaches(await caches.keys(), Object.values(next.caches));
  await Promise.all(stale.map((name) => caches.delete(name)));
  return next;
}
