import { expect, mobile, test } from '../support/fixtures';

const menuOrder = ['Vinväljaren', 'Topplistor', 'Vinlistor', 'Maträtter', 'Sök', 'Om', 'Nyhetsbrev'];

test('desktop top menu in the spec order, logged-out right side', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(nav.getByRole('link')).toHaveText(menuOrder);
  await expect(page.getByRole('link', { name: 'Skapa konto' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logga in' }).first()).toBeVisible();
});

test('mobile slide-in menu and bottom nav', async ({ page }) => {
  await page.setViewportSize(mobile);
  await page.goto('/');
  const bottom = page.getByRole('navigation', { name: 'Snabbmeny' });
  await expect(bottom.getByRole('link')).toHaveText(['Hem', 'Vinväljaren', 'Logga in']);
  await page.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(['Startsida', ...menuOrder, 'Skapa ett konto', 'Logga in']);
  await menu.getByRole('link', { name: 'Topplistor' }).click();
  await expect(page).toHaveURL(/\/toplists$/);
  await expect(page.getByRole('dialog', { name: 'Meny' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Topplistor', level: 1 })).toBeVisible();
});

test('footer appears after its delay with the required statements', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Systembolaget');
  await expect(footer.getByRole('link', { name: /@/ })).toBeVisible();
  await expect(footer).toContainText('Stockholm');
});
