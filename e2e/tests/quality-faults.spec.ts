import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, keepOverlaysQuiet, test, allowServiceWorker } from '../support/fixtures';
import { apiAt, uniqueEmail } from '../support/api';
import { e2ePorts } from '../support/ports';
import { baseRuntimeConfig, serveApi, serveShell } from '../support/processes';
import { signIn, wines } from './social-support';

allowServiceWorker();

/** Faults as the visitor sees them. A remote that is down is proven in federation.spec.ts. */

const GENERIC_ERROR = 'Någonting gick fel. Var god försök igen senare.';

/** Marks the document: if it is still marked later, the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** In-app navigation through a menu link (no page load). */
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name });

test('the API restarted during a session: errors while it is down, then the next actions work without a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-fault-'));
  const shellOrigin = `http://localhost:${e2ePorts.faultShell}`;
  const api = await serveApi(e2ePorts.faultApi, path.join(dir, 'data'), shellOrigin);
  const shell = await serveShell(e2ePorts.faultShell, { ...baseRuntimeConfig(), apiBaseUrl: api.url }, path.join(dir, 'runtime-config.json'));
  try {
    const call = apiAt(api.url);
    const { key } = await call.post<{ key: string }>('/auth/registration/', {
      email: uniqueEmail('omstart'),
      name: 'Omstart Olsson',
      password1: 'hemligt-losen-1',
      password2: 'hemligt-losen-1',
    });
    const wine = (await call.get<{ results: { id: number; slug: string; name: string }[] }>('/api/v1/product/?page_size=1')).results[0]!;
    await keepOverlaysQuiet(page);
    await signIn(page, { token: key, id: 0, slug: '', name: '' });

    await page.goto(`${shell.url}/product/${wine.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(wine.name);
    await markDocument(page);

    // Down: an action fails with the Swedish error and the page stays usable.
    await api.stop();
    const save = page.getByRole('button', { name: 'Spara vinet' });
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: GENERIC_ERROR })).toBeVisible();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await menuLink(page, 'Topplistor').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Topplistor' })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Försök igen' }).first();
    await expect(retry).toBeVisible();
    // A network failure is not a 401: the session survives.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(key);
    // A page requested while the API is down is still served, with the frame and the Swedish error: never a 500.
    // (Rendered anew, as a reload asks: a plain request gets the whole page the server kept from before.)
    const fresh = await page.request.get(`${shell.url}/product/${wine.slug}`, { headers: { 'cache-control': 'no-cache' } });
    expect(fresh.status()).toBe(200);
    expect(await fresh.text()).toContain(GENERIC_ERROR);
    const kept = await page.request.get(`${shell.url}/product/${wine.slug}`);
    expect(kept.headers()['x-render-cache']).toMatch(/^(hit|stale)$/);
    expect(await kept.text()).not.toContain(GENERIC_ERROR);

    // Up again (same database): retry and the next actions work in the same document.
    await api.start();
    await retry.click();
    await expect(page.locator('[data-remote="discovery"] a[href^="/list/"]').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(wine.name);
    await page.getByRole('button', { name: 'Spara vinet' }).click();
    await expect(page.getByRole('button', { name: 'Sparat' })).toHaveAttribute('aria-pressed', 'true');
    // The button shows the save at once; the API confirms it a moment later.
    const savedIds = async () =>
      (await call.as(key).get<{ liked_products: { product: { id: number } }[] }>('/auth/profile/')).liked_products.map((l) => l.product.id);
    await expect.poll(savedIds).toContain(wine.id);
    expect(await sameDocument(page), 'no page reload').toBe(true);
  } finally {
    await shell.stop();
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a slow API shows loading states, and the page stays responsive meanwhile', async ({ page }) => {
  await keepOverlaysQuiet(page);
  const [wine] = await wines(1);
  // The wine is opened from search results: a server-rendered first view has its data before any API call.
  await page.goto(`/search?q=${encodeURIComponent(wine!.name)}`);
  const wineLink = page.locator(`[data-product="${wine!.slug}"] a[href^="/product/"]`).first();
  await expect(wineLink).toBeVisible();
  // Hold every API read until released: the loading state is observed, not raced.
  const apiOrigin = new URL(process.env.E2E_API_URL!).origin;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(
    (url) => url.origin === apiOrigin && url.pathname.startsWith('/api/v1/'),
    async (route) => {
      held.push(route);
      await gate;
      await route.continue();
    },
  );

  await wineLink.click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // The remote has rendered and waits for its data: a skeleton announced as loading.
  const busy = page.locator('[data-remote="discovery"] [aria-busy="true"]');
  await expect(busy.first()).toBeVisible();
  await expect(page.locator('[data-remote="discovery"]').getByRole('status').filter({ hasText: /Laddar/ }).first()).toBeAttached();
  // Not frozen: the shell's navigation works while data is pending.
  await menuLink(page, 'Om').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Om Vinkompassen' })).toBeVisible();
  await page.goBack();
  await expect(busy.first()).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(wine!.name);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});
