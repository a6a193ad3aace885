// Version skew: the shell and a remote built from different releases, each mix walking every remote route of the
// route table with no page error and no broken region. (a) One release apart, both ways: a copy of the repository
// where the contracts are 4.1.0 (an optional field added) and discovery and the shell each changed a heading, built
// there; a newer discovery with the current shell, and a newer shell with the current remotes. (b) A remote whose
// contracts are a major ahead (5.0.0, a bus payload field renamed): its regions show their Swedish fallback and the
// shell's server log says why. The remotes are released into the run's releases folder and made live for this
// spec's own shell only (its own pointer file), so the specs beside it keep seeing the current builds.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { switchLive } from '@vinkompassen/tooling/releases';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { e2ePorts } from '../support/ports';
import { baseRuntimeConfig, serveShell, type ShellOptions } from '../support/processes';
import { copyRepository, remoteRoutes, serverRenders, walkRoutes, type RemoteRoute, type WalkReport } from '../support/version-skew';
import { signIn, testUser, wines, type ListShape } from './social-support';

let tmp = '';
const releasesDir = () => process.env.E2E_RELEASES_DIR ?? '';
const MESSAGES = 'shared-contracts/src/bus/messages.ts';
const NEWER_HOME_HEADING = 'Hitta ditt nästa favoritvin';
const NEWER_CONTACT_HEADING = 'Kontakta oss';
/** The shell's fallback for a region it could not load (shell/src/texts.ts). */
const FALLBACK_TEXT = 'Den här delen av Vinkompassen kunde inte laddas just nu.';

// The retry under test is clicked: nothing may cover it.
test.use({ quietOverlays: true });

const built = { newerShellDir: '', newerDiscovery: '', majorSocial: '' };
let routes: RemoteRoute[] = [];

test.beforeAll(async () => {
  // Three builds of one package each, at once, plus the copies (a few seconds).
  test.setTimeout(240_000);
  const started = Date.now();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'vk-skew-'));
  const minor = copyRepository(tmp, 'minor');
  minor.setContractsVersion('4.1.0');
  minor.edit(MESSAGES, '  image?: string;\n', '  image?: string;\n  /** The image described, for its alt text. */\n  imageAlt?: string;\n');
  minor.edit('mf-discovery/src/wine-page/ProductPage.tsx', '{ image: data.image_url }', '{ image: data.image_url, imageAlt: fullName(data) }');
  minor.edit('mf-discovery/src/texts/home.ts', "heading: 'Hitta ditt nästa vin'", `heading: '${NEWER_HOME_HEADING}'`);
  minor.edit('shell/src/texts.ts', "contactHeading: 'Kontakt'", `contactHeading: '${NEWER_CONTACT_HEADING}'`);
  const major = copyRepository(tmp, 'major');
  major.setContractsVersion('5.0.0');
  major.edit(MESSAGES, "Message<'notice/show', 1, { message: string }>", "Message<'notice/show', 2, { text: string }>");
  major.edit(MESSAGES, "'notice/show': 1,", "'notice/show': 2,");
  major.edit('mf-social/src/list-modals/CreateListModal.tsx', "bus.publish('notice/show', { message:", "bus.publish('notice/show', { text:");
  const copied = Date.now();
  [, built.newerDiscovery, built.majorSocial] = await Promise.all([
    minor.build('shell'),
    minor.release('mf-discovery', releasesDir()),
    major.release('mf-social', releasesDir()),
  ]);
  built.newerShellDir = path.join(minor.dir, 'shell');
  test.info().annotations.push({ type: 'copies, builds', description: `${copied - started} ms, ${Date.now() - copied} ms` });

  const user = await testUser(0);
  const [wine] = await wines(1);
  const list = await api.as(user).post<ListShape>('/api/v1/user-lists/', { name: `Versioner ${Date.now()}`, is_public: true, products: [wine!.id] });
  routes = remoteRoutes({
    list: '/list/redaktionens-val',
    product: `/product/${wine!.slug}`,
    dish: '/dishes/not',
    user: `/user/${user.slug}`,
    userList: `/user-list/${list.slug}`,
    confirmReset: '/confirm-reset/1/0123456789abcdef/',
    emailChange: `/email-change/confirm/${'0'.repeat(64)}`,
    winefinderResults: '/winefinder/results?occasion=middag',
  });
});

test.afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** This spec's own shell (the current one, or another release's) with `live` releases of the remotes. */
async function serveMix(name: string, live: Record<string, string>, shellDir?: string) {
  const dir = path.join(tmp, name);
  mkdirSync(dir);
  const releasesFile = path.join(dir, 'live.json');
  for (const [remote, id] of Object.entries(live)) switchLive(releasesFile, remote, id);
  const logFile = path.join(dir, 'shell.log');
  const options: ShellOptions = { releasesFile, logFile, ...(shellDir && { shellDir }) };
  const shell = await serveShell(e2ePorts.skewShell, baseRuntimeConfig(), path.join(dir, 'runtime-config.json'), options);
  return { ...shell, log: () => readFileSync(logFile, 'utf8') };
}

/**
 * Every remote route twice: its first visit as the server renders it (route → regions left to the browser), and a
 * tab walking them all, logged in (the routes that need an account too).
 */
async function walk(page: Page, shellUrl: string, visit?: (route: RemoteRoute) => Promise<void>): Promise<WalkReport & { leftToBrowser: Record<string, number | null> }> {
  await signIn(page, await testUser(0));
  const started = Date.now();
  const [leftToBrowser, report] = await Promise.all([serverRenders(shellUrl, routes), walkRoutes(page, shellUrl, routes, visit)]);
  test.info().annotations.push({ type: 'walk', description: `${routes.length} routes in ${Date.now() - started} ms` });
  return { ...report, leftToBrowser };
}

/** Route → 0 regions left to the browser, but `left` routes' (any number: none when it renders a screen for accounts). */
const leaving = (left: string[] = []) => Object.fromEntries(routes.map((route) => [route.path, left.includes(route.path) ? expect.any(Number) : 0]));

/** The server's log lines saying a remote's build was refused. */
const refusals = (log: string) => log.split('\n').filter((line) => /cannot run with this shell|does not satisfy/.test(line));

test('(a) a remote one release ahead (contracts 4.1.0) works whole with the current shell', async ({ page }) => {
  test.setTimeout(180_000);
  const shell = await serveMix('newer-remote', { discovery: built.newerDiscovery });
  try {
    const report = await walk(page, shell.url, async (route) => {
      if (route.key === 'home') await expect(page.getByRole('heading', { level: 1, name: NEWER_HOME_HEADING })).toBeVisible();
    });
    expect(report).toEqual({ pageErrors: [], failedRequests: [], brokenRegions: [], fallbacks: {}, leftToBrowser: leaving() });
    expect(await page.locator('#vk-runtime-config').textContent()).toContain(`/releases/${built.newerDiscovery}/`);
    expect(refusals(shell.log())).toEqual([]);
  } finally {
    await shell.stop();
  }
});

test('(a) a shell one release ahead (contracts 4.1.0) works whole with the current remotes', async ({ page }) => {
  test.setTimeout(180_000);
  const shell = await serveMix('newer-shell', {}, built.newerShellDir);
  try {
    let footerChecked = false;
    const report = await walk(page, shell.url, async () => {
      if (footerChecked) return;
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: NEWER_CONTACT_HEADING })).toBeVisible();
      footerChecked = true;
    });
    expect(report).toEqual({ pageErrors: [], failedRequests: [], brokenRegions: [], fallbacks: {}, leftToBrowser: leaving() });
    expect(refusals(shell.log())).toEqual([]);
  } finally {
    await shell.stop();
  }
});

test('(b) a remote a contracts major ahead (5.0.0) shows its Swedish fallback, and the server log says why', async ({ page }) => {
  test.setTimeout(180_000);
  const shell = await serveMix('major-remote', { social: built.majorSocial });
  try {
    const report = await walk(page, shell.url, async (route) => {
      if (route.remote !== 'social') return;
      await expect(page.getByText(FALLBACK_TEXT).first()).toBeVisible();
      // A retry loads the refused build again: the fallback again, not a half-loaded screen.
      await page.getByRole('button', { name: 'Försök igen' }).first().click();
      await expect(page.getByText(FALLBACK_TEXT).first()).toBeVisible();
    });
    // Social's screens and its regions on other screens (the wine page's panels), and nothing else.
    const social = [...routes.filter((route) => route.remote === 'social').map((route) => route.path), routes.find((route) => route.key === 'product')!.path];
    expect(report).toEqual({
      pageErrors: [],
      failedRequests: [],
      brokenRegions: [],
      fallbacks: Object.fromEntries(social.map((route) => [route, ['social']])),
      leftToBrowser: leaving(social),
    });
    const reason = 'social cannot run with this shell: its build needs @vinkompassen/shared-contracts ^5.0.0, and shell provides 4.0.0';
    expect(refusals(shell.log()).length).toBeGreaterThan(0);
    expect(refusals(shell.log()).every((line) => line.includes(reason))).toBe(true);
  } finally {
    await shell.stop();
  }
});
