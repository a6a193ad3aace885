import type { Page, Response } from '@playwright/test';
import type { WinefinderChatResponse } from '../../shared-contracts/src/api/winefinder';
import { expect, test } from '../support/fixtures';

/** What a wine lover types reaches the results: grapes, appellations, budgets, impossible asks, and more wines. */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('homescreen', '1'));
});

const log = (page: Page) => page.getByRole('log', { name: 'Samtal med sommelieren' });
const cards = (page: Page) => page.getByRole('list', { name: 'Föreslagna viner' }).getByRole('article');
const isResults = (r: Response) => new URL(r.url()).pathname === '/api/v1/chat/' && r.request().method() === 'POST' && !!r.request().postDataJSON()?.include_results;

/** Types a request to the sommelier, checks what it says back, then asks for the wines; returns the results the page shows. */
async function ask(page: Page, text: string, ...said: string[]): Promise<WinefinderChatResponse> {
  await page.goto('/winefinder');
  const box = page.getByRole('textbox', { name: 'Skriv till sommelieren' });
  await box.fill(text);
  await box.press('Enter');
  await expect(log(page)).toContainText('Jag uppfattade:');
  for (const line of said) await expect(log(page)).toContainText(line);
  const results = page.waitForResponse(isResults);
  await page.getByRole('link', { name: 'Visa vinerna nu' }).click();
  const body = (await (await results).json()) as WinefinderChatResponse;
  await expect(cards(page).first()).toBeVisible();
  return body;
}

test('a grape and a budget: only Sauvignon Blanc, the budget used rather than undercut', async ({ page }) => {
  const answer = await ask(page, 'Sauvignon blanc under 120 kr', 'Jag uppfattade: Sauvignon Blanc, högst 120 kr.');
  await expect(page).toHaveURL(/grape=sauvignon-blanc&price=-120/);
  await expect(page.getByRole('list', { name: 'Dina svar' })).toContainText('Sauvignon Blanc');
  const wines = answer.results!;
  expect(wines).toHaveLength(10);
  for (const w of wines) {
    expect(w.product.grapes.map((g) => g.name.toLowerCase()), w.product.name).toContain('sauvignon blanc');
    expect(w.product.price).toBeLessThanOrEqual(120);
  }
  const prices = wines.map((w) => w.product.price).sort((a, b) => a - b);
  expect((prices[4]! + prices[5]!) / 2).toBeGreaterThanOrEqual(60);
  await expect(cards(page)).toHaveCount(10);
});

test('an appellation: "Jag vill ha en Barolo" brings Barolo, red', async ({ page }) => {
  const answer = await ask(page, 'Jag vill ha en Barolo', 'Jag uppfattade: från Barolo i Italien.');
  for (const w of answer.results!) {
    expect(w.product.style).toBe('red');
    expect(`${w.product.name} ${w.product.name_thin ?? ''}`).toMatch(/Barolo/);
  }
  await expect(cards(page).first().getByRole('heading')).toContainText('Barolo');
});

test('an impossible ask is answered honestly, with the nearest alternatives marked', async ({ page }) => {
  const answer = await ask(page, 'Barolo under 100 kr', 'Det finns inget vin i sortimentet som uppfyller allt du bad om');
  expect(answer.alternatives).toBe(true);
  expect(answer.results!.every((w) => !w.strict_match && w.confidence_label !== 'hög')).toBe(true);
  await expect(page.getByText('Inget vin i sortimentet uppfyller allt du bad om. Här är de närmaste alternativen – på varje vin står vad som skiljer.')).toBeVisible();
  await expect(cards(page).first()).toContainText(/Annat område i|kr över din gräns/);
  await expect(page.getByText('Träffsäkerhet: hög')).toHaveCount(0);
});

test('words the sommelier does not understand are said back, not dropped', async ({ page }) => {
  await page.goto('/winefinder');
  const box = page.getByRole('textbox', { name: 'Skriv till sommelieren' });
  await box.fill('ett chardonay till flurbiglask');
  await box.press('Enter');
  await expect(log(page)).toContainText('Jag uppfattade: Chardonnay.');
  await expect(log(page)).toContainText('Det här förstod jag inte: "flurbiglask".');
});

test('"Visa fler viner" adds ten more and keeps the first ten in place', async ({ page }) => {
  await page.goto('/winefinder/results?style=rott&food=lamm');
  await expect(cards(page)).toHaveCount(10);
  const first = await cards(page).getByRole('heading').allInnerTexts();
  await page.getByRole('button', { name: 'Visa fler viner' }).click();
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByRole('status').filter({ hasText: 'Visar 20 viner.' })).toBeAttached();
  expect((await cards(page).getByRole('heading').allInnerTexts()).slice(0, 10)).toEqual(first);
});
