// What the release specs check of a tab that lives through a release: nothing of the system failed, and every route
// still works by client navigation in the same document.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Page errors, and the system's own requests that failed or were answered with an error, as they happen. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // The system's own files; the wine photos' CDN is outside it (and unreachable from a machine without internet).
  page.on('requestfailed', (request) => {
    if (/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(request.url())) problems.push(`failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Marks the document, so `stayedInDocument` can tell a full reload happened. */
export const markDocument = (page: Page): Promise<unknown> => page.evaluate(() => Object.assign(window, { vkSameDocument: true }));

/** Client-side navigations (the router follows popstate) to each route, each showing a remote's region. */
export async function walkInPlace(page: Page, routes: string[]): Promise<void> {
  for (const route of routes) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expect(page).toHaveURL(new RegExp(`${route === '/' ? '/$' : route}$`));
    await expect(page.locator('main [data-remote]').first()).toBeVisible();
  }
  expect(await page.evaluate(() => 'vkSameDocument' in window), 'no full reload').toBe(true);
}
