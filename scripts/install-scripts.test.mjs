// Every locked package with an install script has a decision in package.json's `allowScripts` (npm 11): otherwise
// `npm install` ends with "install scripts not yet covered by allowScripts", which reads like a failed install.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (name) => JSON.parse(readFileSync(new URL(`../${name}`, import.meta.url), 'utf8'));

test('every install script in the lockfile is allowed or denied in package.json', () => {
  const decided = read('package.json').allowScripts ?? {};
  const undecided = Object.entries(read('package-lock.json').packages)
    .filter(([where, p]) => p.hasInstallScript && where.includes('node_modules/'))
    .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .filter((name) => !(name in decided));
  assert.deepEqual([...new Set(undecided)], []);
});
