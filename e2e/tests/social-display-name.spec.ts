import { expect, keepOverlaysQuiet, mobile, test } from '../support/fixtures';
import { api, uniqueEmail } from '../support/api';
import type { TestUser } from './social-support';

/** A user who registered without a name still has a name everywhere: derived from the slug ('Vinvän 21fc9f'). */

async function namelessUser(): Promise<TestUser & { display: string }> {
  const { key } = await api.post<{ key: string }>('/auth/registration/', {
    email: uniqueEmail('namnlos'),
    password1: 'hemligt-losen-1',
    password2: 'hemligt-losen-1',
  });
  const me = await api.as(key).get<{ id: number; slug: string; name: string }>('/auth/profile/');
  return { token: key, id: me.id, slug: me.slug, name: me.name, display: `Vinvän ${me.slug.split('-').pop()}` };
}

test('a nameless user has a display name in the profile, title, list byline and user search', async ({ page }) => {
  await keepOverlaysQuiet(page);
  const user = await namelessUser();
  expect(user.name).toBe(user.display);
  const list = await api.as(user).post<{ slug: string }>('/api/v1/user-lists/', { name: 'Namnlösa favoriter', is_public: true }, 201);

  for (const viewport of [mobile, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`/user/${user.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: user.display })).toBeVisible();
    await expect(page).toHaveTitle(`Vinkompassen - ${user.display}`);
    await page.screenshot({ path: `.run/shots/nameless-profile-${viewport.width}.png`, fullPage: true });

    await page.goto(`/user-list/${list.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Namnlösa favoriter' })).toBeVisible();
    await expect(page.locator('.soc-list-head__owner')).toHaveText(new RegExp(`^av\\s*${user.display}$`));
    await expect(page.getByRole('link', { name: user.display })).toHaveAttribute('href', `/user/${user.slug}`);
    await page.screenshot({ path: `.run/shots/nameless-list-${viewport.width}.png`, fullPage: true });
  }

  await page.goto(`/search/search-users?q=${encodeURIComponent(user.display)}`);
  await expect(page.getByRole('link', { name: new RegExp(user.display) })).toBeVisible();
  // The own profile shows the display name; the edit form starts empty (nothing chosen yet), not with the derived name.
  await page.setViewportSize(mobile);
  await page.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('authenticated', 'true');
  }, user.token);
  await page.goto('/profile');
  const account = page.locator('[data-remote="account"]');
  await expect(account.getByText(user.display, { exact: true })).toBeVisible();
  await page.screenshot({ path: '.run/shots/nameless-own-profile-375.png' });
  await account.getByRole('button', { name: 'Redigera profil' }).click();
  await expect(account.getByLabel('Namn')).toHaveValue('');
});
