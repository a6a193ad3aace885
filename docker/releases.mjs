// The releases of a remote in docker-compose.yml, run inside its image (docker/frontend.Dockerfile), as
// `node docker/releases.mjs <command>` with PACKAGE (the image's) and RELEASES_DIR (the `releases` volume):
//   stamp        at build: a new release id for the build, in <package>/release-id (a cached build keeps its id)
//   add          at start: the image's build added to the volume as its release, never over an existing one; made
//                live only when the pointer names no release of the remote yet (its first image); without
//                RELEASES_DIR (the image run alone) nothing, and the server serves its dist/
//   list         the remote's releases in the volume, * the live one
//   live [<id>]  makes <id> live (default: the image's own release, added first if absent); a rollback is a `live`
//                of an earlier release. The same atomic switch as `npm run release` (release-store.mjs).
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES } from '../shared-contracts/src/federation/remoteModules.mjs';
import { listReleases, newReleaseId, pointerFileOf, readLive, RELEASE_ID, switchLive } from '../tooling/src/releases/release-store.mjs';

const APP_DIR = path.resolve(import.meta.dirname, '..');
const ID_FILE = 'release-id';

/**
 * Copies `distDir` to `<releasesDir>/<pkgDir>/<id>/` unless that release is there. It goes through a dot-folder of
 * its own (never listed nor served) renamed into place, so a release is whole or absent, and one already there (an
 * earlier start, another container of the image) is left as it is. Returns whether this call added it.
 */
export function addRelease({ distDir, releasesDir, pkgDir, id }) {
  if (!RELEASE_ID.test(id)) throw new Error(`${id}: not a release id`);
  const target = path.join(releasesDir, pkgDir, id);
  const temp = path.join(releasesDir, pkgDir, `.${id}-${randomBytes(4).toString('hex')}`);
  cpSync(distDir, temp, { recursive: true, errorOnExist: true, force: false });
  try {
    renameSync(temp, target);
    return true;
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    // rename(2) refuses a non-empty target: the release is there already.
    if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') return false;
    throw error;
  }
}

function imageRelease(appDir, pkgDir) {
  const id = readFileSync(path.join(appDir, pkgDir, ID_FILE), 'utf8').trim();
  if (!RELEASE_ID.test(id)) throw new Error(`${pkgDir}/${ID_FILE}: ${id} is not a release id`);
  return id;
}

/**
 * Runs one command (see above) for the remote of `env.PACKAGE`; `appDir` holds the packages (the image's /app).
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ appDir?: string, log?: (line: string) => void }} [options]
 */
export function run([command, wanted], env = process.env, { appDir = APP_DIR, log = console.log } = {}) {
  const pkgDir = env.PACKAGE;
  const remote = Object.keys(REMOTES).find((name) => REMOTES[name].dir === pkgDir);
  if (!remote) throw new Error(`PACKAGE=${pkgDir}: not a remote of the registry (the shell is not released this way)`);
  if (command === 'stamp') {
    const id = newReleaseId();
    writeFileSync(path.join(appDir, pkgDir, ID_FILE), `${id}\n`);
    log(`${remote}: this build is release ${id}`);
    return;
  }
  // No default here: outside the volume a release would be served by no one. An image run alone serves its dist/.
  const releasesDir = env.RELEASES_DIR;
  if (!releasesDir && command === 'add') {
    log(`${remote}: no RELEASES_DIR, so no release: serving dist/ only`);
    return;
  }
  if (!releasesDir) throw new Error('RELEASES_DIR: the releases volume is not set (docker-compose.yml)');
  const pointerFile = pointerFileOf(env);
  const add = () => {
    const id = imageRelease(appDir, pkgDir);
    const added = addRelease({ distDir: path.join(appDir, pkgDir, 'dist'), releasesDir, pkgDir, id });
    log(`${remote}: release ${id} ${added ? 'added to' : 'already in'} ${path.join(releasesDir, pkgDir)}`);
    return id;
  };
  const live = () => readLive(pointerFile)[remote] ?? null;

  if (command === 'add') {
    const id = add();
    if (live() === null) {
      switchLive(pointerFile, remote, id);
      log(`${remote}: no release was live; ${id} is`);
    }
  } else if (command === 'list') {
    const current = live();
    const own = imageRelease(appDir, pkgDir);
    log(`${remote}: releases in ${path.join(releasesDir, pkgDir)}, * the live one`);
    for (const id of listReleases(releasesDir, pkgDir)) log(`${id === current ? '*' : ' '} ${id}${id === own ? ' (this image)' : ''}`);
  } else if (command === 'live') {
    const id = wanted ?? add();
    if (!listReleases(releasesDir, pkgDir).includes(id)) throw new Error(`${remote}: no release ${id} (node docker/releases.mjs list)`);
    const previous = switchLive(pointerFile, remote, id);
    log(`${remote}: live ${previous ?? 'dist'} → ${id}; the shell hands it to new visitors within about a second`);
  } else {
    throw new Error(`usage: node docker/releases.mjs stamp|add|list|live [<release>]`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    run(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
