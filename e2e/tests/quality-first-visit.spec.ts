import { expect, mobile, test } from '../support/fixtures';

/**
 * A first visit meets one interruption at a time (375 px): past the age gate, the consent question alone; the
 * homescreen tip waits for the choice and a second page; the newsletter's 30 s count from then
 * (quality-newsletter.spec.ts).
 */

// No consent choice preset, no 'pageVisited': a first visit past the age gate.
test.use({ consent: null, viewport: mobile });

test('the consent question first, alone and small; the homescreen tip after the choice and a second page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('newsletter', '1'));
  await page.goto('/toplists');
  const consent = page.getByRole('region', { name: 'Cookies och statistik' });
  const tip = page.getByRole('complementary', { name: 'Tips' });
  await expect(consent).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Topplistor' })).toBeVisible();
  await page.screenshot({ path: '.run/shots/first-visit-consent-375.png' });
  const box = (await consent.boundingBox())!;
  expect(box.height, 'the banner covers at most 30 % of the screen').toBeLessThanOrEqual(mobile.height * 0.3);
  await expect(tip).toHaveCount(0);

  await consent.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(consent).toHaveCount(0);
  // The choice alone does not bring the next interruption: the first page stays in peace.
  await page.waitForTimeout(500);
  await expect(tip).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Snabbmeny' }).getByRole('link', { name: 'Hem' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(tip).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pageVisited'))).toBe('1');
});
