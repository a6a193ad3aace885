// node --test shell/server: the remotes' server builds are warmed before the first render of each config switched to.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createPageRenderer } from './render-page.mjs';

/** A render host build that records its warm-ups and renders, each warm-up taking a while. */
const FAKE_SSR = `
exports.loadRenderer = async () => ({
  warmUp: async (config) => {
    globalThis.ssrEvents.push('warm ' + config.remotes.discovery);
    await new Promise((resolve) => setTimeout(resolve, 30));
    globalThis.ssrEvents.push('warm done');
  },
  render: async (input) => {
    globalThis.ssrEvents.push('render ' + input.config.remotes.discovery);
    return { status: 200, head: '', root: Buffer.from('<main>x</main>'), state: '{}', preloads: [], styleHashes: [], cacheable: true, complete: true, userContent: false, dependsOn: [], maxAgeSeconds: 60 };
  },
  deployment: async () => 'build',
  readDataVersion: async () => ({}),
});
`;

const config = (discovery) => ({ apiBaseUrl: 'http://localhost:8000', remotes: { discovery }, newsletterUrl: 'http://localhost:8000/subscribe' });
const request = () => ({ url: '/product/x', method: 'GET', headers: {}, protocol: 'http', host: 'localhost', log: { warn() {}, error() {} } });
const reply = () => {
  const r = { getHeader: () => undefined, code: () => r, header: () => r, send: () => r };
  return r;
};

test('a rollback to a config rendered before warms its remotes again before its first render', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-warm-up-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'ssr.cjs'), FAKE_SSR);
  writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  globalThis.ssrEvents = [];
  const dist = config('http://localhost:3001/mf-manifest.json');
  const release = config('http://localhost:3001/releases/20261207-120000-abcd/mf-manifest.json');
  const renderPage = await createPageRenderer({ distDir: dir, serverDir: dir, env: { SSR_CACHE_ENTRIES: '0' }, config: dist });

  for (const c of [dist, release, structuredClone(dist)]) await renderPage(request(), reply(), c);
  assert.deepEqual(globalThis.ssrEvents, [
    `warm ${dist.remotes.discovery}`,
    'warm done',
    `render ${dist.remotes.discovery}`,
    `warm ${release.remotes.discovery}`,
    'warm done',
    `render ${release.remotes.discovery}`,
    // Back to dist: the render host holds the release's builds now, so dist's are loaded again first.
    `warm ${dist.remotes.discovery}`,
    'warm done',
    `render ${dist.remotes.discovery}`,
  ]);
});
