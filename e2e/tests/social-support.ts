import type { Browser, Page } from '@playwright/test';
import { mobile } from '../support/fixtures';

/** Helpers of the social specs: users and data made through the API, logins by token. */

const apiUrl = () => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set (global setup did not run)');
  return url;
};

export interface TestUser {
  token: string;
  id: number;
  slug: string;
  name: string;
}

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

/** JSON calls as a user (or anonymously); throws on an unexpected status. */
export function api(user?: TestUser) {
  const call = async <T>(method: string, path: string, body?: unknown, expected?: number): Promise<T> => {
    const res = await fetch(`${apiUrl()}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(user ? { Authorization: `Token ${user.token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (expected !== undefined ? res.status !== expected : !res.ok) {
      throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
    }
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body?: unknown, expected?: number) => call<T>('POST', path, body, expected),
    delete: <T>(path: string, body?: unknown) => call<T>('DELETE', path, body),
  };
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
  const created = (async () => {
    const email = `social-${n}-w${worker}-${Date.now()}@example.se`;
    const { key } = await api().post<{ key: string }>('/auth/registration/', {
      email,
      password1: 'hemligt-losen-1',
      password2: 'hemligt-losen-1',
      name,
    });
    const profile = await api({ token: key, id: 0, slug: '', name }).get<{ id: number; slug: string }>('/auth/profile/');
    return { token: key, id: profile.id, slug: profile.slug, name };
  })();
  pool.set(n, created);
  return created;
}

/** The first wines of the catalogue. */
export async function wines(count: number): Promise<Wine[]> {
  const page = await api().get<{ results: Wine[] }>(`/api/v1/product/?page_size=${count}`);
  if (page.results.length < count) throw new Error(`only ${page.results.length} wines in the catalogue`);
  return page.results;
}

/** Logs the page in from its next navigation on, as the shell reads the token from localStorage. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('authenticated', 'true');
  }, user.token);
}

/** Keeps the homescreen banner and the newsletter modal out of the way. */
export async function quietOverlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('homescreen', '1');
    localStorage.setItem('newsletter', '1');
  });
}

/** A second browser (another user), past the age gate. */
export async function otherBrowserPage(browser: Browser, user: TestUser | null, viewport = mobile): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_SHELL_URL, viewport, locale: 'sv-SE' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('age_confirmed', 'true'));
  await quietOverlays(page);
  if (user) await signIn(page, user);
  return page;
}
