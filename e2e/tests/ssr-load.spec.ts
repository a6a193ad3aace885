import type { APIRequestContext, Page } from '@playwright/test';
import { api, registerUser, uniqueEmail } from '../support/api';
import { expect, test } from '../support/fixtures';
import { otherBrowserPage } from './social-support';

/** The server's HTML under a burst, and its page cache: whole pages for crawlers, never one visitor's data for another. */

test.use({ quietOverlays: true });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** The text a crawler reads before any script runs. */
function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  return body
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name[0] === '#' ? String.fromCodePoint(name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (ENTITIES[name] ?? whole),
    )
    .replace(/\s+/g, ' ');
}

interface Wine {
  slug: string;
  name: string;
}

async function winesFrom(page: number): Promise<Wine[]> {
  return (await api.get<{ results: Wine[] }>(`/api/v1/product/?page_size=100&page=${page}`)).results;
}

/** Runs `task` over `items`, `concurrency` at a time. */
async function pool<T, R>(items: readonly T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await task(items[i]!);
    }),
  );
  return results;
}

test('a burst of 240 distinct wine pages at 24 concurrent: at least 99 % carry their wine in the HTML', async ({ request }) => {
  test.setTimeout(180_000);
  // Wines further down the catalogue than other specs look: pages no earlier request has rendered.
  const wines = [...(await winesFrom(6)), ...(await winesFrom(7)), ...(await winesFrom(8))].slice(0, 240);
  expect(wines).toHaveLength(240);
  const whole = await pool(wines, 24, async (wine) => {
    const response = await request.get(`/product/${wine.slug}`, { timeout: 60_000 });
    const html = await response.text();
    return response.status() === 200 && visibleText(html).includes(wine.name) && /"regionsLeftToBrowser":0\b/.test(html);
  });
  const withContent = whole.filter(Boolean).length;
  test.info().annotations.push({ type: 'pages with their content', description: `${withContent} of 240` });
  expect(withContent, `${withContent} of 240 pages with their content`).toBeGreaterThanOrEqual(238);
});

/** Logs the page in from its next navigation on (the shell reads the token from localStorage). */
async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((key) => {
    localStorage.setItem('token', key);
    localStorage.setItem('authenticated', 'true');
  }, token);
}

async function listsWithWines(): Promise<{ slug: string; name: string }[]> {
  const lists = (await api.get<{ results: { slug: string; name: string; product_count: number }[] }>('/api/v1/catalogs/?kind=list&page_size=20')).results;
  return lists.filter((list) => list.product_count > 0);
}

/** What an anonymous visitor's HTML of `path` must never hold: the user's name, token or their follow. */
async function expectAnonymousHtml(request: APIRequestContext, path: string, user: { name: string; token: string }) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toContain(user.name);
  expect(html).not.toContain(user.token);
  expect(html).not.toContain('"is_saved":true');
  expect(html).toContain('"is_saved":false');
  return response.headers()['x-render-cache'];
}

test("the page cache never shows one visitor's data to another: anonymous then logged in, and the reverse", async ({ page, browser, request }) => {
  const [first, second] = await listsWithWines();
  const { token } = await registerUser('Cecilia Cachetest', uniqueEmail('page-cache'));
  const user = { name: 'Cecilia Cachetest', token };
  for (const list of [first!, second!]) await api.as(user.token).post(`/api/v1/catalogs/${list.slug}/save/`);

  // Anonymous first: the page is rendered and kept; the next anonymous visitor gets the kept page.
  await expectAnonymousHtml(request, `/list/${first!.slug}`, user);
  expect(await expectAnonymousHtml(request, `/list/${first!.slug}`, user)).toBe('hit');
  // Then the user, on the same page, sees their own follow.
  await signIn(page, user.token);
  await page.goto(`/list/${first!.slug}`);
  await expect(page.getByRole('button', { name: 'Följer listan' })).toHaveAttribute('aria-pressed', 'true');

  // Logged in first: the user's visit leaves nothing of theirs for the anonymous visitor after them.
  await page.goto(`/list/${second!.slug}`);
  await expect(page.getByRole('button', { name: 'Följer listan' })).toHaveAttribute('aria-pressed', 'true');
  await expectAnonymousHtml(request, `/list/${second!.slug}`, user);
  const other = await otherBrowserPage(browser, null);
  try {
    await other.goto(`/list/${second!.slug}`);
    await expect(other.getByRole('heading', { level: 1, name: second!.name })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Följ listan' })).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await other.context().close();
  }
});

test('a request with credentials or asking to revalidate is rendered anew, never answered from the cache', async ({ request }) => {
  const [wine] = await winesFrom(9);
  const path = `/product/${wine!.slug}`;
  await request.get(path);
  expect((await request.get(path)).headers()['x-render-cache']).toBe('hit');
  expect((await request.get(path, { headers: { authorization: 'Token abc' } })).headers()['x-render-cache']).toBe('miss');
  expect((await request.get(path, { headers: { 'cache-control': 'no-cache' } })).headers()['x-render-cache']).toBe('miss');
  // A login token handed over in the URL: not shared either.
  expect((await request.get(`${path}?token=abc`)).headers()['x-render-cache']).toBe('miss');
  expect((await request.get(`${path}?token=abc`)).headers()['x-render-cache']).toBe('miss');
});
