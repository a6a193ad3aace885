import { expect, mobile, test } from '../support/fixtures';
import { api } from '../support/api';
import { otherBrowserPage, testUser, wines, type ListShape } from './social-support';

const PRIVATE_INFO = 'Listan är privat. Bara du kan se den. Publicera listan för att kunna dela den med andra.';
const PUBLIC_INFO = 'Listan är offentlig. Andra personer med länken kan se innehållet i listan.';

// The owner is the logged-in account of the worker (auth.setup.ts).
test.use({ quietOverlays: true, loggedIn: true });

test('create a list from a wine, add a second wine; a duplicate add says so', async ({ page, account: owner }) => {
  const [first, second, third] = await wines(3);
  const listName = `Helgviner ${Date.now()}`;

  // From the first wine: no fitting list yet, so the wine moves on to a new list.
  await page.goto(`/product/${first!.slug}`);
  await page.getByRole('button', { name: 'Lägg till i lista' }).first().click();
  await page.getByRole('dialog', { name: 'Lägg till i lista' }).getByRole('button', { name: 'Skapa ny lista' }).click();
  const create = page.getByRole('dialog', { name: 'Skapa ny lista' });
  await expect(create.getByText('Vinet du valde läggs till i den nya listan.')).toBeVisible();
  // Private until the user publishes it on purpose.
  await expect(create.getByRole('radio', { name: 'Privat' })).toBeChecked();
  await expect(create.getByText(PRIVATE_INFO)).toBeVisible();
  await expect(create.getByRole('button', { name: 'Skapa lista' })).toBeDisabled();
  await create.getByLabel('Namn: *').focus();
  await create.getByLabel('Beskrivning').focus();
  await expect(create.getByText('Value is required')).toBeVisible();
  await create.getByLabel('Namn: *').fill(listName);
  await create.getByLabel('Beskrivning').fill('Till fredagsmiddagen');
  await create.getByRole('button', { name: 'Skapa lista' }).click();
  await expect(create).toBeHidden();

  // The second wine goes into the same list.
  await page.goto(`/product/${second!.slug}`);
  await page.getByRole('button', { name: 'Lägg till i lista' }).first().click();
  const add = page.getByRole('dialog', { name: 'Lägg till i lista' });
  await expect(add.getByRole('button', { name: 'Spara' })).toBeDisabled();
  await add.getByRole('radio', { name: new RegExp(listName) }).check();
  await add.getByRole('button', { name: 'Spara' }).click();
  await expect(add).toBeHidden();

  const list = (await api.as(owner).get<ListShape[]>('/api/v1/user-lists/my-lists')).find((l) => l.name === listName)!;
  expect(list.product_list.map((p) => p.id)).toEqual([first!.id, second!.id]);
  expect(list.is_public).toBe(false);
  await page.goto(`/user-list/${list.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await expect(page.getByText('Till fredagsmiddagen')).toBeVisible();
  await expect(page).toHaveTitle(`Vinkompassen - ${listName}`);
  const winesInList = page.getByRole('list', { name: 'Viner i listan' });
  await expect(winesInList.getByRole('listitem')).toHaveCount(2);

  // A list that already holds the wine cannot be chosen.
  await page.goto(`/product/${second!.slug}`);
  await page.getByRole('button', { name: 'Lägg till i lista' }).first().click();
  await expect(add.getByRole('radio', { name: new RegExp(listName) })).toBeDisabled();
  // (The shared test user may have other lists with this wine, from other specs.)
  await expect(add.locator('label', { hasText: listName }).getByText(/Finns redan i listan/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();

  // The wine lands in the list elsewhere while the modal is open: the API answers 409.
  await page.goto(`/product/${third!.slug}`);
  await page.getByRole('button', { name: 'Lägg till i lista' }).first().click();
  const choice = add.getByRole('radio', { name: new RegExp(listName) });
  await expect(choice).toBeEnabled();
  await api.as(owner).post(`/api/v1/user-lists/${list.id}/add-product/`, { product: third!.id }, 201);
  await choice.check();
  await add.getByRole('button', { name: 'Spara' }).click();
  await expect(add.getByRole('alert')).toHaveText('Vinet finns redan i listan.');
  await expect(choice).toBeDisabled();
});

test('a list made private vanishes for another user (375 px)', async ({ page, browser, account: owner }) => {
  await page.setViewportSize(mobile);
  const other = await testUser(1);
  const [wine] = await wines(1);
  const stamp = Date.now();
  const list = await api.as(owner).post<ListShape>('/api/v1/user-lists/', { name: `Sommar ${stamp}`, is_public: true, products: [wine!.id] });
  const open = await api.as(owner).post<ListShape>('/api/v1/user-lists/', { name: `Öppen ${stamp}`, is_public: true });

  // Another user sees the public list and saves it to their profile.
  const otherPage = await otherBrowserPage(browser, other);
  await otherPage.goto(`/user-list/${list.slug}`);
  await expect(otherPage.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
  await expect(otherPage.getByRole('link', { name: owner.name })).toBeVisible();
  await otherPage.getByRole('button', { name: 'Spara listan' }).click();
  await expect(otherPage.getByText('Sparad i din profil')).toBeVisible();

  // The owner makes it private.
  await page.goto(`/user-list/${list.slug}`);
  await expect(page.getByText(PUBLIC_INFO)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dela listan' })).toBeVisible();
  await page.getByRole('radio', { name: 'Privat' }).check();
  await expect(page.getByText(PRIVATE_INFO)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dela listan' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Privat' })).toBeChecked();

  // Gone for the other user: the page, the owner's public lists and the saved lists.
  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Listan finns inte' })).toBeVisible();
  await otherPage.goto(`/user/${owner.slug}`);
  await expect(otherPage.getByRole('link', { name: open.name })).toBeVisible();
  await expect(otherPage.getByRole('link', { name: list.name })).toHaveCount(0);
  const saved = await api.as(other).get<ListShape[]>('/api/v1/user-lists/saved-lists/');
  expect(saved.map((l) => l.id)).not.toContain(list.id);
  await otherPage.context().close();
});

test('the owner renames, describes, empties and deletes a list', async ({ page, account: owner }) => {
  const [first, second] = await wines(2);
  const list = await api.as(owner).post<ListShape>('/api/v1/user-lists/', { name: `Att prova ${Date.now()}`, products: [first!.id, second!.id] });
  await page.goto(`/user-list/${list.slug}`);

  await page.getByRole('button', { name: 'Redigera' }).click();
  const name = page.getByLabel('Namn: *');
  await name.fill('');
  await page.getByLabel('Beskrivning').focus();
  await expect(page.getByText('Value is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spara' })).toBeDisabled();
  await name.fill(`${list.name} – bästa`);
  await page.getByLabel('Beskrivning').fill('x'.repeat(200));
  await expect(page.getByLabel('Beskrivning')).toHaveValue('x'.repeat(160));
  await expect(page.getByText('160/160')).toBeVisible();
  await page.getByLabel('Beskrivning').fill('Viner jag vill prova i höst.');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${list.name} – bästa` })).toBeVisible();
  await expect(page.getByText('Viner jag vill prova i höst.')).toBeVisible();

  const winesInList = page.getByRole('list', { name: 'Viner i listan' });
  await winesInList.getByRole('button', { name: new RegExp(`Ta bort ${escapeRegExp(second!.name)}`) }).click();
  await expect(winesInList.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Ta bort listan' }).click();
  await page.getByRole('button', { name: 'Ja, ta bort' }).click();
  await expect(page).toHaveURL(/\/profile\/lists$/);
  const mine = await api.as(owner).get<ListShape[]>('/api/v1/user-lists/my-lists');
  expect(mine.map((l) => l.id)).not.toContain(list.id);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
