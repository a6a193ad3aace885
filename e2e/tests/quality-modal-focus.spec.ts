import type { Locator, Page } from '@playwright/test';
import { expect, keepOverlaysQuiet, test } from '../support/fixtures';
import { api } from '../support/api';
import { signIn, testUser, wines } from './social-support';

/**
 * Every modal keeps focus inside itself after a failed (or successful) submit, on the error or the first field,
 * so Escape still closes it (spec section 4). A focused submit that gets disabled drops focus to <body> otherwise.
 */

const PASSWORD = 'hemligt-losen-1';

const focusInDialog = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement !== document.body)).toBe(true);

async function closesOnEscape(page: Page, dialog: Locator) {
  await focusInDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Answers the API call (method + path) with `status`, or aborts it (network error) when status is 0. */
async function failApi(page: Page, method: string, pathname: string, status: number) {
  await page.route(
    (url) => url.pathname === pathname,
    (route) => {
      if (route.request().method() !== method) return route.fallback();
      return status === 0 ? route.abort('failed') : route.fulfill({ status, json: { detail: 'Serverfel' } });
    },
  );
}

test('newsletter: a failed subscribe keeps focus in the modal and Escape closes it', async ({ page }) => {
  // A returning visitor ('pageVisited'), so the modal's 30 s count from the first page.
  await page.addInitScript(() => {
    localStorage.setItem('homescreen', '1');
    localStorage.setItem('pageVisited', '1');
  });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Om Vinkompassen' })).toBeVisible();
  await page.clock.fastForward(30_000);
  const dialog = page.getByRole('dialog', { name: 'Håll dig uppdaterad' });
  await expect(dialog).toBeVisible();

  await failApi(page, 'POST', '/subscribe', 500);
  await dialog.getByLabel('Mejladress').fill('fokus@example.se');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Någonting gick fel. Var god försök igen senare.');
  await expect(dialog.getByRole('alert')).toBeFocused();
  await closesOnEscape(page, dialog);
});

test('login and register modals: a failed submit keeps focus inside; Escape closes', async ({ page }) => {
  await keepOverlaysQuiet(page);
  const [wine] = await wines(1);
  await page.goto(`/product/${wine!.slug}`);
  await page.getByRole('button', { name: 'Spara vinet' }).click();
  const login = page.getByRole('dialog', { name: 'Logga in' });
  await expect(login).toBeVisible();
  await failApi(page, 'POST', '/login/', 500);
  await login.getByLabel('Mejladress').fill('fokus@example.se');
  await login.getByLabel('Lösenord').fill(PASSWORD);
  await login.getByRole('button', { name: 'Logga in' }).click();
  await expect(login.getByRole('alert')).toBeVisible();
  await closesOnEscape(page, login);

  // The register modal (no button opens it directly: the bus does, as a remote would).
  await page.evaluate(() => {
    const bus = (globalThis as unknown as Record<symbol, { publish: (type: string, payload: unknown) => void }>)[Symbol.for('vinkompassen.bus.v1')];
    bus!.publish('auth/login-requested', { mode: 'register' });
  });
  const register = page.getByRole('dialog', { name: 'Skapa konto' });
  await expect(register).toBeVisible();
  await failApi(page, 'POST', '/auth/registration/', 0);
  await register.getByLabel('Mejladress').fill('fokus-ny@example.se');
  await register.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Upprepa lösenordet').fill(PASSWORD);
  await register.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(register.getByRole('alert')).toContainText('Någonting gick fel');
  await closesOnEscape(page, register);
});

test('add-to-list (409 disables Spara) and create-list: focus stays inside; Escape closes', async ({ page }) => {
  await keepOverlaysQuiet(page);
  const user = await testUser(0);
  await signIn(page, user);
  const [, wine] = await wines(2);
  const list = await api.as(user).post<{ id: number }>('/api/v1/user-lists/', { name: `Fokuslista ${Date.now()}`, is_public: false }, 201);

  await page.goto(`/product/${wine!.slug}`);
  await page.getByRole('button', { name: 'Lägg till i lista' }).click();
  const add = page.getByRole('dialog', { name: 'Lägg till i lista' });
  await expect(add).toBeVisible();
  // Someone else (another tab) added the wine meanwhile: the API answers 409 and the lists reload with it inside.
  await page.route(
    (url) => url.pathname === `/api/v1/user-lists/${list.id}/add-product/`,
    async (route) => {
      await api.as(user).post(`/api/v1/user-lists/${list.id}/add-product/`, { product: wine!.id });
      await route.fulfill({ status: 409, json: { detail: 'Vinet finns redan i listan.' } });
    },
  );
  await add.getByRole('radio', { name: /Fokuslista/ }).check();
  await add.getByRole('button', { name: 'Spara' }).click();
  await expect(add.getByRole('alert')).toHaveText('Vinet finns redan i listan.');
  await expect(add.getByRole('button', { name: 'Spara' })).toBeDisabled();
  await closesOnEscape(page, add);

  await page.getByRole('button', { name: 'Lägg till i lista' }).click();
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Skapa ny lista' }).click();
  const create = page.getByRole('dialog', { name: 'Skapa ny lista' });
  await expect(create).toBeVisible();
  await failApi(page, 'POST', '/api/v1/user-lists/', 500);
  await create.getByLabel('Namn: *').fill('Fokus ny');
  await create.getByRole('button', { name: 'Skapa lista' }).click();
  await expect(create.getByRole('alert')).toContainText('Någonting gick fel');
  await closesOnEscape(page, create);
});
