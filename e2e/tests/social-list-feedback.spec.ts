import { expect, keepOverlaysQuiet, mobile, test } from '../support/fixtures';
import { api } from '../support/api';
import { wines, type ListShape } from './social-support';

/** Feedback around own lists: no share button for a private list; "Tillagt i …" with undo after adding a wine. */

test.use({ loggedIn: true });

test('the header share button is hidden on the own private list, shown once it is public', async ({ page, account: user }) => {
  await keepOverlaysQuiet(page);
  const list = await api.as(user).post<ListShape>('/api/v1/user-lists/', { name: `Hemlig ${Date.now()}`, is_public: false }, 201);
  for (const viewport of [mobile, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`/user-list/${list.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
    await expect(page.locator('.soc-list-head__meta .soc-badge')).toHaveText('Privat');
    await expect(page.getByRole('button', { name: 'Dela listan' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dela sidan' })).toHaveCount(0);
    await page.screenshot({ path: `.run/shots/private-list-${viewport.width}.png` });
  }

  // Made public from the page: both share buttons come back.
  await page.getByRole('radio', { name: 'Offentlig' }).check();
  await expect(page.getByRole('button', { name: 'Dela listan' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Dela sidan' })).toBeVisible();
  // Other pages keep theirs.
  await page.goto('/toplists');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Dela sidan' })).toBeVisible();
});

test('adding a wine to a list says "Tillagt i <list>" and can be undone', async ({ page, account: user }) => {
  await keepOverlaysQuiet(page);
  const [, , wine] = await wines(3);
  const name = `Ångerlista ${Date.now()}`;
  const list = await api.as(user).post<ListShape>('/api/v1/user-lists/', { name, is_public: true }, 201);

  await page.setViewportSize(mobile);
  await page.goto(`/product/${wine!.slug}`);
  await page.getByRole('button', { name: 'Lägg till i lista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lägg till i lista' });
  await dialog.getByRole('radio', { name: new RegExp(name) }).check();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();

  const status = page.getByRole('status').filter({ hasText: 'Tillagt i' });
  await expect(status).toHaveText(new RegExp(`^Tillagt i ${name}`));
  await page.screenshot({ path: '.run/shots/added-to-list-375.png' });
  expect((await api.as(user).get<ListShape>(`/api/v1/public/user-lists/${list.id}/`)).product_list.map((p) => p.id)).toEqual([wine!.id]);

  await status.getByRole('button', { name: 'Ångra' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Borttaget från' })).toContainText(name);
  await expect.poll(async () => (await api.as(user).get<ListShape>(`/api/v1/public/user-lists/${list.id}/`)).product_list.length).toBe(0);
});
