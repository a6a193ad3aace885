// node --test shell/server
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildServer } from './app.mjs';
import sitemapPlugin, { DISALLOWED_PATHS, escapeXml } from './sitemap.mjs';

const DATA = {
  pages: [{ path: '/', lastmod: null }, { path: '/toplists', lastmod: null }],
  products: [
    { path: '/product/chianti-classico-7654301', lastmod: '2025-10-07T08:00:00.000Z' },
    { path: '/product/m%C3%A2con-villages-1234501', lastmod: '2025-10-07T08:00:00.000Z' },
  ],
  catalogs: [{ path: '/list/favoriter', lastmod: '2025-10-08T10:00:00.000Z' }],
  dishes: [{ path: '/dishes/lax-i-ugn', lastmod: null }],
  // Real paths are percent-encoded (the builders use encodeURIComponent), which leaves ' and a raw & would pass;
  // markup or spaces in a path are refused outright.
  user_lists: [
    { path: "/user-list/r%C3%B6tt-&-gott-'a'", lastmod: '2025-11-01T12:00:00.000Z' },
    { path: '/user-list/<script>', lastmod: null },
    { path: '//evil.example/x', lastmod: null },
  ],
  users: [{ path: '/user/karin-1a2b3c', lastmod: 'not a date' }],
};

/** The shell plugin alone, on a fake API: `answers` are taken in turn (a function throws or returns a Response). */
async function withPlugin(t, { answers, env = {}, ...opts }) {
  const calls = [];
  let clock = 0;
  const app = Fastify({ logger: false });
  await app.register(sitemapPlugin, {
    env: { API_URL: 'http://api.internal:8000', ...env },
    now: () => clock,
    fetch: async (url) => {
      calls.push(String(url));
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
      return answer();
    },
    ...opts,
  });
  t.after(() => app.close());
  return { app, calls, tick: (ms) => (clock += ms) };
}

const json = (body, status = 200) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const down = () => {
  throw new TypeError('fetch failed');
};

test('sitemap.xml: absolute, XML-escaped URLs on PUBLIC_URL, lastmod when valid, from the API server to server', async (t) => {
  const { app, calls } = await withPlugin(t, { answers: [json(DATA)], env: { PUBLIC_URL: 'https://vinkompassen.se/' } });
  const res = await app.inject('/sitemap.xml');
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'application/xml; charset=utf-8');
  assert.deepEqual(calls, ['http://api.internal:8000/api/v1/sitemap/']);
  const xml = res.body;
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
  assert.ok(xml.includes('<url><loc>https://vinkompassen.se/</loc></url>'), xml);
  assert.ok(xml.includes('<url><loc>https://vinkompassen.se/product/chianti-classico-7654301</loc><lastmod>2025-10-07T08:00:00.000Z</lastmod></url>'));
  assert.ok(xml.includes('<loc>https://vinkompassen.se/user-list/r%C3%B6tt-&amp;-gott-&apos;a&apos;</loc>'), xml);
  assert.ok(!xml.includes('script') && !xml.includes('evil'), xml);
  assert.ok(xml.includes('<url><loc>https://vinkompassen.se/user/karin-1a2b3c</loc></url>'), 'an invalid lastmod is left out');
  assert.equal((xml.match(/<url>/g) ?? []).length, 8);
  // Pages and lists first, then dishes, wines, user lists and users.
  assert.ok(xml.indexOf('/list/favoriter') < xml.indexOf('/dishes/lax-i-ugn') && xml.indexOf('/dishes/') < xml.indexOf('/product/'));
});

test('kept for the TTL, then asked again; one request for concurrent visitors', async (t) => {
  const { app, calls, tick } = await withPlugin(t, { answers: [json(DATA)], ttlMs: 1000 });
  await Promise.all([app.inject('/sitemap.xml'), app.inject('/sitemap.xml'), app.inject('/sitemap.xml')]);
  assert.equal(calls.length, 1);
  tick(999);
  await app.inject('/sitemap.xml');
  assert.equal(calls.length, 1);
  tick(2);
  await app.inject('/sitemap.xml');
  assert.equal(calls.length, 2);
});

test('API down: 503 with Retry-After (never a 500); a recent sitemap is served stale meanwhile', async (t) => {
  const cold = await withPlugin(t, { answers: [down] });
  for (const url of ['/sitemap.xml', '/sitemap-1.xml']) {
    const res = await cold.app.inject(url);
    assert.equal(res.statusCode, 503, url);
    assert.equal(res.headers['retry-after'], '60');
    assert.equal(res.headers['cache-control'], 'no-store');
  }
  for (const bad of [json({ detail: 'Databasen går inte att nå' }, 503), json({ pages: 'x' }), () => new Response('<html>', { status: 200 })]) {
    const { app } = await withPlugin(t, { answers: [bad] });
    assert.equal((await app.inject('/sitemap.xml')).statusCode, 503);
  }

  const warm = await withPlugin(t, { answers: [json(DATA), down], ttlMs: 1000, staleMs: 10_000 });
  const fresh = await warm.app.inject('/sitemap.xml');
  warm.tick(5000);
  const stale = await warm.app.inject('/sitemap.xml');
  assert.equal(stale.statusCode, 200);
  assert.equal(stale.body, fresh.body);
  warm.tick(6000);
  assert.equal((await warm.app.inject('/sitemap.xml')).statusCode, 503);
});

test('more URLs than a file may hold: a sitemap index of numbered files', async (t) => {
  const { app } = await withPlugin(t, { answers: [json(DATA)], maxUrls: 3, env: { PUBLIC_URL: 'https://vinkompassen.se' } });
  const index = await app.inject('/sitemap.xml');
  assert.match(index.body, /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  assert.equal((index.body.match(/<sitemap>/g) ?? []).length, 3);
  assert.ok(index.body.includes('<sitemap><loc>https://vinkompassen.se/sitemap-1.xml</loc><lastmod>2025-10-08T10:00:00.000Z</lastmod></sitemap>'), index.body);
  const parts = await Promise.all([1, 2, 3].map((n) => app.inject(`/sitemap-${n}.xml`)));
  assert.deepEqual(parts.map((p) => (p.body.match(/<url>/g) ?? []).length), [3, 3, 2]);
  for (const url of ['/sitemap-4.xml', '/sitemap-0.xml', '/sitemap-x.xml']) assert.equal((await app.inject(url)).statusCode, 404, url);
  // With one file there are no part files.
  const single = await withPlugin(t, { answers: [json(DATA)] });
  assert.equal((await single.app.inject('/sitemap-1.xml')).statusCode, 404);
});

test('robots.txt: everything public allowed, private and duplicate pages not, and the sitemap', async (t) => {
  const { app, calls } = await withPlugin(t, { answers: [down], env: { PUBLIC_URL: 'https://vinkompassen.se' } });
  const res = await app.inject('/robots.txt');
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
  const lines = res.body.trim().split('\n');
  assert.deepEqual(lines.slice(0, 2), ['User-agent: *', 'Allow: /']);
  for (const path of ['/profile', '/login', '/register', '/reset', '/search', '/*?']) assert.ok(lines.includes(`Disallow: ${path}`), path);
  assert.equal(lines.at(-1), 'Sitemap: https://vinkompassen.se/sitemap.xml');
  assert.equal(calls.length, 0, 'robots.txt needs no API');
});

test("the disallowed paths are the app's routes (shared-contracts ROUTES) and block no page the sitemap lists", () => {
  const source = readFileSync(new URL('../../shared-contracts/src/routes/routes.ts', import.meta.url), 'utf8');
  const routes = [...source.matchAll(/^\s+\w+: '(\/[^']*)',$/gm)].map((m) => m[1]);
  assert.ok(routes.includes('/product/:slug') && routes.includes('/profile'), 'ROUTES read');
  for (const path of DISALLOWED_PATHS.filter((p) => p !== '/*?')) {
    assert.ok(routes.some((r) => r === path || r.startsWith(`${path}/`)), `${path} is no route of ROUTES`);
  }
  // The same pages as those marked noindex (shared-contracts' UNINDEXED_ROUTES, by route name).
  const routeByKey = new Map([...source.matchAll(/^\s+(\w+): '(\/[^']*)',$/gm)].map((m) => [m[1], m[2]]));
  const indexing = readFileSync(new URL('../../shared-contracts/src/routes/indexing.ts', import.meta.url), 'utf8');
  const unindexed = /UNINDEXED_ROUTES = \[([^\]]*)\]/.exec(indexing)[1].match(/\w+/g).map((key) => routeByKey.get(key).replace(/\/[:*].*$/, ''));
  assert.deepEqual(DISALLOWED_PATHS.filter((p) => p !== '/*?'), unindexed);
  // robots.txt rules are prefixes; '*' matches any characters.
  const blocked = (page) => DISALLOWED_PATHS.some((d) => (d === '/*?' ? page.includes('?') : page.startsWith(d)));
  const listed = ['/', '/toplists', '/lists', '/dishes', '/winefinder', '/about', '/newsletter', '/terms', '/product/x-1', '/list/x', '/dishes/x', '/user-list/x', '/user/x'];
  for (const page of listed) assert.ok(!blocked(page), page);
});

test('escapeXml', () => {
  assert.equal(escapeXml(`a&b<c>"d"'e'`), 'a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
});

test('through the shell server: API_URL from the runtime config, a bad PUBLIC_URL refused at start', async (t) => {
  const api = createServer((req, res) => {
    res.writeHead(req.url === '/api/v1/sitemap/' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(DATA));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  t.after(() => api.close());
  const dist = mkdtempSync(path.join(tmpdir(), 'vk-shell-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const env = { NODE_ENV: 'test', API_URL: `http://127.0.0.1:${api.address().port}`, PUBLIC_URL: 'https://vinkompassen.se' };
  const app = await buildServer({ distDir: dist, env, logger: false });
  t.after(() => app.close());
  const res = await app.inject('/sitemap.xml');
  assert.equal(res.statusCode, 200);
  assert.ok(res.body.includes('<loc>https://vinkompassen.se/dishes/lax-i-ugn</loc>'));
  assert.match((await app.inject('/robots.txt')).body, /Sitemap: https:\/\/vinkompassen.se\/sitemap.xml/);
  // Other page paths still get the app.
  assert.match((await app.inject({ url: '/product/x', headers: { accept: 'text/html' } })).body, /id="root"/);

  // The API's port closed: 503, not 500.
  const closed = await buildServer({ distDir: dist, env: { ...env, API_URL: 'http://127.0.0.1:9', RUNTIME_CONFIG_FILE: '' }, logger: false });
  t.after(() => closed.close());
  assert.equal((await closed.inject('/sitemap.xml')).statusCode, 503);

  await assert.rejects(buildServer({ distDir: dist, env: { ...env, PUBLIC_URL: 'vinkompassen.se' }, logger: false }), /PUBLIC_URL/);
});
