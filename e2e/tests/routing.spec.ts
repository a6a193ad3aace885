import { expect, hydrated, test } from '../support/fixtures';

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

test("a reader's scroll before the app starts is kept, and a new address opens at the top", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.goto('/toplists');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(scrollY).toBe(300);

  // A reload on a slow phone: the server's page is read and scrolled while the app's code is still on its way.
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  release();
  await hydrated(page);
  expect(await scrollY(), 'the place the reader scrolled to, not the one saved before the reload').toBe(900);

  // Another address typed into the same tab: a fresh page, not the last one's place.
  await page.goto('/dishes');
  expect(await scrollY()).toBe(0);
});
