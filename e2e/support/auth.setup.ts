import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as setup, expect } from '@playwright/test';
import { PASSWORD, api, env, uniqueEmail, type TestUser } from './api';
import { authFile, presetConsent } from './fixtures';

// One account per parallel worker, registered through the UI as a person would, its login (the shell
// keeps the token in localStorage) saved as storage state for the specs that only need to be logged in.
// One per worker so that tests running at the same time never share a user's lists and follows.
setup('register and log in one account per worker', async ({ browser }, testInfo) => {
  for (let index = 0; index < testInfo.config.workers; index++) {
    const context = await browser.newContext({ baseURL: env('E2E_SHELL_URL'), locale: 'sv-SE' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('age_confirmed', 'true');
      localStorage.setItem('homescreen', '1');
      localStorage.setItem('newsletter', '1');
    });
    await presetConsent(page);
    const name = `Inloggad Testare ${index}`;
    await page.goto('/register');
    await page.getByLabel('Namn').fill(name);
    await page.getByLabel('Mejladress').fill(uniqueEmail(`setup-${index}`));
    await page.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Upprepa lösenordet').fill(PASSWORD);
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const profile = await api.as(token!).get<{ id: number; slug: string }>('/auth/profile/');
    const account: TestUser = { token: token!, id: profile.id, slug: profile.slug, name };

    // Only the session: the age gate and the overlays stay each spec's own choice.
    const state = await context.storageState();
    const session = new Set(['token', 'authenticated']);
    const saved = { cookies: state.cookies, origins: state.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter((e) => session.has(e.name)) })) };
    mkdirSync(path.dirname(authFile(index, 'state')), { recursive: true });
    writeFileSync(authFile(index, 'state'), JSON.stringify(saved, null, 2));
    writeFileSync(authFile(index, 'account'), JSON.stringify(account, null, 2));
    await context.close();
  }
});
