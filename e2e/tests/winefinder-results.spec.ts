import { expect, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('homescreen', '1'));
});

const wineNames = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Föreslagna viner' }).getByRole('heading', { level: 2 }).allInnerTexts();

test('a shared results URL reproduces the list for someone else', async ({ page, browser }) => {
  await page.goto('/winefinder');
  await page.getByRole('textbox', { name: 'Skriv till sommelieren' }).fill('något till fisk under 200 kr');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log')).toContainText('Jag uppfattade:');
  await page.getByRole('link', { name: 'Visa vinerna nu' }).click();
  await expect(page).toHaveURL(/\/winefinder\/results\?food=fisk&price=-200$/);
  await expect(page.getByRole('list', { name: 'Föreslagna viner' }).getByRole('article').first()).toBeVisible();
  const mine = await wineNames(page);
  expect(mine.length).toBeGreaterThan(0);

  // Another visitor (no saved conversation) opens the link.
  const other = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'sv-SE' });
  await other.addInitScript(() => localStorage.setItem('age_confirmed', 'true'));
  const theirs = await other.newPage();
  await theirs.goto(page.url());
  await expect(theirs.getByRole('list', { name: 'Föreslagna viner' }).getByRole('article').first()).toBeVisible();
  expect(await wineNames(theirs)).toEqual(mine);

  // Refining takes the linked answers into their chat.
  await theirs.getByRole('link', { name: 'Ändra svaren' }).click();
  await expect(theirs).toHaveURL(/\/winefinder$/);
  await expect(theirs.getByRole('log')).toContainText('Jag har tagit med dina svar: Fisk, Högst 200 kr.');
  await expect(theirs.getByRole('list', { name: 'Dina svar' }).getByRole('button')).toHaveText(['Fisk', 'Högst 200 kr']);
  await other.close();
});

test('a link with unknown answers explains itself', async ({ page }) => {
  await page.goto('/winefinder/results?style=blatt');
  await expect(page.getByText(/Länken innehåller svar som vi inte känner igen/)).toBeVisible();
  await page.getByRole('link', { name: 'Starta Vinväljaren' }).click();
  await expect(page.getByRole('log', { name: 'Samtal med sommelieren' })).toBeVisible();
});

test('the stock of all suggested wines at the chosen store comes from one request', async ({ page }) => {
  const stockCalls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/stock/') stockCalls.push(url);
  });
  await page.addInitScript(() => localStorage.setItem('store', JSON.stringify({ siteId: '0102', name: 'Testbutiken' })));
  await page.goto('/winefinder/results?style=rott');
  const cards = page.getByRole('list', { name: 'Föreslagna viner' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  await expect(page.getByText(/^Finns (inte )?i Testbutiken/)).toHaveCount(count);
  expect(stockCalls).toHaveLength(1);
  expect(stockCalls[0]!.searchParams.get('site_id')).toBe('0102');
  expect(stockCalls[0]!.searchParams.get('product_ids')!.split(',')).toHaveLength(count);
});

test('saving a wine asks an anonymous visitor to log in', async ({ page }) => {
  await page.goto('/winefinder/results?style=rott');
  const first = page.getByRole('list', { name: 'Föreslagna viner' }).getByRole('article').first();
  await first.getByRole('button', { name: /^Spara / }).click();
  await expect(page.getByRole('dialog', { name: 'Logga in' })).toBeVisible();
});

test('Våra tips: an invitation first, tips from the answers after a chat', async ({ page }) => {
  await page.goto('/recommended');
  await expect(page.getByRole('heading', { level: 2, name: 'Inga tips ännu' })).toBeVisible();
  await page.getByRole('link', { name: 'Starta Vinväljaren' }).click();
  await page.getByRole('group', { name: /^Svarsalternativ/ }).getByRole('button', { name: 'Middag' }).click();
  await expect(page.getByRole('list', { name: 'Dina svar' })).toContainText('Middag');
  await page.goto('/recommended');
  await expect(page.getByRole('region', { name: 'Därför de här vinerna' })).toContainText('Utifrån dina svar');
  await expect(page.getByRole('list', { name: 'Våra tips till dig' }).getByRole('article').first()).toBeVisible();
});
