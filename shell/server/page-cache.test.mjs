// node --test shell/server
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCoalescer, createPageCache, createRenderGate } from './page-cache.mjs';

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
