// Starts the production build exactly as `npm start` does (scripts/system.mjs), on the bench's own ports.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { frontends, root } from '../../scripts/lib.mjs';
import { startSystem } from '../../scripts/system.mjs';

/** Shell = base, remotes base+1..4, API base+80 (the e2e suite's layout, on another block). */
export const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 4400);

export async function startBenchSystem() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vk-fe-bench-'));
  const heapSnapshotDir = mkdtempSync(path.join(os.tmpdir(), 'vk-heap-'));
  // The bench's own releases and pointer (release-switches), never the checkout's .releases/.
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'vk-bench-releases-'));
  const pointerFile = path.join(releasesDir, 'live.json');
  // Removed when the system stops, and when it does not come up (a port taken, a build missing).
  const removeDirs = () => {
    for (const dir of [dataDir, heapSnapshotDir, releasesDir]) rmSync(dir, { recursive: true, force: true });
  };
  // Embedded database, in-memory rate limits, NODE_ENV=production as deployed (HSTS/CSP headers included).
  // SIGUSR2 makes a process write a heap snapshot (the render-memory part's leak check); nothing else changes.
  const system = await startSystem({
    basePort: BASE_PORT,
    apiPort: BASE_PORT + 80,
    dataDir,
    quiet: true,
    env: {
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      // No share cards rendered ahead in the background: they would take CPU from what is measured.
      SHARE_CARDS_AHEAD: '0',
      RELEASES_DIR: releasesDir,
      RELEASES_FILE: pointerFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${heapSnapshotDir}`.trim(),
    },
  }).catch((error) => {
    removeDirs();
    throw error;
  });
  /** Maps a loaded URL back to the dist/ folder it was served from. */
  const distByOrigin = new Map([[new URL(system.shellUrl).origin, path.join(root, 'shell/dist')]]);
  for (const fe of frontends.slice(1)) distByOrigin.set(new URL(system.remotes[fe.name].url).origin, path.join(root, fe.dir, 'dist'));
  return {
    ...system,
    distByOrigin,
    heapSnapshotDir,
    releasesDir,
    pointerFile,
    // scripts/system.mjs spawns the shell server as node itself (no shell or npm in between): its pid is the server's.
    shellPid: system.children.find((c) => c.name === 'shell').child.pid,
    async stop() {
      await system.stop();
      removeDirs();
    },
  };
}
