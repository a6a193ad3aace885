import { expect, mobile, test } from '../support/fixtures';
import { wines } from './social-support';
import { fullName, wineInStock } from './discovery-support';

test.use({ quietOverlays: true });

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['375 px', mobile],
] as const) {
  test(`open a wine, choose a store, the stock shows; the store is remembered and can be cleared (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { wine, store, quantity } = await wineInStock();

    await page.goto(`/search?q=${encodeURIComponent(wine.name)}`);
    await page.getByRole('link', { name: fullName(wine) }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: fullName(wine) })).toBeVisible();
    await expect(page.getByRole('img', { name: /Fyllighet: \d+ av 12/ })).toBeVisible();
    for (const tag of wine.food_tags) {
      await expect(page.getByRole('list', { name: 'Passar till' }).getByRole('link', { name: tag.name })).toBeVisible();
    }

    const section = page.getByRole('region', { name: 'Butik och lager' });
    await section.getByRole('searchbox', { name: 'Sök butik' }).fill(store.name);
    await section.getByRole('button', { name: new RegExp(`^Välj ${escape(store.name)}`) }).first().click();
    await expect(section.getByText(store.name)).toBeVisible();
    await expect(section.getByTestId('stock-level')).toHaveText(`I lager: ${quantity} st`);
    await expect(section.getByText(/exempeldata \(demo\)/)).toBeVisible();
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('store'))) ?? 'null') as { siteId: string } | null;
    expect(saved?.siteId).toBe(store.site_id);

    // Remembered across pages: the wine's card says it is in stock in my store.
    await page.goto(`/search?q=${encodeURIComponent(wine.name)}`);
    await expect(page.locator(`[data-product="${wine.slug}"]`).getByText(/^I lager i /)).toBeVisible();

    await page.goto(`/product/${wine.slug}`);
    await expect(section.getByTestId('stock-level')).toHaveText(`I lager: ${quantity} st`);
    await section.getByRole('button', { name: 'Rensa vald butik' }).click();
    await expect(section.getByRole('heading', { name: 'Välj din butik' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('store'))).toBeNull();
  });
}

for (const viewport of [mobile, { width: 1280, height: 800 }]) {
  test(`the similar wines keep their place while they load: the page below does not jump when they arrive (${viewport.width} px)`, async ({ page }) => {
    const [wine] = await wines(1);
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/similar\//, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.setViewportSize(viewport);
    // Loaded in the browser: a wine opened from search results (a wine page's first view has them from the server).
    await page.goto(`/search?q=${encodeURIComponent(wine!.name)}`);
    await page.locator(`[data-product="${wine!.slug}"] a[href^="/product/"]`).first().click();
    const similar = page.locator('section[aria-labelledby="product-similar"]');
    await expect(similar.getByRole('status')).toBeAttached();
    const loading = (await similar.boundingBox())!.height;
    arrive();
    await expect(similar.getByRole('listitem').first()).toBeVisible();
    const loaded = (await similar.boundingBox())!.height;
    // Card texts differ in length: within a tenth, where three skeleton cards once stood for six wines.
    expect(Math.abs(loaded - loading), `${loading} px loading, ${loaded} px loaded`).toBeLessThan(loaded / 10);
  });
}

test('the nearest store comes from the browser position', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 59.3326, longitude: 18.0649 });
  const { wine } = await wineInStock();
  await page.goto(`/product/${wine.slug}`);
  const section = page.getByRole('region', { name: 'Butik och lager' });
  await section.getByRole('button', { name: 'Hitta närmaste butik' }).click();
  const nearest = section.getByRole('list', { name: 'Närmast dig' }).getByRole('button').first();
  await expect(nearest).toContainText('km');
  await nearest.click();
  await expect(section.getByTestId('stock-level')).toBeVisible();
});

test('an unknown wine shows the not-found state', async ({ page }) => {
  await page.goto('/product/finns-inte-alls');
  await expect(page.getByRole('heading', { level: 1, name: 'Vinet hittades inte' })).toBeVisible();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
