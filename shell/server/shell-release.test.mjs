import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createWorkerSupervisor, shellBuildOf } from './shell-release.mjs';

/** Workers that listen when told, and record the signals they were sent. */
function fakeCluster() {
  const forked = [];
  const fork = (release, { warm }) => {
    const worker = Object.assign(new EventEmitter(), { release, warm, signals: [] });
    worker.kill = (signal) => {
      worker.signals.push(signal);
      queueMicrotask(() => worker.emit('exit', null, signal));
    };
    worker.listen = () => worker.emit('listening');
    forked.push(worker);
    return worker;
  };
  return { forked, fork };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('a new shell release: its workers start warm, and the old ones stop only once every new one listens', async () => {
  const { forked, fork } = fakeCluster();
  let live = {};
  const lines = [];
  const supervisor = createWorkerSupervisor({ count: 2, fork, readLive: async () => live, log: (line) => lines.push(line) });
  const first = supervisor.follow();
  await tick();
  forked.forEach((worker) => worker.listen());
  await first;
  assert.deepEqual(forked.map((w) => [w.release, w.warm]), [[null, false], [null, false]]);

  live = { shell: 'r2', discovery: 'x' };
  const switching = supervisor.follow();
  await tick();
  const [a, b] = forked.slice(2);
  assert.deepEqual([a.release, a.warm, b.release], ['r2', true, 'r2']);
  a.listen();
  await tick();
  assert.deepEqual(forked[0].signals, [], 'the old workers serve until all new ones listen');
  b.listen();
  await switching;
  assert.deepEqual(forked.slice(0, 2).map((w) => w.signals), [['SIGTERM'], ['SIGTERM']]);
  assert.equal(supervisor.release, 'r2');
  await tick();
  assert.equal(forked.length, 4, 'a retired worker is not replaced');
  assert.deepEqual(lines, ['shell release dist → r2']);

  // A live worker that dies is replaced on the same release.
  a.emit('exit', 1, null);
  assert.equal(forked.at(-1).release, 'r2');
  assert.equal(supervisor.workers, 2);
});

test('a release whose workers do not start leaves the running one serving, and is not retried', async () => {
  const { forked, fork } = fakeCluster();
  let live = { shell: 'good' };
  const lines = [];
  const supervisor = createWorkerSupervisor({ count: 1, fork, readLive: async () => live, log: (line) => lines.push(line) });
  const first = supervisor.follow();
  await tick();
  forked[0].listen();
  await first;

  live = { shell: 'broken' };
  const switching = supervisor.follow();
  await tick();
  forked[1].emit('exit', 1, null);
  await switching;
  assert.equal(supervisor.release, 'good');
  assert.deepEqual(forked[0].signals, []);
  assert.match(lines.at(-1), /^shell release broken not started, good keeps serving: worker of broken exited \(1\)/);
  await supervisor.follow();
  assert.equal(forked.length, 2, 'not retried until the pointer moves');
});

test('a worker serves its release, and finds the files of earlier releases and of the package after its own', () => {
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'shell-releases-'));
  for (const id of ['20261207-100000-aaaa', '20261207-110000-bbbb', '20261207-120000-cccc']) mkdirSync(path.join(releasesDir, 'shell', id), { recursive: true });
  const build = shellBuildOf({ RELEASES_DIR: releasesDir, SHELL_RELEASE: '20261207-110000-bbbb' }, '/pkg/shell');
  const release = (id) => path.join(releasesDir, 'shell', id);
  assert.equal(build.distDir, path.join(release('20261207-110000-bbbb'), 'dist'));
  assert.equal(build.serverDir, path.join(release('20261207-110000-bbbb'), 'dist-server'));
  assert.deepEqual(build.staticDirs, [
    build.distDir,
    path.join(release('20261207-120000-cccc'), 'dist'),
    path.join(release('20261207-100000-aaaa'), 'dist'),
    '/pkg/shell/dist',
  ]);
  assert.deepEqual(shellBuildOf({ RELEASES_DIR: releasesDir }, '/pkg/shell').distDir, '/pkg/shell/dist');
});
