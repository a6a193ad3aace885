import type { Page } from '@playwright/test';
import { expect, mobile, test } from '../support/fixtures';
import { axe } from '../support/axe';

// The homescreen banner would cover the chat's bottom bar on small screens.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('homescreen', '1'));
});

const log = (page: Page) => page.getByRole('log', { name: 'Samtal med sommelieren' });
const replies = (page: Page) => page.getByRole('group', { name: /^Svarsalternativ/ });
const chips = (page: Page) => page.getByRole('list', { name: 'Dina svar' }).getByRole('button');

/** Clicks a quick reply (by name, or the first one) and waits for the sommelier's next turn. */
async function answer(page: Page, name?: string | RegExp) {
  const before = await log(page).locator('.wf-line').count();
  const buttons = replies(page).getByRole('button');
  await (name === undefined ? buttons.first() : buttons.and(page.getByRole('button', { name }))).click();
  await expect(page.getByTestId('typing')).toHaveCount(0);
  await expect.poll(() => log(page).locator('.wf-line').count()).toBeGreaterThan(before + 1);
}

for (const viewport of [{ width: 1280, height: 800 }, mobile]) {
  test(`a chat in 3 answers ends in ranked wines (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/winefinder');
    await expect(log(page)).toContainText('Hej! Jag är din sommelier');
    await expect(replies(page)).toHaveAccessibleName('Svarsalternativ: Vad är tillfället?');

    await answer(page, 'Middag');
    await expect(log(page)).toContainText('Du: Middag');
    // Quick replies carry the number of wines each answer would leave.
    await answer(page, /^Nöt \(\d+ viner\)$/);
    await expect(page.getByTestId('match-count')).toHaveText(/^\d+ viner? passar dina svar$/);
    // The third question depends on the data: take its first option.
    await expect(replies(page)).toBeVisible();
    await answer(page);
    await expect(chips(page)).toHaveCount(3);

    await page.getByRole('link', { name: 'Visa vinerna nu' }).click();
    await expect(page).toHaveURL(/\/winefinder\/results\?occasion=middag&food=not&\w+=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Förslag utifrån dina svar' })).toBeFocused();
    const wines = page.getByRole('list', { name: 'Föreslagna viner' }).getByRole('article');
    await expect(wines.first()).toBeVisible();
    await expect(wines.first().getByText(/kr/).first()).toBeVisible();
    await expect(wines.first().getByText(/^Träffsäkerhet: (hög|medel|låg)$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dina svar' }).getByRole('listitem')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('"Visa vinerna nu" at once: results with no answers', async ({ page }) => {
  await page.goto('/winefinder');
  await expect(replies(page)).toBeVisible();
  await page.getByRole('link', { name: 'Visa vinerna nu' }).click();
  await expect(page).toHaveURL(/\/winefinder\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Förslag ur sortimentet' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Föreslagna viner' }).getByRole('article')).toHaveCount(10);
});

test('a reload continues the conversation; a chip changes an answer', async ({ page }) => {
  await page.goto('/winefinder');
  await answer(page, 'Vardag');
  await answer(page, /^Lamm/);
  const transcript = await log(page).innerText();
  const question = await replies(page).getAttribute('aria-label');

  const chatCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/v1/chat/') && chatCalls.push(r.postData() ?? ''));
  await page.reload();
  await expect(replies(page)).toHaveAttribute('aria-label', question!);
  expect(await log(page).innerText()).toBe(transcript);
  await expect(chips(page)).toHaveText(['Vardag', 'Lamm']);
  expect(chatCalls.map((b) => JSON.parse(b))).toEqual([{ answers: { occasion: 'vardag', food: ['lamm'] } }]);

  await chips(page).filter({ hasText: 'Lamm' }).click();
  await expect(log(page)).toContainText('Du: Jag vill ändra ”Lamm”.');
  await expect(chips(page)).toHaveText(['Vardag']);
  await expect(replies(page)).toHaveAccessibleName('Svarsalternativ: Vad ska du äta till vinet?');
});

test('the chat works with the keyboard alone', async ({ page }) => {
  await page.goto('/winefinder');
  await expect(replies(page)).toBeVisible();
  // Tab from the message box back to the last quick reply, answer with Enter: focus lands on the next options.
  await page.getByRole('textbox', { name: 'Skriv till sommelieren' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(replies(page).getByRole('button', { name: 'Spelar ingen roll' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(log(page)).toContainText('Du: Spelar ingen roll');
  await expect(replies(page)).toHaveAccessibleName('Svarsalternativ: Vad ska du äta till vinet?');
  // Focus is on the new question; its answers come next in the tab order.
  await expect(log(page).locator('.wf-line--sommelier .wf-bubble').last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(replies(page).getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(chips(page)).toHaveCount(2);
});

test('free text is understood and the answers show as chips', async ({ page }) => {
  await page.goto('/winefinder');
  await expect(replies(page)).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Skriv till sommelieren' });
  await box.fill('fylligt rött från Italien');
  await box.press('Enter');
  await expect(log(page)).toContainText('Jag uppfattade: rött, fylligt, från Italien.');
  await expect(chips(page)).toHaveText(['Rött', 'Fylligt', 'Italien']);
  // Sent: the box is emptied and focus moves to the sommelier's new question (on a phone the keyboard closes).
  await expect(box).toHaveValue('');
  await expect(log(page).locator('.wf-line--sommelier .wf-bubble').last()).toBeFocused();
});

test('the chat and the results pass axe', async ({ page }) => {
  const winefinderAxe = () => axe(page, '[data-remote="winefinder"]').analyze();
  await page.goto('/winefinder');
  await answer(page, 'Middag');
  expect((await winefinderAxe()).violations).toEqual([]);
  await page.getByRole('link', { name: 'Visa vinerna nu' }).click();
  await expect(page.getByRole('list', { name: 'Föreslagna viner' })).toBeVisible();
  expect((await winefinderAxe()).violations).toEqual([]);
});

for (const viewport of [mobile, { width: 1280, height: 800 }]) {
  test(`after an answer the new question is focused and it and its first answer sit above the sticky bar (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/winefinder');
    await expect(replies(page)).toHaveAccessibleName('Svarsalternativ: Vad är tillfället?');
    for (const [step, name] of (['Middag', /^Nöt \(\d+ viner\)$/] as const).entries()) {
      await answer(page, name);
      const question = log(page).locator('.wf-line--sommelier .wf-bubble').last();
      await expect(question).toBeFocused();
      const first = replies(page).getByRole('button').first();
      await expect(first).toBeVisible();
      // Measured once the scroll has settled: both boxes wholly on screen, above the bar's top.
      await expect
        .poll(async () => {
          const [q, b, bar] = await Promise.all([question.boundingBox(), first.boundingBox(), page.locator('.wf-bar').boundingBox()]);
          const barTop = bar?.y ?? viewport.height;
          return q !== null && b !== null && q.y >= 0 && b.y >= 0 && q.y + q.height <= barTop && b.y + b.height <= barTop;
        })
        .toBe(true);
      if (viewport === mobile && step === 1) await page.screenshot({ path: '.run/shots/winefinder-after-answer-375.png' });
    }
  });
}
