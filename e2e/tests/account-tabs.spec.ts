import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../support/fixtures';
import { PASSWORD, savedWineIds, uniqueEmail } from '../support/api';
import { firstWine, registerByApi } from './account-support';

/**
 * One login in every tab of a browser: the login modal's links open the register and reset pages in a new tab (the
 * spec); what happens there reaches the first tab without a reload, and a logout in one tab logs out all.
 */

test.use({ quietOverlays: true });

/** The tab a link of the login modal opens. */
async function openedTab(page: Page, link: RegExp): Promise<Page> {
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('link', { name: link }).click()]);
  await tab.waitForLoadState();
  await hydrated(tab);
  return tab;
}

test("registering in the tab 'Skapa ett här' opened: the first tab's modal closes and the wine it waited for is saved", async ({ page }) => {
  test.setTimeout(120_000);
  const wine = await firstWine();
  const email = uniqueEmail('tabs');
  await page.goto(`/product/${wine.slug}`);
  await page.getByRole('button', { name: 'Spara vinet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();

  const tab = await openedTab(page, /Inget konto\? Skapa ett här\./);
  await expect(tab).toHaveURL(/\/register$/);
  await tab.getByLabel('Namn').fill('Tova Flikarsson');
  await tab.getByLabel('Mejladress').fill(email);
  await tab.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
  await tab.getByLabel('Upprepa lösenordet').fill(PASSWORD);
  await tab.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(tab).toHaveURL(/\/profile$/);

  // Back in the first tab, without a reload: logged in, the modal gone, the wine saved.
  await page.bringToFront();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sparat' })).toHaveAttribute('aria-pressed', 'true');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).not.toBeNull();
  expect(await savedWineIds(token!)).toEqual([wine.id]);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logga ut' })).toBeVisible();
});

test("logging in where 'Återställ lösenord här' led completes the first tab's like; a logout in one tab logs out all", async ({ page }) => {
  test.setTimeout(120_000);
  const wine = await firstWine();
  const email = uniqueEmail('tabs');
  await registerByApi(email, 'Tore Flikarsson');
  await page.goto(`/product/${wine.slug}`);
  await page.getByRole('button', { name: 'Spara vinet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();

  // The password came back to mind: log in on the login page instead.
  const tab = await openedTab(page, /Glömt lösenordet\? Återställ lösenord här\./);
  await expect(tab).toHaveURL(/\/reset$/);
  await tab.goto('/login');
  await tab.getByLabel('Mejladress').fill(email);
  await tab.getByLabel('Lösenord').fill(PASSWORD);
  await tab.getByRole('button', { name: 'Logga in' }).click();
  await expect(tab).toHaveURL(/\/profile$/);

  await page.bringToFront();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sparat' })).toHaveAttribute('aria-pressed', 'true');

  // Logging out in the first tab: the second, on the profile (which needs a login), goes home logged out.
  await page.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeVisible();
  await expect(tab).toHaveURL(/\/$/);
  await expect(tab.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeVisible();
  // And the wine page of the first tab asks for a login again.
  await page.getByRole('button', { name: 'Sparat' }).or(page.getByRole('button', { name: 'Spara vinet' })).click();
  await expect(dialog).toBeVisible();
});
