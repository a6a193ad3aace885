import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createPointerReader, listReleases, newReleaseId, prunable, readLive, RELEASE_ID, switchLive, withLiveReleases } from './release-store.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-releases-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('release ids sort by time', () => {
  const a = newReleaseId(new Date('2026-12-07T04:58:12Z'));
  const b = newReleaseId(new Date('2026-12-07T10:00:00Z'));
  assert.match(a, RELEASE_ID);
  assert.ok(a.startsWith('20261207-045812-'));
  assert.deepEqual([b, a].sort(), [a, b]);
});

test('a switch rewrites the pointer whole and says what was live; null goes back to dist/', () => {
  const pointer = path.join(dir, 'live.json');
  assert.deepEqual(readLive(pointer), {});
  assert.equal(switchLive(pointer, 'discovery', '20261207-045812-aaaa'), null);
  assert.equal(switchLive(pointer, 'social', '20261207-045900-bbbb'), null);
  assert.equal(switchLive(pointer, 'discovery', '20261207-050000-cccc'), '20261207-045812-aaaa');
  assert.deepEqual(readLive(pointer), { discovery: '20261207-050000-cccc', social: '20261207-045900-bbbb' });
  assert.equal(switchLive(pointer, 'social', null), '20261207-045900-bbbb');
  assert.deepEqual(readLive(pointer), { discovery: '20261207-050000-cccc' });
  assert.match(readFileSync(path.join(dir, 'switches.log'), 'utf8'), /discovery 20261207-045812-aaaa -> 20261207-050000-cccc\n.*social 20261207-045900-bbbb -> dist\n$/);
});

test('only complete releases are listed (a release being built is a dot-folder)', () => {
  for (const name of ['20261207-045812-aaaa', '.20261207-050000-cccc', '20261206-120000-dddd']) mkdirSync(path.join(dir, 'mf-social', name), { recursive: true });
  assert.deepEqual(listReleases(dir, 'mf-social'), ['20261206-120000-dddd', '20261207-045812-aaaa']);
});

test('pruning keeps the newest 20, everything younger than 7 days and the live one', () => {
  const now = Date.parse('2026-12-31T00:00:00Z');
  const old = Array.from({ length: 25 }, (_, i) => `202611${String(i + 1).padStart(2, '0')}-000000-0000`);
  const young = ['20261228-000000-0000', '20261229-000000-0000'];
  const gone = prunable([...old, ...young], old[0], now);
  // 27 releases: the newest 20 stay (18 old + 2 young); of the 7 older, the live one stays.
  assert.deepEqual(gone, old.slice(1, 7));
  assert.deepEqual(prunable(young, null, now), []);
});

test('a live release replaces the remote\'s manifest URL, wherever the remote is', () => {
  const remotes = { discovery: 'http://localhost:3001/mf-manifest.json', social: 'https://social.example/mf/mf-manifest.json' };
  assert.deepEqual(withLiveReleases(remotes, { social: '20261207-045812-aaaa', shell: 'x' }), {
    discovery: 'http://localhost:3001/mf-manifest.json',
    social: 'https://social.example/mf/releases/20261207-045812-aaaa/mf-manifest.json',
  });
});

test('the pointer reader sees a switch after at most maxAgeMs', async () => {
  const pointer = path.join(dir, 'read.json');
  const read = createPointerReader(pointer, 50);
  assert.deepEqual((await read()).live, {});
  switchLive(pointer, 'account', '20261207-045812-aaaa');
  assert.deepEqual((await read()).live, {}, 'within maxAgeMs the last read answers');
  await new Promise((r) => setTimeout(r, 60));
  assert.deepEqual((await read()).live, { account: '20261207-045812-aaaa' });
});
