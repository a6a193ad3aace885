import { expect, mobile, test } from '../support/fixtures';
import { api } from '../support/api';
import { testUser } from './social-support';

test.use({ quietOverlays: true });

test('anonymous visitors must log in to follow (375 px)', async ({ page }) => {
  await page.setViewportSize(mobile);
  const them = await testUser(1);
  await page.goto(`/user/${them.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: them.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Profilbild för ${them.name}` })).toBeVisible();
  await page.getByRole('button', { name: `Följ ${them.name}` }).click();
  const reason = 'Du behöver vara inloggad för att kunna spara viner och följa användare och listor.';
  // Said on the page (in case the login modal cannot open) and inside the login modal.
  await expect(page.locator('#main').getByText(reason)).toBeAttached();
  const login = page.getByRole('dialog', { name: 'Logga in' });
  await expect(login).toBeVisible();
  await expect(login.getByText(reason)).toBeVisible();
});

test.describe('logged in', () => {
  test.use({ loggedIn: true });

  test('follow a user, see them under following, unfollow', async ({ page, account: me }) => {
    const them = await testUser(1);
    // Users are reused within a worker: start from "not following".
    await api.as(me).delete(`/users/${them.id}/follow/`);

    await page.goto(`/user/${them.slug}`);
    await page.getByRole('button', { name: `Följ ${them.name}` }).click();
    await expect(page.getByRole('button', { name: `Sluta följa ${them.name}` })).toBeVisible();
    await expect(page.getByText('1 följare')).toBeVisible();
    await expect(page.getByText(`Du följer ${them.name}.`)).toBeVisible();
    await expect(page).toHaveTitle(`Vinkompassen - ${them.name}`);

    // The own profile's following tab (account remote).
    await page.goto('/profile/users');
    await expect(page.getByRole('link', { name: them.name })).toBeVisible();
    const following = await api.get<{ results: { id: number }[] }>(`/users/${me.id}/following/`);
    expect(following.results.map((u) => u.id)).toContain(them.id);

    await page.getByRole('link', { name: them.name }).click();
    await page.getByRole('button', { name: `Sluta följa ${them.name}` }).click();
    await expect(page.getByRole('button', { name: `Följ ${them.name}` })).toBeVisible();
    await expect(page.getByText('0 följare')).toBeVisible();
  });
});
