// Server rendering of pages: the render host built from src/ssr/ (dist-server/ssr.cjs) renders the
// route into the built index.html. Without that build (or when rendering throws) the page is the browser-only
// app shell, as before: a render problem never becomes a 500 page.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { answerEncoding, compressAnswer } from '@vinkompassen/tooling/answer-compression';
import { createConfigSwitch } from './config-switch.mjs';
import { createCoalescer, createDataVersion, createPageCache, createRenderGate } from './page-cache.mjs';

const ROOT = '<div id="root"></div>';
/** Tags of the template's default head that a rendered page replaces with its own. */
const DEFAULT_HEAD_TAG = /^\s*<(title>.*<\/title|meta (name="description"|property="og:(type|title|description|image|image:alt|url)")[^>]*)>\s*$/;

/**
 * The shell's own stylesheet, which index.html only preloads (the browser-rendered app attaches it with its chunk),
 * becomes a render-blocking <link rel="stylesheet">: server HTML painted unstyled would shift when it arrives. The
 * chunk loader adopts a stylesheet link with the same href instead of adding a second one.
 */
function styleSheetFromPreload(line) {
  if (!/^<link\b/.test(line) || !/\brel="preload"/.test(line) || !/\bas="style"/.test(line)) return line;
  const href = /\bhref="([^"]+)"/.exec(line)?.[1];
  return href ? `<link rel="stylesheet" href="${href}">` : line;
}

/** A `<script src>` line's file (`scripts`) or a script preload's (`preloads`): the shell's boot files; else null. */
function bootFile(line) {
  if (/^<script\b/.test(line)) {
    const src = /\bsrc="([^"]+)"/.exec(line)?.[1];
    return src ? { list: 'scripts', file: src } : null;
  }
  if (!/^<link\b/.test(line) || !/\brel="preload"/.test(line) || !/\bas="script"/.test(line)) return null;
  const href = /\bhref="([^"]+)"/.exec(line)?.[1];
  return href ? { list: 'preloads', file: href } : null;
}

/**
 * The template split around the spots a render fills in (minified HTML has no line breaks: split tags first). Its
 * scripts and script preloads are taken out of <head>: a rendered page starts them after its first paint (composePage).
 */
export function prepareTemplate(html) {
  const lines = html.replace(/></g, '>\n<').split('\n');
  const boot = { scripts: [], preloads: [] };
  const kept = [];
  let closesTakenScript = false;
  for (const line of lines) {
    const closing = closesTakenScript && line === '</script>';
    closesTakenScript = false;
    if (closing || DEFAULT_HEAD_TAG.test(line)) continue;
    const taken = bootFile(line);
    if (!taken) kept.push(styleSheetFromPreload(line));
    else {
      boot[taken.list].push(taken.file);
      closesTakenScript = taken.list === 'scripts';
    }
  }
  const page = kept.join('');
  const id = createHash('sha256').update(html).digest('base64url');
  const headEnd = page.indexOf('</head>');
  const rootAt = page.indexOf(ROOT);
  if (headEnd < 0 || rootAt < 0) throw new Error('index.html: </head> or the empty #root is missing');
  // As bytes, encoded once: a page is put together from bytes (composePage).
  const beforeHead = Buffer.from(page.slice(0, headEnd));
  const beforeRoot = Buffer.from(page.slice(headEnd, rootAt));
  const afterRoot = Buffer.from(page.slice(rootAt + ROOT.length));
  return { id, beforeHead, beforeRoot, afterRoot, ...boot };
}

/** The boot list for public/start-app.js, as JSON inside a <script> element (no `<` can end it early). */
const bootList = (template, preloads) =>
  JSON.stringify({ scripts: template.scripts, preloads: [...template.preloads, ...preloads] }).replace(/</g, '\\u003c');

const ROOT_OPEN = Buffer.from('<div id="root">');
const STATE_OPEN = Buffer.from('</div><script type="application/json" id="vk-ssr-state">');
const STATE_CLOSE = Buffer.from('</script>');

/**
 * The page as UTF-8 bytes. `root` (the render's bytes) is never decoded: a page sent as one string was
 * flattened, measured and encoded again by the compressor, a third of the compression step's CPU on a wine page.
 * `preloads`: the rendered screen's scripts (a remote's), fetched with the shell's after the first paint.
 */
export function composePage(template, { head, root, state, preloads = [] }) {
  const boot = `<script type="application/json" id="vk-boot">${bootList(template, preloads)}</script><script defer src="/start-app.js"></script>`;
  return Buffer.concat([
    template.beforeHead,
    Buffer.from(`${head}\n${boot}`),
    template.beforeRoot,
    ROOT_OPEN,
    root,
    STATE_OPEN,
    Buffer.from(state),
    STATE_CLOSE,
    template.afterRoot,
  ]);
}

/**
 * SERVER_ORIGINS="http://localhost:8000=http://api:8000,http://localhost:3001=http://discovery:8080": the origins
 * of the runtime config (the browser's) as this server reaches them; any other URL is fetched as it is.
 */
export function originRewriter(spec = '') {
  const pairs = spec
    .split(',')
    .map((pair) => pair.split('=').map((part) => part.trim()))
    .filter((pair) => pair.length === 2 && pair[0] && pair[1])
    .map(([from, to]) => [new URL(from).origin, new URL(to).origin]);
  return (url) => {
    const parsed = new URL(url);
    const to = pairs.find(([from]) => from === parsed.origin)?.[1];
    return to ? `${to}${parsed.pathname}${parsed.search}` : url;
  };
}

/** RTK Query's bookkeeping in the inlined state: a new id and clock reading on every render, the same page. */
const VOLATILE_STATE = /"(?:requestId":"[^"]*|(?:started|fulfilled)TimeStamp":\d+)"?/g;

/**
 * A weak ETag (the same page, not the same bytes): a hash of what the render filled into the template (`template.id`
 * names the template) without the query cache's request ids and timestamps, so an unchanged page answers 304. User
 * text cannot fake the pattern: its quotes are escaped.
 */
export function pageEtag(template, { head, root, state, preloads = [] }) {
  const hash = createHash('sha256').update(template.id).update(head).update('\0').update(root).update('\0');
  return `W/"${hash.update(state.replace(VOLATILE_STATE, '')).update(`\0${preloads.join(' ')}`).digest('base64url').slice(0, 27)}"`;
}

/** A runtime config as text, for the page cache's key: made once per config object (runtime-config.mjs keeps one). */
const configKeys = new WeakMap();
const configKey = (config) => {
  let key = configKeys.get(config);
  if (key === undefined) configKeys.set(config, (key = JSON.stringify(config)));
  return key;
};

/** The `age_confirmed` cookie: 'true' (confirmed), 'false' (an "under 25" answer sent without JavaScript), or none. */
/**
 * The runtime config a page was rendered with, in the page: it names the release of each remote (their manifest
 * URLs), and the browser boots from it (federation/firstScreen.ts), so hydration uses the releases the server used.
 */
export const configScript = (config) =>
  `<script type="application/json" id="vk-runtime-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;

const ageCookie = (cookieHeader) => /(?:^|;\s*)age_confirmed=(true|false)(?:;|$)/.exec(cookieHeader ?? '')?.[1];

const RENDER_WATCHDOG_MS = 5000;

/** How long a render waits for a data version read under way, at most (the API down: once per check interval). */
const VERSION_WAIT_MS = 250;

/** Adds the inlined stylesheets' hashes to the page's CSP (set by helmet before the render) so they apply. */
export function allowInlineStyles(reply, hashes = []) {
  const csp = reply.getHeader('content-security-policy');
  if (!hashes.length || typeof csp !== 'string') return;
  reply.header('content-security-policy', csp.replace(/(^|;)(\s*style-src)(?=\s|;|$)/, `$1$2 ${hashes.join(' ')}`));
}

/** The public page's HTML cache policy: a CDN may keep it as long as its contract says (a minute by default) and serve it stale while it refreshes. */
export const publicPageCache = (maxAgeSeconds = 60) => `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=600`;

/** A request that asks caches to revalidate (a reload, the bench): rendered anew, never answered from the cache. */
const wantsFresh = (headers) => /\b(no-cache|no-store|max-age=0)\b/.test(`${headers['cache-control'] ?? ''} ${headers.pragma ?? ''}`);

/** The page's bytes in `encoding` (null: as they are), compressed once per page and encoding: a kept page is sent many times. */
function encodedPage(page, encoding) {
  if (!encoding) return page.html;
  let body = page.encoded.get(encoding);
  if (!body) {
    body = compressAnswer(page.html, encoding);
    page.encoded.set(encoding, body);
  }
  return body;
}

const numberOr = (value, fallback) => (value === undefined || value === '' || !Number.isFinite(Number(value)) ? fallback : Number(value));

/**
 * @param {object} options
 * @param {string} options.distDir       the built shell (index.html)
 * @param {string} options.serverDir     the render host's build (ssr.cjs)
 * @param {NodeJS.ProcessEnv} options.env
 * @param {object} [options.config]     the runtime config at start (to warm the remotes' server modules)
 */
export async function createPageRenderer({ distDir, serverDir, env, config }) {
  const entry = path.join(serverDir, 'ssr.cjs');
  const disabled = /^(0|false|off|no)$/i.test(env.SSR ?? '');
  if (disabled || !existsSync(entry)) return null;
  const { render, warmUp, deployment, readDataVersion } = await createRequire(import.meta.url)(entry).loadRenderer();
  const template = prepareTemplate(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const budgetMs = Number(env.SSR_BUDGET_MS ?? 300);
  const dataBudgetMs = Number(env.SSR_DATA_BUDGET_MS ?? 2000);
  const reach = originRewriter(env.SERVER_ORIGINS);
  // A few renders at a time per process, the rest queued: a burst of distinct pages otherwise sends every render's
  // API requests at once, the API falls behind, and pages go out without their content (left to the browser).
  const gate = createRenderGate({ concurrency: Math.max(1, numberOr(env.SSR_CONCURRENCY, 4)), maxWaitMs: numberOr(env.SSR_QUEUE_MS, 10_000) });
  const coalesce = createCoalescer();
  // The same freshness a CDN is allowed (publicPageCache): a minute fresh, then stale while a new render runs.
  const cacheOn = numberOr(env.SSR_CACHE_ENTRIES, 2000) > 0;
  const cache = createPageCache({
    maxEntries: Math.max(1, numberOr(env.SSR_CACHE_ENTRIES, 2000)),
    freshMs: numberOr(env.SSR_CACHE_FRESH_MS, 60_000),
    staleMs: numberOr(env.SSR_CACHE_STALE_MS, 600_000),
  });
  // What the kept pages show, as the API versions it: an import or a list edited drops the pages showing it, in
  // every worker, within about SSR_DATA_VERSION_MS (a page request never waits for the check).
  let versionConfig = config;
  const dataVersion = createDataVersion({
    read: () => (versionConfig ? readDataVersion(versionConfig, reach, 2000) : Promise.reject(new Error('no runtime config yet'))),
    intervalMs: numberOr(env.SSR_DATA_VERSION_MS, 1000),
  });
  if (cacheOn) dataVersion.current();
  // Each runtime config's remote server builds (and page contracts) are loaded before its first render, at start and
  // when a release switches a remote: renders that race code loading otherwise leave their content to the browser.
  // A render waits at most SSR_WARM_WAIT_MS for that (a remote that stays down must not hold every page). One config
  // renders at a time: a switch (a rollback to a config seen before too) waits for the renders under way, then loads
  // its builds (config-switch.mjs).
  const switched = createConfigSwitch((next) => warmUp(next, reach), configKey, numberOr(env.SSR_WARM_WAIT_MS, 10_000));
  if (config) switched.switchTo(config);

  /** One render, composed: the page, or null when it could not render (the caller then sends the app shell). */
  async function produce(request, config) {
    const publicUrl = env.PUBLIC_URL || `${request.protocol}://${request.host}`;
    let page;
    let watchdog;
    const trace = { stage: 'start' };
    try {
      // However a render goes, the visitor gets a page: past the watchdog, the app shell the browser renders.
      const timedOut = new Promise((_, reject) => {
        watchdog = setTimeout(() => reject(new Error(`server render took over ${RENDER_WATCHDOG_MS} ms (at: ${trace.stage})`)), RENDER_WATCHDOG_MS);
      });
      page = await Promise.race([timedOut, render({
        url: request.url,
        ageConfirmed: ageCookie(request.headers.cookie) === 'true',
        ageRefused: ageCookie(request.headers.cookie) === 'false',
        config,
        reach,
        publicUrl,
        budgetMs,
        dataBudgetMs,
        onRegionError: (error) => request.log.warn({ err: error }, 'region left to the browser'),
        trace,
      })]);
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; sending the app shell');
      return null;
    } finally {
      clearTimeout(watchdog);
    }
    const rendered = { ...page, head: `${page.head}${configScript(config)}` };
    const html = composePage(template, rendered);
    return {
      html,
      /** Compressed copies of `html` by encoding, as they are made (encodedPage). */
      encoded: new Map(),
      etag: pageEtag(template, rendered),
      status: page.status,
      styleHashes: page.styleHashes,
      cacheable: page.cacheable,
      // Only a whole page is kept, and no profile (its user changes it at any moment).
      storable: page.cacheable && page.complete && !page.userContent,
      dependsOn: page.dependsOn,
      maxAgeSeconds: page.maxAgeSeconds,
    };
  }

  /**
   * The cache's key for a request, or null when it must not be shared: anything but an anonymous GET of a plain
   * page. The server renders every visitor as anonymous, so the HTML varies only by the URL, the age gate's answer
   * and the deployment (the runtime config and the remotes' builds); a request with credentials is never shared.
   */
  async function keyOf(request, config) {
    if (!cacheOn || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
    if (request.headers.authorization || new URL(request.url, 'http://x').searchParams.has('token')) return null;
    const built = `${await deployment(config, reach, budgetMs)} ${configKey(config)}`;
    cache.seen(built);
    return { page: `${ageCookie(request.headers.cookie) ?? '-'} ${request.url} ${built}`, deployment: built };
  }

  /** Renders (through the gate, one render per key in flight) and keeps a whole page for the next visitor. */
  const renderAndKeep = async (key, request, config) => {
    // A read under way (about one a second) is waited for briefly: its answer may already hold a change this render
    // shows, and a page kept under the version before it would be dropped at once.
    const version = key === null ? null : await dataVersion.beforeRender(VERSION_WAIT_MS);
    const page = await coalesce(key?.page ?? null, () =>
      gate.run(() =>
        switched.run(async (current) => {
          const made = await produce(request, current);
          // A switch came after the key was made: the page is sent, not kept under the config before the switch.
          return made && configKey(current) !== configKey(config) ? { ...made, storable: false } : made;
        }),
      ),
    );
    if (key !== null && page?.storable) cache.set(key.page, page, version, key.deployment);
    return page;
  };

  /** Renders `request` into `reply`; false when it could not (the caller then sends the plain app shell). */
  return async function renderPage(request, reply, requestConfig) {
    switched.switchTo(requestConfig);
    const config = await switched.settled();
    versionConfig = config;
    const key = await keyOf(request, config);
    const kept = key !== null && !wantsFresh(request.headers) ? cache.get(key.page, dataVersion.current()) : null;
    if (kept && !kept.fresh) {
      // Stale: this visitor gets it at once; the next gets a fresh render, started now (once, however many ask).
      renderAndKeep(key, request, config).catch((error) => request.log.warn({ err: error }, 'refreshing a cached page failed'));
    }
    const page = kept?.page ?? (await renderAndKeep(key, request, config));
    if (!page) return false;
    allowInlineStyles(reply, page.styleHashes);
    // A handed-over login token in the URL: never stored by a shared cache.
    const cacheable = page.cacheable && !new URL(request.url, 'http://x').searchParams.has('token');
    reply
      .code(page.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', cacheable ? publicPageCache(page.maxAgeSeconds) : 'private, no-store')
      // The age gate is in the HTML or not, by the age_confirmed cookie; the bytes follow the encoding asked for.
      .header('Vary', 'Cookie, Accept-Encoding')
      .header('ETag', page.etag)
      .header('X-Render-Cache', kept ? (kept.fresh ? 'hit' : 'stale') : 'miss');
    // A cache may send several validators: "a", W/"b".
    const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
    if (known.includes(page.etag)) return reply.code(304).send();
    // Compressed here rather than by @fastify/compress (which leaves an answer with a Content-Encoding alone): a kept
    // page keeps its compressed copy, so a cache hit costs a third of the CPU it did.
    const encoding = answerEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encodedPage(page, encoding));
  };
}
