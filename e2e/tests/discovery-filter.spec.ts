import { expect, mobile, test } from '../support/fixtures';
import { count } from './discovery-support';

test.use({ quietOverlays: true });

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
    // The first page of them (the rest load with "Visa fler").
    await expect(page.locator('[data-product]')).toHaveCount(Math.min(redItaly, 20));
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

const shown = (n: number) => (n === 0 ? 'Inga viner' : n === 1 ? 'Visa 1 vin' : `Visa ${n} viner`);

test('price fields keep what is typed: 100 then 150 gives 100–150, a reversed range is an error', async ({ page }) => {
  const range = await count('price_min=100&price_max=150');
  await page.goto('/filter');
  const min = page.getByRole('spinbutton', { name: 'Lägsta pris (kr)' });
  const max = page.getByRole('spinbutton', { name: 'Högsta pris (kr)' });
  await min.click();
  await min.pressSequentially('100', { delay: 150 }); // as a person types
  await max.click();
  await max.pressSequentially('150', { delay: 150 });
  await expect(min).toHaveValue('100');
  await expect(max).toHaveValue('150');
  await max.press('Enter');
  await expect(page).toHaveURL(/\/filter\?price_min=100&price_max=150$/);
  await expect(page.locator('.disc-filter-bar__show')).toHaveText(shown(range));
  await expect(min).toHaveValue('100');
  await expect(max).toHaveValue('150');

  // Highest below lowest: a message, and the range in force stays as it was.
  await max.fill('');
  await max.pressSequentially('50');
  await max.blur();
  await expect(page.getByRole('alert').filter({ hasText: 'Högsta pris måste vara minst lika högt som lägsta pris.' })).toBeVisible();
  await expect(max).toHaveValue('50');
  await expect(page).toHaveURL(/\/filter\?price_min=100&price_max=150$/);
});

test('option counts and the total follow each tap, and the filter survives a reload', async ({ page }) => {
  const [all, red, italy, redItaly, redOrganic] = await Promise.all([
    count(''),
    count('style=red'),
    count('country=italien'),
    count('style=red&country=italien'),
    count('style=red&organic=true'),
  ]);
  await page.goto('/filter');
  const show = page.locator('.disc-filter-bar__show');
  const italien = page.getByRole('checkbox', { name: /^Italien \(\d+\)$/ });
  await expect(show).toHaveText(shown(all));
  await expect(italien).toHaveAccessibleName(`Italien (${italy})`);
  await expect(page.getByRole('checkbox', { name: /^Ekologiskt/ })).toHaveAccessibleName(/^Ekologiskt \(\d+\)$/);

  await page.getByText('Rött vin', { exact: true }).click();
  await expect(show).toHaveText(shown(red));
  await expect(page.getByRole('status').filter({ hasText: /matchar/ })).toHaveText(red === 1 ? '1 vin matchar' : `${red} viner matchar`);
  // The other options count under the new filter.
  await expect(italien).toHaveAccessibleName(`Italien (${redItaly})`);
  await expect(page.getByRole('checkbox', { name: /^Ekologiskt/ })).toHaveAccessibleName(`Ekologiskt (${redOrganic})`);
  // The style facet keeps its own counts (choosing red does not zero white).
  const white = await count('style=white');
  await expect(page.getByRole('checkbox', { name: /^Vitt vin/ })).toHaveAccessibleName(`Vitt vin (${white})`);

  await italien.check();
  await expect(show).toHaveText(shown(redItaly));
  await expect(page).toHaveURL(/\/filter\?style=red&country=italien$/);

  await page.reload();
  await expect(show).toHaveText(shown(redItaly));
  await expect(page.getByRole('checkbox', { name: /^Rött vin/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Italien/ })).toBeChecked();
});

test('"Visa fler" puts the page in the URL, and a reload shows the same pages', async ({ page }) => {
  const red = await count('style=red');
  test.skip(red <= 40, 'needs more than two pages of red wines');
  // The button alone: with infinite scroll on, scrolling to the button loads page 2 and the click then page 3.
  await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
  await page.goto('/search?style=red&sort=price');
  await expect(page.locator('[data-product]')).toHaveCount(20);
  await page.getByRole('button', { name: 'Visa fler' }).click();
  await expect(page.locator('[data-product]')).toHaveCount(40);
  await expect(page).toHaveURL(/\/search\?style=red&sort=price&page=2$/);
  const second = await page.locator('[data-product]').nth(39).getAttribute('data-product');

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.reload();
  await expect(page.locator('[data-product]')).toHaveCount(40);
  await expect(page.locator('[data-product]').nth(39)).toHaveAttribute('data-product', second ?? '');
  await expect(page).toHaveURL(/page=2$/);

  // Another sort starts from the first page.
  await page.getByRole('combobox', { name: 'Sortera' }).selectOption({ label: 'Högsta pris' });
  await expect(page).toHaveURL(/\/search\?style=red&sort=-price$/);
  await expect(page.locator('[data-product]')).toHaveCount(20);
});
