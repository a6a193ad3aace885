// Starts the whole system as separate processes (API, each remote on its own origin, the shell), like production.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { remoteUrlVariable } from '../shared-contracts/src/federation/remoteModules.mjs';
import { apiNodeFlags, frontends, log, root } from './lib.mjs';

async function waitFor(url, name, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch (error) {
      // fetch (and browsers) refuse some ports outright (6000, 6665–6669, …): waiting would never end.
      if (error.cause?.message === 'bad port') throw new Error(`${name}: port ${new URL(url).port} is one fetch and browsers refuse; choose another`);
      // else not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer on ${url} within ${timeoutMs / 1000} s`);
}

/**
 * @param {{ basePort?: number, apiPort?: number, dataDir?: string, env?: Record<string,string>, runtimeConfigFile?: string, quiet?: boolean, corsOrigins?: string[] }} opts
 * Ports: shell = basePort, each remote basePort + its `portOffset` in the registry, API = apiPort. `corsOrigins`: other
 * shells the API answers besides this one (a test's own).
 */
export async function startSystem(opts = {}) {
  const basePort = opts.basePort ?? 3000;
  const apiPort = opts.apiPort ?? 8000;
  const host = 'localhost';
  const shellUrl = `http://${host}:${basePort}`;
  const apiUrl = `http://${host}:${apiPort}`;
  const children = [];
  const stdio = opts.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';

  const spawnService = (name, args, env) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio, env: { ...process.env, ...opts.env, ...env } });
    children.push({ name, child });
    return child;
  };

  const remotes = {};
  for (const fe of frontends.slice(1)) {
    const port = basePort + fe.portOffset;
    remotes[fe.name] = { port, url: `http://${host}:${port}/mf-manifest.json` };
  }

  const api = spawnService('api', [...apiNodeFlags(), path.join(root, 'api/dist/main.js')], {
    PORT: String(apiPort),
    APP_URL: shellUrl,
    CORS_ORIGINS: [shellUrl, ...(opts.corsOrigins ?? [])].join(','),
    PUBLIC_URL: apiUrl,
    // The fixed range's share cards, rendered in the background once the API listens (kept on disk in DATA_DIR).
    SHARE_CARDS_AHEAD: opts.env?.SHARE_CARDS_AHEAD ?? process.env.SHARE_CARDS_AHEAD ?? 'all',
    ...(opts.dataDir ? { DATA_DIR: opts.dataDir } : {}),
  });
  const remoteChildren = frontends.slice(1).map((fe) =>
    spawnService(fe.name, [path.join(root, 'tooling/src/serve-cli.mjs'), '--dir', path.join(root, fe.dir, 'dist'), '--port', String(remotes[fe.name].port)], {}),
  );
  const shell = spawnService('shell', [path.join(root, 'shell/server/main.mjs')], {
    PORT: String(basePort),
    // On one machine with the API, the render workers leave the API a core of its own: on 2 cores, two workers served
    // 230 wine pages/s at 20 concurrent (p95 144 ms), one worker 383/s (p95 77 ms), the API no longer starved.
    SHELL_WORKERS: opts.env?.SHELL_WORKERS ?? process.env.SHELL_WORKERS ?? String(Math.max(1, availableParallelism() - 1)),
    API_URL: apiUrl,
    // The site's own address in /sitemap.xml (the API's PUBLIC_URL is its own address, set above).
    PUBLIC_URL: shellUrl,
    ...Object.fromEntries(Object.entries(remotes).map(([name, r]) => [remoteUrlVariable(name), r.url])),
    ...(opts.runtimeConfigFile ? { RUNTIME_CONFIG_FILE: opts.runtimeConfigFile } : {}),
  });

  const stop = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  };

  try {
    await Promise.all([
      waitFor(`${apiUrl}/healthz`, 'api', api),
      ...frontends.slice(1).map((fe, i) => waitFor(`http://${host}:${remotes[fe.name].port}/mf-manifest.json`, fe.name, remoteChildren[i])),
      waitFor(`${shellUrl}/runtime-config.json`, 'shell', shell),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  log(`shell ${shellUrl} · API ${apiUrl} · remotes ${Object.values(remotes).map((r) => r.port).join(', ')}`);
  return { shellUrl, apiUrl, remotes, children, stop };
}
