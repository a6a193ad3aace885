import type { Page } from '@playwright/test';
import { expect, keepOverlaysQuiet, mobile, test } from '../support/fixtures';
import { axe } from '../support/axe';
import { wineInStock } from './discovery-support';

// The discovery area only: the shell and the embedded notes panel have their own checks.
const discoveryAxe = (page: Page) => axe(page, '[data-remote="discovery"]').exclude('[data-remote="social"]').analyze();

for (const viewport of [{ width: 1280, height: 800 }, mobile]) {
  test(`discovery pages pass axe and fit the screen (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await keepOverlaysQuiet(page);
    const { wine, store } = await wineInStock();
    await page.addInitScript((s) => localStorage.setItem('store', s), JSON.stringify({ siteId: store.site_id, name: store.name }));

    const pages: [string, string][] = [
      ['/', 'Hitta ditt nästa vin'],
      ['/toplists', 'Topplistor'],
      ['/lists', 'Vinlistor'],
      ['/list/redaktionens-val', 'Redaktionens val'],
      ['/dishes', 'Maträtter'],
      ['/dishes/not', 'Nöt'],
      ['/search?q=crimes', 'Sök viner & användare'],
      ['/search/search-users', 'Sök viner & användare'],
      ['/filter?style=red&country=italien', 'Filtrera'],
      [`/product/${wine.slug}`, wine.name],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      // Let data-driven parts (stock, lists, counts) settle before checking.
      await page.waitForLoadState('networkidle');
      expect((await discoveryAxe(page)).violations, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} is wider than the screen`).toBeLessThanOrEqual(
        viewport.width,
      );
    }
  });
}
