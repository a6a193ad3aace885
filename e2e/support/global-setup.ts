import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYTICS_ADMIN_TOKEN } from './api';
import { e2ePorts } from './ports';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts API (fresh embedded database), the four remotes and the shell from the production builds. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // scripts/system.mjs is plain JS shared with `npm start`.
  const { startSystem } = (await import(path.join(here, '../../scripts/system.mjs'))) as typeof import('../../scripts/system.mjs');
  const runDir = path.join(here, '../.run');
  mkdirSync(runDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vk-e2e-'));
  // Releases of the remotes (tooling/src/releases/): none is live unless a spec switches one (discovery-releases).
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'vk-e2e-releases-'));
  // Always the embedded database and in-memory rate limits: a fresh, isolated system per run.
  // The version-skew spec's own shells call this API from their own origin.
  const corsOrigins = [`http://localhost:${e2ePorts.skewShell}`];
  const system = await startSystem({ basePort: e2ePorts.shell, apiPort: e2ePorts.api, dataDir, quiet: true, corsOrigins, env: { DATABASE_URL: '', REDIS_URL: '', RATE_LIMIT_SCALE: '50', ANALYTICS_ADMIN_TOKEN, SHARE_CARDS_AHEAD: '120', RELEASES_DIR: releasesDir, RELEASES_FILE: path.join(releasesDir, 'live.json') } });
  const runtimeConfig = {
    apiBaseUrl: system.apiUrl,
    remotes: Object.fromEntries(Object.entries(system.remotes).map(([name, r]) => [name, r.url])),
  };
  writeFileSync(path.join(runDir, 'runtime-config.json'), JSON.stringify(runtimeConfig, null, 2));
  process.env.E2E_SHELL_URL = system.shellUrl;
  process.env.E2E_API_URL = system.apiUrl;
  process.env.E2E_OUTBOX_DIR = path.join(dataDir, 'outbox');
  process.env.E2E_RUNTIME_CONFIG = JSON.stringify(runtimeConfig);
  process.env.E2E_RELEASES_DIR = releasesDir;
  return async () => {
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  };
}
