// `npm test`: install what is missing, type-check, lint, run every vitest project (API on PGlite, and on PostgreSQL
// when DATABASE_URL is set), build, then the Playwright end-to-end suite in Debian Chromium.
import { existsSync } from 'node:fs';
import { ensureInstall } from './ensure-install.mjs';

await ensureInstall();
const { buildAll } = await import('./build.mjs');
const { log, run } = await import('./lib.mjs');
const { typecheck } = await import('./typecheck.mjs');

const started = Date.now();
const step = async (name, fn) => {
  const t = Date.now();
  log(`${name}…`);
  await fn();
  log(`${name}: ok (${((Date.now() - t) / 1000).toFixed(1)} s)`);
};

try {
  await step('type-check', typecheck);
  await step('lint', () => run('npx', ['eslint', '.']));
  // The API's import graph: no cycles, no import running back up its layers (api/.dependency-cruiser.cjs).
  await step('API import graph (dependency-cruiser)', () => run('npm', ['run', 'lint:deps', '-w', 'api']));
  // Unused files, exports and dependencies (knip.config.ts states its few exceptions).
  await step('dead code (knip)', () => run('npx', ['knip']));
  await step(`unit + API tests${process.env.DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite)'}`, () => run('npx', ['vitest', 'run']));
  await step('server tests (node:test)', () => run('node', ['--test', 'tooling/src/', 'shell/server/', 'bench/src/', 'scripts/engines.test.mjs', 'scripts/install-scripts.test.mjs', 'scripts/api-flags.test.mjs', 'scripts/compose-registry.test.mjs', 'scripts/new-remote.test.mjs', 'scripts/test-affected.test.mjs', 'scripts/release-targets.test.mjs', 'scripts/lib.test.mjs']));
  await step('build', buildAll);
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Debian Chromium is missing at /usr/bin/chromium: apt-get install chromium (the e2e suite never downloads a browser)');
  }
  await step('end-to-end (Playwright, Chromium)', () => run('npx', ['playwright', 'test'], { cwd: new URL('../e2e', import.meta.url).pathname }));
  log(`all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (err) {
  console.error(`\n\x1b[31m[vinkompassen] ${err.message}\x1b[0m`);
  process.exit(1);
}
