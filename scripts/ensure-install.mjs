// Installs dependencies when node_modules is missing or any package.json / the lockfile changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { log, readStamp, root, run, workspaceDirs, writeStamp } from './lib.mjs';

const manifests = ['package.json', 'package-lock.json', ...workspaceDirs().map((w) => `${w}/package.json`)];

export async function ensureInstall() {
  const hash = createHash('sha256');
  for (const m of manifests) if (existsSync(path.join(root, m))) hash.update(readFileSync(path.join(root, m)));
  const want = hash.digest('hex');
  const stamp = path.join(root, 'node_modules', '.vk-install-stamp');
  if (existsSync(path.join(root, 'node_modules')) && readStamp(stamp) === want) return;
  log('installing dependencies (npm install)…');
  const ci = existsSync(path.join(root, 'package-lock.json')) && !existsSync(path.join(root, 'node_modules'));
  await run('npm', [ci ? 'ci' : 'install', '--no-audit', '--no-fund']);
  writeStamp(stamp, want);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureInstall();
