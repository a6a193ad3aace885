// The render host's view of the remotes: each remote's Node build (dist/server/, next to the browser's
// mf-manifest.json) is registered with the federation runtime from the same runtime config the browser gets.
// A manifest that changes (a redeploy) is picked up within CHECK_INTERVAL_MS, without a restart.
import { createHash } from 'node:crypto';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { pageDataModule, REMOTE_NAMES, type PageContract, type RemoteModuleName, type RemoteName } from '@vinkompassen/shared-contracts';
import type { RemoteLoader, RemoteModuleExports } from '../federation/runtime';
import { sharedRefusal } from './sharedRefusal';

const CHECK_INTERVAL_MS = 1000;
const MANIFEST_TIMEOUT_MS = 3000;

/** A stylesheet's text to inline, with its CSP source ('sha256-…') for the page's style-src. */
export interface InlineStyle {
  text: string;
  cspHash: string;
}

/** A stylesheet of a remote's browser build; `inline` when it is small enough to inline into the page. */
export interface Stylesheet {
  href: string;
  inline?: InlineStyle;
}

/** What the page needs from a remote's browser build to show a server-rendered screen styled at once. */
export interface BrowserAssets {
  css: Stylesheet[];
  js: string[];
}

/**
 * Larger stylesheets stay links. A remote's stylesheets come from its own origin: as links they cost the first
 * paint a connection to each remote (a third of a second on a phone); inlined, the HTML alone paints the page.
 */
export const INLINE_CSS_MAX_CHARS = 32 * 1024;

interface BrowserManifest {
  exposes?: { path?: string; assets?: { css?: { sync?: string[] }; js?: { sync?: string[] } } }[];
}

interface RemoteState {
  /** The last check could not read the server manifest: its region is left to the browser meanwhile. */
  down: boolean;
  browserManifestUrl: string;
  /** The same manifest as this server reaches it (another host name inside a container network). */
  fetchManifestUrl: string;
  serverVersion: string | null;
  browserManifest: BrowserManifest | null;
  /** The manifest's text, to notice a redeploy. */
  browserManifestText: string | null;
  /** Its exposes' stylesheets (browser URL → text and hash), read once per deployment (file names carry their hash). */
  styles: Map<string, InlineStyle>;
  checkedAt: number;
  checking: Promise<void> | null;
}

const remotes = new Map<RemoteName, RemoteState>();
const registered = new Set<RemoteName>();

export const serverManifestUrl = (browserManifestUrl: string): string => new URL('server/mf-manifest.json', browserManifestUrl).href;

async function fetchText(url: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** The stylesheets of every exposed module, each as this server reaches it; one that fails stays a link. */
async function readStyles(manifest: BrowserManifest, state: RemoteState, timeoutMs: number): Promise<Map<string, InlineStyle>> {
  const files = new Set((manifest.exposes ?? []).flatMap((expose) => expose.assets?.css?.sync ?? []));
  const read = await Promise.allSettled(
    [...files].map(async (file) => [new URL(file, state.browserManifestUrl).href, await fetchText(new URL(file, state.fetchManifestUrl).href, timeoutMs)] as const),
  );
  return new Map(
    read.flatMap((result) => {
      if (result.status !== 'fulfilled' || !inlinable(result.value[1])) return [];
      const [href, text] = result.value;
      return [[href, { text, cspHash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` }] as const];
    }),
  );
}

/** Small, and unable to close its <style> element early. */
const inlinable = (css: string): boolean => css.length <= INLINE_CSS_MAX_CHARS && !/<\/style/i.test(css);

async function check(name: RemoteName, state: RemoteState, timeoutMs: number): Promise<void> {
  const serverUrl = serverManifestUrl(state.fetchManifestUrl);
  const [serverManifest, browserManifest] = await Promise.allSettled([
    fetchText(serverUrl, timeoutMs),
    fetchText(state.fetchManifestUrl, timeoutMs),
  ]);
  if (browserManifest.status === 'fulfilled' && browserManifest.value !== state.browserManifestText) {
    const manifest = JSON.parse(browserManifest.value) as BrowserManifest;
    state.styles = await readStyles(manifest, state, timeoutMs);
    state.browserManifest = manifest;
    state.browserManifestText = browserManifest.value;
  }
  // Unreachable for now: the registration stays (re-registering the same build would drop its loaded modules).
  state.down = serverManifest.status === 'rejected';
  if (serverManifest.status === 'rejected') return;
  const version = createHash('sha256').update(serverUrl).update(serverManifest.value).digest('hex').slice(0, 16);
  if (version === state.serverVersion) return;
  // A new deployment (or a new URL): its entry under a new URL, so no cache of the old one can answer.
  const entry = new URL(`remoteEntry.js?v=${version}`, serverUrl).href;
  registerRemotes([{ name, entry }], { force: registered.has(name) });
  registered.add(name);
  state.serverVersion = version;
}

/**
 * Brings every remote's registration up to date with `manifests` (the runtime config's browser manifest URLs,
 * fetched at `reach(url)`); at most one check per remote per CHECK_INTERVAL_MS, waiting at most `timeoutMs`.
 */
export async function syncRemotes(
  manifests: Record<RemoteName, string>,
  timeoutMs: number,
  reach: (url: string) => string = (url) => url,
): Promise<void> {
  const now = Date.now();
  // A slow manifest goes on being checked in the background; the render waits at most `timeoutMs` for it.
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  const checks = Promise.all(
    REMOTE_NAMES.map((name) => {
      let state = remotes.get(name);
      if (!state || state.browserManifestUrl !== manifests[name]) {
        const browserManifestUrl = manifests[name];
        state = { down: false, browserManifestUrl, fetchManifestUrl: reach(browserManifestUrl), serverVersion: null, browserManifest: null, browserManifestText: null, styles: new Map(), checkedAt: 0, checking: null };
        remotes.set(name, state);
      }
      const current = state;
      if (current.checking) return current.checking;
      if (now - current.checkedAt < CHECK_INTERVAL_MS) return undefined;
      current.checkedAt = now;
      current.checking = check(name, current, MANIFEST_TIMEOUT_MS)
        .catch(() => {
          current.down = true;
        })
        .finally(() => {
          current.checking = null;
        });
      return current.checking;
    }),
  ).then(() => undefined);
  await Promise.race([checks, waited]);
  clearTimeout(timer);
}

/** Which builds of the remotes the server renders with now: a page rendered with others names other files. */
export const remotesStamp = (): string =>
  [...remotes].map(([name, state]) => `${name}:${state.serverVersion}:${state.browserManifestText?.length}:${state.down}`).join(',');

/** The CSS (with its text when inlinable) and JS files of an exposed module's browser build, absolute URLs. */
export function browserAssets<R extends RemoteName>(remote: R, module: RemoteModuleName<R>): BrowserAssets {
  const state = remotes.get(remote);
  const expose = state?.browserManifest?.exposes?.find((item) => item.path === module);
  if (!state || !expose) return { css: [], js: [] };
  const url = (file: string) => new URL(file, state.browserManifestUrl).href;
  const css = (expose.assets?.css?.sync ?? []).map(url).map((href) => ({ href, inline: state.styles.get(href) }));
  return { css, js: (expose.assets?.js?.sync ?? []).map(url) };
}

/** Modules already loaded, by remote and module, with the server build they came from. */
const loaded = new Map<string, { version: string; exports: unknown }>();

/**
 * A promise React's `use()` reads at once: marked fulfilled as React marks the promises it has seen settle. A render
 * of a loaded module then never suspends, so its region is rendered once, not suspended and rendered again.
 */
const settled = <T>(exports: T): Promise<T> => Object.assign(Promise.resolve(exports), { status: 'fulfilled', value: exports });

const isComponentModule = (exports: unknown): exports is RemoteModuleExports => typeof (exports as RemoteModuleExports | undefined)?.default === 'function';

const isPageContractModule = (exports: unknown): exports is { default: PageContract } =>
  typeof (exports as { default?: { cache?: unknown } } | undefined)?.default?.cache === 'object';

/** Loads under way, by remote, module and server build: a burst of first renders shares one load of each module. */
const loading = new Map<string, Promise<unknown>>();

/**
 * Server builds the runtime refused (another major of a strict singleton), with the reason. Not loaded again: a
 * module whose first load threw half-way comes back half-initialized, and would fail its render for no clear reason.
 */
const refused = new Map<RemoteName, { version: string; reason: Error }>();

/** Rethrows a failed load, as the refusal's reason when the runtime refused the build (and remembers it). */
const noteRefusal =
  (remote: RemoteName, version: string) =>
  (error: unknown): never => {
    const reason = sharedRefusal(remote, error);
    if (reason) refused.set(remote, { version, reason });
    throw reason ?? error;
  };

/** Every remote of `manifests` has a server build registered and reachable (warmUp waits for this at start). */
export const remotesReady = (manifests: Record<RemoteName, string>): boolean =>
  REMOTE_NAMES.every((name) => {
    const state = remotes.get(name);
    return state?.browserManifestUrl === manifests[name] && !!state.serverVersion && !state.down;
  });

/**
 * An exposed module's server build, once per deployment of its remote; the render waits at most `budgetMs`. The
 * load itself goes on past the budget (shared by the renders asking meanwhile), so a cold module is loaded once,
 * not started again and abandoned by each render that gives up on it.
 */
function loadOnce<T>(remote: RemoteName, module: string, budgetMs: number, used: Set<string>, valid: (exports: unknown) => exports is T): Promise<T> {
  const state = remotes.get(remote);
  if (!state?.serverVersion || state.down) return Promise.reject(new Error(`${remote}: server build unavailable`));
  const key = `${remote}/${module}`;
  used.add(key);
  const version = state.serverVersion;
  const refusal = refused.get(remote);
  if (refusal?.version === version) return Promise.reject(refusal.reason);
  const known = loaded.get(key);
  if (known?.version === version) return settled(known.exports as T);
  const loadKey = `${key} ${version}`;
  let pending = loading.get(loadKey) as Promise<T> | undefined;
  if (!pending) {
    pending = loadRemote<unknown>(`${remote}/${module.slice(2)}`).catch(noteRefusal(remote, version)).then((exports) => {
      if (!valid(exports)) throw new Error(`${remote}/${module} does not export what it should`);
      loaded.set(key, { version, exports });
      return exports;
    });
    const started = pending;
    loading.set(loadKey, started);
    started.catch(() => undefined).finally(() => loading.delete(loadKey));
  }
  return withinBudget(pending, `${remote}/${module}`, budgetMs);
}

/**
 * Loads an exposed module's server build, or rejects within `budgetMs`: a remote that is down or slow then
 * costs only its own region, which the browser renders as it would without a server.
 */
export function serverLoader(budgetMs: number, used: Set<string>): RemoteLoader {
  return (remote, module) => loadOnce(remote, module, budgetMs, used, isComponentModule);
}

/**
 * The page contract beside a screen (`./ProductPage` → `./ProductPage.data`), or rejects within `budgetMs`. Not among
 * the modules a page names for the browser to preload: the page brings the data the contract would start.
 */
export const serverPageContract = (remote: RemoteName, screenModule: string, budgetMs: number): Promise<PageContract> =>
  loadOnce(remote, pageDataModule(screenModule), budgetMs, new Set(), isPageContractModule).then((exports) => exports.default);

async function withinBudget<T>(pending: Promise<T>, what: string, budgetMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: over the ${budgetMs} ms render budget`)), budgetMs);
  });
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
