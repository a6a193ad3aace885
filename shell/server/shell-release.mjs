// Releases of the shell itself (`npm run release -- shell`): a release is a folder `<RELEASES_DIR>/shell/<id>/` with
// the browser build (`dist/`) and the render host (`dist-server/`). The server code in this folder is the runtime
// that serves one; it is not restarted by a release: the primary process starts workers on the new release, and once
// they listen it lets the old ones finish their requests and stop. The port never closes.
import path from 'node:path';
import { listReleases, releasesDirOf } from '@vinkompassen/tooling/releases';

/** The pointer's name for the shell (the remotes go by their registry names). */
export const SHELL = 'shell';
const SHELL_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Which build a worker serves: SHELL_RELEASE (set by the primary) or the package's own `dist/`. `staticDirs` are the
 * folders files are looked up in, the served build first: a tab opened before a release still loads the files its
 * own build names (they carry content hashes, so a name never means two files).
 * @param {NodeJS.ProcessEnv} env
 */
export function shellBuildOf(env, packageDir = SHELL_DIR) {
  const release = env.SHELL_RELEASE || null;
  const releasesDir = path.join(releasesDirOf(env), SHELL);
  const buildOf = (id) => (id ? path.join(releasesDir, id) : packageDir);
  const older = listReleases(releasesDirOf(env), SHELL)
    .filter((id) => id !== release)
    .reverse()
    .map((id) => path.join(buildOf(id), 'dist'));
  const distDir = path.join(buildOf(release), 'dist');
  const own = path.join(packageDir, 'dist');
  return {
    release,
    distDir,
    serverDir: path.join(buildOf(release), 'dist-server'),
    staticDirs: [...new Set([distDir, ...older, own])],
  };
}

/**
 * Keeps `count` workers serving the live release of the shell. `readLive()` answers the pointer ({ shell?: id });
 * `fork(release, { warm })` starts a worker for a release (null: the package's dist/; `warm`: render a page before
 * it listens, so a switch never hands a visitor a cold render host) and returns an object with `on(event)`
 * ('listening', 'exit') and `kill(signal)`. On a new release: its workers start; once all listen, the old ones are
 * sent SIGTERM (they finish their requests). A release whose workers fail to start is logged and not retried until
 * the pointer moves again; the running workers keep serving meanwhile.
 */
export function createWorkerSupervisor({ count, fork, readLive, log, startTimeoutMs = 60_000 }) {
  let live = { release: undefined, workers: new Set() };
  let switching = null;
  /** The release whose workers did not start (undefined: none); null is the package's dist/. */
  let failed;
  let stopping = false;

  const start = (release) => {
    const worker = fork(release, { warm: live.release !== undefined });
    const listening = new Promise((resolve, reject) => {
      worker.on('listening', resolve);
      worker.on('exit', (code, signal) => reject(new Error(`worker of ${release ?? 'dist'} exited (${code ?? signal}) before it listened`)));
    });
    worker.on('exit', () => {
      // A live worker that dies (out of memory, a bug) is replaced on the same release.
      if (!stopping && live.workers.delete(worker)) live.workers.add(start(live.release));
    });
    worker.listening = listening;
    return worker;
  };

  async function switchTo(release) {
    const workers = Array.from({ length: count }, () => start(release));
    let timer;
    try {
      await Promise.race([
        Promise.all(workers.map((worker) => worker.listening)),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`workers of ${release ?? 'dist'} did not listen within ${startTimeoutMs / 1000} s`)), startTimeoutMs);
        }),
      ]);
    } catch (error) {
      for (const worker of workers) worker.kill('SIGKILL');
      failed = release;
      log(`shell release ${release ?? 'dist'} not started, ${live.release === undefined ? 'nothing' : live.release ?? 'dist'} keeps serving: ${error.message}`);
      return;
    } finally {
      clearTimeout(timer);
    }
    const retiring = live;
    live = { release, workers: new Set(workers) };
    for (const worker of retiring.workers) worker.kill('SIGTERM');
    if (retiring.release !== undefined) log(`shell release ${retiring.release ?? 'dist'} → ${release ?? 'dist'}`);
  }

  /** Starts the live release's workers when the pointer names another one than they serve. */
  async function follow() {
    if (stopping || switching) return switching;
    let wanted;
    try {
      wanted = (await readLive())[SHELL] ?? null;
    } catch (error) {
      log(`shell release pointer unreadable, keeping ${live.release ?? 'dist'}: ${error.message}`);
      return undefined;
    }
    if (wanted === live.release || wanted === failed) return undefined;
    failed = undefined;
    switching = switchTo(wanted).finally(() => {
      switching = null;
    });
    return switching;
  }

  return {
    follow,
    get release() {
      return live.release;
    },
    get workers() {
      return live.workers.size;
    },
    stop(signal = 'SIGTERM') {
      stopping = true;
      for (const worker of live.workers) worker.kill(signal);
    },
  };
}
