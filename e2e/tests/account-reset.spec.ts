import { expect, hydrated, keepOverlaysQuiet, mobile, test } from '../support/fixtures';
import { PASSWORD, uniqueEmail } from '../support/api';
import { loginStatus, registerByApi, waitForMail } from './account-support';

test('reset the password through the mailed link and log in with the new one (1280 px, then 375 px)', async ({ page, context }) => {
  const email = uniqueEmail('reset');
  await registerByApi(email, 'Rut Återställare');
  await keepOverlaysQuiet(page);
  let current = PASSWORD;

  for (const [round, viewport] of [{ width: 1280, height: 800 }, mobile].entries()) {
    await page.setViewportSize(viewport);
    const next = `nytt-losenord-${round}`;

    // The login form's reset link opens in a new tab.
    await page.goto('/login');
    const [resetTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Glömt lösenordet\? Återställ lösenord här\./ }).click(),
    ]);
    await resetTab.setViewportSize(viewport);
    await expect(resetTab).toHaveURL(/\/reset$/);
    await expect(resetTab.getByRole('heading', { level: 1, name: 'Återställ lösenord' })).toBeVisible();
    await hydrated(resetTab);
    await resetTab.getByLabel('Mejladress').fill('rut@');
    await resetTab.getByLabel('Mejladress').blur();
    await expect(resetTab.getByText('Value is not a valid email address')).toBeVisible();
    const requested = new Date(Date.now() - 1000);
    await resetTab.getByLabel('Mejladress').fill(email);
    await resetTab.getByRole('button', { name: 'Skicka länk' }).click();
    await expect(resetTab.getByRole('heading', { name: 'Kolla din mejl' })).toBeVisible();
    await resetTab.close();

    // The mail's link leads to the page that sets a new password.
    const mail = await waitForMail(email, requested);
    const link = /https?:\/\/\S+\/confirm-reset\/\d+\/[0-9a-f]+\//.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Välj nytt lösenord' })).toBeVisible();
    await page.getByLabel('Nytt lösenord').fill('kort');
    await page.getByLabel('Upprepa det nya lösenordet').fill('annat');
    await page.getByRole('button', { name: 'Spara lösenord' }).press('Enter');
    await expect(page.getByText('This field should be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('Lösenorden matchar inte.')).toBeVisible();
    await page.getByLabel('Nytt lösenord').fill(next);
    await page.getByLabel('Upprepa det nya lösenordet').fill(next);
    await page.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(page.getByRole('heading', { name: 'Lösenordet är ändrat' })).toBeVisible();
    // (Logins are rate limited per IP: the old password is tried once.)
    if (round === 0) expect(await loginStatus(email, current)).toBe(400);

    // Log in right there with the new password: on to the profile.
    await page.getByLabel('Mejladress').fill(email);
    await page.getByLabel('Lösenord').fill(next);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('[data-remote="account"]').getByText(email)).toBeVisible();

    // The link is single use.
    await page.goto(link!);
    await page.getByLabel('Nytt lösenord').fill('ett-till-losen');
    await page.getByLabel('Upprepa det nya lösenordet').fill('ett-till-losen');
    await page.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(page.getByRole('heading', { name: 'Länken fungerar inte' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Begär en ny länk' })).toHaveAttribute('href', '/reset');

    await page.evaluate(() => localStorage.removeItem('token'));
    current = next;
  }
});
