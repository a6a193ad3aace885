// Other releases of the front ends, built for real: a temporary copy of the repository's sources with a change made
// to it (a text, the contracts' version and surface), built there with the same tooling. A remote's build goes into a
// release folder the run's remote servers serve (tooling/src/releases/); a shell's stays in the copy, run from there.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { RemoteModuleEntry, RemoteName } from '@vinkompassen/shared-contracts';
import { newReleaseId } from '@vinkompassen/tooling/releases';
import { REMOTE_MODULES, REMOTES } from '../../shared-contracts/src/federation/remoteModules.mjs';
import { ROUTES } from '../../shared-contracts/src/routes/routes';
import { remoteContentForPath } from '../../shell/src/federation/remoteScreens';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the front ends' builds read; node_modules is the repository's, linked. */
const COPIED = ['package.json', 'tsconfig.base.json', 'tooling', 'shared-contracts', 'ui-kit', 'shell', ...Object.values(REMOTES).map((remote) => remote.dir)];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', '.data', 'test-results']);
const CONTRACTS = '@vinkompassen/shared-contracts';

export interface RepoCopy {
  dir: string;
  /** Replaces `from` by `to` in one file of the copy; throws when `from` is not there (the sources moved on). */
  edit(file: string, from: string, to: string): void;
  /** Gives the contracts `version`, and every package of the copy a dependency on that version. */
  setContractsVersion(version: string): void;
  /** Builds a package of the copy (browser and server) in production mode, into its dist/ or `outDir`. */
  build(pkgDir: string, outDir?: string): Promise<void>;
  /** Builds a remote of the copy as a new release in `releasesDir` (as `npm run release` does); returns its id. */
  release(pkgDir: string, releasesDir: string): Promise<string>;
}

/**
 * The sources in `<tmp>/<name>/`, with node_modules linked entry by entry: the workspace packages to the copy's own
 * folders (so its builds read its contracts), everything else to the repository's installed packages.
 */
export function copyRepository(tmp: string, name: string): RepoCopy {
  const dir = path.join(tmp, name);
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true, filter: (src) => !SKIPPED.has(path.basename(src)) });
  mkdirSync(path.join(dir, 'node_modules/@vinkompassen'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    // Build caches stay the copy's own.
    if (!['@vinkompassen', '.cache', '.vite'].includes(entry)) symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  for (const pkg of readdirSync(path.join(root, 'node_modules/@vinkompassen'))) {
    const link = path.join(root, 'node_modules/@vinkompassen', pkg);
    const target = path.relative(root, path.resolve(path.dirname(link), readlinkSync(link)));
    symlinkSync(COPIED.includes(target) ? path.join(dir, target) : path.join(root, target), path.join(dir, 'node_modules/@vinkompassen', pkg));
  }

  const edit = (file: string, from: string, to: string) => {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the release this spec builds`);
    writeFileSync(full, text.replace(from, to));
  };

  const setContractsVersion = (version: string) => {
    const current = (JSON.parse(readFileSync(path.join(dir, 'shared-contracts/package.json'), 'utf8')) as { version: string }).version;
    edit('shared-contracts/package.json', `"version": "${current}"`, `"version": "${version}"`);
    for (const pkgDir of ['shell', ...Object.values(REMOTES).map((remote) => remote.dir)]) {
      edit(`${pkgDir}/package.json`, `"${CONTRACTS}": "${current}"`, `"${CONTRACTS}": "${version}"`);
    }
  };

  const build = (pkgDir: string, outDir?: string) =>
    new Promise<void>((resolve, reject) => {
      const rspack = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');
      const child = spawn(process.execPath, [rspack, 'build', '--config', 'rspack.config.mjs', '--mode', 'production'], {
        cwd: path.join(dir, pkgDir),
        env: { ...process.env, NODE_ENV: 'production', ...(outDir && { BUILD_OUT_DIR: outDir }) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building ${pkgDir} of the copy failed (${code}):\n${output}`))));
    });

  const release = async (pkgDir: string, releasesDir: string) => {
    const id = newReleaseId();
    // Complete only once renamed: a dot-folder is never served (release-store.mjs).
    const building = path.join(releasesDir, pkgDir, `.${id}`);
    await build(pkgDir, building);
    renameSync(building, path.join(releasesDir, pkgDir, id));
    return id;
  };

  return { dir, edit, setContractsVersion, build, release };
}

export interface RemoteRoute {
  /** The route's key in the contracts' ROUTES, or a registry screen's id. */
  key: string;
  path: string;
  remote: RemoteName;
  module: string;
}

/**
 * Every route of the route table a remote renders: the contracts' ROUTES and the registry's own screens, a route
 * with a parameter at its path in `samples` (which may also give any other route a query). A remote route without a
 * sample throws, so a new one is walked from the day it is added.
 */
export function remoteRoutes(samples: Record<string, string>): RemoteRoute[] {
  const ownScreens = Object.values(REMOTE_MODULES).flatMap((modules) =>
    (Object.values(modules) as RemoteModuleEntry[]).flatMap((entry) => ('path' in entry ? [[entry.screen, entry.path] as const] : [])),
  );
  return [...Object.entries(ROUTES), ...ownScreens].flatMap(([key, pattern]) => {
    if (!remoteContentForPath(pattern.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x'))) return [];
    const routePath = samples[key] ?? (/[:*]/.test(pattern) ? undefined : pattern);
    if (!routePath) throw new Error(`the route ${key} (${pattern}) has no sample path to walk: add one`);
    const content = remoteContentForPath(new URL(routePath, 'http://x').pathname);
    if (!content) throw new Error(`the sample ${routePath} of ${key} is no remote's route`);
    return [{ key, path: routePath, remote: content.remote, module: content.module }];
  });
}

export interface WalkReport {
  /** Uncaught errors and unhandled rejections of the page. */
  pageErrors: string[];
  /** The system's requests that got no answer (refused, blocked by CORS), and its files answered with HTTP ≥ 400. */
  failedRequests: string[];
  /** Regions with neither content nor their fallback. */
  brokenRegions: string[];
  /** Route path → the remotes whose fallback it shows, for the routes showing one. */
  fallbacks: Record<string, string[]>;
}

/**
 * Walks `routes` in one tab as a reader does: the first loaded (server-rendered, then hydrated), the others by the
 * app's own navigation. On each, the screen shows its remote's content or its fallback, every region near the end of
 * the page is loaded too, and no skeleton is left. `visit` checks a route further once it has settled.
 */
export async function walkRoutes(
  page: Page,
  shellUrl: string,
  routes: RemoteRoute[],
  visit: (route: RemoteRoute) => Promise<void> = async () => undefined,
): Promise<WalkReport> {
  const report: WalkReport = { pageErrors: [], failedRequests: [], brokenRegions: [], fallbacks: {} };
  const config = (await (await fetch(`${shellUrl}/runtime-config.json`)).json()) as { remotes: Record<string, string> };
  const fileOrigins = new Set([new URL(shellUrl).origin, ...Object.values(config.remotes).map((url) => new URL(url).origin)]);
  const isFile = (url: string) => fileOrigins.has(new URL(url).origin);
  page.on('pageerror', (error) => report.pageErrors.push(`${page.url()}: ${error.message}`));
  // The API's answers ≥ 400 are the routes' own (an expired link's page); the wine photos' CDN is outside the system.
  page.on('requestfailed', (request) => {
    if (/^https?:\/\/localhost[:/]/.test(request.url())) report.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && isFile(response.url())) report.failedRequests.push(`${response.url()}: HTTP ${response.status()}`);
  });

  let previous: RemoteRoute | undefined;
  for (const route of routes) {
    if (!previous) await page.goto(`${shellUrl}${route.path}`);
    else {
      // The screen before is marked, so the one looked for next is the new route's (another module's region).
      if (previous.module !== route.module) await page.locator('main [data-remote], main [data-remote-fallback]').evaluateAll((elements) => elements.forEach((e) => e.setAttribute('data-walked', '')));
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
    }
    previous = route;
    const screen = page.locator(`main :is([data-remote="${route.remote}"], [data-remote-fallback="${route.remote}"]):not([data-walked])`).first();
    if (!(await screen.waitFor({ timeout: 20_000 }).then(() => true, () => false))) {
      report.brokenRegions.push(`${route.path}: the ${route.remote} screen shows neither its content nor its fallback`);
      continue;
    }
    // A region that loads once the reader is near it: scrolled to, again if the page grew meanwhile.
    const loaded = await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.locator('[data-deferred]')).toHaveCount(0, { timeout: 1000 });
      // Nothing loading either (a region's skeleton, a screen's own): a screen's regions may come with its data.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 1000 });
    })
      .toPass({ timeout: 20_000 })
      .then(() => true, () => false);
    if (!loaded) report.brokenRegions.push(`${route.path}: a region still loads after 20 s`);
    const fallbacks = await page.locator('[data-remote-fallback]').evaluateAll((elements) => elements.map((e) => e.getAttribute('data-remote-fallback') ?? '?'));
    if (fallbacks.length) report.fallbacks[route.path] = [...new Set(fallbacks)].sort();
    await visit(route);
  }
  return report;
}

/**
 * Each route's HTML as the shell's server renders it for a first visit (anonymous, past the age gate), one after
 * another: route path → the regions the render left to the browser, or null when it sent the bare app shell.
 */
export async function serverRenders(shellUrl: string, routes: RemoteRoute[]): Promise<Record<string, number | null>> {
  const left: Record<string, number | null> = {};
  for (const route of routes) {
    const response = await fetch(`${shellUrl}${route.path}`, { headers: { accept: 'text/html', cookie: 'age_confirmed=true' } });
    const regions = /"regionsLeftToBrowser":(\d+)/.exec(await response.text())?.[1];
    left[route.path] = regions === undefined ? null : Number(regions);
  }
  return left;
}
