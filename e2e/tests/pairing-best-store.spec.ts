import { expect, mobile, test } from '../support/fixtures';
import { api, type TestUser } from '../support/api';
import type { ListShape, Wine } from './social-support';

// "Bästa butiken för listan". The list's owner is the logged-in account of the worker
// (auth.setup.ts); the wines and the store come from the API.
test.use({ quietOverlays: true, loggedIn: true });

const HEADING = 'Bästa butiken för listan';
const STORES = 'Butiker med vinerna i lager';

interface StoreRef {
  site_id: string;
  name: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

interface BestStoresShape {
  asked: number;
  source: 'demo' | 'feed';
  results: { store: { site_id: string; name: string }; in_stock_count: number; distance_km: number | null; is_chosen: boolean }[];
}

/** Three wines of the fixed range (the demo stock covers those). */
async function threeWines(): Promise<Wine[]> {
  const page = await api.get<{ results: Wine[] }>('/api/v1/product/?assortment=FS&page_size=3');
  if (page.results.length < 3) throw new Error(`only ${page.results.length} wines in the fixed range`);
  return page.results;
}

/** A real store in Stockholm (not an agent) that has a position. */
async function stockholmStore(): Promise<StoreRef & { latitude: number; longitude: number }> {
  const stores = await api.get<{ results: StoreRef[] }>('/api/v1/store/?search=Stockholm&include_agents=false&page_size=10');
  const store = stores.results.find((s): s is StoreRef & { latitude: number; longitude: number } => s.latitude !== null && s.longitude !== null);
  if (!store) throw new Error('no store in Stockholm with a position');
  return store;
}

async function listWith(owner: TestUser, wines: Wine[]): Promise<ListShape> {
  return api.as(owner).post<ListShape>('/api/v1/user-lists/', { name: `Att handla ${Date.now()}`, products: wines.map((w) => w.id) });
}

test('with a chosen store, the list page shows the best stores for its wines and the stock on each card', async ({ page, account }) => {
  const wines = await threeWines();
  const store = await stockholmStore();
  const list = await listWith(account, wines);
  // "Min butik" as the shell keeps it (chosen on a wine page in real use).
  await page.addInitScript((chosen) => localStorage.setItem('store', JSON.stringify(chosen)), { siteId: store.site_id, name: store.name });
  await page.goto(`/user-list/${list.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible();

  const panel = page.getByRole('region', { name: HEADING });
  await expect(panel.getByRole('heading', { level: 2, name: HEADING })).toBeVisible();
  const stores = panel.getByRole('list', { name: STORES });
  await expect(stores.getByRole('listitem').first()).toBeVisible();

  // The stores, their order and their counts are the API's for the list's three wines and the chosen store.
  const ids = wines.map((w) => w.id).join(',');
  const best = await api.get<BestStoresShape>(`/api/v1/stock/best-stores/?product_ids=${ids}&site_id=${store.site_id}&limit=5`);
  expect(best.asked).toBe(3);
  expect(best.results.length).toBeGreaterThan(0);
  await expect(stores.getByRole('heading', { level: 3 })).toHaveText(best.results.map((r) => r.store.name));
  await expect(stores.getByText(/ av 3 viner i lager$/)).toHaveText(best.results.map((r) => `${r.in_stock_count} av 3 viner i lager`));
  if (best.source === 'demo') await expect(panel.getByText('Lagerstatus är demodata')).toBeVisible();

  // The chosen store is always among them, marked in words.
  const chosen = stores.getByRole('listitem').filter({ hasText: 'Din butik' });
  await expect(chosen).toHaveCount(1);
  await expect(chosen.getByRole('heading', { level: 3 })).toHaveText(store.name);
  await expect(panel.getByText(`Avstånden räknas från ${store.name}.`)).toBeVisible();

  // Each wine card says whether the wine is in the chosen store.
  const cards = page.getByRole('list', { name: 'Viner i listan' });
  await expect(cards.getByText(new RegExp(`^Finns (inte )?i ${escapeRegExp(store.name)}`))).toHaveCount(3);
  await expect(page.getByText(`Lagerstatus i ${store.name} är demodata, inte Systembolagets riktiga lager.`)).toBeVisible();
});

test('without a store, the shared position finds the best stores (375 px)', async ({ page, context, account }) => {
  await page.setViewportSize(mobile);
  const wines = await threeWines();
  const store = await stockholmStore();
  const list = await listWith(account, wines);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: store.latitude, longitude: store.longitude });
  await page.goto(`/user-list/${list.slug}`);

  const panel = page.getByRole('region', { name: HEADING });
  await expect(panel.getByText(/Välj din butik på valfri vinsida, eller använd din position/)).toBeVisible();
  await expect(panel.getByRole('list', { name: STORES })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Använd min position' }).click();

  await expect(panel.getByText('Avstånden räknas från din position.')).toBeVisible();
  const items = panel.getByRole('list', { name: STORES }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(items.first()).toContainText(/\d+ av 3 viner i lager/);
  // Distances with a Swedish decimal comma; no store is "mine".
  await expect(items.first()).toContainText(/\d+(,\d)? km/);
  await expect(panel.getByText('Din butik')).toHaveCount(0);
  // The page does not scroll sideways at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a chosen store the API does not know gets its message', async ({ page, account }) => {
  const [wine] = await threeWines();
  const list = await listWith(account, [wine!]);
  await page.addInitScript(() => localStorage.setItem('store', JSON.stringify({ siteId: '999999', name: 'Nedlagd butik' })));
  await page.goto(`/user-list/${list.slug}`);
  const panel = page.getByRole('region', { name: HEADING });
  await expect(panel.getByRole('alert')).toContainText('Butiken finns inte.');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
