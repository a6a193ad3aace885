// docker/releases.mjs in a temporary image folder and volume: what a remote's container does at build, at start and
// on a switch; and the Dockerfile running it where it should.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createStaticServer } from '../tooling/src/serve-static.mjs';
import { readLive, RELEASE_ID } from '../tooling/src/releases/release-store.mjs';
import { addRelease, run } from './releases.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'vk-docker-releases-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** An image's /app with a built mf-discovery (its manifest says which build it is), and the volume it mounts. */
function image(name, build) {
  const appDir = path.join(tmp, name);
  mkdirSync(path.join(appDir, 'mf-discovery/dist/server'), { recursive: true });
  writeFileSync(path.join(appDir, 'mf-discovery/dist/mf-manifest.json'), JSON.stringify({ build }));
  writeFileSync(path.join(appDir, 'mf-discovery/dist/server/mf-manifest.json'), JSON.stringify({ build, server: true }));
  return appDir;
}
const volume = path.join(tmp, 'volume');
const env = { PACKAGE: 'mf-discovery', RELEASES_DIR: volume };
const quiet = { log: () => {} };
const stamped = (appDir) => readFileSync(path.join(appDir, 'mf-discovery/release-id'), 'utf8').trim();
const manifestOf = (id) => JSON.parse(readFileSync(path.join(volume, 'mf-discovery', id, 'mf-manifest.json'), 'utf8'));

test('a release is added whole, never over one already there, and leaves no folder behind', () => {
  const releasesDir = path.join(tmp, 'add');
  const first = image('add-first', 'first');
  const id = '20261207-045812-aaaa';
  assert.equal(addRelease({ distDir: path.join(first, 'mf-discovery/dist'), releasesDir, pkgDir: 'mf-discovery', id }), true);
  assert.equal(addRelease({ distDir: path.join(image('add-other', 'other'), 'mf-discovery/dist'), releasesDir, pkgDir: 'mf-discovery', id }), false);
  assert.deepEqual(readdirSync(path.join(releasesDir, 'mf-discovery')), [id], 'no dot-folder left');
  assert.deepEqual(JSON.parse(readFileSync(path.join(releasesDir, 'mf-discovery', id, 'server/mf-manifest.json'), 'utf8')), { build: 'first', server: true });
  assert.throws(() => addRelease({ distDir: path.join(first, 'mf-discovery/dist'), releasesDir, pkgDir: 'mf-discovery', id: '../live' }), /not a release id/);
});

test('each image adds its build as its own release; the first is made live, later ones wait for a switch', () => {
  const one = image('one', 'one');
  run(['stamp'], env, { appDir: one, ...quiet });
  const oneId = stamped(one);
  assert.match(oneId, RELEASE_ID);
  run(['add'], env, { appDir: one, ...quiet });
  assert.deepEqual(readLive(path.join(volume, 'live.json')), { discovery: oneId }, 'the first image of the remote is live');

  const two = image('two', 'two');
  // A later build (ids sort by their build's time).
  writeFileSync(path.join(two, 'mf-discovery/release-id'), '20991230-000000-bbbb\n');
  const twoId = stamped(two);
  run(['add'], env, { appDir: two, ...quiet });
  run(['add'], env, { appDir: two, ...quiet });
  assert.deepEqual(readdirSync(path.join(volume, 'mf-discovery')).sort(), [oneId, twoId]);
  assert.deepEqual(manifestOf(oneId), { build: 'one' }, "the earlier release's files are untouched");
  assert.deepEqual(manifestOf(twoId), { build: 'two' });
  assert.deepEqual(readLive(path.join(volume, 'live.json')), { discovery: oneId }, 'a new image is not live by starting');
});

test('live switches the pointer to the image’s release or a named one (a rollback); list marks the live one', () => {
  const [oneId, twoId] = readdirSync(path.join(volume, 'mf-discovery')).sort();
  const two = path.join(tmp, 'two');
  const lines = [];
  run(['live'], env, { appDir: two, log: (line) => lines.push(line) });
  assert.deepEqual(readLive(path.join(volume, 'live.json')), { discovery: twoId });
  assert.match(lines.at(-1), new RegExp(`live ${oneId} → ${twoId}`));

  lines.length = 0;
  run(['list'], env, { appDir: two, log: (line) => lines.push(line) });
  assert.deepEqual(lines.slice(1), [`  ${oneId}`, `* ${twoId} (this image)`]);

  run(['live', oneId], env, { appDir: two, ...quiet });
  assert.deepEqual(readLive(path.join(volume, 'live.json')), { discovery: oneId }, 'rolled back');
  assert.throws(() => run(['live', '20990101-000000-ffff'], env, { appDir: two, ...quiet }), /no release 20990101-000000-ffff/);
  assert.match(readFileSync(path.join(volume, 'switches.log'), 'utf8'), new RegExp(`discovery ${twoId} -> ${oneId}\n$`));
});

test('a new image’s release goes live with no restart: the running server serves every release on the volume', async (t) => {
  const three = image('three', 'three');
  writeFileSync(path.join(three, 'mf-discovery/release-id'), '20991231-235959-cccc\n');
  // The server started before the release existed, as the running container of the previous image.
  const saved = process.env.RELEASES_DIR;
  process.env.RELEASES_DIR = volume;
  t.after(() => (saved === undefined ? delete process.env.RELEASES_DIR : (process.env.RELEASES_DIR = saved)));
  const app = await createStaticServer({ dir: path.join(tmp, 'one/mf-discovery/dist'), logger: false });
  t.after(() => app.close());
  run(['live'], env, { appDir: three, ...quiet });
  const response = await app.inject(`/releases/20991231-235959-cccc/server/mf-manifest.json`);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { build: 'three', server: true });
});

test('only a remote, and only on the releases volume', () => {
  assert.throws(() => run(['add'], { PACKAGE: 'shell', RELEASES_DIR: volume }, quiet), /not a remote of the registry/);
  const lines = [];
  run(['add'], { PACKAGE: 'mf-discovery' }, { appDir: path.join(tmp, 'one'), log: (line) => lines.push(line) });
  assert.match(lines.join('\n'), /no RELEASES_DIR, so no release: serving dist\/ only/, 'an image run alone serves its dist/');
  assert.throws(() => run(['live'], { PACKAGE: 'mf-discovery' }, { appDir: path.join(tmp, 'one'), ...quiet }), /RELEASES_DIR/);
  const cli = spawnSync(process.execPath, [path.join(import.meta.dirname, 'releases.mjs'), 'add'], { env: { ...process.env, PACKAGE: 'shell' }, encoding: 'utf8' });
  assert.equal(cli.status, 1);
  assert.match(cli.stderr, /not a remote of the registry/);
  assert.equal(existsSync(path.join(import.meta.dirname, '..', 'mf-discovery/release-id')), false, 'nothing written into the checkout');
});

test('the image stamps its release with its build and adds it before its server starts', () => {
  const dockerfile = readFileSync(path.join(import.meta.dirname, 'frontend.Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const buildStep = dockerfile.split('\n').find((line) => line.startsWith('RUN ') && line.includes('rspack build'));
  assert.match(buildStep, /rspack build .*&& .*node \.\.\/docker\/releases\.mjs stamp/, 'the build and its id in one step');
  const [, , command] = JSON.parse(dockerfile.match(/^CMD (.*)$/m)[1]);
  const remoteBranch = command.slice(command.indexOf('else'));
  assert.match(remoteBranch, /node docker\/releases\.mjs add && exec node tooling\/src\/serve-cli\.mjs/);
  // The same command line, as the image's sh runs it (POSIX sh, no bash): the shell branch is not taken.
  assert.equal(execFileSync('sh', ['-n', '-c', command]).length, 0);
});
