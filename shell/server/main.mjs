#!/usr/bin/env node
// Runs the built shell: PORT (3000), HOST (localhost), API_URL, REMOTE_*_URL or RUNTIME_CONFIG_FILE;
// SHELL_WORKERS processes (default one per core) share the port, since a page render is CPU work. With
// RELEASES_FILE the primary process follows the shell's live release (shell-release.mjs), starting workers on a new
// one and retiring the old, so a release never closes the port.
import cluster from 'node:cluster';
import { watch } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { serverLogger } from '@vinkompassen/tooling/serve';
import { createPointerReader } from '@vinkompassen/tooling/releases';
import { buildServer, listenOptions } from './app.mjs';
import { createWorkerSupervisor, shellBuildOf } from './shell-release.mjs';

const workers = Math.max(1, Number(process.env.SHELL_WORKERS ?? availableParallelism()) || 1);
const pointerFile = process.env.RELEASES_FILE;
/** How long a stopping worker keeps answering (each answer closing its connection) before its server closes. */
const STOP_GRACE_MS = 2000;

if (cluster.isPrimary && (workers > 1 || pointerFile)) {
  const readLive = pointerFile ? createPointerReader(pointerFile, 0) : async () => ({});
  const supervisor = createWorkerSupervisor({
    count: workers,
    readLive: async () => (await readLive()).live,
    log: (line) => console.log(`[shell] ${line}`),
    fork: (release, { warm }) => {
      const worker = cluster.fork({ SHELL_RELEASE: release ?? '', SHELL_WARM: warm ? '1' : '' });
      return { on: (event, listener) => worker.on(event, listener), kill: (signal) => worker.process.kill(signal) };
    },
  });
  await supervisor.follow();
  // A release switch is noticed at once (the pointer is renamed into its folder), and within a second where the
  // file system does not report it.
  const following = pointerFile ? setInterval(() => void supervisor.follow(), 1000) : null;
  if (pointerFile) {
    try {
      watch(path.dirname(pointerFile), (_event, name) => {
        if (name === path.basename(pointerFile)) void supervisor.follow();
      }).unref();
    } catch {
      // No folder yet, or no file events here: the interval above follows the pointer.
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      clearInterval(following);
      supervisor.stop('SIGTERM');
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
} else {
  const build = shellBuildOf(process.env);
  const app = await buildServer({ ...build, logger: serverLogger() });
  // Stopping (a release retires this worker): for a moment every answer closes its connection, so a client with a
  // keep-alive connection here opens a new one (to a worker that stays) instead of sending its next request into a
  // socket this worker is closing. Then the server closes; requests under way finish.
  let stopping = false;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('Connection', 'close');
    return payload;
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopping = true;
      setTimeout(() => app.close().then(() => process.exit(0)), STOP_GRACE_MS);
    });
  }
  // A worker started by a release renders a page before it takes visitors: its render host and the remotes' server
  // builds are loaded by then.
  if (process.env.SHELL_WARM) await app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'age_confirmed=true' } });
  // Loopback unless HOST says otherwise (the container image sets HOST=0.0.0.0).
  await app.listen(listenOptions());
}
