// node --test shell/server
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { switchLive } from '@vinkompassen/tooling/releases';
import { allowedOrigins, runtimeConfigFromEnv } from './runtime-config.mjs';

const config = (apiBaseUrl) => ({
  apiBaseUrl,
  remotes: {
    discovery: 'http://127.0.0.1:5001/mf-manifest.json',
    winefinder: 'http://127.0.0.1:5002/mf-manifest.json',
    social: 'http://127.0.0.1:5003/mf-manifest.json',
    account: 'http://127.0.0.1:5004/mf-manifest.json',
  },
});

test('an unchanged config file answers the same config, a changed one a new config at once', async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vk-config-')), 'runtime-config.json');
  const env = { RUNTIME_CONFIG_FILE: file };
  writeFileSync(file, JSON.stringify(config('http://127.0.0.1:5080')));
  const first = await runtimeConfigFromEnv(env);
  assert.equal(await runtimeConfigFromEnv(env), first);
  // What is derived per config object is then made once.
  assert.equal(allowedOrigins(first), allowedOrigins(first));
  assert.deepEqual(allowedOrigins(first).connect, [
    'http://127.0.0.1:5001',
    'http://127.0.0.1:5002',
    'http://127.0.0.1:5003',
    'http://127.0.0.1:5004',
    'http://127.0.0.1:5080',
  ]);

  writeFileSync(file, JSON.stringify(config('http://127.0.0.1:5081')));
  const repointed = await runtimeConfigFromEnv(env);
  assert.notEqual(repointed, first);
  assert.equal(repointed.apiBaseUrl, 'http://127.0.0.1:5081');
  assert.ok(allowedOrigins(repointed).connect.includes('http://127.0.0.1:5081'));
});

test('the same environment answers the same config; another environment its own', async () => {
  const env = { API_URL: 'http://127.0.0.1:6080' };
  const first = await runtimeConfigFromEnv(env);
  assert.equal(await runtimeConfigFromEnv({ ...env }), first);
  const other = await runtimeConfigFromEnv({ API_URL: 'http://127.0.0.1:6081' });
  assert.equal(other.apiBaseUrl, 'http://127.0.0.1:6081');
});

test('RELEASES_FILE: a live release replaces its remote\'s manifest URL, env or file, and a switch is a new config', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vk-releases-'));
  const pointer = path.join(dir, 'live.json');
  const env = { API_URL: 'http://127.0.0.1:5080', REMOTE_DISCOVERY_URL: 'http://127.0.0.1:5001/mf-manifest.json', RELEASES_FILE: pointer };
  const before = await runtimeConfigFromEnv(env);
  assert.equal(before.remotes.discovery, 'http://127.0.0.1:5001/mf-manifest.json');

  switchLive(pointer, 'discovery', '20261207-045812-aaaa');
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the pointer is read at most once a second
  const after = await runtimeConfigFromEnv(env);
  assert.notEqual(after, before);
  assert.equal(after.remotes.discovery, 'http://127.0.0.1:5001/releases/20261207-045812-aaaa/mf-manifest.json');
  assert.equal(after.remotes.social, before.remotes.social);

  const file = path.join(dir, 'runtime-config.json');
  writeFileSync(file, JSON.stringify(config('http://127.0.0.1:5080')));
  const fromFile = await runtimeConfigFromEnv({ RUNTIME_CONFIG_FILE: file, RELEASES_FILE: pointer });
  assert.equal(fromFile.remotes.discovery, 'http://127.0.0.1:5001/releases/20261207-045812-aaaa/mf-manifest.json');
});
