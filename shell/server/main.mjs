#!/usr/bin/env node
// Runs the built shell: PORT (3000), HOST (localhost), API_URL, REMOTE_*_URL or RUNTIME_CONFIG_FILE;
// SHELL_WORKERS processes (default one per core) share the port, since a page render is CPU work.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { serverLogger } from '@vinkompassen/tooling/serve';
import { buildServer, listenOptions } from './app.mjs';

const workers = Math.max(1, Number(process.env.SHELL_WORKERS ?? availableParallelism()) || 1);

if (cluster.isPrimary && workers > 1) {
  let stopping = false;
  let alive = 0;
  const fork = () => {
    alive += 1;
    cluster.fork();
  };
  for (let i = 0; i < workers; i += 1) fork();
  // A worker that dies (out of memory, a bug) is replaced; the others keep serving meanwhile.
  cluster.on('exit', () => {
    alive -= 1;
    if (!stopping) fork();
    else if (alive === 0) process.exit(0);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
} else {
  const app = await buildServer({ distDir: path.join(import.meta.dirname, '..', 'dist'), logger: serverLogger() });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
  // Loopback unless HOST says otherwise (the container image sets HOST=0.0.0.0).
  await app.listen(listenOptions());
}
