import { expect, mobile, test } from '../support/fixtures';
import { axe } from '../support/axe';
import { api } from '../support/api';
import { fullName } from './discovery-support';

interface Suggestions {
  wines: { slug: string; name: string; name_thin: string | null }[];
  grapes: { slug: string; name: string }[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.use({ quietOverlays: true });

for (const viewport of [{ width: 1280, height: 800 }, mobile]) {
  test(`suggestions as you type on /search: choose a wine with the keyboard (${viewport.width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const expected = await api.get<Suggestions>('/api/v1/search/suggest/?q=chardo');
    const wine = expected.wines[0];
    expect(wine, 'the catalog suggests a wine for "chardo"').toBeDefined();

    await page.goto('/search');
    const box = page.getByRole('combobox', { name: 'Sök vin' });
    await box.pressSequentially('chardo');
    const list = page.getByRole('listbox', { name: 'Förslag' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('group', { name: 'Viner' }).getByRole('option', { name: new RegExp(escape(fullName(wine!))) })).toBeVisible();
    await expect(list.getByRole('group', { name: 'Druvor' }).getByRole('option', { name: /^Chardonnay/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ förslag$/ })).toBeVisible();

    // The open list fits the screen, has finger-sized options and passes axe.
    const frame = await list.boundingBox();
    expect(frame!.x).toBeGreaterThanOrEqual(0);
    expect(frame!.x + frame!.width).toBeLessThanOrEqual(viewport.width);
    expect(frame!.y + frame!.height).toBeLessThanOrEqual(viewport.height);
    // Every suggestion shows at once, none scrolled out of sight.
    for (const option of await list.getByRole('option').all()) {
      const box = (await option.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height).toBeLessThanOrEqual(frame!.y + frame!.height);
    }
    const { violations } = await axe(page, '[data-remote="discovery"]').analyze();
    expect(violations).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`suggest-${viewport.width}.png`) });

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await page.screenshot({ path: testInfo.outputPath(`suggest-active-${viewport.width}.png`) });
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${escape(wine!.slug)}$`));
    await expect(page.getByRole('heading', { level: 1, name: fullName(wine!) })).toBeVisible();
  });
}

test('Enter without choosing a suggestion runs the full search (375 px)', async ({ page }) => {
  await page.setViewportSize(mobile);
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Sök vin' });
  await box.pressSequentially('rioj');
  await expect(page.getByRole('listbox', { name: 'Förslag' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rioj$/);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: /\d+ viner för ”rioj”/ })).toBeVisible();
});

test('the home search suggests too: a grape opens the search filtered by it, Escape closes then clears', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Sök vin' });
  await box.pressSequentially('chardo');
  await expect(page.getByRole('listbox', { name: 'Förslag' })).toBeVisible();
  await box.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Förslag' })).toBeHidden();
  await expect(box).toHaveValue('chardo');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  await box.pressSequentially('chardo');
  await page.getByRole('group', { name: 'Druvor' }).getByRole('option', { name: /^Chardonnay/ }).click();
  await expect(page).toHaveURL(/\/search\?grape=chardonnay$/);
  await expect(page.getByRole('button', { name: /Ta bort filtret chardonnay/i })).toBeVisible();
});
