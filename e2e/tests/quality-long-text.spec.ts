import type { Page } from '@playwright/test';
import { LIST_NAME_MAX_LENGTH } from '../../shared-contracts/src/api/social';
import { userListPath } from '../../shared-contracts/src/routes/routes';
import { api } from '../support/api';
import { expect, mobile, test } from '../support/fixtures';
import { testUser, wines, type ListShape } from './social-support';

/** Long text wraps at 375 px: what a visitor types or names never makes the page wider than the screen. */

test.use({ quietOverlays: true, viewport: mobile });

/** The document's width, and the widest elements past the screen's edge when it is too wide (to say which). */
async function widthOf(page: Page) {
  return page.evaluate((viewport) => {
    const width = document.documentElement.scrollWidth;
    const culprits =
      width <= viewport
        ? []
        : [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > viewport + 1)
            .slice(-5)
            .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { width, culprits };
  }, mobile.width);
}

test('a 300-character search keeps the search page within 375 px', async ({ page }) => {
  const query = 'Bourgognepinotnoirfrånsluttningarna'.repeat(9).slice(0, 300);
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The field keeps its own maximum; the page shows what was searched for.
  await expect(page.getByRole('combobox', { name: 'Sök vin' })).toHaveValue(/^Bourgognepinotnoir/);
  await expect.poll(() => widthOf(page)).toEqual({ width: mobile.width, culprits: [] });
  await page.screenshot({ path: '.run/shots/search-long-query-375.png' });
});

test('a list with a long one-word name keeps its page within 375 px', async ({ page }) => {
  const owner = await testUser(0);
  const [wine] = await wines(1);
  const name = `Vinlista${'ö'.repeat(LIST_NAME_MAX_LENGTH)}`.slice(0, LIST_NAME_MAX_LENGTH);
  const list = await api.as(owner).post<ListShape>('/api/v1/user-lists/', { name, products: [wine!.id], is_public: true });
  await page.goto(userListPath(list.slug));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vinlista');
  await expect.poll(() => widthOf(page)).toEqual({ width: mobile.width, culprits: [] });
});
