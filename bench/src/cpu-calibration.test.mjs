// node --test bench/src
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpuSlowdownFor } from './cpu-calibration.mjs';

test("a high-end desktop gets the preset's 4× in the middle of its bracket, more towards its top, less towards its bottom", () => {
  assert.deepEqual(cpuSlowdownFor(1750), { bracket: 'high-end desktop', multiplier: 4 });
  assert.ok(cpuSlowdownFor(1950).multiplier > 4);
  assert.ok(cpuSlowdownFor(1550).multiplier < 4);
});

test('a slower host gets a smaller slowdown, within the range the documentation allows for its class', () => {
  // The slow machine (index 1,040–1,950) and a low-end desktop.
  assert.deepEqual(cpuSlowdownFor(1250), { bracket: 'low-end desktop', multiplier: 2.9 });
  assert.deepEqual(cpuSlowdownFor(1040), { bracket: 'low-end desktop', multiplier: 2.4 });
  assert.deepEqual(cpuSlowdownFor(900), { bracket: 'high-end mobile', multiplier: 2.1 });
  assert.deepEqual(cpuSlowdownFor(500), { bracket: 'mid-tier mobile', multiplier: 1 });
  assert.deepEqual(cpuSlowdownFor(100), { bracket: 'low-end mobile', multiplier: 1 });
});

test('a host faster than the table knows is slowed in proportion (index 2,600: 5.9×)', () => {
  assert.deepEqual(cpuSlowdownFor(2600), { bracket: 'high-end desktop', multiplier: 5.9 });
  assert.throws(() => cpuSlowdownFor(0), /no measurement/);
  assert.throws(() => cpuSlowdownFor(Number.NaN), /no measurement/);
});
