import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, registerUser, uniqueEmail } from '../support/api';

test.use({ quietOverlays: true });

interface CatalogSummary {
  id: number;
  slug: string;
  name: string;
  product_count: number;
  saves_count: number;
}

async function anyList(): Promise<CatalogSummary> {
  const lists = (await api.get<{ results: CatalogSummary[] }>('/api/v1/catalogs/?kind=list')).results;
  const list = lists.find((l) => l.product_count > 0);
  if (!list) throw new Error('no wine list with wines');
  return list;
}

const savedSlugs = async (token: string) =>
  (await api.as(token).get<CatalogSummary[]>('/api/v1/catalogs/saved/')).map((c) => c.slug);

/** Logs the page in from its next navigation on (the shell reads the token from localStorage). */
async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((key) => {
    localStorage.setItem('token', key);
    localStorage.setItem('authenticated', 'true');
  }, token);
}

test('following a wine list as anonymous asks for a login', async ({ page }) => {
  const list = await anyList();
  await page.goto(`/list/${list.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
  await page.getByRole('button', { name: 'Följ listan' }).click();
  const reason = 'Du behöver vara inloggad för att kunna spara viner och följa användare och listor.';
  // Said on the page (in case the login modal cannot open) and inside the login modal.
  await expect(page.locator('#main').getByText(reason)).toBeVisible();
  const login = page.getByRole('dialog', { name: 'Logga in' });
  await expect(login).toBeVisible();
  await expect(login.getByText(reason)).toBeVisible();
});

test('a logged-in user follows a wine list; it stays followed after a reload and shows on the profile', async ({ page }) => {
  const { token } = await registerUser('Frida Följer', uniqueEmail('follow-list'));
  const list = await anyList();
  await signIn(page, token);

  await page.goto(`/list/${list.slug}`);
  await page.getByRole('button', { name: 'Följ listan' }).click();
  await expect(page.getByRole('button', { name: 'Följer listan' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedSlugs(token)).toContain(list.slug);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Följer listan' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile/lists');
  const followed = page.getByRole('region', { name: 'Vinlistor du följer' });
  await expect(followed.getByRole('link', { name: list.name })).toHaveAttribute('href', `/list/${list.slug}`);

  // Unfollowing shows at once and sticks.
  await followed.getByRole('link', { name: list.name }).click();
  await page.getByRole('button', { name: 'Följer listan' }).click();
  await expect(page.getByRole('button', { name: 'Följ listan' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => savedSlugs(token)).not.toContain(list.slug);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Följ listan' })).toHaveAttribute('aria-pressed', 'false');
});
