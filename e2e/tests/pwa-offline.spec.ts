import type { Page } from '@playwright/test';
import { expect, keepOverlaysQuiet, mobile, test, allowServiceWorker } from '../support/fixtures';
import { api, registerUser, uniqueEmail } from '../support/api';
import { fullName, type WineRef } from './discovery-support';

allowServiceWorker();

/** The PWA: service worker (shell + remotes precached, API reads cached), offline page, manifest, homescreen banner. */

const OFFLINE_NOTICE = 'Du är offline. Du ser det som sparats senast';

/** Waits until the service worker is active (install, including the remotes' precache, is done) and controls the page. */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The worker keeps the app for the current page (reported by the shell once the worker controls it). */
const pageKept = (page: Page) =>
  expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match(location.origin + location.pathname, { cacheName: 'vk-pages' }))))
    .toBe(true);

test('the shell and a remote route render offline; a page never visited shows the Swedish offline page', async ({ page, context }) => {
  await keepOverlaysQuiet(page);
  await page.goto('/toplists');
  await expect(page.locator('[data-remote="discovery"]')).toBeVisible();
  await waitForWorker(page);
  await pageKept(page);

  // Every remote was precached at install, each in its own versioned cache.
  const names = await cacheNames(page);
  for (const remote of ['discovery', 'winefinder', 'social', 'account']) {
    expect(names.some((name) => name.startsWith(`vk-remote-${remote}-`))).toBe(true);
  }

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
  await expect(page.locator('[data-remote="discovery"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Topplistor' })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();

  // Winefinder's code was precached although it was never shown: client-side navigation works offline.
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Vinväljaren' }).click();
  await expect(page.locator('[data-remote="winefinder"]')).toBeVisible();

  // A page never loaded gets the offline page.
  await page.goto('/dishes');
  await expect(page.getByRole('heading', { name: 'Du är offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('link', { name: 'Försök igen' })).toBeVisible();

  await context.setOffline(false);
});

test("a logged-in user's saved wines are readable offline; logging out drops the cached API reads", async ({ page, context }) => {
  const { token } = await registerUser('Offline Olle', uniqueEmail('pwa'));
  const wines = await api.get<{ results: WineRef[] }>('/api/v1/product/?page_size=1');
  const wine = wines.results[0]!;
  await api.as(token).post('/api/v1/user-product-likes/', { product: wine.id });

  await keepOverlaysQuiet(page);
  await page.goto('/');
  await page.evaluate((key) => {
    localStorage.setItem('token', key);
    localStorage.setItem('authenticated', 'true');
  }, token);
  await waitForWorker(page);

  await page.goto('/profile');
  const saved = page.locator('[data-remote="account"]').getByText(fullName(wine)).first();
  await expect(saved).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(saved).toBeVisible();

  await context.setOffline(false);
  await page.reload();
  await expect(saved).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('vk-api')).keys()).map((request) => request.url)))
    .not.toContainEqual(expect.stringContaining('/auth/profile/'));
});

test('the web app manifest is complete and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    lang: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Vinkompassen', short_name: 'Vinkompassen', start_url: '/', display: 'standalone', lang: 'sv' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const [sizes, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['192x192', 'maskable'], ['512x512', 'maskable']]) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${purpose} icon ${sizes}`).toBeDefined();
    const response = await request.get(icon!.src);
    expect(response.headers()['content-type']).toBe('image/png');
    // PNG header: width and height at bytes 16–23.
    const body = await response.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(sizes);
  }
});

test('/favicon.ico, which browsers and crawlers ask for whatever the page links, is an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/vnd.microsoft.icon');
  // ICO header: reserved 0, type 1 (icon), then the number of images.
  const body = await response.body();
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

test.describe('homescreen banner (mobile)', () => {
  test.use({ viewport: mobile });

  test("shows until dismissed, which stores 'homescreen' = '1'", async ({ page }) => {
    // A returning visitor (pages seen before, consent chosen by the fixture): the tip waits for nothing more.
    await page.addInitScript(() => {
      localStorage.setItem('newsletter', '1');
      localStorage.setItem('pageVisited', '1');
    });
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Tips' });
    await expect(banner).toContainText('Lägg till Vinkompassen på hemskärmen');
    await page.reload();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Inte nu' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('homescreen'))).toBe('1');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' }).or(page.getByRole('button', { name: /meny/i })).first()).toBeAttached();
    await expect(banner).toHaveCount(0);
  });
});
