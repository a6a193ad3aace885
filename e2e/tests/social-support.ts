import type { Browser, Page } from '@playwright/test';
import { api, registerUser, uniqueEmail, type TestUser } from '../support/api';
import { expect, keepOverlaysQuiet, mobile, waitForHydration } from '../support/fixtures';

export type { TestUser };

/** Helpers of the social specs: users and data made through the API, logins by token. */

export interface Wine {
  id: number;
  slug: string;
  name: string;
}

export interface ListShape {
  id: number;
  slug: string;
  name: string;
  is_public: boolean;
  product_list: { id: number }[];
}

const pool = new Map<number, Promise<TestUser>>();

/**
 * The n-th test user of this worker, registered on first use and reused by the following tests:
 * the API allows 10 registrations an hour per IP address, shared by the whole e2e run.
 */
export function testUser(n: 0 | 1): Promise<TestUser> {
  const existing = pool.get(n);
  if (existing) return existing;
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  const name = `${n === 0 ? 'Astrid Ek' : 'Bengt Ström'} ${worker}`;
  const created = registerUser(name, uniqueEmail(`social-${n}`), 'hemligt-losen-1');
  pool.set(n, created);
  return created;
}

/** The first wines of the catalogue. */
export async function wines(count: number): Promise<Wine[]> {
  const page = await api.get<{ results: Wine[] }>(`/api/v1/product/?page_size=${count}`);
  if (page.results.length < count) throw new Error(`only ${page.results.length} wines in the catalogue`);
  return page.results;
}

/**
 * Scrolls to the wine page's notes, the last section, whose code loads only once a reader gets near it; again if
 * the page moved away meanwhile (content arriving above it, a saved place restored at start-up), until the panel is there.
 */
export async function scrollToNotes(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Mina anteckningar' });
  await expect(async () => {
    await heading.scrollIntoViewIfNeeded();
    // The notes' own region: "Medlemmarnas betyg" above is the social remote's too.
    await expect(heading.locator('xpath=..').locator('[data-remote="social"]')).toBeAttached({ timeout: 1000 });
  }).toPass();
}

/** Logs the page in from its next navigation on, as the shell reads the token from localStorage. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('authenticated', 'true');
  }, user.token);
}

/** A second browser (another user), past the age gate. */
export async function otherBrowserPage(browser: Browser, user: TestUser | null, viewport = mobile): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_SHELL_URL, viewport, locale: 'sv-SE' });
  const page = await context.newPage();
  // As the fixture's pages: a click on server HTML before the app has taken it over does nothing.
  waitForHydration(page);
  await page.addInitScript(() => localStorage.setItem('age_confirmed', 'true'));
  await keepOverlaysQuiet(page);
  if (user) await signIn(page, user);
  return page;
}
