import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, copyFileSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The servers this worker started. A test that times out never reaches its `finally`: its servers are stopped when
 * the worker exits, or they would outlive the run and answer the next run's health check on the same port.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Whether something already answers on the port (then a health check there would not be ours). */
const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, 'localhost');
    const answer = (taken: boolean) => {
      socket.destroy();
      resolve(taken);
    };
    socket.once('connect', () => answer(true)).once('error', () => answer(false));
  });

async function spawnServer(port: number, args: string[], env?: NodeJS.ProcessEnv, logFile?: string): Promise<ChildProcess> {
  if (await portTaken(port)) throw new Error(`port ${port} is already taken (a server left from an earlier run?): stop it first`);
  const log = logFile === undefined ? 'ignore' : openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { stdio: ['ignore', log, log], ...(env && { env }) });
  // The child has its own copy of the descriptor.
  if (typeof log === 'number') closeSync(log);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

async function waitForUrl(url: string, child: ChildProcess): Promise<void> {
  // Up to 60 s: a fresh API imports the catalog first, slow on a busy two-core machine.
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // Not left running: it would answer the next run's health check on the same port.
  child.kill('SIGKILL');
  throw new Error(`${url} did not come up`);
}

export interface Served {
  url: string;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Serves another copy of a remote's production build on its own port (a second deployment of it). */
export async function serveRemoteCopy(dir: string, port: number): Promise<Served> {
  const child = await spawnServer(port, [path.join(root, 'tooling/src/serve-cli.mjs'), '--dir', path.join(root, dir, 'dist'), '--port', String(port)]);
  const url = `http://localhost:${port}/mf-manifest.json`;
  await waitForUrl(url, child);
  return { url, stop: stopper(child) };
}

export interface ShellOptions {
  /** The shell package to run (its server/ and builds): another release's, built in a copy of the repository. */
  shellDir?: string;
  /** The pointer file naming each remote's live release (tooling/src/releases/); none: every remote's dist/. */
  releasesFile?: string;
  /** Where the server's log lines go (JSON, one a line); none: nowhere. */
  logFile?: string;
}

/**
 * A second shell server reading its runtime config from a file the test controls (no rebuild, no restart).
 * One worker: each worker checks the manifests on its own, so with several a page can come from one that has not
 * yet noticed what the test just changed.
 */
export async function serveShell(
  port: number,
  config: unknown,
  configFile: string,
  { shellDir = path.join(root, 'shell'), releasesFile, logFile }: ShellOptions = {},
): Promise<Served & { writeConfig(c: unknown): void }> {
  const writeConfig = (c: unknown) => writeFileSync(configFile, JSON.stringify(c, null, 2));
  writeConfig(config);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), RUNTIME_CONFIG_FILE: configFile, SHELL_WORKERS: '1' };
  // Only the pointer the test names (none: each remote's dist/), whatever the environment says.
  delete env.RELEASES_FILE;
  if (releasesFile) env.RELEASES_FILE = releasesFile;
  const child = await spawnServer(port, [path.join(shellDir, 'server/main.mjs')], env, logFile);
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/runtime-config.json`, child);
  return { url, stop: stopper(child), writeConfig };
}

/**
 * The repository's 40-wine sample and its stores, beside `dataDir`: what a spec's own API imports on its first start,
 * in seconds instead of the full catalog's tens of seconds. The importer skips files named "sample", hence the name.
 */
function sampleCatalog(dataDir: string): string {
  const dir = path.join(path.dirname(dataDir), 'catalog');
  mkdirSync(dir, { recursive: true });
  copyFileSync(path.join(root, 'api/data/systembolaget-assortment-sample-100.json.gz'), path.join(dir, 'systembolaget-assortment-e2e.json.gz'));
  copyFileSync(path.join(root, 'api/data/systembolaget-stores.json.gz'), path.join(dir, 'systembolaget-stores.json.gz'));
  return dir;
}

/**
 * A second API process of its own (embedded database in `dataDir`, the sample catalog), for specs that stop and
 * restart it. A restart on the same `dataDir` keeps users and tokens, as a real restart does.
 */
export async function serveApi(port: number, dataDir: string, shellOrigin: string): Promise<Served & { start(): Promise<void> }> {
  const url = `http://localhost:${port}`;
  const catalog = sampleCatalog(dataDir);
  let child: ChildProcess | undefined;
  const start = async () => {
    child = await spawnServer(port, [path.join(root, 'api/dist/main.js')], {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SHARED_DATA_DIR: catalog,
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT_SCALE: '50',
      APP_URL: shellOrigin,
      CORS_ORIGINS: shellOrigin,
      PUBLIC_URL: url,
    });
    await waitForUrl(`${url}/healthz`, child);
  };
  await start();
  return { url, start, stop: () => (child ? stopper(child)() : Promise.resolve()) };
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<string, string>;
}

export const baseRuntimeConfig = (): RuntimeConfig => JSON.parse(process.env.E2E_RUNTIME_CONFIG ?? '{}') as RuntimeConfig;
