// `npm run contracts:report [-- --major] [-- contracts|api]`: regenerates the committed surface reports (shared-contracts'
// API Extractor reports, the API's OpenAPI document) and says what changed against HEAD. A breaking change needs a
// new major version in the same commit: `--major` bumps it (and, for shared-contracts, every package's dependency).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log, root, run, workspaceDirs } from './lib.mjs';

const { entryPoints, reportDir, writeSurfaceReports } = await import('../tooling/src/contract-gate/surface-report.mjs');
const { compare, surfaces } = await import('../tooling/src/contract-gate/gate.mjs');

const major = process.argv.includes('--major');
// One surface only when named (`contracts` or `api`); both by default.
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));

if (only !== 'api') {
  log('shared-contracts: API Extractor reports…');
  const written = writeSurfaceReports(reportDir).map((file) => path.basename(file));
  for (const stale of readdirSync(reportDir).filter((f) => !written.includes(f))) rmSync(path.join(reportDir, stale));
  log(`shared-contracts: ${entryPoints().length} reports in ${path.relative(root, reportDir)}/`);
}
if (only !== 'contracts') {
  log('API: OpenAPI document…');
  await run('npx', ['vitest', 'run', 'api/src/openapi-report.test.ts'], { env: { ...process.env, UPDATE_CONTRACT_REPORTS: '1' } });
}

function bumpMajor(pkgFile) {
  const file = path.join(root, pkgFile);
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const next = `${Number(pkg.version.split('.')[0]) + 1}.0.0`;
  writeFileSync(file, readFileSync(file, 'utf8').replace(`"version": "${pkg.version}"`, `"version": "${next}"`));
  // Workspaces pin each other exactly: move every dependent to the new version.
  for (const ws of workspaceDirs()) {
    const wsFile = path.join(root, ws, 'package.json');
    const text = readFileSync(wsFile, 'utf8');
    const pinned = `"${pkg.name}": "${pkg.version}"`;
    if (text.includes(pinned)) writeFileSync(wsFile, text.replaceAll(pinned, `"${pkg.name}": "${next}"`));
  }
  return `${pkg.name} ${pkg.version} → ${next}`;
}

let unbumped = false;
for (const surface of surfaces) {
  const { breaking, additive, bumped } = compare(surface, 'HEAD', null);
  log(`${surface.name}: ${breaking.length} breaking, ${additive.length} additive change(s) against HEAD`);
  for (const line of breaking.slice(0, 30)) console.log(`  breaking: ${line}`);
  for (const line of additive.slice(0, 30)) console.log(`  additive: ${line}`);
  if (breaking.length === 0 || bumped) continue;
  if (major) log(`bumped ${bumpMajor(surface.pkg)}`);
  else unbumped = true;
}
if (major) await run('npm', ['install', '--no-audit', '--no-fund']);
if (unbumped) {
  log('a breaking change needs a new major version in the same commit: run `npm run contracts:report -- --major`, or make the change additive');
  process.exit(1);
}
