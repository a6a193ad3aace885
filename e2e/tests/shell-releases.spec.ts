// A release of the shell itself while a tab is open: the shell's server is not restarted (its primary process starts
// workers on the new release, then retires the old ones), the open tab keeps working on the release it booted with
// (its files stay served: no failed file, no page error, no full reload), and new visitors get the new release. The
// releases are copies of the shell's build; the first holds one file the second lacks, as a real earlier release
// holds chunks a later one no longer names.
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { switchLive } from '@vinkompassen/tooling/releases';
import { expect, test } from '../support/fixtures';
import { markDocument, walkInPlace, watchProblems } from '../support/releases';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const releasesDir = () => process.env.E2E_RELEASES_DIR ?? '';
const pointer = () => path.join(releasesDir(), 'live.json');
const [before, after] = ['20261207-000000-5e11', '20261207-000100-5e12'];
const ONLY_BEFORE = '/only-in-earlier-release.0123abcd.js';
const routes = ['/', '/toplists', '/lists', '/dishes', '/search', '/winefinder', '/login'];

/** The shell release the server's workers serve. */
const served = async (shell: string) => ((await (await fetch(`${shell}/healthz`)).json()) as { release: string }).release;

test.beforeAll(() => {
  for (const id of [before, after]) {
    for (const build of ['dist', 'dist-server']) cpSync(path.join(root, 'shell', build), path.join(releasesDir(), 'shell', id, build), { recursive: true });
  }
  writeFileSync(path.join(releasesDir(), 'shell', before, 'dist', ONLY_BEFORE), 'window.vkEarlierRelease = true;\n');
});
test.afterAll(async ({ baseURL }) => {
  switchLive(pointer(), 'shell', null);
  await expect.poll(() => served(baseURL ?? ''), { timeout: 60_000 }).toBe('dist');
});

test('a tab opened before a shell release keeps working; the server is never down; new visitors get the new release', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const shell = baseURL ?? '';
  switchLive(pointer(), 'shell', before);
  await expect.poll(() => served(shell), { timeout: 60_000 }).toBe(before);

  const problems = watchProblems(page);
  await page.goto('/toplists');
  await expect(page.locator('[data-remote="discovery"]').first()).toBeVisible();
  await markDocument(page);

  // Every answer during the switch: the port stays open and every page comes whole.
  let polling = true;
  const during: number[] = [];
  const poller = (async () => {
    while (polling) {
      const response = await fetch(`${shell}/lists`, { headers: { accept: 'text/html', cookie: 'age_confirmed=true' } }).catch(() => null);
      during.push(response?.status ?? 0);
      await response?.arrayBuffer();
    }
  })();
  const switchedAt = Date.now();
  switchLive(pointer(), 'shell', after);
  await expect.poll(() => served(shell), { timeout: 60_000, intervals: [100] }).toBe(after);
  const tookMs = Date.now() - switchedAt;
  test.info().annotations.push({ type: 'new shell release served after', description: `${tookMs} ms` });
  polling = false;
  await poller;
  expect(during.filter((status) => status !== 200), `answers during the switch: ${during.length}`).toEqual([]);

  // The open tab: the earlier release's files are still served, and every route works by client navigation.
  expect(await page.evaluate((file) => fetch(file).then((response) => response.status), ONLY_BEFORE)).toBe(200);
  await walkInPlace(page, routes);
  expect(problems).toEqual([]);

  // A new visitor is served by the new release's workers, whole.
  const visitor = await browser.newPage();
  await visitor.context().addCookies([{ name: 'age_confirmed', value: 'true', url: shell }]);
  await visitor.goto(`${shell}/toplists`);
  await expect(visitor.locator('[data-remote="discovery"]').first()).toBeVisible();
  await visitor.close();
});
