import { expect, mobile, test } from '../support/fixtures';
import { api } from '../support/api';
import { fullName, type WineRef } from './discovery-support';

/** Dishes from the API (issue "Pairing you can buy"): search with typos, a dish page with its best wines and why. */

test.use({ quietOverlays: true });

interface DishRef {
  slug: string;
  name: string;
  description: string;
  broad: boolean;
}

interface DishAnswer {
  dish: DishRef & { taste: string };
  match_count: number;
  results: { product: WineRef; reason: string; reasons: string[]; confidence_label: 'hög' | 'medel' | 'låg' }[];
}

/** Wines a dish page shows before "Visa fler". */
const FIRST_WINES = 8;

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['375 px', mobile],
] as const) {
  test(`search a dish with a typo, open it: its ${FIRST_WINES} best wines with reasons and certainty (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The API finds the dish despite the typo (the page shows what the API answers).
    const found = await api.get<{ results: DishRef[] }>(`/api/v1/dishes/?q=${encodeURIComponent('lax i ugm')}`);
    const lax = found.results.find((d) => d.name === 'Lax i ugn');
    expect(lax, 'the API finds "Lax i ugn" for "lax i ugm"').toBeTruthy();
    const answer = await api.get<DishAnswer>(`/api/v1/dishes/${lax!.slug}/?limit=${FIRST_WINES}`);
    expect(answer.results).toHaveLength(FIRST_WINES);

    await page.goto('/dishes');
    await expect(page.getByRole('heading', { level: 1, name: 'Maträtter' })).toBeVisible();
    // Without a search: the dishes by group, the broad food symbols apart.
    await expect(page.getByRole('region', { name: 'Breda kategorier' }).getByRole('link', { name: 'Fisk', exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Sök maträtt' }).fill('lax i ugm');
    await expect(page).toHaveURL(/\/dishes\?q=lax\+i\+ugm$/);
    await expect(page.getByRole('heading', { level: 2, name: /maträtt(er)? för ”lax i ugm”$/ })).toBeVisible();
    await page.getByRole('link', { name: 'Lax i ugn', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/dishes/${lax!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Lax i ugn' })).toBeVisible();
    await expect(page).toHaveTitle('Vinkompassen - Lax i ugn');
    await expect(page.getByText(answer.dish.taste, { exact: true })).toBeVisible();

    const wines = page.getByRole('list', { name: 'Viner som passar' });
    await expect(wines.locator('[data-product]')).toHaveCount(FIRST_WINES);
    for (const ranked of answer.results) {
      const card = wines.locator(`[data-product="${ranked.product.slug}"]`);
      await expect(card.getByRole('link', { name: fullName(ranked.product) })).toBeVisible();
      await expect(card.locator('.disc-product-card__reason')).toHaveText(ranked.reason);
      await expect(card.getByText(`Träffsäkerhet: ${ranked.confidence_label}`)).toBeVisible();
    }
    // The full reasons of the first wine behind "Varför?".
    const first = wines.locator(`[data-product="${answer.results[0]!.product.slug}"]`);
    await first.getByText('Varför?').click();
    for (const reason of answer.results[0]!.reasons) {
      await expect(first.locator('.disc-why li', { hasText: reason }).first()).toBeVisible();
    }

    // A reload keeps the search.
    await page.goto('/dishes?q=lax%20i%20ugm');
    await expect(page.getByRole('searchbox', { name: 'Sök maträtt' })).toHaveValue('lax i ugm');
    await expect(page.getByRole('link', { name: 'Lax i ugn', exact: true })).toBeVisible();
  });
}

test('"Visa fler" shows the next wines of a dish with ?page=2 in the URL', async ({ page }) => {
  const lax = (await api.get<{ results: DishRef[] }>('/api/v1/dishes/?q=lax%20i%20ugn')).results.find((d) => d.name === 'Lax i ugn')!;
  const answer = await api.get<DishAnswer>(`/api/v1/dishes/${lax.slug}/?limit=${2 * FIRST_WINES}`);
  test.skip(answer.match_count <= FIRST_WINES, 'too few wines suit the dish for a second page');

  await page.goto(`/dishes/${lax.slug}`);
  const wines = page.getByRole('list', { name: 'Viner som passar' });
  await expect(wines.locator('[data-product]')).toHaveCount(FIRST_WINES);
  await page.getByRole('button', { name: 'Visa fler' }).click();
  await expect(wines.locator('[data-product]')).toHaveCount(answer.results.length);
  await expect(page).toHaveURL(new RegExp(`/dishes/${lax.slug}\\?page=2$`));
});

test('a search without a match says so and offers every dish', async ({ page }) => {
  expect((await api.get<{ results: DishRef[] }>('/api/v1/dishes/?q=qqxxzz')).results, 'nothing matches "qqxxzz"').toHaveLength(0);
  await page.goto('/dishes?q=qqxxzz');
  await expect(page.getByRole('heading', { name: 'Ingen maträtt hittades' })).toBeVisible();
  await page.getByRole('button', { name: 'Visa alla maträtter' }).click();
  await expect(page).toHaveURL(/\/dishes$/);
  await expect(page.getByRole('region', { name: 'Breda kategorier' })).toBeVisible();
});

test('an unknown dish shows the not-found page with a way back to Maträtter', async ({ page }) => {
  const missing = await api.send('GET', '/api/v1/dishes/finns-inte/');
  expect(missing.status).toBe(404);

  await page.goto('/dishes/finns-inte');
  await expect(page.getByRole('heading', { level: 1, name: 'Maträtten hittades inte' })).toBeVisible();
  await expect(page).toHaveTitle('Vinkompassen - Maträtten hittades inte');
  await page.getByRole('link', { name: 'Alla maträtter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maträtter' })).toBeVisible();
});
