// Builds the API bundle and every front-end package (production mode), skipping packages whose sources are unchanged.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { fingerprint, frontends, log, readStamp, root, run, writeStamp } from './lib.mjs';

const shared = ['shared-contracts', 'ui-kit', 'tooling', 'package-lock.json'];

async function buildIfChanged(dir, command, args) {
  const stampFile = path.join(root, dir, 'dist', '.vk-build-stamp');
  const want = fingerprint([dir, ...shared]);
  if (existsSync(stampFile) && readStamp(stampFile) === want && !process.env.FORCE_BUILD) {
    log(`${dir}: up to date`);
    return;
  }
  const started = Date.now();
  await run(command, args, { cwd: path.join(root, dir), env: { ...process.env, NODE_ENV: 'production' } });
  writeStamp(stampFile, want);
  log(`${dir}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function buildAll() {
  const started = Date.now();
  await buildIfChanged('api', 'node', ['build.mjs']);
  // Rspack is multi-threaded; building the packages one after another is fastest on two cores.
  for (const fe of frontends) {
    await buildIfChanged(fe.dir, 'npx', ['rspack', 'build', '--config', 'rspack.config.mjs', '--mode', 'production']);
  }
  log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureInstall();
  await buildAll();
}
