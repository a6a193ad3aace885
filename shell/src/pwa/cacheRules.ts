/**
 * What the service worker caches and under which keys. Pure functions (no worker globals) so the
 * rules are unit-tested here and shared by the worker (shell/sw) and the page.
 */

import { EVENTS_PATH } from '../analytics/config';

/** `[name].[contenthash:8].ext` (the naming of every package's build): immutable, safe to serve from cache. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export const isHashedAsset = (pathname: string): boolean => HASHED_FILE.test(pathname);

interface MfAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

/** The part of a remote's mf-manifest.json the worker reads. */
export interface MfManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: { assets: MfAssets }[];
}

export function isMfManifest(value: unknown): value is MfManifest {
  const raw = value as Partial<MfManifest> | null;
  return (
    typeof raw === 'object' &&
    raw !== null &&
    typeof raw.metaData?.remoteEntry?.name === 'string' &&
    Array.isArray(raw.exposes)
  );
}

/** Directory the remote's files are served from: its publicPath, or the manifest's own folder for 'auto'. */
export function remoteBaseUrl(manifestUrl: string, manifest?: MfManifest): string {
  const publicPath = manifest?.metaData.publicPath;
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl).href;
}

/**
 * The files to precache for one remote: its entry and every exposed module's JS and CSS (sync and
 * async, which covers chunks shared between exposes). The remote's own copies of shared libraries
 * are left out on purpose: the shell provides every singleton ('loaded-first'), so they never load.
 */
export function remoteAssetUrls(manifestUrl: string, manifest: MfManifest): string[] {
  const base = remoteBaseUrl(manifestUrl, manifest);
  const { name, path } = manifest.metaData.remoteEntry;
  const files = [path ? `${path.replace(/\/+$/, '')}/${name}` : name];
  for (const { assets } of manifest.exposes) {
    files.push(...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async);
  }
  return [...new Set(files.map((file) => new URL(file, base).href))].sort();
}

/** Which configured remote serves `url` (longest matching base folder), if any. */
export function remoteForUrl<N extends string>(url: string, remotes: Record<N, string>): N | undefined {
  let best: { name: N; length: number } | undefined;
  for (const [name, manifestUrl] of Object.entries(remotes) as [N, string][]) {
    const base = remoteBaseUrl(manifestUrl);
    if (url.startsWith(base) && (!best || base.length > best.length)) best = { name, length: base.length };
  }
  return best?.name;
}

/** A read of the configured API: only GET, only below apiBaseUrl. */
export function isApiRead(method: string, url: string, apiBaseUrl: string): boolean {
  return method === 'GET' && url.startsWith(`${apiBaseUrl.replace(/\/+$/, '')}/`);
}

/**
 * A batch for the analytics collector (a POST to `…/api/v1/events/`). Matched by path alone: a worker woken by a
 * leaving page's beacon has not read its config yet.
 */
export function isAnalyticsBatch(method: string, url: string): boolean {
  return method === 'POST' && new URL(url).pathname.endsWith(EVENTS_PATH);
}

/** API responses are stored per user (a hash of the token, or 'anonymous'), so no user ever reads another's. */
export function apiCacheKey(url: string, userKey: string | null): string {
  const key = new URL(url);
  key.searchParams.set('__vk_user', userKey ?? 'anonymous');
  return key.href;
}

/** Pages are kept by path: the query may carry a handed-over token and never names another document. */
export function pageCacheKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/** Logging out or switching user drops the cached API reads of the previous one. */
export function shouldClearApiCache(previousToken: string | null, token: string | null): boolean {
  return previousToken !== null && previousToken !== token;
}

export const REMOTE_CACHE_PREFIX = 'vk-remote-';

/** Versioned cache of one remote: a new manifest (redeploy) or URL (repoint) gives a new cache. */
export const remoteCacheName = (remote: string, version: string): string => `${REMOTE_CACHE_PREFIX}${remote}-${version}`;

/** Remote caches no longer current (old versions, remotes dropped from the config). */
export function staleRemoteCaches(cacheNames: string[], current: string[]): string[] {
  return cacheNames.filter((name) => name.startsWith(REMOTE_CACHE_PREFIX) && !current.includes(name));
}
