// A release of the discovery remote while a tab is open: the tab keeps the release it booted with (no failed file,
// no page error, no full reload), and new visitors get the new release within 5 s. The two releases are copies of
// mf-discovery's build, so the other specs running meanwhile see the same screens.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { switchLive } from '@vinkompassen/tooling/releases';
import { expect, test } from '../support/fixtures';
import { markDocument, walkInPlace, watchProblems } from '../support/releases';
import { baseRuntimeConfig } from '../support/processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const releasesDir = () => process.env.E2E_RELEASES_DIR ?? '';
const pointer = () => path.join(releasesDir(), 'live.json');
const [before, after] = ['20261207-000000-aaaa', '20261207-000100-bbbb'];
const routes = ['/', '/toplists', '/lists', '/dishes', '/search', '/filter', '/winefinder'];

test.beforeAll(() => {
  for (const id of [before, after]) cpSync(path.join(root, 'mf-discovery/dist'), path.join(releasesDir(), 'mf-discovery', id), { recursive: true });
});
test.afterAll(() => {
  switchLive(pointer(), 'discovery', null);
});

/** The discovery manifest URL the shell hands new visitors. */
const liveDiscovery = async (baseURL: string) => ((await (await fetch(`${baseURL}/runtime-config.json`)).json()) as { remotes: Record<string, string> }).remotes.discovery;

test('a tab opened before a release keeps its release on every route; new visitors get the new one within 5 s', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const shell = baseURL ?? '';
  switchLive(pointer(), 'discovery', before);
  await expect.poll(() => liveDiscovery(shell), { timeout: 5000 }).toContain(`/releases/${before}/`);

  const problems = watchProblems(page);
  const discoveryOrigin = new URL(baseRuntimeConfig().remotes.discovery ?? '').origin;
  const discoveryFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(discoveryOrigin)) discoveryFiles.push(request.url());
  });

  await page.goto('/toplists');
  await expect(page.locator('[data-remote="discovery"]').first()).toBeVisible();
  expect(await page.locator('#vk-runtime-config').textContent()).toContain(`/releases/${before}/`);
  await markDocument(page);

  const switchedAt = Date.now();
  switchLive(pointer(), 'discovery', after);
  await expect.poll(() => liveDiscovery(shell), { timeout: 5000, intervals: [100] }).toContain(`/releases/${after}/`);
  test.info().annotations.push({ type: 'new release served after', description: `${Date.now() - switchedAt} ms` });
  // The first pages rendered with the new release are whole: its server build is loaded before they render.
  const firstPages = await Promise.all(
    ['/toplists', '/dishes', '/lists'].map(async (route) => {
      const response = await fetch(`${shell}${route}`, { headers: { accept: 'text/html', cookie: 'age_confirmed=true' } });
      return response.text();
    }),
  );
  for (const html of firstPages) {
    expect(html).toContain(`/releases/${after}/`);
    expect(html).toContain('"regionsLeftToBrowser":0');
  }

  // Client-side navigations (the router follows popstate), every discovery route and another remote's.
  await walkInPlace(page, routes);
  expect(problems).toEqual([]);
  const released = discoveryFiles.filter((url) => url.includes('/releases/'));
  expect(released.length).toBeGreaterThan(0);
  expect(released.filter((url) => !url.includes(`/releases/${before}/`))).toEqual([]);

  // A new visitor: the page and its files are the new release's.
  const visitor = await browser.newPage();
  await visitor.context().addCookies([{ name: 'age_confirmed', value: 'true', url: shell }]);
  await visitor.goto(`${shell}/toplists`);
  await expect(visitor.locator('[data-remote="discovery"]').first()).toBeVisible();
  expect(await visitor.locator('#vk-runtime-config').textContent()).toContain(`/releases/${after}/`);
  await visitor.close();
});
