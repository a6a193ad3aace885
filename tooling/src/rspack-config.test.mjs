// node --test tooling/src
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createFederatedConfig, createServerConfig } from './rspack-config.mjs';

const dir = path.resolve(import.meta.dirname, '../../mf-social');

test('production builds do not link their source maps; development builds do', () => {
  assert.equal(createFederatedConfig({ name: 'social', dir, port: 0, mode: 'production' }).devtool, 'hidden-source-map');
  assert.equal(createFederatedConfig({ name: 'social', dir, port: 0, mode: 'development' }).devtool, 'cheap-module-source-map');
});

test("production builds, browser and server, take react-router's production files; development builds its warnings", () => {
  const routerOf = (config) => config.resolve.alias?.['react-router$'] ?? null;
  for (const config of [
    createFederatedConfig({ name: 'social', dir, port: 0, mode: 'production' }),
    createServerConfig({ name: 'social', dir, mode: 'production' }),
  ]) {
    assert.match(routerOf(config), /react-router\/dist\/production\/index\.mjs$/);
    assert.match(config.resolve.alias['react-router/dom$'], /react-router\/dist\/production\/dom-export\.mjs$/);
  }
  assert.equal(routerOf(createFederatedConfig({ name: 'social', dir, port: 0, mode: 'development' })), null);
  assert.equal(routerOf(createServerConfig({ name: 'social', dir, mode: 'development' })), null);
});
