import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fullName, wineInStock } from './discovery-support';

/**
 * Pairing you can buy: with a store chosen, wine cards say whether each wine is on the shelf there (demo stock,
 * said so), and a wine out of stock there leads to a taste twin that is.
 */

test.use({ quietOverlays: true });

/** The name the app gives a chosen store (many stores are named by their street only). */
const storeLabel = (store: { name: string; city: string | null }) =>
  store.city && !store.name.includes(store.city) ? `${store.name}, ${store.city}` : store.name;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first card out of stock in the store whose "Visa liknande i lager" finds a twin on the shelf there,
 * going through the pages of the grid ("Visa fler") until one does.
 */
async function outOfStockWithTwin(page: Page, outOfStock: string): Promise<{ card: Locator; twin: string }> {
  const cards = page.locator('[data-product]');
  let checked = 0;
  for (let round = 0; round < 5; round++) {
    const total = await cards.count();
    for (; checked < total; checked++) {
      const card = cards.nth(checked);
      const badge = card.locator('.disc-stock-badge');
      await expect(badge).toHaveText(/^(I lager i|Slut i) /);
      if ((await badge.textContent()) !== outOfStock) continue;
      await card.getByRole('button', { name: 'Visa liknande i lager' }).click();
      const offer = card.getByTestId('twin-offer');
      const none = card.getByTestId('twin-none');
      await expect(offer.or(none)).toBeVisible();
      if (await offer.isVisible()) {
        await expect(offer).toHaveText(/^Finns i din butik: .+, [\d\s ]+(,\d+)? kr$/);
        return { card, twin: (await offer.getByRole('link').textContent()) ?? '' };
      }
    }
    const more = page.getByRole('button', { name: 'Visa fler' });
    if (!(await more.isVisible())) break;
    await more.click();
    await expect(cards).not.toHaveCount(total);
  }
  throw new Error(`no wine out of stock in the store with a twin on its shelf among ${checked} cards`);
}

test('a store chosen on a wine page: cards show its stock as demo data, a wine out of stock there offers a twin in stock', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { wine, store, quantity } = await wineInStock();
  const storeName = storeLabel(store);

  // Choose the store on a wine page, as a visitor does.
  await page.goto(`/product/${wine.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: fullName(wine) })).toBeVisible();
  const section = page.getByRole('region', { name: 'Butik och lager' });
  await section.getByRole('searchbox', { name: 'Sök butik' }).fill(store.name);
  await section.getByRole('button', { name: new RegExp(`^Välj ${escape(store.name)}`) }).first().click();
  await expect(section.getByTestId('stock-level')).toHaveText(`I lager: ${quantity} st`);
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('store'))) ?? 'null') as { name: string } | null;
  expect(saved?.name).toBe(storeName);

  // Every card of a grid says whether the wine is on the shelf in that store; the demo note once for the grid.
  await page.goto('/search?style=red');
  const cards = page.locator('[data-product]');
  await expect(cards.first()).toBeVisible();
  const badges = page.locator('.disc-stock-badge');
  await expect(badges).toHaveCount(await cards.count());
  await expect(page.getByText(`Lagerstatus för ${storeName} är demodata, inte Systembolagets verkliga lager.`)).toHaveCount(1);
  for (const text of await badges.allTextContents()) expect([`I lager i ${storeName}`, `Slut i ${storeName}`]).toContain(text);

  // A wine out of stock there: the card finds a twin on the shelf when asked.
  const { card, twin } = await outOfStockWithTwin(page, `Slut i ${storeName}`);
  await card.getByRole('heading').getByRole('link').click();

  // Its page says it is out of stock in the store and offers the same twin, with its reason.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(section.getByTestId('stock-level')).toHaveText(`Slut i ${storeName}`);
  const offer = section.getByTestId('twin-offer');
  await expect(offer).toContainText('Finns i din butik:');
  await expect(offer.getByRole('link')).toHaveText(twin);
  await expect(section.locator('.disc-twin-offer__reason')).not.toBeEmpty();
  // "Liknande viner" lists twins with their stock in the store.
  const similar = page.getByRole('region', { name: 'Liknande viner' });
  await expect(similar.locator('[data-product]').first()).toBeVisible();
  await expect(similar.locator('.disc-stock-badge').first()).toHaveText(new RegExp(`^(I lager i|Slut i) ${escape(storeName)}$`));

  // The twin's page says it is on the shelf there.
  await offer.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: twin })).toBeVisible();
  await expect(section.getByTestId('stock-level')).toHaveText(/^I lager: \d+ st$/);
});
