import { expect, test } from '../support/fixtures';

test('unknown path shows the not-found page inside the shell, with status 404', async ({ page }) => {
  const response = await page.goto('/finns-inte/alls');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/hittades inte/i);
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
  await expect(page).toHaveTitle(/^Vinkompassen - /);
});

test('a route that requires login redirects home without a token', async ({ page }) => {
  await page.goto('/profile/lists');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-remote="discovery"]')).toBeVisible();
});

test('page title and description follow the route', async ({ page }) => {
  await page.goto('/toplists');
  await expect(page).toHaveTitle('Vinkompassen - Topplistor');
  await page.goto('/dishes');
  await expect(page).toHaveTitle('Vinkompassen - Maträtter');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Vinkompassen - Maträtter');
});
