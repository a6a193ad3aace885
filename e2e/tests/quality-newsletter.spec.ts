import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/api';
import { waitForMail } from './account-support';
import { signIn, testUser } from './social-support';

/** Spec sections 2, 4, 5: the newsletter modal and page, and the pages they link to. */

const DELAY_MS = 30_000;
const social = ['Instagram', 'Facebook', 'LinkedIn'];

/** A returning visitor (the shell triggers the newsletter on their first page) with the homescreen banner dismissed. */
async function returningVisitor(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('homescreen', '1');
    localStorage.setItem('pageVisited', '1');
  });
}

const subscribeCalls = (page: Page) => {
  const calls: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/subscribe') calls.push(r.postDataJSON());
  });
  return calls;
};

/** Fills and submits the form, first proving its validation and its pending state. */
async function proveForm(page: Page, form: ReturnType<Page['locator']>, email: string) {
  const calls = subscribeCalls(page);
  const address = form.getByLabel('Mejladress');
  await address.fill('inte-en-adress');
  await address.blur();
  await expect(form.getByText('Vänligen ange en giltig mejladress.')).toBeVisible();
  await address.fill(email);
  await form.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(form.getByText('Obligatoriskt')).toBeVisible();
  await expect(form.getByText('Vänligen ange en giltig mejladress.')).toBeHidden();
  expect(calls, 'an invalid form is not sent').toEqual([]);

  await expect(form.getByText('Jag godkänner')).toBeVisible();
  await expect(form.getByRole('link', { name: 'användarvillkoren' })).toHaveAttribute('href', '/terms');
  await form.getByRole('checkbox').check();
  await expect(form.getByText('Obligatoriskt')).toBeHidden();

  // Hold the request until the pending state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/subscribe', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(form.getByRole('button', { name: 'Skickar …' })).toBeDisabled();
  release();
  await expect(form.getByRole('heading', { name: 'Tack!' })).toBeVisible();
  for (const name of social) await expect(form.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
  const timestamp = expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(calls).toEqual([{ email, groups: [expect.any(String)], subscribed_at: timestamp, opted_in_at: timestamp }]);
}

test('the modal opens once, 30 s after the trigger, validates and thanks', async ({ page }) => {
  await returningVisitor(page);
  // Paused: page timers move only when told, so a slow page load can't eat into the 30 s.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Om Vinkompassen' })).toBeVisible();

  const modal = page.getByRole('dialog', { name: 'Håll dig uppdaterad' });
  await page.clock.fastForward(DELAY_MS - 1_000);
  await expect(modal).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('newsletter'))).toBeNull();
  await page.clock.fastForward(1_000);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('vintips');
  expect(await page.evaluate(() => localStorage.getItem('newsletter'))).toBe('1');

  // The dialog is named by its heading, which becomes 'Tack!'.
  await proveForm(page, page.getByRole('dialog'), uniqueEmail('nyhetsbrev-modal'));
  await expect(page.getByRole('dialog', { name: 'Tack!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Once: the flag keeps it away on the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Om Vinkompassen' })).toBeVisible();
  await page.clock.fastForward(DELAY_MS * 2);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a first visit: the 30 s count from the second page (not only home), once', async ({ page }) => {
  // No 'pageVisited': a first visit, landing on a remote's page rather than on /.
  await page.addInitScript(() => localStorage.setItem('homescreen', '1'));
  // A remote's page: the clock runs while it loads (paused, its loading could stall), so allow the load's seconds.
  await page.clock.install();
  await page.goto('/toplists');
  await expect(page.getByRole('heading', { level: 1, name: 'Topplistor' })).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Håll dig uppdaterad' });
  // One page only: no interruption, however long it is read.
  await page.clock.fastForward(DELAY_MS * 2);
  await expect(modal).toBeHidden();
  // The second page triggers it: 30 s from then.
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Om' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Om Vinkompassen' })).toBeVisible();
  await page.clock.fastForward(DELAY_MS - 15_000);
  await expect(modal).toBeHidden();
  await page.clock.fastForward(15_000);
  await expect(modal).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('newsletter'))).toBe('1');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Once: another page, another 30 s, nothing.
  await page.goto('/dishes');
  await page.clock.fastForward(DELAY_MS * 2);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the modal is not shown to a logged-in user', async ({ page }) => {
  await returningVisitor(page);
  await signIn(page, await testUser(0));
  await page.clock.install();
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Om' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profil' }).first()).toBeVisible();
  await page.clock.fastForward(DELAY_MS * 2);
  // Evidence that time did pass in the page: the footer (800 ms) is there.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('newsletter'))).toBeNull();
});

test('/newsletter works like the modal; /about and /terms have real content', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('homescreen', '1'));
  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Håll dig uppdaterad' })).toBeVisible();
  await proveForm(page, page.getByRole('main'), uniqueEmail('nyhetsbrev-sida'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tack!' })).toBeVisible();

  await page.goto('/newsletter');
  await page.getByRole('main').getByRole('link', { name: 'användarvillkoren' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();
  expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('main')).toContainText('25 år');

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Om Vinkompassen' })).toBeVisible();
  const text = (await page.getByRole('main').innerText()).trim();
  expect(text.length, 'the about page says something').toBeGreaterThan(300);
  await expect(page.getByRole('main')).toContainText('Systembolaget');
});

test('double opt-in: the thanks ask for the mailed link, and the link confirms once (375 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem('homescreen', '1'));
  const email = uniqueEmail('bekrafta');
  const since = new Date();
  await page.goto('/newsletter');
  const main = page.getByRole('main');
  await main.getByLabel('Mejladress').fill(email);
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(main.getByText('Klicka på länken i det för att bekräfta prenumerationen.')).toBeVisible();

  const mail = await waitForMail(email, since);
  expect(mail.subject).toBe('Bekräfta din prenumeration på Vinkompassens nyhetsbrev');
  const link = /http\S+\/newsletter\/confirm\/[0-9a-f]{64}/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Prenumerationen är bekräftad' })).toBeVisible();
  await page.screenshot({ path: '.run/shots/newsletter-confirmed-375.png' });

  // A made-up link says so and offers a new signup.
  await page.goto(`/newsletter/confirm/${'0'.repeat(64)}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Länken är ogiltig eller har gått ut. Anmäl dig till nyhetsbrevet igen.');
  await page.getByRole('main').getByRole('link', { name: 'Anmäl dig igen' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
});
