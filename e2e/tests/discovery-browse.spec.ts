import { expect, mobile, test } from '../support/fixtures';
import { api, fullName, quietOverlays, type WineRef } from './discovery-support';

test.beforeEach(async ({ page }) => quietOverlays(page));

interface CatalogSummary {
  slug: string;
  name: string;
  product_count: number;
}

test('a dish page lists wines that carry its food symbol, each with a reason', async ({ page }) => {
  const fish = (await api<{ results: WineRef[] }>('GET', '/api/v1/product/?food=fisk&page_size=50')).results;
  expect(fish.length, 'the imported data has wines with the fish symbol').toBeGreaterThan(0);

  await page.goto('/dishes');
  await expect(page.getByRole('heading', { level: 1, name: 'Maträtter' })).toBeVisible();
  const sea = page.getByRole('region', { name: 'Fisk och skaldjur' });
  await expect(sea.getByText(`${fish.length} ${fish.length === 1 ? 'vin' : 'viner'} med matsymbolen`).first()).toBeVisible();
  await sea.getByRole('link', { name: 'Fisk', exact: true }).click();

  await expect(page).toHaveURL(/\/dishes\/fisk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fisk' })).toBeVisible();
  await expect(page).toHaveTitle('Vinkompassen - Fisk');
  const withSymbol = page.getByRole('region', { name: 'Viner med matsymbolen fisk' });
  const cards = withSymbol.locator('[data-product]');
  await expect(cards).toHaveCount(fish.length);
  for (const wine of fish) {
    const card = withSymbol.locator(`[data-product="${wine.slug}"]`);
    await expect(card.getByRole('link', { name: fullName(wine) })).toBeVisible();
    await expect(card.locator('[data-food="fisk"]')).toBeVisible();
    await expect(card.getByText(/^Passar till fisk/)).toBeVisible();
  }
});

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['375 px', mobile],
] as const) {
  test(`a list page from /lists shows the list's wines and leads back from a wine (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const lists = (await api<{ results: CatalogSummary[] }>('GET', '/api/v1/catalogs/?kind=list')).results;
    const list = lists.find((l) => l.product_count > 0)!;
    const detail = await api<{ product_list: WineRef[] }>('GET', `/api/v1/catalogs/${list.slug}`);

    await page.goto('/lists');
    await expect(page.getByRole('heading', { level: 1, name: 'Vinlistor' })).toBeVisible();
    await expect(page.getByText('Våra favoritviner ur Systembolagets fasta sortiment.')).toBeVisible();
    await page.getByRole('link', { name: list.name, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/list/${list.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
    await expect(page).toHaveTitle(`Vinkompassen - ${list.name}`);
    await expect(page.locator('[data-product]')).toHaveCount(detail.product_list.length);

    const first = detail.product_list[0]!;
    await page.getByRole('link', { name: fullName(first) }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${first.slug}\\?source_list=${list.slug}$`));
    await page.getByRole('link', { name: `Tillbaka till ${list.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
  });
}

test('top lists rank their wines and the home page leads everywhere', async ({ page }) => {
  await page.goto('/toplists');
  await expect(page.getByRole('heading', { level: 1, name: 'Topplistor' })).toBeVisible();
  await expect(page.getByLabel('Plats 1').first()).toBeVisible();

  await page.goto('/');
  const entries = page.getByRole('navigation', { name: 'Hitta rätt' });
  await expect(entries.getByRole('link')).toHaveCount(5);
  await page.getByRole('searchbox', { name: 'Sök vin' }).fill('barbera');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=barbera$/);
  await expect(page.getByRole('heading', { name: /för ”barbera”/ })).toBeVisible();
});
