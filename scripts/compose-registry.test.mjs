// The registry of remotes against what is written out beside it: docker-compose.yml (deployment documentation) and
// each remote's own port in its package.json; and its ports and folders are distinct.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { REMOTES, remoteUrlVariable } from '../shared-contracts/src/federation/remoteModules.mjs';
import { root } from './lib.mjs';

// `merge`: the front ends share their settings through YAML merge keys (`<<: *frontend`).
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const frontEndServices = Object.entries(compose.services).filter(([, service]) => service.build?.dockerfile === 'docker/frontend.Dockerfile');

test('compose builds the shell and one front-end service per remote of the registry, no other', () => {
  assert.deepEqual(frontEndServices.map(([name]) => name).sort(), ['shell', ...Object.keys(REMOTES)].sort());
});

test("each remote's service builds its package and publishes its port", () => {
  for (const [name, { dir, portOffset }] of Object.entries(REMOTES)) {
    const service = compose.services[name];
    assert.equal(service.build.args.PACKAGE, dir, name);
    assert.deepEqual(service.ports, [`${3000 + portOffset}:8080`], name);
  }
});

test('the shell is pointed at every remote, in the browser and inside the compose network', () => {
  const env = compose.services.shell.environment;
  const serverOrigins = new Map(env.SERVER_ORIGINS.split(',').map((pair) => pair.split('=')));
  for (const [name, { portOffset }] of Object.entries(REMOTES)) {
    const origin = `http://localhost:${3000 + portOffset}`;
    assert.equal(env[remoteUrlVariable(name)], `${origin}/mf-manifest.json`, name);
    assert.equal(serverOrigins.get(origin), `http://${name}:8080`, name);
  }
  const remoteVariables = Object.keys(env).filter((variable) => /^REMOTE_\w+_URL$/.test(variable));
  assert.deepEqual(remoteVariables.sort(), Object.keys(REMOTES).map(remoteUrlVariable).sort(), 'no remote the registry lacks');
});

test('each remote has a port of its own, after the shell’s, and a package folder of its own', () => {
  const offsets = Object.values(REMOTES).map((remote) => remote.portOffset);
  assert.equal(new Set(offsets).size, offsets.length);
  assert.ok(offsets.every((offset) => Number.isInteger(offset) && offset > 0 && offset < 80), 'below the e2e API at base+80');
  const dirs = Object.values(REMOTES).map((remote) => remote.dir);
  assert.equal(new Set(dirs).size, dirs.length);
});

test("each remote's package serves alone on its registry port (package.json `config.port`, read by `npm run serve`)", () => {
  for (const { dir, portOffset } of Object.values(REMOTES)) {
    const { config } = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    assert.equal(config.port, 3000 + portOffset, dir);
  }
});
