// node --test shell/server
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createConfigSwitch } from './config-switch.mjs';

const deferred = () => {
  let resolve;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A switch whose warm-ups are logged and end when the test says so. */
function setUp(waitMs = 10_000) {
  const events = [];
  const warming = new Map();
  const switched = createConfigSwitch(
    (config) => {
      events.push(`warm ${config.name}`);
      const done = deferred();
      warming.set(config.name, done);
      return done.promise.then(() => events.push(`warmed ${config.name}`));
    },
    (config) => config.name,
    waitMs,
  );
  return { events, warming, switched };
}

test('a switch waits for the renders under way, then warms; renders after it wait for the warm-up', async () => {
  const { events, warming, switched } = setUp();
  switched.switchTo({ name: 'dist' });
  await tick();
  warming.get('dist').resolve();
  const slow = deferred();
  const underWay = switched.run(async (config) => {
    events.push(`render ${config.name}`);
    await slow.promise;
    events.push(`rendered ${config.name}`);
  });
  await tick();
  switched.switchTo({ name: 'release' });
  const after = switched.run(async (config) => events.push(`render ${config.name}`));
  await tick();
  assert.deepEqual(events, ['warm dist', 'warmed dist', 'render dist'], 'nothing warms while a render is under way');
  slow.resolve();
  await underWay;
  await tick();
  assert.deepEqual(events.slice(3), ['rendered dist', 'warm release']);
  warming.get('release').resolve();
  await after;
  assert.deepEqual(events.slice(5), ['warmed release', 'render release']);
});

test('a render waiting for one warm-up renders with the config switched to meanwhile', async () => {
  const { events, warming, switched } = setUp();
  switched.switchTo({ name: 'a' });
  const queued = switched.run(async (config) => events.push(`render ${config.name}`));
  await tick();
  switched.switchTo({ name: 'b' });
  warming.get('a').resolve();
  await tick();
  warming.get('b').resolve();
  await queued;
  assert.deepEqual(events, ['warm a', 'warmed a', 'warm b', 'warmed b', 'render b']);
});

test('the same config again warms nothing; a rollback to one seen before warms it again', async () => {
  const { events, warming, switched } = setUp();
  for (const name of ['dist', 'dist', 'release', 'release', 'dist']) {
    switched.switchTo({ name });
    await tick();
    warming.get(name).resolve();
    await switched.settled();
  }
  assert.deepEqual(events, ['warm dist', 'warmed dist', 'warm release', 'warmed release', 'warm dist', 'warmed dist']);
});

test('a warm-up that does not end holds a render for the wait at most, then it renders with the newest config', async () => {
  const { events, switched } = setUp(30);
  switched.switchTo({ name: 'down' });
  const started = Date.now();
  await switched.run(async (config) => events.push(`render ${config.name}`));
  assert.ok(Date.now() - started >= 25, `waited ${Date.now() - started} ms`);
  assert.deepEqual(events, ['warm down', 'render down']);
});
