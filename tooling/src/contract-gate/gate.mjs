// The contract gate: every change to a committed surface report (in a branch's commits, and uncommitted on disk)
// that breaks the surface must come with a new major version of its package in the same commit.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyApiReport, classifyOpenApi } from './classify.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Each gated surface: its reports' folder and the package whose major version a breaking change bumps. */
export const surfaces = [
  { name: 'shared-contracts', dir: 'shared-contracts/api-report', pkg: 'shared-contracts/package.json', classify: classifyApiReport },
  { name: 'API (OpenAPI)', dir: 'api/openapi', pkg: 'api/package.json', classify: (a, b) => classifyOpenApi(JSON.parse(a), JSON.parse(b)) },
];

function git(args, cwd) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return r.status === 0 ? r.stdout : null;
}

/** A file at a revision, or on disk when `rev` is null; null when it is not there. */
function readAt(cwd, rev, file) {
  if (rev === null) return existsSync(path.join(cwd, file)) ? readFileSync(path.join(cwd, file), 'utf8') : null;
  return git(['show', `${rev}:${file}`], cwd);
}

function filesAt(cwd, rev, dir) {
  if (rev === null) return existsSync(path.join(cwd, dir)) ? readdirSync(path.join(cwd, dir)) : [];
  return (git(['ls-tree', '--name-only', `${rev}:${dir}`], cwd) ?? '').split('\n').filter(Boolean);
}

const majorOf = (pkgJson) => (pkgJson ? Number(JSON.parse(pkgJson).version.split('.')[0]) : NaN);

/** What changed in one surface from `before` to `after` (revisions; null is the working tree). */
export function compare(surface, before, after, cwd = root) {
  const names = new Set([...filesAt(cwd, before, surface.dir), ...filesAt(cwd, after, surface.dir)]);
  const breaking = [];
  const additive = [];
  for (const name of [...names].sort()) {
    const file = `${surface.dir}/${name}`;
    const [a, b] = [readAt(cwd, before, file), readAt(cwd, after, file)];
    if (a === null) continue; // a new report: nothing to break
    if (b === null) {
      breaking.push(`${name}: report removed`);
      continue;
    }
    if (a === b) continue;
    const result = surface.classify(a, b);
    breaking.push(...result.breaking.map((line) => `${name}: ${line}`));
    additive.push(...result.additive.map((line) => `${name}: ${line}`));
  }
  const bumped = majorOf(readAt(cwd, after, surface.pkg)) > majorOf(readAt(cwd, before, surface.pkg));
  return { breaking, additive, bumped };
}

/**
 * The commits a check looks at: a branch's own (since its merge base with `main`, or CONTRACT_GATE_BASE); on `main`
 * itself, the newest. A commit that already landed is not held against every later one.
 */
function commitRange(cwd) {
  const head = git(['rev-parse', 'HEAD'], cwd)?.trim();
  const base = git(['merge-base', process.env.CONTRACT_GATE_BASE ?? 'main', 'HEAD'], cwd)?.trim();
  return base && base !== head ? `${base}..HEAD` : 'HEAD~1..HEAD';
}

/**
 * Breaking changes without a major bump: in each of those commits that changed a report (against its first parent)
 * and in the working tree against HEAD. Without git history (an export of the tree) only what is on disk is there.
 */
export function violations(cwd = root) {
  const found = [];
  const hasHead = git(['rev-parse', '--verify', 'HEAD'], cwd) !== null;
  const range = hasHead ? commitRange(cwd) : null;
  for (const surface of surfaces) {
    const steps = hasHead ? [['HEAD', null, 'working tree']] : [];
    const commits = range ? (git(['log', '--format=%H', range, '--', surface.dir], cwd) ?? '') : '';
    for (const commit of commits.split('\n').filter(Boolean)) {
      if (git(['rev-parse', '--verify', '--quiet', `${commit}^`], cwd) !== null) steps.push([`${commit}^`, commit, commit.slice(0, 10)]);
    }
    for (const [before, after, where] of steps) {
      const { breaking, bumped } = compare(surface, before, after, cwd);
      if (breaking.length > 0 && !bumped) found.push({ surface: surface.name, where, pkg: surface.pkg, breaking });
    }
  }
  return found;
}

export function formatViolation(v) {
  const shown = v.breaking.slice(0, 20).map((line) => `    - ${line}`);
  if (v.breaking.length > 20) shown.push(`    … and ${v.breaking.length - 20} more`);
  return `${v.surface} changed in a breaking way in ${v.where} without a new major version in ${v.pkg}:\n${shown.join('\n')}`;
}
