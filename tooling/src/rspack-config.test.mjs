// node --test tooling/src
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createFederatedConfig } from './rspack-config.mjs';

const dir = path.resolve(import.meta.dirname, '../../mf-social');

test('production builds do not link their source maps; development builds do', () => {
  assert.equal(createFederatedConfig({ name: 'social', dir, port: 0, mode: 'production' }).devtool, 'hidden-source-map');
  assert.equal(createFederatedConfig({ name: 'social', dir, port: 0, mode: 'development' }).devtool, 'cheap-module-source-map');
});
