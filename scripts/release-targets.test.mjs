// `npm run release` / `rollback` act on the system their environment names, not always on `npm start`'s.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { defaultReleasesDir } from '../tooling/src/releases/release-store.mjs';
import { root } from './lib.mjs';
import { releaseTargets } from './release-targets.mjs';

test("without an environment, npm start's system and the checkout's .releases/", () => {
  const targets = releaseTargets({ name: 'discovery', portOffset: 1 }, {});
  assert.deepEqual(targets, {
    shellUrl: 'http://localhost:3000',
    manifestUrl: 'http://localhost:3001/mf-manifest.json',
    releasesDir: defaultReleasesDir,
    pointerFile: path.join(defaultReleasesDir, 'live.json'),
  });
});

test("PORT, RELEASES_DIR and RELEASES_FILE name another system: its shell, the remote at the registry's offset, its pointer", () => {
  const targets = releaseTargets({ name: 'account', portOffset: 4 }, { PORT: '6010', RELEASES_DIR: '/tmp/r', RELEASES_FILE: '/tmp/r/p.json' });
  assert.equal(targets.shellUrl, 'http://localhost:6010');
  assert.equal(targets.manifestUrl, 'http://localhost:6014/mf-manifest.json');
  assert.equal(targets.releasesDir, '/tmp/r');
  assert.equal(targets.pointerFile, '/tmp/r/p.json');
});

test('a rollback switches the pointer of the system on PORT and waits for that shell', async (t) => {
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'vk-release-targets-'));
  t.after(() => rmSync(releasesDir, { recursive: true, force: true }));
  const pointerFile = path.join(releasesDir, 'live.json');
  const id = '20261207-120000-abcd';
  mkdirSync(path.join(releasesDir, 'mf-discovery', id), { recursive: true });
  writeFileSync(pointerFile, JSON.stringify({ discovery: id }));
  // A shell that serves the pointer as the real one does (runtime-config.mjs), and a page.
  const asked = [];
  const shell = createServer((req, res) => {
    asked.push(req.url);
    if (req.url !== '/runtime-config.json') return res.end('<html></html>');
    const live = JSON.parse(readFileSync(pointerFile, 'utf8')).discovery;
    const url = `http://localhost:1/${live ? `releases/${live}/` : ''}mf-manifest.json`;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ remotes: { discovery: url } }));
  });
  await new Promise((resolve) => shell.listen(0, 'localhost', resolve));
  t.after(() => shell.close());
  const { port } = shell.address();

  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts/release.mjs'), 'rollback', 'discovery'], {
    env: { ...process.env, PORT: String(port), RELEASES_DIR: releasesDir, RELEASES_FILE: pointerFile, SHELL_URL: '' },
  });
  assert.deepEqual(JSON.parse(readFileSync(pointerFile, 'utf8')), {});
  assert.match(stdout, new RegExp(`http://localhost:${port} serves dist to new visitors`));
  assert.ok(asked.includes('/runtime-config.json') && asked.includes('/'), asked.join(' '));
  assert.ok(existsSync(path.join(releasesDir, 'switches.log')));
});
