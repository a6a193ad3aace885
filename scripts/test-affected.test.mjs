import assert from 'node:assert/strict';
import { test } from 'node:test';
import { affected, e2eSpecs } from './test-affected.mjs';

const scope = (files) => {
  const s = affected(files);
  return { ...s, specs: e2eSpecs(s, files) };
};

test('a change inside one remote checks that remote and runs its own e2e specs', () => {
  assert.deepEqual(scope(['mf-social/src/notes/NotesPanel.tsx']), { all: false, packages: ['mf-social'], specs: ['tests/social-'] });
});

test('a contracts change reaches every package that depends on it, and every route', () => {
  const { packages, specs } = scope(['shared-contracts/src/bus/messages.ts']);
  for (const dir of ['shared-contracts', 'ui-kit', 'test-kit', 'api', 'shell', 'mf-discovery', 'mf-winefinder', 'mf-social', 'mf-account']) assert.ok(packages.includes(dir), dir);
  assert.deepEqual(specs, ['tests/']);
});

test('tooling reaches the front ends, e2e and bench, not the API', () => {
  const { packages } = scope(['tooling/src/serve-static.mjs']);
  assert.ok(packages.includes('mf-account') && packages.includes('e2e') && packages.includes('bench'));
  assert.ok(!packages.includes('api'));
});

test('a root file reaches everything; documentation nothing', () => {
  assert.equal(scope(['package.json']).all, true);
  assert.deepEqual(scope(['README.md', 'docs/ARCHITECTURE.md']), { all: false, packages: [], specs: [] });
});

test('a changed e2e spec runs itself; a changed e2e helper runs every spec', () => {
  assert.deepEqual(scope(['e2e/tests/social-notes.spec.ts']).specs, ['tests/social-notes.spec.ts']);
  assert.deepEqual(scope(['e2e/support/fixtures.ts']).specs, ['tests/']);
  assert.deepEqual([...scope(['mf-account/src/x.ts', 'mf-social/src/y.ts']).specs].sort(), ['tests/account-', 'tests/social-']);
});
