import assert from 'node:assert/strict';
import { test } from 'node:test';
import { namedFiles, releaseOf } from './release-under-load.mjs';

const config = (discovery) =>
  JSON.stringify({ apiBaseUrl: 'http://localhost:6090', remotes: { discovery, social: 'http://localhost:6013/mf-manifest.json' } });

const page = (discovery = 'http://localhost:6011/releases/20261207-134807-65d8/mf-manifest.json') => `<!doctype html><html><head>
<link rel="stylesheet" href="/812.f32346ec.css"><link rel="icon" href="/icons/icon.svg"><link rel="canonical" href="http://localhost:6010/product/x">
<style data-href="http://localhost:6011/releases/20261207-134807-65d8/382.909e4fb1.css">p{}</style><link rel="stylesheet" href="http://localhost:6011/releases/20261207-134807-65d8/382.909e4fb1.css" disabled />
<script type="application/json" id="vk-runtime-config">${config(discovery)}</script>
<script type="application/json" id="vk-boot">{"scripts":["/main.7ed63078.js"],"preloads":["http://localhost:6011/releases/20261207-134807-65d8/607.bfa80d7f.js"]}</script><script defer src="/start-app.js"></script>
</head><body><a href="/toplists">Topplistor</a><img src="https://product-cdn.systembolaget.se/a.png"><img src="data:image/webp;base64,AA"></body></html>`;

const origins = new Set(['http://localhost:6010', 'http://localhost:6011', 'http://localhost:6013']);

test("a page's files are the system's stylesheets, icons, scripts and boot list, not its links, pictures elsewhere or itself", () => {
  const { files, manifests } = namedFiles(page(), 'http://localhost:6010/product/x', origins);
  assert.deepEqual(files.sort(), [
    'http://localhost:6010/812.f32346ec.css',
    'http://localhost:6010/icons/icon.svg',
    'http://localhost:6010/main.7ed63078.js',
    'http://localhost:6010/start-app.js',
    'http://localhost:6011/releases/20261207-134807-65d8/382.909e4fb1.css',
    'http://localhost:6011/releases/20261207-134807-65d8/607.bfa80d7f.js',
  ]);
  // Only the remotes whose files the page uses: social's manifest is not loaded by this page.
  assert.deepEqual(manifests, ['http://localhost:6011/releases/20261207-134807-65d8/mf-manifest.json']);
});

test("a view's release is the one its inlined runtime config names for discovery", () => {
  assert.equal(releaseOf(page()), '20261207-134807-65d8');
  assert.equal(releaseOf(page('http://localhost:6011/mf-manifest.json')), 'dist');
  assert.equal(releaseOf('<html><body><div id="root"></div></body></html>'), null);
});
