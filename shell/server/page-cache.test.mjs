// node --test shell/server
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCoalescer, createDataVersion, createPageCache, createRenderGate } from './page-cache.mjs';

test('the gate runs a few tasks at once and the rest in order, each as soon as a place is free', async () => {
  const gate = createRenderGate({ concurrency: 2, maxWaitMs: 10_000 });
  let running = 0;
  let most = 0;
  const order = [];
  const task = (id, ms) => async () => {
    running += 1;
    most = Math.max(most, running);
    await sleep(ms);
    running -= 1;
    order.push(id);
    return id;
  };
  const results = await Promise.all([gate.run(task(1, 30)), gate.run(task(2, 10)), gate.run(task(3, 10)), gate.run(task(4, 10))]);
  assert.deepEqual(results, [1, 2, 3, 4]);
  assert.equal(most, 2);
  assert.deepEqual(order, [2, 3, 1, 4]);
  assert.equal(gate.running, 0);
  assert.equal(gate.waiting, 0);
});

test('a task that waited its longest runs anyway; a failing task frees its place', async () => {
  const gate = createRenderGate({ concurrency: 1, maxWaitMs: 20 });
  const slow = gate.run(() => sleep(200).then(() => 'slow'));
  const started = performance.now();
  assert.equal(await gate.run(async () => 'waited'), 'waited');
  assert.ok(performance.now() - started < 150, 'ran after its wait, not after the slow task');
  await slow;
  await assert.rejects(gate.run(() => Promise.reject(new Error('boom'))), /boom/);
  assert.equal(await gate.run(async () => 'next'), 'next');
  assert.equal(gate.running, 0);
});

test('identical requests in flight share one render; a later one renders again; no key never shares', async () => {
  const coalesce = createCoalescer();
  let renders = 0;
  const render = async () => {
    renders += 1;
    const id = renders;
    await sleep(10);
    return id;
  };
  const [a, b, c] = await Promise.all([coalesce('k', render), coalesce('k', render), coalesce('other', render)]);
  assert.equal(a, b);
  assert.notEqual(a, c);
  assert.equal(renders, 2);
  await coalesce('k', render);
  assert.equal(renders, 3);
  await Promise.all([coalesce(null, render), coalesce(null, render)]);
  assert.equal(renders, 5);
  // A failed render is not remembered.
  await assert.rejects(coalesce('bad', () => Promise.reject(new Error('x'))));
  assert.equal(await coalesce('bad', async () => 'ok'), 'ok');
});

test('a kept page is fresh, then stale, then gone; the least recently used goes first', () => {
  let now = 1_000;
  const cache = createPageCache({ maxEntries: 2, freshMs: 100, staleMs: 1_000, clock: () => now });
  cache.set('a', 'A');
  assert.deepEqual(cache.get('a'), { page: 'A', fresh: true });
  now += 150;
  assert.deepEqual(cache.get('a'), { page: 'A', fresh: false });
  now += 1_000;
  assert.equal(cache.get('a'), null);
  cache.set('a', 'A');
  cache.set('b', 'B');
  cache.get('a');
  cache.set('c', 'C');
  assert.equal(cache.get('b'), null);
  assert.equal(cache.get('a')?.page, 'A');
  cache.clear();
  assert.equal(cache.size, 0);
});

test('a kept page is gone once a part of the data it shows has moved, and only then', () => {
  const cache = createPageCache({ maxEntries: 10, freshMs: 60_000, staleMs: 600_000 });
  const v1 = { catalog: '7', lists: '3.a' };
  const wine = { html: 'wine', dependsOn: ['catalog'] };
  const userList = { html: 'list', dependsOn: ['catalog', 'lists'] };
  cache.set('/product/x', wine, v1);
  cache.set('/user-list/y', userList, v1);
  assert.equal(cache.get('/product/x', v1)?.page, wine);
  // A list edited: the user list's page goes, the wine page stays.
  const listEdited = { ...v1, lists: '3.b' };
  assert.equal(cache.get('/user-list/y', listEdited), null);
  assert.equal(cache.get('/product/x', listEdited)?.page, wine);
  // A new import: every page showing the catalog goes, and stays gone.
  const imported = { ...listEdited, catalog: '8' };
  assert.equal(cache.get('/product/x', imported), null);
  assert.equal(cache.get('/product/x', v1), null);
  // The version not known (the API not answering yet): a kept page is served as it is.
  cache.set('/product/x', wine, imported);
  assert.equal(cache.get('/product/x', null)?.page, wine);
  // Kept before any version was known: gone once one is.
  cache.set('/product/z', wine, null);
  assert.equal(cache.get('/product/z', imported), null);
});

test('the data version is read in the background at most once per interval; a failed read keeps the last one', async () => {
  let now = 0;
  let reads = 0;
  const answers = [{ catalog: '1' }, new Error('API down'), { catalog: '2' }];
  const version = createDataVersion({
    read: async () => {
      const answer = answers[reads++];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    intervalMs: 1_000,
    clock: () => now,
  });
  assert.equal(version.current(), null, 'nothing known before the first answer; the request does not wait');
  await version.settled();
  assert.deepEqual(version.current(), { catalog: '1' });
  now += 500;
  version.current();
  assert.equal(reads, 1, 'no second read within the interval');
  now += 600;
  version.current();
  await version.settled();
  assert.deepEqual(version.current(), { catalog: '1' }, 'a failed read keeps the last version');
  now += 1_000;
  version.current();
  await version.settled();
  assert.deepEqual(version.current(), { catalog: '2' });
  assert.equal(reads, 3);
});

test('a render starting while the version is being read waits for the answer, briefly', async () => {
  let answer;
  const version = createDataVersion({ read: () => new Promise((resolve) => (answer = resolve)), intervalMs: 1_000 });
  const waiting = version.beforeRender(1_000);
  answer({ catalog: '5', lists: 'x' });
  assert.deepEqual(await waiting, { catalog: '5', lists: 'x' });
  // A read that does not answer in time: the render goes on with what is known.
  const slow = createDataVersion({ read: () => new Promise(() => undefined), intervalMs: 1_000 });
  assert.equal(await slow.beforeRender(20), null);
});

test('a release switch frees the pages of the deployment before the one before; a straggler of a retired one is not kept', () => {
  const cache = createPageCache({ maxEntries: 100, freshMs: 60_000, staleMs: 600_000 });
  const render = (deployment, url) => {
    cache.seen(deployment);
    cache.set(`${url} ${deployment}`, `${url} of ${deployment}`, null, deployment);
  };
  render('r1', '/a');
  render('r1', '/b');
  render('r2', '/a');
  assert.equal(cache.size, 3);
  // A rollback to r1 finds its pages.
  render('r1', '/c');
  assert.equal(cache.get('/a r1')?.page, '/a of r1');
  render('r3', '/a');
  assert.deepEqual([cache.get('/a r1'), cache.get('/b r1'), cache.get('/c r1')], [null, null, null]);
  assert.equal(cache.get('/a r2')?.page, '/a of r2');
  assert.equal(cache.size, 2);
  // A render that started under r1 and ends after it was retired.
  cache.set('/d r1', 'late', null, 'r1');
  assert.equal(cache.get('/d r1'), null);
});
