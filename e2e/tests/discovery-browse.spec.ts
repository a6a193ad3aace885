import type { Locator } from '@playwright/test';
import { expect, mobile, test } from '../support/fixtures';
import { api } from '../support/api';
import { fullName, type WineRef } from './discovery-support';

test.use({ quietOverlays: true });

/** Wines per page of a list page. */
const PAGE_SIZE = 20;

interface CatalogSummary {
  slug: string;
  name: string;
  product_count: number;
}

test('a broad dish page shows the engine\'s best wines for the food symbol, each with its reason', async ({ page }) => {
  // The dish page shows the API's ranking for the dish (the same call the page makes).
  const picks = (await api.get<{ results: { reason: string; product: WineRef }[] }>('/api/v1/dishes/fisk/?limit=8')).results;
  expect(picks.length).toBeGreaterThan(0);

  await page.goto('/dishes');
  await expect(page.getByRole('heading', { level: 1, name: 'Maträtter' })).toBeVisible();
  const broad = page.getByRole('region', { name: 'Breda kategorier' });
  await broad.getByRole('link', { name: /^Fisk/ }).click();

  await expect(page).toHaveURL(/\/dishes\/fisk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fisk' })).toBeVisible();
  await expect(page).toHaveTitle('Vinkompassen - Fisk');
  await expect(page.locator('[data-product]')).toHaveCount(picks.length);
  for (const { product, reason } of picks) {
    const card = page.locator(`[data-product="${product.slug}"]`);
    await expect(card.getByRole('link', { name: fullName(product) })).toBeVisible();
    await expect(card.getByText(reason, { exact: true })).toBeVisible();
  }
});

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['375 px', mobile],
] as const) {
  test(`a list page from /lists shows the list's wines and leads back from a wine (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const lists = (await api.get<{ results: CatalogSummary[] }>('/api/v1/catalogs/?kind=list')).results;
    const list = lists.find((l) => l.product_count > 0)!;
    const detail = await api.get<{ product_list: WineRef[] }>(`/api/v1/catalogs/${list.slug}`);

    await page.goto('/lists');
    await expect(page.getByRole('heading', { level: 1, name: 'Vinlistor' })).toBeVisible();
    await expect(page.getByText('Våra favoritviner ur Systembolagets fasta sortiment.')).toBeVisible();
    await page.getByRole('link', { name: list.name, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/list/${list.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
    await expect(page).toHaveTitle(`Vinkompassen - ${list.name}`);
    // The first page of the list ("Visa fler" shows the rest).
    await expect(page.locator('[data-product]')).toHaveCount(Math.min(detail.product_list.length, PAGE_SIZE));

    const first = detail.product_list[0]!;
    await page.getByRole('link', { name: fullName(first) }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${first.slug}\\?source_list=${list.slug}$`));
    await page.getByRole('link', { name: `Tillbaka till ${list.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
  });
}

test('cards out of view, of a list and of the dish page, are rendered once they come near it, each already named for assistive technology (375 px)', async ({ page }) => {
  await page.setViewportSize(mobile);
  const lists = (await api.get<{ results: CatalogSummary[] }>('/api/v1/catalogs/?kind=list')).results;
  const list = lists.find((l) => l.product_count >= PAGE_SIZE)!;
  const last = (await api.get<{ product_list: WineRef[] }>(`/api/v1/catalogs/${list.slug}`)).product_list[PAGE_SIZE - 1]!;
  const rendered = (card: Locator) => () => card.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

  // Each page's last card, far below the fold: in the page and its accessibility tree, its rendering skipped.
  await page.goto(`/list/${list.slug}`);
  const wine = page.locator(`[data-product="${last.slug}"]`);
  await expect(wine.getByRole('link', { name: fullName(last) })).toHaveCount(1);
  expect(await rendered(wine)()).toBe(false);
  await wine.scrollIntoViewIfNeeded();
  await expect.poll(rendered(wine)).toBe(true);
  await expect(wine.getByRole('link', { name: fullName(last) })).toBeVisible();

  await page.goto('/dishes');
  const dish = page.locator('.disc-grid--dishes > li').last().getByRole('link');
  await expect(dish).toHaveCount(1);
  expect(await rendered(dish)()).toBe(false);
  await dish.scrollIntoViewIfNeeded();
  await expect.poll(rendered(dish)).toBe(true);
});

test('a list page asks for the stock of all the wines it shows in one request', async ({ page }) => {
  const lists = (await api.get<{ results: CatalogSummary[] }>('/api/v1/catalogs/?kind=list')).results;
  const list = lists.find((l) => l.product_count > 1)!;
  // The wines of the first page, as the page shows them.
  const wines = (await api.get<{ product_list: WineRef[] }>(`/api/v1/catalogs/${list.slug}`)).product_list.slice(0, PAGE_SIZE);
  // A store that has at least one of the list's wines (not every wine is on a shelf somewhere).
  let store: { id: number; site_id: string; name: string } | undefined;
  for (const wine of wines) {
    type Rows = { results: { store: { id: number; site_id: string; name: string } }[] };
    store = (await api.get<Rows>(`/api/v1/stock/?product_id=${wine.id}&page_size=1`)).results[0]?.store;
    if (store) break;
  }
  if (!store) throw new Error(`no wine of ${list.slug} is in stock anywhere`);
  const onShelf = (
    await api.get<{ results: { product_id: number }[] }>(`/api/v1/stock/?store_id=${store.id}&product_ids=${wines.map((w) => w.id).join(',')}`)
  ).results.map((r) => r.product_id);
  await page.addInitScript((chosen) => localStorage.setItem('store', JSON.stringify(chosen)), { siteId: store.site_id, name: store.name });
  const stockCalls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/stock/') stockCalls.push(url);
  });

  await page.goto(`/list/${list.slug}`);
  await expect(page.locator('[data-product]')).toHaveCount(wines.length);
  const inStock = `I lager i ${store.name}`;
  const outOfStock = `Slut i ${store.name}`;
  await expect(page.getByText(inStock, { exact: true })).toHaveCount(onShelf.length);
  await expect(page.getByText(outOfStock, { exact: true })).toHaveCount(wines.length - onShelf.length);
  for (const wine of wines) {
    const badge = page.locator(`[data-product="${wine.slug}"]`).locator('.disc-stock-badge');
    await expect(badge).toContainText(onShelf.includes(wine.id) ? inStock : outOfStock);
  }
  await expect(page.getByText(/är demodata/)).toHaveCount(1);
  expect(stockCalls.map((u) => u.searchParams.get('product_ids'))).toEqual([wines.map((w) => w.id).join(',')]);
});

test('top lists rank their wines and the home page leads everywhere', async ({ page }) => {
  await page.goto('/toplists');
  await expect(page.getByRole('heading', { level: 1, name: 'Topplistor' })).toBeVisible();
  await expect(page.getByLabel('Plats 1').first()).toBeVisible();

  await page.goto('/');
  const entries = page.getByRole('navigation', { name: 'Hitta rätt' });
  await expect(entries.getByRole('link')).toHaveCount(5);
  await page.getByRole('combobox', { name: 'Sök vin' }).fill('barbera');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=barbera$/);
  await expect(page.getByRole('heading', { name: /för ”barbera”/ })).toBeVisible();
});
