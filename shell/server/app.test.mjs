// node --test shell/server
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from './app.mjs';

function distFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vk-shell-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
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
  assert.deepEqual((await app.inject('/healthz')).json(), { status: 'ok', name: 'shell' });
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
