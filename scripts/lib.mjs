// Small helpers shared by the start/test/build scripts (no dependencies: they run before npm install).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../shared-contracts/src/federation/remoteModules.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shell, then every remote of the registry; `portOffset` from the shell's port (3000 for `npm start`). */
export const frontends = [
  { name: 'shell', dir: 'shell', portOffset: 0 },
  ...Object.entries(REMOTES).map(([name, { dir, portOffset }]) => ({ name, dir, portOffset })),
];

/** The root package.json's workspaces as folders: a `prefix-*` glob (the remotes: `mf-*`) is expanded. */
export function workspaceDirs() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.flatMap((pattern) =>
    pattern.endsWith('*') ? readdirSync(root).filter((dir) => dir.startsWith(pattern.slice(0, -1))).sort() : [pattern],
  );
}

/**
 * The V8 flags the API runs with, wherever it is started: api/package.json's `config.nodeFlags` (its `npm start`, the
 * bench and docker/api.Dockerfile read the same).
 */
export function apiNodeFlags() {
  return JSON.parse(readFileSync(path.join(root, 'api/package.json'), 'utf8')).config.nodeFlags.split(' ').filter(Boolean);
}

export function log(msg) {
  console.log(`\x1b[36m[vinkompassen]\x1b[0m ${msg}`);
}

/**
 * Runs a command, inheriting stdio; rejects on a non-zero exit. `priority`: its nice value (the processes it starts
 * inherit it), e.g. 10 for work that must leave the CPU to running servers.
 */
export function run(cmd, args, { priority, ...opts } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    // At once, before the command starts processes of its own (they inherit it).
    if (priority !== undefined && child.pid) setPriority(child.pid, priority);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

const skipDirs = new Set(['node_modules', 'dist', 'dist-server', '.data', 'test-results', 'playwright-report', '.git', '.run']);

/** A fingerprint of a folder's files (paths, sizes, mtimes), to skip work that is already done. */
export function fingerprint(dirs) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (skipDirs.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const st = statSync(full);
        hash.update(`${path.relative(root, full)}:${st.size}:${st.mtimeMs}\n`);
      }
    }
  };
  for (const d of dirs) {
    const full = path.join(root, d);
    if (existsSync(full) && statSync(full).isFile()) hash.update(`${d}:${statSync(full).mtimeMs}\n`);
    else walk(full);
  }
  return hash.digest('hex');
}

export function readStamp(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

export function writeStamp(file, value) {
  writeFileSync(file, value);
}
