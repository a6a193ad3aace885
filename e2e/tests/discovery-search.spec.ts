import { expect, mobile, test } from '../support/fixtures';
import { api, registerUser, uniqueEmail } from '../support/api';
import { fullName, type WineRef } from './discovery-support';

test.use({ quietOverlays: true });

test('search with a typo finds the wine; the query is in the URL and survives a reload', async ({ page }) => {
  const [ripasso] = (await api.get<{ results: WineRef[] }>('/api/v1/product/?search=ripasso')).results;
  expect(ripasso, 'the imported data has a Ripasso').toBeDefined();

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Sök viner & användare' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vad letar du efter?' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sök vin' }).fill('ripaso');
  await expect(page).toHaveURL(/\/search\?q=ripaso$/);
  await expect(page.getByRole('heading', { name: /vin(er)? för ”ripaso”/ })).toBeVisible();
  // The full catalog has more than one wine of that name: the card of this one.
  const link = page.locator(`[data-product="${ripasso!.slug}"]`).getByRole('link', { name: fullName(ripasso!) });
  await expect(link).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sök vin' })).toHaveValue('ripaso');
  await expect(link).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/product/${ripasso!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: fullName(ripasso!) })).toBeVisible();
  await expect(page).toHaveTitle(`Vinkompassen - ${fullName(ripasso!)}`);
});

test('a search without results says so and offers a way on', async ({ page }) => {
  await page.setViewportSize(mobile);
  await page.goto('/search?q=xyzxyzxyz&style=red');
  await expect(page.getByRole('heading', { name: 'Inga viner hittades' })).toBeVisible();
  await page.getByRole('button', { name: 'Ta bort alla filter' }).click();
  await expect(page).toHaveURL(/\/search\?q=xyzxyzxyz$/);
  await expect(page.getByRole('link', { name: 'Låt Vinväljaren föreslå viner' })).toBeVisible();
});

test('user search finds a user by name and links to the profile', async ({ page }) => {
  const name = `Vera Vinsökare ${Date.now()}`;
  await registerUser(name, uniqueEmail('search'));

  await page.goto('/search');
  await page.getByRole('combobox', { name: 'Sök vin' }).fill('vera');
  await expect(page).toHaveURL(/\/search\?q=vera$/);
  await page.getByRole('navigation', { name: 'Vad vill du söka efter?' }).getByRole('link', { name: 'Användare' }).click();
  await expect(page).toHaveURL(/\/search\/search-users\?q=vera$/);
  const box = page.getByRole('searchbox', { name: 'Sök användare' });
  await expect(box).toHaveValue('vera');
  await box.fill('Vinsökare');
  await expect(page).toHaveURL(/\?q=Vins%C3%B6kare$/);
  await expect(page.getByRole('heading', { name: '1 användare' })).toBeVisible();
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/user\//);
});
