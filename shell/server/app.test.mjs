// node --test shell/server
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PERMISSIONS_POLICY } from '@vinkompassen/tooling/serve';
import { buildServer, listenOptions } from './app.mjs';

function distFixture(indexHtml = '<!doctype html><div id="root"></div>') {
  const dir = mkdtempSync(path.join(tmpdir(), 'vk-shell-'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'main.0123abcd.js.map'), '{"version":3,"sources":["src/app.tsx"]}');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  return dir;
}

const defaults = { NODE_ENV: 'test' };

test('runtime config from the environment, never cached', async (t) => {
  const app = await buildServer({
    distDir: distFixture(),
    env: { ...defaults, API_URL: 'https://api.vinkompassen.se/', REMOTE_SOCIAL_URL: 'https://social.cdn.se/mf-manifest.json' },
    logger: false,
  });
  t.after(() => app.close());
  const res = await app.inject('/runtime-config.json');
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.deepEqual(res.json(), {
    apiBaseUrl: 'https://api.vinkompassen.se',
    remotes: {
      discovery: 'http://localhost:3001/mf-manifest.json',
      winefinder: 'http://localhost:3002/mf-manifest.json',
      social: 'https://social.cdn.se/mf-manifest.json',
      account: 'http://localhost:3004/mf-manifest.json',
    },
    newsletterUrl: 'https://api.vinkompassen.se/subscribe',
  });
  const csp = res.headers['content-security-policy'];
  assert.match(csp, /script-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3002 https:\/\/social\.cdn\.se http:\/\/localhost:3004 https:\/\/api\.vinkompassen\.se;/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.equal(res.headers['strict-transport-security'], undefined);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  // Geolocation for "stores near me" from the site itself; camera, microphone, payment… for nobody.
  assert.equal(res.headers['permissions-policy'], PERMISSIONS_POLICY);
  assert.match(PERMISSIONS_POLICY, /(^|, )geolocation=\(self\)(,|$)/);
  assert.match(PERMISSIONS_POLICY, /(^|, )camera=\(\)(,|$)/);
});

test('RUNTIME_CONFIG_FILE is re-read on every request, CSP follows it', async (t) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vk-cfg-')), 'runtime-config.json');
  const write = (discovery) =>
    writeFileSync(
      file,
      JSON.stringify({
        apiBaseUrl: 'http://localhost:8000',
        remotes: {
          discovery,
          winefinder: 'http://localhost:3002/mf-manifest.json',
          social: 'http://localhost:3003/mf-manifest.json',
          account: 'http://localhost:3004/mf-manifest.json',
        },
      }),
    );
  write('http://localhost:3001/mf-manifest.json');
  const app = await buildServer({ distDir: distFixture(), env: { ...defaults, RUNTIME_CONFIG_FILE: file }, logger: false });
  t.after(() => app.close());
  assert.equal((await app.inject('/runtime-config.json')).json().remotes.discovery, 'http://localhost:3001/mf-manifest.json');
  write('http://localhost:3999/mf-manifest.json');
  const res = await app.inject('/runtime-config.json');
  assert.equal(res.json().remotes.discovery, 'http://localhost:3999/mf-manifest.json');
  assert.match((await app.inject('/toplists')).headers['content-security-policy'], /localhost:3999/);
  writeFileSync(file, '{"apiBaseUrl": ');
  assert.equal((await app.inject('/runtime-config.json')).json().remotes.discovery, 'http://localhost:3999/mf-manifest.json');
});

test('SPA fallback for pages, 404 for missing files, caching per file', async (t) => {
  const app = await buildServer({ distDir: distFixture(), env: defaults, logger: false });
  t.after(() => app.close());
  const page = await app.inject({ url: '/product/chablis?x=1', headers: { accept: 'text/html' } });
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /id="root"/);
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.equal((await app.inject('/missing.0123abcd.js')).statusCode, 404);
  assert.equal((await app.inject('/main.0123abcd.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
  // Source maps stay on disk: neither served nor answered with the app page.
  assert.equal((await app.inject('/main.0123abcd.js.map')).statusCode, 404);
  const sw = await app.inject('/sw.js');
  assert.equal(sw.headers['cache-control'], 'no-cache');
  assert.equal(sw.headers['service-worker-allowed'], '/');
  // The worker's own CSP: it must reach remotes a later config adds (its policy is fixed at install).
  assert.match(sw.headers['content-security-policy'], /connect-src 'self' https: http:/);
  assert.doesNotMatch(sw.headers['content-security-policy'], /script-src [^;]*http:/);
  assert.deepEqual((await app.inject('/healthz')).json(), { status: 'ok', name: 'shell', release: 'dist' });
});

test('a shell release serves its own files first, then those of earlier releases (open tabs still load theirs)', async (t) => {
  const earlier = distFixture();
  writeFileSync(path.join(earlier, 'chunk-of-earlier.89abcdef.js'), 'earlier()');
  writeFileSync(path.join(earlier, 'start-app.js'), 'earlier');
  const live = distFixture();
  writeFileSync(path.join(live, 'start-app.js'), 'live');
  writeFileSync(path.join(earlier, 'chunk-of-earlier.89abcdef.js.map'), '{}');
  const app = await buildServer({ distDir: live, staticDirs: [live, earlier, distFixture()], release: '20261207-120000-cccc', env: defaults, logger: false });
  t.after(() => app.close());
  assert.equal((await app.inject('/start-app.js')).body, 'live');
  for (const encoding of ['identity', 'gzip, deflate, br']) {
    const kept = await app.inject({ url: '/chunk-of-earlier.89abcdef.js', headers: { 'accept-encoding': encoding } });
    assert.equal(kept.statusCode, 200, encoding);
    const body = kept.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(kept.rawPayload).toString() : kept.body;
    assert.equal(body, 'earlier()');
  }
  assert.equal((await app.inject('/chunk-of-earlier.89abcdef.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal((await app.inject('/chunk-of-earlier.89abcdef.js.map')).statusCode, 404);
  assert.equal((await app.inject('/gone.0123abcd.js')).statusCode, 404);
  assert.equal((await app.inject('/healthz')).json().release, '20261207-120000-cccc');
});

test('the worker\'s CSP in production: any https origin and the configured ones, no other http origin', async (t) => {
  const env = { NODE_ENV: 'production', API_URL: 'http://localhost:4480', REMOTE_SOCIAL_URL: 'http://localhost:4403/mf-manifest.json' };
  const app = await buildServer({ distDir: distFixture(), env, logger: false });
  t.after(() => app.close());
  const csp = (await app.inject('/sw.js')).headers['content-security-policy'];
  const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src')).trim().split(' ');
  assert.ok(connect.includes('https:') && connect.includes('http://localhost:4403') && connect.includes('http://localhost:4480'), csp);
  assert.ok(!connect.includes('http:'), csp);
});

test('HSTS only in production', async (t) => {
  const app = await buildServer({ distDir: distFixture(), env: { NODE_ENV: 'production' }, logger: false });
  t.after(() => app.close());
  const res = await app.inject('/');
  assert.match(res.headers['strict-transport-security'], /max-age=31536000/);
});

test('refuses to start with an invalid runtime config', async () => {
  await assert.rejects(buildServer({ distDir: distFixture(), env: { ...defaults, API_URL: 'not a url' }, logger: false }), /apiBaseUrl/);
});

/** The CSP's directives by name → their sources. */
function directives(csp) {
  return Object.fromEntries(
    csp.split(';').map((d) => d.trim().split(/\s+/)).filter((parts) => parts[0]).map(([name, ...sources]) => [name, sources]),
  );
}

function configFile(extra) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vk-cfg-')), 'runtime-config.json');
  writeFileSync(
    file,
    JSON.stringify({
      apiBaseUrl: 'http://localhost:8000',
      remotes: {
        discovery: 'http://localhost:3001/mf-manifest.json',
        winefinder: 'http://localhost:3002/mf-manifest.json',
        social: 'http://localhost:3003/mf-manifest.json',
        account: 'http://localhost:3004/mf-manifest.json',
      },
      ...extra,
    }),
  );
  return file;
}

test('no third-party analytics origin in the CSP unless the runtime config names a script', async (t) => {
  const app = await buildServer({ distDir: distFixture(), env: { ...defaults, RUNTIME_CONFIG_FILE: configFile({}) }, logger: false });
  t.after(() => app.close());
  const res = await app.inject('/');
  const csp = directives(res.headers['content-security-policy']);
  assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3004', 'http://localhost:8000']);
  assert.equal((await app.inject('/runtime-config.json')).json().analytics, undefined);
});

test('a configured analytics script: its origin in script-src and connect-src only, the URL in the runtime config', async (t) => {
  const file = configFile({ analytics: { scriptUrl: 'https://cdn.tracker.example/v2/t.js' } });
  const app = await buildServer({ distDir: distFixture(), env: { ...defaults, RUNTIME_CONFIG_FILE: file }, logger: false });
  t.after(() => app.close());
  const res = await app.inject('/wines');
  const csp = directives(res.headers['content-security-policy']);
  assert.ok(csp['script-src'].includes('https://cdn.tracker.example'), res.headers['content-security-policy']);
  assert.ok(csp['connect-src'].includes('https://cdn.tracker.example'), res.headers['content-security-policy']);
  for (const name of ['style-src', 'img-src', 'font-src', 'default-src']) assert.ok(!csp[name].includes('https://cdn.tracker.example'), name);
  // The origin only: not the path, and no wildcard.
  assert.ok(!res.headers['content-security-policy'].includes('/v2/t.js'));
  assert.deepEqual((await app.inject('/runtime-config.json')).json().analytics, {
    enabled: true,
    scriptUrl: 'https://cdn.tracker.example/v2/t.js',
  });
});

test('the kill switch: analytics.enabled false keeps a configured script out of the CSP', async (t) => {
  const file = configFile({ analytics: { enabled: false, scriptUrl: 'https://cdn.tracker.example/t.js' } });
  const app = await buildServer({ distDir: distFixture(), env: { ...defaults, RUNTIME_CONFIG_FILE: file }, logger: false });
  t.after(() => app.close());
  assert.doesNotMatch((await app.inject('/')).headers['content-security-policy'], /tracker\.example/);
  assert.equal((await app.inject('/runtime-config.json')).json().analytics.enabled, false);
});

test('analytics from the environment: ANALYTICS_ENABLED and ANALYTICS_SCRIPT_URL', async (t) => {
  const on = await buildServer({
    distDir: distFixture(),
    env: { ...defaults, ANALYTICS_SCRIPT_URL: 'https://rec.example.se/rec.js' },
    logger: false,
  });
  t.after(() => on.close());
  const res = await on.inject('/');
  assert.match(directives(res.headers['content-security-policy'])['script-src'].join(' '), /https:\/\/rec\.example\.se/);
  assert.deepEqual((await on.inject('/runtime-config.json')).json().analytics, { enabled: true, scriptUrl: 'https://rec.example.se/rec.js' });

  const off = await buildServer({ distDir: distFixture(), env: { ...defaults, ANALYTICS_ENABLED: 'false' }, logger: false });
  t.after(() => off.close());
  assert.deepEqual((await off.inject('/runtime-config.json')).json().analytics, { enabled: false });
});

test('refuses an analytics script that is not an http(s) URL', async () => {
  const file = configFile({ analytics: { scriptUrl: 'javascript:alert(1)' } });
  await assert.rejects(buildServer({ distDir: distFixture(), env: { ...defaults, RUNTIME_CONFIG_FILE: file }, logger: false }), /analytics\.scriptUrl/);
});

test('listens on loopback unless HOST says otherwise (not on every interface)', async (t) => {
  const app = await buildServer({ distDir: distFixture(), env: defaults, logger: false });
  t.after(() => app.close());
  const options = listenOptions(defaults);
  assert.equal(options.port, 3000);
  await app.listen({ ...options, port: 0 });
  const bound = app.addresses().map((a) => a.address);
  assert.ok(bound.length > 0);
  for (const address of bound) assert.ok(['127.0.0.1', '::1'].includes(address), `bound to ${address}`);

  assert.deepEqual(listenOptions({ ...defaults, HOST: '0.0.0.0', PORT: '8080' }), { port: 8080, host: '0.0.0.0' });
});

test('the age gate without JavaScript: the answer becomes the cookie, and the visitor goes back to the page', async (t) => {
  const app = await buildServer({ distDir: distFixture(), env: defaults, logger: false });
  t.after(() => app.close());
  const post = (answer, referer) =>
    app.inject({
      method: 'POST',
      url: '/age-gate',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'vinkompassen.se', ...(referer && { referer }) },
      payload: `answer=${encodeURIComponent(answer)}`,
    });
  const adult = await post('25+', 'http://vinkompassen.se/product/chablis?x=1');
  assert.equal(adult.statusCode, 303);
  assert.equal(adult.headers.location, '/product/chablis?x=1');
  assert.match(adult.headers['set-cookie'], /^age_confirmed=true; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  const minor = await post('under-25', 'http://vinkompassen.se/lists');
  assert.equal(minor.headers.location, '/lists');
  assert.match(minor.headers['set-cookie'], /^age_confirmed=false; Path=\/; SameSite=Lax$/, 'for the session only');
  // Another site's page, no Referer or an unknown answer: home, and nothing remembered.
  assert.equal((await post('25+', 'https://elsewhere.example/x')).headers.location, '/');
  assert.equal((await post('25+')).headers.location, '/');
  const unknown = await post('kanske', 'http://vinkompassen.se/lists');
  assert.equal(unknown.headers['set-cookie'], undefined);
});

/** A render host's build (what src/ssr/ builds into dist-server/ssr.cjs) that renders every path as a page naming it. */
function renderHostFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vk-ssr-'));
  const page = (url) => ({
    head: `<title>${url}</title>`,
    root: Buffer.from(`<main>${'Rött vin från Bordeaux. '.repeat(400)}${url}</main>`),
    state: '{}',
    status: 200,
    cacheable: true,
    complete: true,
    userContent: false,
    dependsOn: ['catalog'],
  });
  writeFileSync(
    path.join(dir, 'ssr.cjs'),
    `const page = ${page.toString()};
exports.loadRenderer = async () => ({
  render: async ({ url }) => page(url),
  warmUp: async () => {},
  deployment: async () => 'build-1',
  readDataVersion: async () => ({ catalog: 1 }),
});`,
  );
  return dir;
}

test('a rendered page goes out compressed as the client asks, and is compressed once while it is kept', async (t) => {
  const distDir = distFixture('<!doctype html><html><head><title>Vinkompassen</title></head><body><div id="root"></div></body></html>');
  const app = await buildServer({ distDir, serverDir: renderHostFixture(), env: defaults, logger: false });
  t.after(() => app.close());
  const gzipCalls = t.mock.method(zlib, 'gzipSync');
  const get = (acceptEncoding) =>
    app.inject({ url: '/product/chablis', headers: { accept: 'text/html', cookie: 'age_confirmed=true', ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) } });

  const plain = await get(undefined);
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.match(plain.body, /Bordeaux\. \/product\/chablis<\/main>/);
  assert.equal(plain.headers.vary, 'Cookie, Accept-Encoding');

  const br = await get('gzip, deflate, br');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers.vary, 'Cookie, Accept-Encoding');
  assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), plain.body);
  assert.ok(br.rawPayload.length < plain.rawPayload.length / 5);

  const gzipped = [await get('gzip'), await get('gzip')];
  assert.deepEqual(gzipped.map((res) => res.headers['x-render-cache']), ['hit', 'hit']);
  for (const res of gzipped) {
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(res.rawPayload).toString(), plain.body);
  }
  // The kept page's gzip bytes were made once, for the first of the two.
  assert.equal(gzipCalls.mock.callCount(), 1);
  assert.equal((await get('identity')).body, plain.body);
});

/**
 * A render host whose server builds take `loadMs` to load (warmUp): a render before its config's builds are loaded
 * leaves the content to the browser, as a real render racing code loading does.
 */
function slowLoadingRenderHostFixture(loadMs) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vk-ssr-'));
  writeFileSync(
    path.join(dir, 'ssr.cjs'),
    `const warm = new Set();
exports.loadRenderer = async () => ({
  render: async ({ config }) => {
    const loaded = warm.has(config.remotes.discovery);
    return { head: '<title>x</title>', root: Buffer.from('<main>' + (loaded ? 'Rött vin' : '') + ' ' + config.remotes.discovery + '</main>'),
      state: '{}', status: 200, cacheable: true, complete: loaded, userContent: false, dependsOn: [] };
  },
  warmUp: async (config) => { await new Promise((resolve) => setTimeout(resolve, ${loadMs})); warm.add(config.remotes.discovery); },
  deployment: async (config) => config.remotes.discovery,
  readDataVersion: async () => ({}),
});`,
  );
  return dir;
}

test('the first pages after start and after a release switch are rendered with their server builds loaded', async (t) => {
  const file = configFile({});
  const distDir = distFixture('<!doctype html><html><head><title>Vinkompassen</title></head><body><div id="root"></div></body></html>');
  const app = await buildServer({ distDir, serverDir: slowLoadingRenderHostFixture(300), env: { ...defaults, RUNTIME_CONFIG_FILE: file }, logger: false });
  t.after(() => app.close());
  const get = (url) => app.inject({ url, headers: { accept: 'text/html', cookie: 'age_confirmed=true' } });

  const burst = await Promise.all(['/product/a', '/product/b', '/product/c'].map(get));
  for (const res of burst) assert.match(res.body, /<main>Rött vin http:\/\/localhost:3001\/mf-manifest\.json<\/main>/);

  // A release of discovery: the pointer names another manifest; its builds load before a page renders with them.
  const released = JSON.parse((await import('node:fs')).readFileSync(file, 'utf8'));
  released.remotes.discovery = 'http://localhost:3001/releases/r2/mf-manifest.json';
  writeFileSync(file, JSON.stringify(released));
  const after = await Promise.all(['/product/d', '/product/a'].map(get));
  for (const res of after) assert.match(res.body, /<main>Rött vin http:\/\/localhost:3001\/releases\/r2\/mf-manifest\.json<\/main>/);
});
