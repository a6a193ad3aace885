import { test as base, expect } from '@playwright/test';

// No age_confirmed fixture here: these tests start as a first-time visitor.
base.describe('age gate', () => {
  base('confirming 25+ stores age_confirmed and opens the site', async ({ page }) => {
    await page.goto('/');
    const gate = page.getByRole('alertdialog');
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('button', { name: /stäng/i })).toHaveCount(0);
    await gate.getByRole('button', { name: 'Jag är 25 år eller äldre' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // A click before hydration posts the form: the server sets the cookie and the hydrated page copies it to storage.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('age_confirmed'))).toBe('true');
    await page.reload();
    await expect(page.locator('[data-remote="discovery"]')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  base('under 25 gets the blocking message and no way past it', async ({ page }) => {
    await page.goto('/toplists');
    await page.getByRole('button', { name: 'Jag är under 25 år' }).click();
    await expect(page.getByRole('heading', { name: 'Välkommen tillbaka senare' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jag är 25 år eller äldre' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Välkommen tillbaka senare' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('age_confirmed'))).not.toBe('true');
  });
});
