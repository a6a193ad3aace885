import { expect, mobile, test } from '../support/fixtures';
import { axe } from '../support/axe';
import { PASSWORD, api, uniqueEmail } from '../support/api';
import { loginStatus, profileStatus, registerByApi, waitForMail } from './account-support';

/** The profile changes the own password (POST /auth/password/change/): this session stays, the others end. */

test.use({ quietOverlays: true });

test('change the password on the profile (375 px): a wrong current one is refused, then the new one works and other sessions end', async ({ page }) => {
  await page.setViewportSize(mobile);
  const email = uniqueEmail('losenord');
  await registerByApi(email, 'Lova Lösen');
  const { key: here } = await api.post<{ key: string }>('/login/', { email, password: PASSWORD });
  const { key: elsewhere } = await api.post<{ key: string }>('/login/', { email, password: PASSWORD });
  await page.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('authenticated', 'true');
  }, here);

  await page.goto('/profile');
  const account = page.locator('[data-remote="account"]');
  await account.getByRole('button', { name: 'Byt lösenord' }).click();
  const section = account.getByRole('region', { name: 'Byt lösenord' });
  await expect(section.getByRole('heading', { name: 'Byt lösenord' })).toBeFocused();
  const newPassword = 'ett-nytt-losen-2';
  await section.getByLabel('Nuvarande lösenord').fill('inte-mitt-losen');
  await section.getByLabel('Nytt lösenord').fill(newPassword);
  await section.getByLabel('Upprepa det nya lösenordet').fill(newPassword);
  await section.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(section.getByRole('alert')).toHaveText('Fel lösenord.');

  const { violations } = await axe(page, '[data-remote="account"]').analyze();
  expect(violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);

  await section.getByLabel('Nuvarande lösenord').fill(PASSWORD);
  await section.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(section.getByRole('status')).toHaveText('Ditt lösenord är ändrat. Andra enheter där du var inloggad har loggats ut.');
  await expect(section.getByRole('button', { name: 'Byt lösenord' })).toBeFocused();

  // Still logged in here; the other session is gone; only the new password logs in.
  await page.reload();
  await expect(account.getByText(email)).toBeVisible();
  expect(await profileStatus(here)).toBe(200);
  expect(await profileStatus(elsewhere)).toBe(401);
  expect(await loginStatus(email, PASSWORD)).toBe(400);
  expect(await loginStatus(email, newPassword)).toBe(200);
});

test('change the e-mail address on the profile: confirmed with the password, a taken one refused; the new one logs in once its link is followed', async ({ page }) => {
  const email = uniqueEmail('mejlbyte');
  const taken = uniqueEmail('upptagen');
  await registerByApi(email, 'Maja Mejl');
  await registerByApi(taken, 'Upptagen Adress');
  const { key } = await api.post<{ key: string }>('/login/', { email, password: PASSWORD });
  await page.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('authenticated', 'true');
  }, key);

  await page.goto('/profile');
  const account = page.locator('[data-remote="account"]');
  await account.getByRole('button', { name: 'Byt mejladress' }).click();
  const section = account.getByRole('region', { name: 'Byt mejladress' });
  await expect(account.getByText(email, { exact: true })).toBeVisible();
  await section.getByLabel('Ny mejladress').fill(taken);
  await section.getByLabel('Ditt lösenord').fill('fel-losenord');
  await section.getByRole('button', { name: 'Spara ny mejladress' }).click();
  await expect(section.getByRole('alert')).toHaveText('Fel lösenord.');
  await section.getByLabel('Ditt lösenord').fill(PASSWORD);
  await section.getByRole('button', { name: 'Spara ny mejladress' }).click();
  await expect(section.getByRole('alert')).toHaveText('Det finns redan ett konto med den mejladressen.');

  const fresh = uniqueEmail('ny-adress');
  const requested = new Date(Date.now() - 1000);
  await section.getByLabel('Ny mejladress').fill(fresh);
  await section.getByRole('button', { name: 'Spara ny mejladress' }).click();
  await expect(section.getByRole('status')).toHaveText('Vi har skickat en länk till den nya adressen. Adressen byts när du öppnar länken.');
  // Nothing changed until the new address's link is followed.
  expect(await loginStatus(email, PASSWORD)).toBe(200);
  const mail = await waitForMail(fresh, requested);
  const link = /\/email-change\/confirm\/[0-9a-f]{64}/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Bekräfta ny mejladress' }).click();
  await expect(page.getByRole('heading', { name: 'Mejladressen är bytt' })).toBeVisible();
  await page.screenshot({ path: '.run/shots/email-change-confirmed-1280.png' });
  await page.goto('/profile');
  await expect(account.getByText(fresh, { exact: true })).toBeVisible();
  expect(await loginStatus(email, PASSWORD)).toBe(400);
  expect(await loginStatus(fresh, PASSWORD)).toBe(200);
});
