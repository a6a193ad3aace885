// The registry of remotes against what is written out beside it: docker-compose.yml (deployment documentation, the
// release wiring included) and each remote's own port in its package.json; and its ports and folders are distinct.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { REMOTES, remoteUrlVariable } from '../shared-contracts/src/federation/remoteModules.mjs';
import { pointerFileOf } from '../tooling/src/releases/release-store.mjs';
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

/** A service's mounts, from the short syntax (`source:target[:ro]`) or the long one. */
const mountsOf = (service) =>
  (service.volumes ?? []).map((volume) => {
    if (typeof volume !== 'string') return { source: volume.source, target: volume.target, readOnly: Boolean(volume.read_only) };
    const [source, target, mode = ''] = volume.split(':');
    return { source, target, readOnly: mode.split(',').includes('ro') };
  });

/** Where `file` (a path in the service's container) is inside the named volume `volume`, or null if it is not. */
function onVolume(service, volume, file) {
  for (const mount of mountsOf(service).filter((m) => m.source === volume)) {
    const inside = path.posix.relative(mount.target, file);
    if (!inside.startsWith('..') && !path.posix.isAbsolute(inside)) return { path: inside, readOnly: mount.readOnly };
  }
  return null;
}

test('releases: each remote serves and adds its releases on the shared volume, the shell reads their pointer there', () => {
  assert.ok(compose.volumes && 'releases' in compose.volumes, 'a named volume `releases`');
  const shell = compose.services.shell;
  const pointer = shell.environment.RELEASES_FILE;
  assert.ok(pointer, 'the shell reads the pointer: RELEASES_FILE');
  const shellPointer = onVolume(shell, 'releases', pointer);
  assert.ok(shellPointer, `the shell's RELEASES_FILE (${pointer}) is on the releases volume`);
  for (const [name, { dir }] of Object.entries(REMOTES)) {
    const service = compose.services[name];
    const env = service.environment ?? {};
    assert.ok(env.RELEASES_DIR, `${name}: RELEASES_DIR (where its server finds the releases it serves at /releases/<id>/)`);
    const releases = onVolume(service, 'releases', path.posix.join(env.RELEASES_DIR, dir));
    assert.ok(releases, `${name}: its releases (${env.RELEASES_DIR}/${dir}) are on the releases volume`);
    assert.equal(releases.readOnly, false, `${name}: its image adds its own release there`);
    assert.equal(onVolume(service, 'releases', pointerFileOf(env))?.path, shellPointer.path, `${name}: switches the pointer the shell reads`);
  }
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
