import type { Locator } from '@playwright/test';
import { expect, mobile, test } from '../support/fixtures';

/** The homescreen banner never covers a page's primary action or the end of a page (375 px). */

/** Whether two elements' boxes intersect; an element that is not there overlaps nothing. */
const overlap = async (a: Locator, b: Locator) => {
  if ((await a.count()) === 0 || (await b.count()) === 0) return false;
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
  if (!ra || !rb) return false;
  return ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height;
};

test.use({ viewport: mobile });

test('the "N viner passar dina svar" bar on /winefinder is never covered by the banner', async ({ page }) => {
  // A returning visitor ('pageVisited'): the tip may come on the first page (a first visit waits a page or two).
  await page.addInitScript(() => {
    localStorage.setItem('newsletter', '1');
    localStorage.setItem('pageVisited', '1');
  });
  // The banner is up on the page before: it is not dismissed by going to Vinväljaren.
  await page.goto('/toplists');
  const banner = page.getByRole('complementary', { name: 'Tips' });
  await expect(banner).toBeVisible();

  await page.getByRole('navigation', { name: 'Snabbmeny' }).getByRole('link', { name: 'Vinväljaren' }).click();
  const count = page.getByTestId('match-count');
  await expect(count).toBeVisible();
  const bar = page.locator('.wf-bar');
  const show = bar.getByRole('link', { name: 'Visa vinerna nu' });
  await expect(show).toBeVisible();
  expect(await overlap(bar, banner), 'banner over the bar').toBe(false);
  await page.screenshot({ path: '.run/shots/winefinder-bar-375.png' });
  // The same page loaded directly.
  await page.reload();
  await expect(count).toBeVisible();
  expect(await overlap(bar, banner), 'banner over the bar after reload').toBe(false);
  await show.click();
  await expect(page).toHaveURL(/\/winefinder\/results/);

  // On a page with the bottom nav the banner stays, and the page reserves its height: the footer's end is not covered.
  await page.goto('/toplists');
  await expect(banner).toBeVisible();
  const footerEnd = page.getByRole('contentinfo').locator('a, p').last();
  await expect(footerEnd).toBeAttached();
  // The page grows while the lists load: scroll to the very end each time before measuring.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return overlap(footerEnd, banner);
      },
      { message: 'banner over the end of the page' },
    )
    .toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--vk-homescreen-space'))).toMatch(/^\d+px$/);
  await page.screenshot({ path: '.run/shots/toplists-end-375.png' });
});
