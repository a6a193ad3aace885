import { expect, mobile, test } from '../support/fixtures';
import { count, quietOverlays } from './discovery-support';

test.beforeEach(async ({ page }) => quietOverlays(page));

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['375 px', mobile],
] as const) {
  test(`filter narrows the results and the count matches the search (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const all = await count('');
    const red = await count('style=red');
    const redItaly = await count('style=red&country=italien');
    expect(red).toBeLessThan(all);
    expect(redItaly).toBeGreaterThan(0);
    expect(redItaly).toBeLessThan(red);

    await page.goto('/search');
    await page.getByRole('link', { name: 'Fler filter' }).click();
    await expect(page).toHaveURL(/\/filter$/);
    const show = page.getByRole('link', { name: /^Visa \d+ vin(er)?$/ });
    await expect(show).toHaveText(`Visa ${all} viner`);

    await page.getByText('Rött vin', { exact: true }).click();
    await expect(show).toHaveText(`Visa ${red} viner`);
    await page.getByRole('checkbox', { name: /^Italien/ }).check();
    await expect(show).toHaveText(`Visa ${redItaly} viner`);
    await expect(page).toHaveURL(/\/filter\?style=red&country=italien$/);

    await show.click();
    await expect(page).toHaveURL(/\/search\?style=red&country=italien$/);
    await expect(page.getByRole('heading', { name: `${redItaly} viner` })).toBeVisible();
    await expect(page.locator('[data-product]')).toHaveCount(Math.min(redItaly, 20)); // the first page of results
    await expect(page.getByRole('button', { name: 'Rött' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Ta bort filtret Italien' })).toBeVisible();

    // The filters survive a reload and can be removed from the search page.
    await page.reload();
    await expect(page.getByRole('heading', { name: `${redItaly} viner` })).toBeVisible();
    await page.getByRole('button', { name: 'Ta bort filtret Italien' }).click();
    await expect(page.getByRole('heading', { name: `${red} viner` })).toBeVisible();
  });
}

test('all results load as the list scrolls (infinite scroll)', async ({ page }) => {
  const all = await count('');
  test.skip(all <= 20, 'needs more than one page of wines');
  await page.goto('/search?sort=name');
  await expect(page.getByRole('heading', { name: `${all} viner` })).toBeVisible();
  await expect(page.locator('[data-product]')).toHaveCount(20);
  await page.locator('.disc-load-more').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-product]')).toHaveCount(Math.min(all, 40));
});
