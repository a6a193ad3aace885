import type { Page } from '@playwright/test';
import { expect, keepOverlaysQuiet, mobile, test } from '../support/fixtures';
import { axe } from '../support/axe';
import { api } from '../support/api';
import { scrollToNotes, signIn, testUser, wines, type ListShape } from './social-support';

const socialAxe = (page: Page) => axe(page, '[data-remote="social"]').analyze();

async function publish(page: Page, type: string, payload: object) {
  await page.evaluate(
    ([t, p]) => {
      const bus = (globalThis as unknown as Record<symbol, { publish: (type: string, payload: object) => void }>)[
        Symbol.for('vinkompassen.bus.v1')
      ]!;
      bus.publish(t as string, p as object);
    },
    [type, payload] as const,
  );
}

async function checkPage(page: Page, width: number, label: string) {
  expect((await socialAxe(page)).violations, label).toEqual([]);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
}

for (const viewport of [{ width: 1280, height: 800 }, mobile]) {
  test(`social pages, modals and notes pass axe (${viewport.width} px)`, async ({ page }) => {
    // Eight axe runs over whole pages.
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await keepOverlaysQuiet(page);
    const [owner, other] = await Promise.all([testUser(0), testUser(1)]);
    const [first, second] = await wines(2);
    const list = await api.as(owner).post<ListShape>('/api/v1/user-lists/', {
      name: `Tillgänglig ${viewport.width} ${Date.now()}`,
      description: 'Viner att dela med vänner.',
      is_public: true,
      products: [first!.id, second!.id],
    });

    // Anonymous: a user page and a list.
    await page.goto(`/user/${owner.slug}`);
    await expect(page.getByRole('link', { name: list.name })).toBeVisible();
    await checkPage(page, viewport.width, 'user page');
    await page.goto(`/user-list/${list.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
    await page.getByRole('button', { name: 'Spara listan' }).click();
    await page.keyboard.press('Escape');
    await checkPage(page, viewport.width, 'list, anonymous');

    // The owner: controls, edit form with its message, delete confirmation.
    await signIn(page, owner);
    await page.goto(`/user-list/${list.slug}`);
    await expect(page.getByRole('radio', { name: 'Offentlig' })).toBeChecked();
    await checkPage(page, viewport.width, 'list, owner');
    await page.getByRole('button', { name: 'Redigera' }).click();
    await page.getByLabel('Namn: *').fill('');
    await page.getByLabel('Beskrivning').focus();
    await expect(page.getByText('Value is required')).toBeVisible();
    await checkPage(page, viewport.width, 'list, editing');
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await page.getByRole('button', { name: 'Ta bort listan' }).click();
    await checkPage(page, viewport.width, 'list, confirm delete');

    // Modals: with more lists than the screen holds, every one of them already holding the wine (no choice to focus).
    for (let i = 0; i < 8; i++) {
      await api.as(owner).post('/api/v1/user-lists/', { name: `Full ${viewport.width} ${i} ${Date.now()}`, products: [first!.id] });
    }
    await publish(page, 'list/add-requested', { productId: first!.id });
    const add = page.getByRole('dialog', { name: 'Lägg till i lista' });
    await expect(add.getByRole('radio', { name: new RegExp(list.name) })).toBeDisabled();
    await checkPage(page, viewport.width, 'add-to-list modal');
    await add.getByRole('button', { name: 'Skapa ny lista' }).click();
    const create = page.getByRole('dialog', { name: 'Skapa ny lista' });
    await create.getByLabel('Namn: *').focus();
    await create.getByLabel('Beskrivning').focus();
    await expect(create.getByText('Value is required')).toBeVisible();
    await checkPage(page, viewport.width, 'create-list modal');
    await page.keyboard.press('Escape');

    // Notes on the wine page.
    await api.as(owner).post('/user-product-notes/', { product: second!.id, text: 'Bra till vardags.' });
    const product = await api.get<{ slug: string }>(`/api/v1/product/${second!.id}`);
    await page.goto(`/product/${product.slug}`);
    await scrollToNotes(page);
    await expect(page.getByText('Bra till vardags.').first()).toBeVisible();
    await checkPage(page, viewport.width, 'notes');

    // Another user's view of the owner, logged in.
    await signIn(page, other);
    await page.goto(`/user/${owner.slug}`);
    await expect(page.getByRole('button', { name: new RegExp(`följa? ${owner.name}`, 'i') })).toBeVisible();
    await checkPage(page, viewport.width, 'user page, logged in');
  });
}
