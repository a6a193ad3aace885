import type { APIRequestContext, Page } from '@playwright/test';
import { api, registerUser, uniqueEmail } from '../support/api';
import { expect, test } from '../support/fixtures';
import { otherBrowserPage } from './social-support';

/** The server's page cache: never one visitor's data for another, never a request that must not be shared. */

test.use({ quietOverlays: true });

async function winesFrom(page: number): Promise<{ slug: string; name: string }[]> {
  return (await api.get<{ results: { slug: string; name: string }[] }>(`/api/v1/product/?page_size=100&page=${page}`)).results;
}

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

  // Anonymous first: the page is rendered and kept; the next anonymous visitor gets the kept page. Another test may
  // have left this page kept and gone stale: the first request of the pair is then answered with it while a fresh one
  // renders, and the second may come before that render is kept. So the pair is tried until it ends in a hit; every
  // answer is checked all the same.
  await expect
    .poll(async () => {
      await expectAnonymousHtml(request, `/list/${first!.slug}`, user);
      return expectAnonymousHtml(request, `/list/${first!.slug}`, user);
    })
    .toBe('hit');
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
  // Kept (after a stale copy another test left has been rendered anew, if there was one), then answered from the cache.
  await expect.poll(async () => (await request.get(path)).headers()['x-render-cache']).toBe('hit');
  expect((await request.get(path, { headers: { authorization: 'Token abc' } })).headers()['x-render-cache']).toBe('miss');
  expect((await request.get(path, { headers: { 'cache-control': 'no-cache' } })).headers()['x-render-cache']).toBe('miss');
  // A login token handed over in the URL: not shared either.
  expect((await request.get(`${path}?token=abc`)).headers()['x-render-cache']).toBe('miss');
  expect((await request.get(`${path}?token=abc`)).headers()['x-render-cache']).toBe('miss');
});

test('a kept page goes once its data changes: a public list edited is rendered anew with the edit', async ({ request }) => {
  const [wine, other] = (await api.get<{ results: { id: number; slug: string }[] }>('/api/v1/product/?page_size=2&page=11')).results;
  const { token } = await registerUser('Lars Listcache', uniqueEmail('page-cache-list'));
  const owner = api.as(token);
  const list = await owner.post<{ id: number; slug: string }>('/api/v1/user-lists/', { name: 'Vårens viner', is_public: true, products: [wine!.id] }, 201);
  const path = `/user-list/${list.slug}`;
  expect(await (await request.get(path)).text()).toContain('Vårens viner');
  expect((await request.get(path)).headers()['x-render-cache']).toBe('hit');

  // Renamed and a wine added through the API (another process than the render host): within about a second the kept
  // page is dropped, and the next visitor gets the edit instead of the page kept a moment ago (fresh for a minute).
  expect((await owner.send('PATCH', `/api/v1/user-lists/${list.id}`, { name: 'Sommarens viner' })).status).toBe(200);
  await owner.post(`/api/v1/user-lists/${list.id}/add-product/`, { product: other!.id });
  const shown = async () => {
    const html = await (await request.get(path)).text();
    return { name: html.includes('Sommarens viner') && !html.includes('Vårens viner'), added: html.includes(`/product/${other!.slug}`) };
  };
  await expect.poll(shown, { timeout: 5_000 }).toEqual({ name: true, added: true });
});
