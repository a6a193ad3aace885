// /sitemap.xml and /robots.txt for search engines, as a Fastify plugin of the shell's server (app.mjs registers it).
// The pages come from the API (GET /api/v1/sitemap/: paths built with shared-contracts' ROUTES), fetched server to
// server and kept a few minutes; this module only makes them absolute on PUBLIC_URL and writes the XML.
import { originRewriter } from './render-page.mjs';
import { runtimeConfigFromEnv } from './runtime-config.mjs';

/** How long the API's answer is used before it is asked again. */
export const SITEMAP_TTL_MS = 5 * 60 * 1000;
/** When the API cannot be reached, an older answer is still served for this long (else 503). */
export const SITEMAP_STALE_MS = 24 * 60 * 60 * 1000;
/** The sitemap protocol's limit per file; above it /sitemap.xml is an index of /sitemap-1.xml, /sitemap-2.xml… */
export const SITEMAP_MAX_URLS = 50_000;
const FETCH_TIMEOUT_MS = 10_000;
const RETRY_AFTER_S = 60;

/** The groups of the API's answer, in the order the sitemap lists them. */
const GROUPS = ['pages', 'catalogs', 'dishes', 'products', 'user_lists', 'users'];

/**
 * What crawlers should skip: forms and the own profile (nothing to index, `/profile` needs a login), the reset and
 * newsletter confirmation links, search and filter states, the answers-dependent pages, and every URL with a query
 * string: canonical pages are plain paths; a query is a search, a filter, a wine page's `source_list` duplicate or a
 * login `token` (spec section 4). The paths are shared-contracts' UNINDEXED_ROUTES (routes/indexing.ts: the same
 * pages carry noindex), which this plain-JS server cannot import: sitemap.test.mjs reads them from there, so a
 * renamed route or a list that drifts fails the test.
 */
export const DISALLOWED_PATHS = [
  '/profile',
  '/login',
  '/register',
  '/reset',
  '/confirm-reset',
  '/newsletter/confirm',
  '/email-change',
  '/search',
  '/filter',
  '/recommended',
  '/winefinder/results',
  '/*?',
];

const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text) => String(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

function publicUrlOf(env) {
  const raw = env.PUBLIC_URL || 'http://localhost:3000';
  let url;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`sitemap: PUBLIC_URL must be an http(s) URL, got ${JSON.stringify(raw)}`);
  }
  return url.href.replace(/\/+$/, '');
}

/** The API's entries, checked: a path of the app (one leading slash, no spaces or markup) and an ISO lastmod or none. */
function readEntries(body) {
  if (!body || typeof body !== 'object') throw new Error('sitemap data is not an object');
  const entries = [];
  for (const group of GROUPS) {
    const list = body[group];
    if (!Array.isArray(list)) throw new Error(`sitemap data has no ${group} list`);
    for (const entry of list) {
      const path = entry?.path;
      if (typeof path !== 'string' || !/^\/(?!\/)[^\s<>"]*$/.test(path)) continue;
      const lastmod = typeof entry.lastmod === 'string' && !Number.isNaN(Date.parse(entry.lastmod)) ? entry.lastmod : null;
      entries.push({ path, lastmod });
    }
  }
  return entries;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(publicUrl, entries) {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('')}</urlset>\n`;
}

function sitemapIndex(publicUrl, files) {
  const items = files.map(
    (file, i) =>
      `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc>${file.lastmod ? `<lastmod>${escapeXml(file.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('')}</sitemapindex>\n`;
}

/** The newest lastmod of some entries (ISO strings of the API compare as times). */
const newest = (entries) =>
  entries.reduce((max, e) => (e.lastmod && (!max || Date.parse(e.lastmod) > Date.parse(max)) ? e.lastmod : max), null);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} opts
 * @param {NodeJS.ProcessEnv} [opts.env]  PUBLIC_URL (http://localhost:3000); the runtime config's apiBaseUrl (API_URL
 *   or RUNTIME_CONFIG_FILE) as SERVER_ORIGINS maps it, for the server-to-server request
 * @param {typeof fetch} [opts.fetch]
 * @param {number} [opts.ttlMs]
 * @param {number} [opts.staleMs]
 * @param {number} [opts.maxUrls]  per sitemap file
 * @param {() => number} [opts.now]
 */
export default async function sitemapPlugin(app, opts = {}) {
  const env = opts.env ?? process.env;
  const fetchImpl = opts.fetch ?? globalThis.fetch;
  const ttlMs = opts.ttlMs ?? SITEMAP_TTL_MS;
  const staleMs = opts.staleMs ?? SITEMAP_STALE_MS;
  const maxUrls = opts.maxUrls ?? SITEMAP_MAX_URLS;
  const now = opts.now ?? Date.now;
  // Fail at start-up on a bad public URL rather than on every request.
  const publicUrl = publicUrlOf(env);
  const reach = originRewriter(env.SERVER_ORIGINS);

  async function apiBaseUrl() {
    return reach((await runtimeConfigFromEnv(env)).apiBaseUrl).replace(/\/+$/, '');
  }

  /** @type {{ at: number, files: { xml: string, lastmod: string | null }[], index: string | null } | null} */
  let cached = null;
  /** @type {Promise<void> | null} */
  let refreshing = null;

  async function refresh() {
    const res = await fetchImpl(`${await apiBaseUrl()}/api/v1/sitemap/`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`API answered ${res.status}`);
    const entries = readEntries(await res.json());
    const chunks = [];
    for (let i = 0; i < entries.length; i += maxUrls) chunks.push(entries.slice(i, i + maxUrls));
    if (chunks.length === 0) chunks.push([]);
    const files = chunks.map((chunk) => ({ xml: urlset(publicUrl, chunk), lastmod: newest(chunk) }));
    cached = { at: now(), files, index: files.length > 1 ? sitemapIndex(publicUrl, files) : null };
  }

  /** The current sitemap, fetched again when older than the TTL; a stale one while the API is down; else null. */
  async function current(log) {
    if (cached && now() - cached.at < ttlMs) return cached;
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    try {
      await refreshing;
    } catch (err) {
      log.warn({ err }, 'sitemap: the API could not be read');
      return cached && now() - cached.at < staleMs ? cached : null;
    }
    return cached;
  }

  function sendXml(reply, xml) {
    return reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(xml);
  }

  function unavailable(reply) {
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_S))
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Sitemap tillfälligt otillgänglig. Försök igen om en stund.\n');
  }

  app.get('/sitemap.xml', async (request, reply) => {
    const sitemap = await current(request.log);
    if (!sitemap) return unavailable(reply);
    return sendXml(reply, sitemap.index ?? sitemap.files[0].xml);
  });

  app.get('/sitemap-:page.xml', async (request, reply) => {
    const page = /^[1-9]\d{0,4}$/.test(request.params.page) ? Number(request.params.page) : 0;
    const sitemap = await current(request.log);
    if (!sitemap) return unavailable(reply);
    // Only an index names part files; with one file there are none.
    const file = sitemap.index ? sitemap.files[page - 1] : undefined;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Finns inte.\n');
    return sendXml(reply, file.xml);
  });

  const robots = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
}
