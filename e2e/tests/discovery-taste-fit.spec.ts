import type { Page, Request } from '@playwright/test';
import { api, registerUser, uniqueEmail } from '../support/api';
import { expect, mobile, test } from '../support/fixtures';
import { otherBrowserPage, signIn, wines } from './social-support';

test.use({ quietOverlays: true });

const desktop = { width: 1280, height: 900 } as const;
const FIT = /^Passar din smak: \d{1,3}\s%$/;

/** The "Passar din smak" requests the page sends from now on. */
function tasteMatchRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/taste-match/') sent.push(request);
  });
  return sent;
}

async function shoot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test(`"Passar din smak" on every card of a wine list's grid for a member with five saved wines, from one request; nothing for an anonymous visitor`, async ({
  page,
  browser,
}) => {
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  const member = await registerUser(`Saga Smak ${worker}`, uniqueEmail('taste-fit'));
  const catalogue = await wines(20);
  for (const wine of catalogue.slice(15)) await api.as(member).post('/api/v1/user-product-likes/', { product: wine.id });
  const list = (await api.get<{ results: { slug: string }[] }>('/api/v1/catalogs/?kind=list')).results[0]!;
  const listPage = `/list/${list.slug}`;

  await page.setViewportSize(mobile);
  await signIn(page, member);
  const asked = tasteMatchRequests(page);
  await page.goto(listPage);
  const cards = page.locator('[data-product]');
  await expect(cards.first()).toBeVisible();
  const fit = cards.first().locator('[data-taste-fit]');
  await expect(fit.getByText(FIT)).toBeVisible();
  // The percent and its why are text on the card, read with it.
  await expect(fit.locator('.vk-taste-fit__why')).not.toBeEmpty();
  await expect(page.getByText(FIT)).toHaveCount(await cards.count());
  // One request for the whole grid, naming every card's wine.
  expect(asked).toHaveLength(1);
  const ids = new URL(asked[0]!.url()).searchParams.get('products')!.split(',');
  expect(ids).toHaveLength(await cards.count());
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  await shoot(page, 'list-taste-fit-375');
  await page.setViewportSize(desktop);
  await shoot(page, 'list-taste-fit-1280');

  const anonymous = await otherBrowserPage(browser, null);
  const askedAnonymously = tasteMatchRequests(anonymous);
  await anonymous.goto(listPage);
  await expect(anonymous.locator('[data-product]').first()).toBeVisible();
  await expect(anonymous.getByText(/Passar din smak/)).toHaveCount(0);
  expect(askedAnonymously).toHaveLength(0);
  await anonymous.context().close();
});
