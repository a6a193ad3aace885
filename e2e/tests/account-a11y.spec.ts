import { expect, keepOverlaysQuiet, mobile, test } from '../support/fixtures';
import { axe } from '../support/axe';

const pages = [
  ['/login', 'Logga in'],
  ['/register', 'Skapa konto'],
  ['/reset', 'Återställ lösenord'],
  ['/confirm-reset/1/0123456789abcdef/', 'Välj nytt lösenord'],
] as const;

const accountAxe = (page: import('@playwright/test').Page) => axe(page, '[data-remote="account"]').analyze();

for (const viewport of [{ width: 1280, height: 800 }, mobile]) {
  test(`account pages and modals pass axe, with their messages showing (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await keepOverlaysQuiet(page);
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Submit empty so the validation messages are part of what is checked.
      await page.locator('[data-remote="account"] button[type="submit"]').press('Enter');
      expect((await accountAxe(page)).violations, path).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    for (const mode of ['login', 'register'] as const) {
      await page.goto('/about');
      // The shell subscribes to the bus once it has rendered: wait for that before publishing.
      await expect(page.getByRole('heading', { level: 1, name: 'Om Vinkompassen' })).toBeVisible();
      await page.evaluate((m) => {
        const bus = (globalThis as unknown as Record<symbol, { publish: (type: string, payload: object) => void }>)[
          Symbol.for('vinkompassen.bus.v1')
        ]!;
        bus.publish('auth/login-requested', { mode: m });
      }, mode);
      const dialog = page.getByRole('dialog', { name: mode === 'login' ? 'Logga in' : 'Skapa konto' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Mejladress')).toBeVisible();
      expect((await accountAxe(page)).violations, mode).toEqual([]);
    }
    // The register modal's "log in instead" swaps to the login modal.
    await page.getByRole('button', { name: 'Har du redan ett konto? Logga in' }).click();
    await expect(page.getByRole('dialog', { name: 'Logga in' })).toBeVisible();
  });
}
