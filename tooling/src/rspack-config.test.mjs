// node --test tooling/src
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createFederatedConfig, createServerConfig, sharedConfig, serverSharedConfig, versionRule } from './rspack-config.mjs';

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

test('React and the contracts are strict singletons (another major is refused); a workspace pin allows any minor of its major', () => {
  const pkg = {
    name: 'mf-x',
    dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0', 'react-router-dom': '^7.9.0', '@reduxjs/toolkit': '^2.9.0', 'react-redux': '^9.2.0', rxjs: '^7.8.2', '@vinkompassen/shared-contracts': '4.1.0' },
  };
  for (const shared of [sharedConfig(pkg, path.join(import.meta.dirname, '../../mf-social')), serverSharedConfig(pkg)]) {
    // A remote built on 4.1.0 runs on a shell still on 4.0.0 (the shell's copy is the one loaded).
    assert.deepEqual(shared['@vinkompassen/shared-contracts'], { singleton: true, requiredVersion: '^4.0.0', strictVersion: true });
    assert.equal(shared.react.strictVersion, true);
    assert.equal(shared.react.requiredVersion, '^19.2.0');
    assert.equal(shared['react-redux'].strictVersion, false);
  }
  // Below 1.0.0 a minor is a major.
  assert.equal(versionRule({ strict: true }, '0.3.2').requiredVersion, '^0.3.0');
});
