import { expect, test } from '../support/fixtures';
import { PASSWORD, api, registerUser, savedWineIds, uniqueEmail } from '../support/api';
import { fullName, type WineRef } from './discovery-support';

test.use({ quietOverlays: true });

test('like as anonymous → login modal → the wine is saved after login', async ({ page }) => {
  const email = uniqueEmail('like');
  const { token } = await registerUser('Lisa Gillar', email);
  const [wine] = (await api.get<{ results: WineRef[] }>('/api/v1/product/?assortment=FS&page_size=1')).results;

  await page.goto(`/product/${wine!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: fullName(wine!) })).toBeVisible();
  await page.getByRole('button', { name: 'Spara vinet' }).click();
  const reason = 'Du behöver vara inloggad för att kunna spara viner och följa användare och listor.';
  // Said on the page (in case the login modal cannot open) and inside the login modal.
  await expect(page.locator('#main').getByText(reason)).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(reason)).toBeVisible();
  await dialog.getByLabel('Mejladress').fill(email);
  await dialog.getByLabel('Lösenord').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(dialog).toBeHidden();

  const saved = page.getByRole('button', { name: 'Sparat' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  expect(await savedWineIds(token)).toContain(wine!.id);

  // Unsaving shows at once and sticks.
  await saved.click();
  await expect(page.getByRole('button', { name: 'Spara vinet' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => savedWineIds(token)).not.toContain(wine!.id);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Spara vinet' })).toHaveAttribute('aria-pressed', 'false');
});

test('add to list as anonymous asks for a login first', async ({ page }) => {
  const [wine] = (await api.get<{ results: WineRef[] }>('/api/v1/product/?page_size=1')).results;
  await page.goto(`/product/${wine!.slug}`);
  await page.getByRole('button', { name: 'Lägg till i lista' }).click();
  await expect(page.getByRole('dialog', { name: 'Logga in' })).toBeVisible();
});
