import { expect, keepOverlaysQuiet, mobile, test } from '../support/fixtures';
import { axe } from '../support/axe';
import { PASSWORD, savedWineIds, uniqueEmail } from '../support/api';
import { firstWine, pngFile, profileStatus } from './account-support';

const viewports = [
  ['1280 px', { width: 1280, height: 800 }],
  ['375 px', mobile],
] as const;

for (const [label, viewport] of viewports) {
  test(`register, log out, log in by the modal from a like: the wine is saved; edit the profile, delete the account (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await keepOverlaysQuiet(page);
    const wine = await firstWine();
    const email = uniqueEmail(String(viewport.width));

    // Register on /register: the new user is logged in and lands on the profile.
    await page.goto('/register');
    await page.getByLabel('Namn').fill('Karin Testare');
    await page.getByLabel('Mejladress').fill(email);
    await page.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Upprepa lösenordet').fill(PASSWORD);
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const account = page.locator('[data-remote="account"]');
    await expect(account.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
    await expect(account.getByText(email)).toBeVisible();
    await expect(account.getByText('Du har inte sparat några viner än.', { exact: false })).toBeVisible();

    // Log out: /profile needs a login, so the shell goes home.
    await account.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Like a wine while logged out: the login modal opens.
    await page.goto(`/product/${wine.slug}`);
    const like = page.getByRole('button', { name: 'Spara vinet' });
    await like.click();
    const dialog = page.getByRole('dialog', { name: 'Logga in' });
    await expect(dialog).toBeVisible();

    // It closes on Escape and on an overlay click (the pending wine is dropped then).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await like.click();
    await expect(dialog).toBeVisible();
    await page.getByTestId('dialog-overlay').click({ position: { x: 4, y: 4 } });
    await expect(dialog).toBeHidden();
    await like.click();

    // Validation, then the API's message for a wrong password, then the right one.
    await expect(dialog.getByRole('link', { name: /Inget konto\? Skapa ett här\./ })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: /Glömt lösenordet\? Återställ lösenord här\./ })).toHaveAttribute('target', '_blank');
    await dialog.getByLabel('Mejladress').fill('karin@');
    await dialog.getByLabel('Lösenord').focus();
    await expect(dialog.getByText('Mejladressen är inte giltig.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Logga in' })).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByLabel('Mejladress').fill(email);
    await expect(dialog.getByText('Mejladressen är inte giltig.')).toBeHidden();
    await dialog.getByLabel('Lösenord').fill('fel-losenord');
    await dialog.getByRole('button', { name: 'Logga in' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Det går inte att logga in med de angivna uppgifterna.');
    await dialog.getByLabel('Lösenord').fill(PASSWORD);
    await dialog.getByLabel('Lösenord').press('Enter');

    // The modal closes, the user stays on the wine, and the wine is saved.
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/product/${wine.slug}$`));
    await expect(page.getByRole('button', { name: 'Sparat' })).toHaveAttribute('aria-pressed', 'true');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).not.toBeNull();
    expect(await savedWineIds(token!)).toEqual([wine.id]);

    // The profile lists it; every tab and the edit form pass axe and fit the screen.
    await page.goto('/profile');
    await expect(account.locator(`a[href="/product/${wine.slug}"]`)).toBeVisible();
    const check = async (what: string) => {
      const { violations } = await axe(page, '[data-remote="account"]').analyze();
      expect(violations, what).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(viewport.width);
    };
    await check('saved wines');
    await account.getByRole('link', { name: 'Listor', exact: true }).click();
    await expect(account.getByText('Du har inga egna listor än.', { exact: false })).toBeVisible();
    await check('lists');
    await account.getByRole('link', { name: 'Följer', exact: true }).click();
    await expect(account.getByText('Du följer inga användare än.')).toBeVisible();
    await check('following');

    // Edit the profile: a new name and an uploaded image replacing the silhouette.
    await expect(account.getByRole('img', { name: 'Din profilbild' })).toHaveJSProperty('tagName', 'svg');
    await account.getByRole('button', { name: 'Redigera profil' }).click();
    await check('edit form');
    await account.getByLabel('Namn').fill('Karin Bildsson');
    await account.getByLabel('Välj bild').setInputFiles(pngFile());
    await account.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect(account.getByText('Profilen är sparad.')).toBeVisible();
    await expect(account.getByText('Karin Bildsson')).toBeVisible();
    const avatar = account.locator('img.vk-avatar');
    await expect(avatar).toHaveAttribute('src', /\/media\/avatars\//);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);

    // Delete the account, behind a confirmation.
    await account.getByRole('button', { name: 'Radera mitt konto' }).click();
    await expect(account.getByRole('heading', { name: 'Vill du verkligen radera ditt konto?' })).toBeFocused();
    await account.getByRole('button', { name: 'Ja, radera kontot' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await profileStatus(token!)).toBe(401);
  });
}
