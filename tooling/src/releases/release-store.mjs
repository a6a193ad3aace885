// Releases of the front-end packages: each build an immutable folder `<RELEASES_DIR>/<package>/<id>/`, and one
// pointer file, `live.json` ({ remote: id }), saying which release of each remote is live. A release or a rollback
// changes only the pointer, with one atomic rename; files of earlier releases stay served for tabs still using them.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const defaultReleasesDir = path.resolve(import.meta.dirname, '../../../.releases');
export const releasesDirOf = (env = process.env) => env.RELEASES_DIR || defaultReleasesDir;
export const pointerFileOf = (env = process.env) => env.RELEASES_FILE || path.join(releasesDirOf(env), 'live.json');

/** Kept whatever their age: the newest releases of a package; and whatever their number: releases this young. */
export const KEEP_NEWEST = 20;
export const KEEP_YOUNGER_THAN_MS = 7 * 24 * 3600 * 1000;

/** `20261207-045812-3fa9`: sorts by time, unique enough to never collide in one package. */
export const RELEASE_ID = /^\d{8}-\d{6}-[0-9a-f]{4}$/;
export function newReleaseId(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

/** A package's complete releases, oldest first (a release being built is a dot-folder, not listed). */
export function listReleases(releasesDir, pkgDir) {
  const dir = path.join(releasesDir, pkgDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => RELEASE_ID.test(name)).sort();
}

/** The pointer: remote → live release id; `{}` when nothing was released (each package's `dist/` is live). */
export function readLive(pointerFile) {
  if (!existsSync(pointerFile)) return {};
  const live = JSON.parse(readFileSync(pointerFile, 'utf8'));
  if (typeof live !== 'object' || live === null || Array.isArray(live)) throw new Error(`${pointerFile}: not an object`);
  return live;
}

/** Runs `fn` holding the pointer's lock: switches are serialized, never interleaved. */
function withLock(pointerFile, fn) {
  const lock = `${pointerFile}.lock`;
  const deadline = Date.now() + 10_000;
  let fd;
  for (;;) {
    try {
      fd = openSync(lock, 'wx');
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock left by a killed switch is stale after a few seconds: a switch takes milliseconds.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 5000) rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`${lock}: another release is switching`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return fn();
  } finally {
    closeSync(fd);
    unlinkSync(lock);
  }
}

/**
 * Makes `id` the live release of `remote` (null: back to the package's `dist/`): the whole pointer is written to a
 * temporary file and renamed over the old one, so a reader sees the old pointer or the new, never a part.
 */
export function switchLive(pointerFile, remote, id, now = new Date()) {
  mkdirSync(path.dirname(pointerFile), { recursive: true });
  return withLock(pointerFile, () => {
    const live = readLive(pointerFile);
    const previous = live[remote] ?? null;
    if (id === null) delete live[remote];
    else live[remote] = id;
    const temp = `${pointerFile}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(live, null, 2)}\n`);
    renameSync(temp, pointerFile);
    appendFileSync(path.join(path.dirname(pointerFile), 'switches.log'), `${now.toISOString()} ${remote} ${previous ?? 'dist'} -> ${id ?? 'dist'}\n`);
    return previous;
  });
}

const releaseTime = (id) => Date.parse(`${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}T${id.slice(9, 11)}:${id.slice(11, 13)}:${id.slice(13, 15)}Z`);

/** Releases that may go: beyond the newest KEEP_NEWEST, older than KEEP_YOUNGER_THAN_MS, and not live. */
export function prunable(ids, liveId, now = Date.now()) {
  const newest = new Set(ids.slice(-KEEP_NEWEST));
  return ids.filter((id) => !newest.has(id) && id !== liveId && now - releaseTime(id) > KEEP_YOUNGER_THAN_MS);
}

export function prune(releasesDir, pkgDir, liveId, now = Date.now()) {
  const gone = prunable(listReleases(releasesDir, pkgDir), liveId, now);
  for (const id of gone) rmSync(path.join(releasesDir, pkgDir, id), { recursive: true, force: true });
  return gone;
}

/** The manifest URL of a release, served by the remote's own server beside its `dist/`: `…/releases/<id>/mf-manifest.json`. */
export const releaseManifestUrl = (manifestUrl, id) => new URL(`releases/${id}/mf-manifest.json`, manifestUrl).href;

/** The remotes' manifest URLs with each live release's in place of the package's `dist/` one. */
export function withLiveReleases(remotes, live) {
  return Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, live[name] ? releaseManifestUrl(url, live[name]) : url]));
}

/**
 * Reads the pointer at most every `maxAgeMs` (a page request never waits longer than one small read): new visitors
 * get a new release within that time of its switch. Returns `{ text, live }`; a missing file is `{}`.
 */
export function createPointerReader(pointerFile, maxAgeMs = 1000) {
  let last = { text: '', live: {}, readAt: -Infinity };
  let reading = null;
  const read = async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(pointerFile, 'utf8').catch((error) => (error.code === 'ENOENT' ? '{}' : Promise.reject(error)));
    if (text !== last.text) last = { text, live: JSON.parse(text), readAt: Date.now() };
    else last.readAt = Date.now();
    return last;
  };
  return async () => {
    if (Date.now() - last.readAt < maxAgeMs) return last;
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };
}
