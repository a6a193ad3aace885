import type { Page } from '@playwright/test';
import { expect, keepOverlaysQuiet, mobile, test } from '../support/fixtures';
import { api, uniqueEmail } from '../support/api';
import { scrollToNotes, signIn, wines, type ListShape, type TestUser } from './social-support';

/** Stored XSS: markup saved in a profile name, a list and a note is shown as text wherever it appears. */

const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';
const PAYLOAD = `${IMG} ${SCRIPT}`;

async function attacker(): Promise<TestUser> {
  const email = uniqueEmail('xss');
  const { key } = await api.post<{ key: string }>('/auth/registration/', {
    email,
    password1: 'hemligt-losen-1',
    password2: 'hemligt-losen-1',
    name: PAYLOAD,
  });
  const profile = await api.as(key).get<{ id: number; slug: string; name: string }>(
    '/auth/profile/',
  );
  expect(profile.name, 'the API keeps the name as typed').toBe(PAYLOAD);
  return { token: key, id: profile.id, slug: profile.slug, name: profile.name };
}

/** The payload is on screen as text, and neither of its parts ran or became an element. */
async function shownAsText(page: Page, where: string, scope = page.locator('body')) {
  await expect(scope.getByText(PAYLOAD).first(), where).toBeVisible();
  const injected = await page.evaluate((DATA_BLOCKS) => ({
    flag: (window as unknown as { __xss?: unknown }).__xss,
    images: document.querySelectorAll('img[src="x"]').length,
    // The server's state and the structured data (JSON and JSON-LD data blocks, never run) hold the payload with
    // every '<' escaped; a script that runs must not hold it at all.
    scripts: [...document.scripts].filter((s) => !DATA_BLOCKS.includes(s.type) && s.textContent?.includes('__xss')).length,
    rawInData: [...document.scripts].filter((s) => DATA_BLOCKS.includes(s.type) && s.textContent?.includes('<')).length,
  }), ['application/json', 'application/ld+json']);
  expect(injected, where).toEqual({ flag: undefined, images: 0, scripts: 0, rawInData: 0 });
}

test('markup in a profile name, a list and a note renders as literal text everywhere', async ({ page }) => {
  test.setTimeout(120_000);
  await keepOverlaysQuiet(page);
  const user = await attacker();
  const [wine, other] = await wines(2);
  const list = await api.as(user).post<ListShape>('/api/v1/user-lists/', {
    name: PAYLOAD,
    description: PAYLOAD,
    is_public: true,
    products: [wine!.id],
  });
  await api.as(user).post('/user-product-notes/', { product: other!.id, text: PAYLOAD });

  // Anonymous visitors: the user's page, the list, the user search.
  await page.goto(`/user/${user.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAYLOAD);
  await shownAsText(page, 'user page');
  await page.goto(`/user-list/${list.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAYLOAD);
  await shownAsText(page, 'list page');
  await page.goto(`/search/search-users?q=${encodeURIComponent('script')}`);
  await shownAsText(page, 'user search');

  // The owner: the note on the wine page, the profile and its lists, the add-to-list modal.
  await signIn(page, user);
  await page.goto(`/product/${other!.slug}`);
  await scrollToNotes(page);
  await shownAsText(page, 'wine page notes', page.locator('[data-remote="social"]'));
  await page.getByRole('button', { name: 'Lägg till i lista' }).click();
  const modal = page.getByRole('dialog', { name: 'Lägg till i lista' });
  await expect(modal.getByRole('radio', { name: new RegExp(PAYLOAD.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) })).toBeVisible();
  await shownAsText(page, 'add-to-list modal', modal);
  await page.keyboard.press('Escape');
  await page.goto('/profile');
  await shownAsText(page, 'profile');
  await page.goto('/profile/lists');
  await shownAsText(page, 'profile lists');

  // Header and slide-in menu of the logged-in user.
  await page.setViewportSize(mobile);
  await page.getByRole('button', { name: 'Meny' }).click();
  await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible();
  await shownAsText(page, 'menu');
});
