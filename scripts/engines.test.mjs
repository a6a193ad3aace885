// Every package the lockfile installs supports the Node that package.json's `engines` declares: otherwise `npm install`
// warns EBADENGINE on the machines it promises to run on (a dependency that needs a newer Node gets an override).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import semver from 'semver';

const read = (name) => JSON.parse(readFileSync(new URL(`../${name}`, import.meta.url), 'utf8'));

test('every locked package runs on the oldest Node the project declares', () => {
  const declared = read('package.json').engines.node;
  const oldest = semver.minVersion(declared);
  const misfits = Object.entries(read('package-lock.json').packages)
    .filter(([, p]) => typeof p.engines?.node === 'string' && !semver.satisfies(oldest, p.engines.node))
    .map(([where, p]) => `${where}@${p.version} needs node ${p.engines.node}`);
  assert.deepEqual(misfits, [], `the project declares node ${declared}`);
});
