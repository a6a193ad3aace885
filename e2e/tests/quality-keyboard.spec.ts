import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PASSWORD, api, savedWineIds, uniqueEmail } from '../support/api';
import { registerByApi } from './account-support';
import { signIn, wines, type ListShape, type TestUser } from './social-support';

/** Keyboard-only walks (Tab, Shift+Tab, Enter, Space, Escape); the chat's walk is in winefinder-chat.spec.ts. */

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reachable in ${limit} Tabs`).toBeFocused();
}

const insideDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]') && document.activeElement !== document.body);

let account: Promise<{ email: string; user: TestUser }> | undefined;
/** One account for this file's walks (registrations are rate limited). */
function keyboardUser() {
  account ??= (async () => {
    const email = uniqueEmail('tangentbord');
    await registerByApi(email, 'Tangent Bord');
    const { key } = await api.post<{ key: string }>('/login/', { email, password: PASSWORD });
    const profile = await api.as(key).get<{ id: number; slug: string }>('/auth/profile/');
    return { email, user: { token: key, id: profile.id, slug: profile.slug, name: 'Tangent Bord' } };
  })();
  return account;
}

test.use({ quietOverlays: true });

test('log in on /login, reached from the header, with the keyboard only', async ({ page }) => {
  const { email } = await keyboardUser();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Om Vinkompassen' })).toBeVisible();
  await tabTo(page, page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Logga in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  const form = page.locator('[data-remote="account"]');
  await tabTo(page, form.getByLabel('Mejladress'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Lösenord')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  // Back to the previous page, logged in.
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Profil' })).toBeVisible();
});

/** The focused element, as a keyboard user hears it: its label or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    if (!active || active === document.body) return 'body';
    return (active.labels?.[0]?.textContent ?? active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
  });

test('the login modal with empty fields: Tab goes Stäng → Mejladress → Lösenord → Logga in → the links, as on /login', async ({ page }) => {
  const [wine] = await wines(1);
  const order = ['Stäng', 'Mejladress', 'Lösenord', 'Logga in', /^Inget konto\? Skapa ett här\./, /^Glömt lösenordet\? Återställ lösenord här\./];
  const walk = async () => {
    const seen: string[] = [await focusedName(page)];
    for (let i = 1; i < order.length; i++) {
      await page.keyboard.press('Tab');
      // Each field leaves a message behind it ('fill in'); give focus the time to be pulled back, if it would be.
      await page.waitForTimeout(150);
      seen.push(await focusedName(page));
    }
    return seen;
  };

  await page.goto(`/product/${wine!.slug}`);
  await page.getByRole('button', { name: 'Spara vinet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stäng' })).toBeFocused();
  const inModal = await walk();
  order.forEach((name, i) => expect(inModal[i], `Tab ${i} in the modal`).toMatch(name));
  // Both fields were left empty: their messages show, and focus stayed where Tab put it.
  await expect(dialog.getByLabel('Mejladress')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Lösenord')).toHaveAttribute('aria-invalid', 'true');
});

test('log in through the modal from a wine page with the keyboard only; focus returns to the opener', async ({ page }) => {
  const { email, user } = await keyboardUser();
  const [, wine] = await wines(2);
  await page.goto(`/product/${wine!.slug}`);
  const save = page.getByRole('button', { name: 'Spara vinet' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  expect(await insideDialog(page), 'focus moves into the dialog').toBe(true);
  // Escape closes it and gives focus back; Space opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();

  await tabTo(page, dialog.getByLabel('Mejladress'), 10);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The wine that was waiting is saved, and the keyboard user is where they were.
  await expect(page.getByRole('button', { name: 'Sparat' })).toBeFocused();
  expect(await savedWineIds(user.token)).toContain(wine!.id);
});

test('add a wine to a list with the keyboard only: focus trapped in the modal, back on the opener after', async ({ page }) => {
  const { user } = await keyboardUser();
  const [wine] = await wines(1);
  const list = await api.as(user).post<ListShape>('/api/v1/user-lists/', { name: `Tangentlistan ${Date.now()}`, is_public: false });
  await signIn(page, user);
  await page.goto(`/product/${wine!.slug}`);
  const opener = page.getByRole('button', { name: 'Lägg till i lista' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Lägg till i lista' });
  const choice = dialog.getByRole('radio', { name: new RegExp(list.name) });
  await expect(choice).toBeVisible();

  // The trap: a full round of Tab and of Shift+Tab never leaves the dialog.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(key);
      expect(await insideDialog(page), `${key} #${i + 1} stays in the dialog`).toBe(true);
    }
  }
  await expect(dialog.getByRole('button', { name: 'Spara' })).toBeDisabled();
  await tabTo(page, choice, 10);
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Spara' }), 10);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  const mine = await api.as(user).get<ListShape[]>('/api/v1/user-lists/my-lists');
  expect(mine.find((l) => l.id === list.id)?.product_list.map((p) => p.id)).toContain(wine!.id);
});
