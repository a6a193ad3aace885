// `npm run test:affected`: one team's loop. The checks of the packages changed since the merge base with `main`
// (committed or not) and of every package depending on them, then the end-to-end specs of the routes they own.
// `npm test` and CI still run everything.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { frontends, log, root, workspaceDirs } from './lib.mjs';
import { packages as typecheckPrograms } from './typecheck.mjs';

const base = process.env.AFFECTED_BASE ?? 'main';

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

/** Files changed since the merge base with `main`: commits, staged and unstaged edits, new files. */
export function changedFiles() {
  const [mergeBase] = git('merge-base', base, 'HEAD');
  if (!mergeBase) throw new Error(`no merge base with ${base}`);
  return [...new Set([...git('diff', '--name-only', mergeBase), ...git('ls-files', '--others', '--exclude-standard')])];
}

const workspaces = workspaceDirs();
const manifest = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));

/** Workspace folder → the workspace folders whose package.json depends on it. */
function dependents() {
  const byName = new Map(workspaces.map((dir) => [manifest(dir).name, dir]));
  const result = new Map(workspaces.map((dir) => [dir, []]));
  for (const dir of workspaces) {
    const { dependencies = {}, devDependencies = {}, peerDependencies = {} } = manifest(dir);
    for (const name of Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies })) {
      if (byName.has(name)) result.get(byName.get(name)).push(dir);
    }
  }
  return result;
}

/** Files outside every package that change nothing a check sees. */
const inert = (file) => file.endsWith('.md') || file.startsWith('docs/');

/** The changed packages and all that depend on them; `all` when a root file (config, scripts, lockfile) changed. */
export function affected(files) {
  const owner = (file) => workspaces.find((dir) => file.startsWith(`${dir}/`));
  if (files.some((file) => !owner(file) && !inert(file))) return { all: true, packages: workspaces };
  const graph = dependents();
  const reached = new Set();
  const visit = (dir) => {
    if (reached.has(dir)) return;
    reached.add(dir);
    graph.get(dir).forEach(visit);
  };
  files.map(owner).filter(Boolean).forEach(visit);
  return { all: false, packages: workspaces.filter((dir) => reached.has(dir)) };
}

const remoteOf = new Map(frontends.filter((fe) => fe.name !== 'shell').map((fe) => [fe.dir, fe.name]));
/** Packages whose change reaches every route (the host, the API, what every front end bundles). */
const reachesEveryRoute = new Set(['shell', 'api', 'shared-contracts', 'ui-kit', 'tooling']);

/** The e2e spec files to run: `<remote>-*.spec.ts` per remote; all of them for a package every route goes through. */
export function e2eSpecs({ all, packages }, files) {
  if (all || packages.some((dir) => reachesEveryRoute.has(dir))) return ['tests/'];
  const specs = packages.filter((dir) => remoteOf.has(dir)).map((dir) => `tests/${remoteOf.get(dir)}-`);
  if (packages.includes('e2e')) {
    const changedSpecs = files.filter((f) => f.startsWith('e2e/tests/') && f.endsWith('.spec.ts'));
    if (files.some((f) => f.startsWith('e2e/') && !changedSpecs.includes(f))) return ['tests/'];
    specs.push(...changedSpecs.map((f) => f.slice('e2e/'.length)));
  }
  return specs;
}

/**
 * The checks running now: when one lane fails, the other's are stopped rather than left running. Each runs in a
 * process group of its own, so stopping it reaches what it started too (Playwright's servers would otherwise outlive
 * the run and hold the next run's ports).
 */
const running = new Set();
function stopRunning(signal = 'SIGTERM') {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}
function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', detached: true, ...opts });
    running.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}

const nodeTests = { tooling: ['tooling/src/'], shell: ['shell/server/'], bench: ['bench/src/'] };
const vitestProjects = new Set(['shared-contracts', 'ui-kit', 'test-kit', 'shell', 'mf-discovery', 'mf-winefinder', 'mf-social', 'mf-account', 'api']);

async function main() {
  await ensureInstall();
  const files = changedFiles();
  const scope = affected(files);
  const { packages } = scope;
  if (packages.length === 0) {
    log(`nothing changed since the merge base with ${base} that a check sees`);
    return;
  }
  log(`${files.length} changed file(s); checking ${scope.all ? 'everything (a root file changed)' : packages.join(', ')}`);
  const started = Date.now();
  const step = async (name, fn) => {
    const t = Date.now();
    await fn();
    log(`${name}: ok (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  };
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const programs = typecheckPrograms.filter((p) => packages.some((dir) => p === dir || p.startsWith(`${dir}/`)));
  const projects = packages.filter((dir) => vitestProjects.has(dir));
  const nodeDirs = packages.flatMap((dir) => nodeTests[dir] ?? []);
  const specs = e2eSpecs(scope, files);
  // Two lanes for two cores: the static checks and unit tests beside the build and end-to-end specs.
  const checks = async () => {
    for (const program of programs) await step(`type-check ${program}`, () => run(process.execPath, [tsc, '-p', path.join(program, 'tsconfig.json'), '--noEmit']));
    await step('lint', () => run('npx', ['eslint', ...(scope.all ? ['.'] : packages)]));
    if (projects.length) await step(`unit tests (${projects.join(', ')})`, () => run('npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', `${p}*`])]));
    if (nodeDirs.length) await step('server tests (node:test)', () => run('node', ['--test', ...nodeDirs]));
  };
  const endToEnd = async () => {
    if (specs.length === 0) return;
    const { buildAll } = await import('./build.mjs');
    await step('build (changed packages only)', buildAll);
    await step(`end-to-end: ${specs.join(' ')}`, () => run('npx', ['playwright', 'test', ...specs], { cwd: path.join(root, 'e2e') }));
  };
  await Promise.all([checks(), endToEnd()]);
  log(`affected checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Ctrl-C reaches only this process now that each check has its own group: pass it on.
  process.once('SIGINT', () => {
    stopRunning('SIGINT');
    process.exit(130);
  });
  main().catch((err) => {
    stopRunning();
    console.error(`\n\x1b[31m[vinkompassen] ${err.message}\x1b[0m`);
    process.exit(1);
  });
}
