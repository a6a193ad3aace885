// Renders one page on the server: route → the screen's page contract (its remote's `.data` module) → its data,
// awaited within a budget → React 19 streaming render of the same tree the browser hydrates → head from the contract,
// status, state, cache policy. Knows no page: whatever is particular to one is in its contract.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
// The whole react-router-dom on the server (no facade there), shared with the remotes as in the browser.
import { StaticRouter } from 'react-router-dom';
import { configureApi, DATA_VERSION_ROUTE, isIndexedPath, type DataVersion, PageMetaSinkContext, PUBLIC_PAGE, vinApi, type PageContract, type PageMeta, type RemoteName } from '@vinkompassen/shared-contracts';
import { titleBreadcrumbHead } from '@vinkompassen/ui-kit';
import { LiveNearModulesSink } from '../federation/LiveNearViewport';
import { AppFrame, RouterContent } from '../app/App';
import type { ShellRuntimeConfig } from '../runtime-config/runtimeConfig';
import { serializeSsrState, type SsrState } from '../app/ssrState';
import { createAppStore } from '../store/store';
import { analyticsEnabled } from '../store/consentSlice';
import { analyticsSettings } from '../analytics/config';
import type { Session } from '../auth/session';
import { RemoteLoaderProvider } from '../federation/RemoteContext';
import { matchScreen } from '../routing/currentRoute';
import { isNotFoundKind, NOT_FOUND_KINDS } from '../pages/NotFoundPage';
import { NOT_FOUND_ROUTE, ROUTE_TABLE, remoteContentForPath } from '../routing/routeTable';
import { renderHead } from './head';
import { jsonLdScripts } from './jsonLd';
import { loadServerData } from './serverData';
import { browserAssets, remotesReady, remotesStamp, serverLoader, serverPageContract, syncRemotes } from './serverRemotes';

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  /** The `age_confirmed` cookie: true, or false for an "under 25" answer sent without JavaScript. */
  ageConfirmed: boolean;
  ageRefused: boolean;
  /** The runtime config the browser gets. */
  config: ShellRuntimeConfig;
  /** A URL of the runtime config (the API, a remote's manifest) as this server reaches it (a container's host name). */
  reach: (url: string) => string;
  /** The site's public origin (canonical URLs). */
  publicUrl: string;
  /** How long a remote's module may take to load before its region is left to the browser. */
  budgetMs: number;
  /** How long the API may take for the first screen's data before the screen is left to the browser. */
  dataBudgetMs: number;
  /** A region that could not render on the server (left to the browser). */
  onRegionError?: (error: unknown) => void;
  /** Where the render is (for the server's watchdog message). */
  trace?: { stage: string };
}

export interface RenderOutput {
  status: 200 | 404;
  /** Tags for <head>: title, meta, canonical, and the screen's stylesheets. */
  head: string;
  /** The screen's scripts, fetched with the shell's once the page has painted. */
  preloads: string[];
  /** The inner HTML of #root, as UTF-8 bytes. */
  root: Uint8Array;
  /** The state script's JSON (escaped for an HTML <script> element). */
  state: string;
  /** CSP sources ('sha256-…') of the stylesheets inlined into <head>, for the page's style-src. */
  styleHashes: string[];
  /** Nothing personal is in the page (always, for now: the server renders every visitor as anonymous). */
  cacheable: boolean;
  /** Every region rendered with its data: nothing was left to the browser. */
  complete: boolean;
  /** Its contract says no anonymous render of it may be kept for the next visitor (a profile its user changes at any moment). */
  userContent: boolean;
  /** The parts of the API's data version (DATA_VERSION_ROUTE) the page shows: a kept page goes once one moves. */
  dependsOn: (keyof DataVersion)[];
  /** How long a kept page is fresh (s-maxage), by its contract. */
  maxAgeSeconds: number;
}

/** The server never acts for a user: logout and bus reactions belong to the browser. */
const SERVER_SESSION: Session = { logout: async () => false, start: () => () => undefined, followOtherTabs: () => () => undefined };

let configuredApi: string | null = null;

function useApi(url: string): void {
  if (configuredApi === url) return;
  configureApi({ baseUrl: url });
  configuredApi = url;
}

/**
 * A remote's stylesheet, inlined (no connection to its origin before the first paint). The disabled link beside it
 * is for the remote's CSS chunk loader: it takes a stylesheet link with the chunk's URL as the chunk already loaded,
 * where it would otherwise fetch the file again. Disabled, the link itself fetches nothing and applies nothing.
 */
const inlinedStylesheet = (href: string, text: string): string =>
  `<style data-href="${href}">${text}</style><link rel="stylesheet" href="${href}" disabled />`;

/** The HTML as the UTF-8 bytes React writes: never decoded, since the page goes out (and is compressed) as bytes. */
function renderToBytes(element: React.ReactNode, budgetMs: number, onError: (error: unknown) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
        chunks.push(chunk);
        callback();
      },
      final(callback: (error?: Error | null) => void) {
        resolve(Buffer.concat(chunks));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Piped once everything is ready (or the budget is spent): no boundary waits in the document, so the page
      // needs no inline script (the CSP allows none); regions cut off by `abort` are rendered by the browser.
      onAllReady: () => stream.pipe(sink),
      // Large boundaries would otherwise be written after the shell and moved into place by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError,
    });
    const timer = setTimeout(() => stream.abort(new Error('render budget spent')), budgetMs * 2);
    // Until it fires, a pending timer keeps the whole render (tree, store, HTML) alive.
    sink.on('finish', () => clearTimeout(timer));
    sink.on('error', () => clearTimeout(timer));
  });
}

/** The shell's own pages (about, terms, …): anyone's, placed under home by their title. */
const SHELL_PAGE: PageContract = { head: titleBreadcrumbHead, cache: PUBLIC_PAGE };

/**
 * Registers the remotes and loads every screen's server module with its contract, and the regions the contracts say
 * they embed, once, so the first visitors get whole pages.
 */
export async function warmUp(config: ShellRuntimeConfig, reach: (url: string) => string, waitMs = 30_000): Promise<void> {
  // At start the remotes' servers may still be starting: a remote left out here would be loaded by the first renders.
  const until = Date.now() + waitMs;
  await syncRemotes(config.remotes, 5000, reach);
  while (!remotesReady(config.remotes) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await syncRemotes(config.remotes, 5000, reach);
  }
  const used = new Set<string>();
  const loader = serverLoader(10_000, used);
  await Promise.allSettled(
    ROUTE_TABLE.flatMap(({ content }) =>
      'remote' in content
        ? [
            loader(content.remote, content.module),
            serverPageContract(content.remote, content.module, 10_000).then((page) =>
              Promise.allSettled((page.embeds ?? []).map(({ remote, module }) => loader(remote, module))),
            ),
          ]
        : [],
    ),
  );
}

/**
 * The remotes' builds this server renders with, brought up to date (at most one manifest check a second): part of a
 * cached page's key, so a redeployed remote's pages are rendered anew.
 */
export async function deployment(config: ShellRuntimeConfig, reach: (url: string) => string, budgetMs: number): Promise<string> {
  await syncRemotes(config.remotes, budgetMs, reach);
  return remotesStamp();
}

/** The API's data version now, for the page cache (through `reach`, as the render's own requests). */
export async function readDataVersion(config: ShellRuntimeConfig, reach: (url: string) => string, timeoutMs: number): Promise<DataVersion> {
  const response = await fetch(`${reach(config.apiBaseUrl)}${DATA_VERSION_ROUTE}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${DATA_VERSION_ROUTE}: HTTP ${response.status}`);
  return (await response.json()) as DataVersion;
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  const { pathname, search } = new URL(input.url, 'http://ssr.invalid');
  const trace = input.trace ?? { stage: '' };
  trace.stage = 'remotes';
  useApi(input.reach(input.config.apiBaseUrl));
  await syncRemotes(input.config.remotes, input.budgetMs, input.reach);

  trace.stage = 'data';
  const { route, params } = matchScreen(pathname);
  const used = new Set<string>();
  const screen = remoteContentForPath(pathname);
  // A remote that is down leaves its screen to the browser; the page then has no contract (nor data) of its own.
  const page: PageContract | null =
    route.id === 'notFound' ? null : screen ? await serverPageContract(screen.remote, screen.module, input.budgetMs).catch(() => null) : SHELL_PAGE;
  const store = createAppStore({}, { persist: false });
  // As the browser starts: the page hydrates with the store state it was rendered with.
  const analytics = analyticsSettings(input.config);
  if (analytics) store.dispatch(analyticsEnabled(analytics));
  const request = { params, search: new URLSearchParams(search), viewer: null };
  const outcome = page
    ? await loadServerData(store, page, {
        ...request,
        apiUrl: input.reach(input.config.apiBaseUrl),
        dataBudgetMs: input.dataBudgetMs,
        followUpBudgetMs: input.budgetMs,
      })
    : 'ok';

  const notFound = route.id === 'notFound' || outcome === 'notFound';
  const apiFailed = outcome === 'failed';
  const ssr = { ageConfirmed: input.ageConfirmed, ageRefused: input.ageRefused, notFoundPath: notFound && route.id !== 'notFound' ? pathname : null, apiFailed, hydrated: false };

  const reported: { meta: PageMeta | null } = { meta: null };
  const nearOnly = new Set<string>();
  const loader = serverLoader(input.budgetMs, used);
  // A failed first request leaves the screen to the browser (which shows its error state), not half rendered.
  const failing: ReturnType<typeof serverLoader> = (remote, module) =>
    apiFailed && screen?.module === module ? Promise.reject(new Error('first request failed')) : loader(remote, module);
  trace.stage = 'render';
  let regionsLeftToBrowser = 0;
  const onRegionError = (error: unknown) => {
    regionsLeftToBrowser += 1;
    input.onRegionError?.(error);
  };
  const root = await renderToBytes(
    <AppFrame store={store} session={SERVER_SESSION} config={input.config} ssr={ssr}>
      <RemoteLoaderProvider loader={failing}>
        <PageMetaSinkContext.Provider value={(meta) => (reported.meta = { ...reported.meta, ...meta })}>
          <LiveNearModulesSink.Provider value={(key) => nearOnly.add(key)}>
            <StaticRouter location={input.url}>
              <RouterContent />
            </StaticRouter>
          </LiveNearModulesSink.Provider>
        </PageMetaSinkContext.Provider>
      </RemoteLoaderProvider>
    </AppFrame>,
    input.budgetMs,
    onRegionError,
  );

  trace.stage = 'page';
  const pageUrl = new URL(pathname, input.publicUrl).href;
  // An unknown wine, dish, …: its own heading as the title (what its screen says in the browser).
  const shownRoute = notFound ? NOT_FOUND_ROUTE : route;
  const notFoundTitle = notFound && isNotFoundKind(route.id) ? NOT_FOUND_KINDS[route.id].heading : undefined;
  const assets = [...used].map((key) => {
    const [remote, module] = key.split('/./') as [RemoteName, string];
    return { key, assets: browserAssets(remote, `./${module}` as never) };
  });
  const css = [...new Map(assets.flatMap((a) => a.assets.css).map((sheet) => [sheet.href, sheet])).values()];
  // A region going live near the viewport shows its server HTML (hence its styles) but loads its code later.
  const js = [...new Set(assets.flatMap((a) => (nearOnly.has(a.key) ? [] : a.assets.js)))];
  const { shareCard, jsonLd, ...pageHead } =
    (!notFound &&
      (await page?.head?.({
        ...request,
        state: store.getState(),
        pageUrl,
        publicUrl: input.publicUrl,
        apiBaseUrl: input.config.apiBaseUrl,
        title: reported.meta?.title ?? route.meta.title,
      }))) ||
    {};
  const head = [
    renderHead({
      routeMeta: shownRoute.meta,
      pageMeta: notFound ? (notFoundTitle ? { title: notFoundTitle } : null) : { ...reported.meta, ...pageHead },
      url: notFound ? null : pageUrl,
      shareCard: shareCard ?? null,
      publicUrl: input.publicUrl,
      noindex: notFound || !isIndexedPath(pathname),
    }),
    ...css.map(({ href, inline }) => (inline ? inlinedStylesheet(href, inline.text) : `<link rel="stylesheet" href="${href}" />`)),
    // For search engines: what the page is about (a wine, a list of wines) and where it sits; not from half the data.
    ...jsonLdScripts(apiFailed ? [] : (jsonLd ?? [])),
  ].join('\n    ');

  const state: SsrState = {
    store: { vinApi: store.getState().vinApi },
    ageConfirmed: input.ageConfirmed,
    ageRefused: input.ageRefused,
    notFoundPath: ssr.notFoundPath,
    apiFailed,
    regionsLeftToBrowser,
  };
  // The cache's removal timers (keepUnusedDataFor, 60 s) would otherwise hold this store and its data for a minute.
  store.dispatch(vinApi.util.resetApiState());
  const styleHashes = css.flatMap(({ inline }) => (inline ? [inline.cspHash] : []));
  return {
    status: notFound ? 404 : 200,
    head,
    preloads: js,
    root,
    state: serializeSsrState(state),
    styleHashes,
    cacheable: true,
    complete: !apiFailed && regionsLeftToBrowser === 0,
    userContent: !(page ?? SHELL_PAGE).cache.anonymous,
    dependsOn: [...(page ?? SHELL_PAGE).cache.dependsOn],
    maxAgeSeconds: (page ?? SHELL_PAGE).cache.maxAgeSeconds,
  };
}
