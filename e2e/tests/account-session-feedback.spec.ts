import type { Page } from '@playwright/test';
import { expect, keepOverlaysQuiet, mobile, test } from '../support/fixtures';
import { PASSWORD, api, uniqueEmail } from '../support/api';
import { firstWine, profileStatus, registerByApi } from './account-support';

/** What the user is told around the session: failed logout, failed profile load, deleted account, why a login. */

const GENERIC = 'Någonting gick fel. Var god försök igen senare.';

// The service worker answers API reads (network first) once it controls the page, and page.route never sees
// what it fetches: the faked profile error would then reach the real API.
test.use({ serviceWorkers: 'block' });

async function loggedIn(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await registerByApi(email, '');
  const { key } = await api.post<{ key: string }>('/login/', { email, password: PASSWORD });
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', token);
      localStorage.setItem('authenticated', 'true');
      sessionStorage.setItem('seeded', '1');
    }
  }, key);
  return key;
}

/** POST /auth/logout/ fails: 500 first, then a network error. */
async function failLogout(page: Page, how: 'status' | 'network') {
  await page.unroute('**/auth/logout/');
  await page.route('**/auth/logout/', (route) => (how === 'status' ? route.fulfill({ status: 500, json: { detail: 'Serverfel' } }) : route.abort('failed')));
}

test('a failed logout in the desktop header says so and keeps the user logged in', async ({ page }) => {
  await keepOverlaysQuiet(page);
  const token = await loggedIn(page, 'logout-desk');
  await page.goto('/toplists');
  const account = page.getByRole('navigation', { name: 'Konto' });
  await expect(account.getByRole('link', { name: 'Profil' })).toBeVisible();
  for (const how of ['status', 'network'] as const) {
    await failLogout(page, how);
    await account.getByRole('button', { name: 'Logga ut' }).click();
    await expect(account.getByRole('alert')).toHaveText(GENERIC);
    await expect(account.getByRole('button', { name: 'Logga ut' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    expect(await profileStatus(token)).toBe(200);
  }
  await page.screenshot({ path: '.run/shots/logout-failed-1280.png' });
  await page.unroute('**/auth/logout/');
  await account.getByRole('button', { name: 'Logga ut' }).click();
  await expect(account.getByRole('link', { name: 'Logga in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await profileStatus(token)).toBe(401);
});

test('a failed logout in the mobile menu says so there; a 401 (token already gone) logs out', async ({ page }) => {
  await page.setViewportSize(mobile);
  await keepOverlaysQuiet(page);
  const token = await loggedIn(page, 'logout-mob');
  await page.goto('/toplists');
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await failLogout(page, 'status');
  await menu.getByRole('button', { name: 'Logga ut' }).click();
  await expect(menu.getByRole('alert')).toHaveText(GENERIC);
  await expect(menu.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await page.screenshot({ path: '.run/shots/logout-failed-375.png' });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

  await page.unroute('**/auth/logout/');
  await page.route('**/auth/logout/', (route) => route.fulfill({ status: 401, json: { detail: 'Ogiltig token.' } }));
  await menu.getByRole('button', { name: 'Logga ut' }).click();
  await expect(menu.getByRole('link', { name: 'Logga in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a profile that fails to load after login clears the token and shows the generic error', async ({ page }) => {
  await keepOverlaysQuiet(page);
  const email = uniqueEmail('profile-fail');
  await registerByApi(email, 'Profil Fel');
  await page.route('**/auth/profile/', (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 500, json: {} }) : route.fallback()));
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Mejladress').fill(email);
  await main.getByLabel('Lösenord').fill(PASSWORD);
  await main.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: GENERIC })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Logga in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('deleting the account says so on the home page', async ({ page }) => {
  await page.setViewportSize(mobile);
  await keepOverlaysQuiet(page);
  const token = await loggedIn(page, 'delete');
  await page.goto('/profile');
  const account = page.locator('[data-remote="account"]');
  await account.getByRole('button', { name: 'Radera mitt konto' }).click();
  await account.getByRole('button', { name: 'Ja, radera kontot' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Ditt konto är raderat' })).toBeVisible();
  await page.screenshot({ path: '.run/shots/account-deleted-375.png' });
  expect(await profileStatus(token)).toBe(401);
});

test('the login modal opened by a save says why', async ({ page }) => {
  await keepOverlaysQuiet(page);
  const wine = await firstWine();
  await page.goto(`/product/${wine.slug}`);
  await page.getByRole('button', { name: 'Spara vinet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog.getByText('Du behöver vara inloggad för att kunna spara viner och följa användare och listor.')).toBeVisible();
  await page.screenshot({ path: '.run/shots/login-reason-1280.png' });
  await page.keyboard.press('Escape');
  // The plain login (header link → page, or a modal opened without a reason) does not say it.
  await page.evaluate(() => {
    const bus = (globalThis as unknown as Record<symbol, { publish: (type: string, payload: unknown) => void }>)[Symbol.for('vinkompassen.bus.v1')];
    bus!.publish('auth/login-requested', { mode: 'login' });
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Du behöver vara inloggad', { exact: false })).toHaveCount(0);
});
