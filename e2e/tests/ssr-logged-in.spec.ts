import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { wines, type ListShape } from './social-support';

/**
 * A logged-in visitor's pages hydrate as the server rendered them. The server renders everyone as anonymous, and
 * the answers of a catalog list, a user and a user list depend on who asks; a remote region whose code arrives after
 * the browser's session came in must still hydrate as the anonymous HTML it is, then change.
 */

test.use({ quietOverlays: true, loggedIn: true });

/** Hydration errors the shell logs ('[shell] hydration …', React's #418/#425 mismatches). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#425|#423/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test('a logged-in visitor: no hydration error on /list/…, /user/… and /user-list/…', async ({ page, api, account }) => {
  test.setTimeout(180_000);
  await page.route(/product-cdn\.systembolaget\.se/, (route) => route.abort());
  const [listed] = (await api.get<{ results: { slug: string }[] }>('/api/v1/catalogs/?kind=list&page_size=1')).results;
  expect(listed, 'the imported data has a wine list').toBeDefined();
  const catalog = await api.get<{ id: number; slug: string; product_list: { id: number }[] }>(`/api/v1/catalogs/${listed!.slug}`);
  const owner = api.as(account.token);
  // What makes the pages differ from an anonymous visitor's: a saved list, a saved wine, an own public list.
  await owner.send('POST', `/api/v1/catalogs/${catalog.id}/save/`);
  await owner.send('POST', '/api/v1/user-product-likes/', { product: catalog.product_list[0]!.id });
  const list = await owner.post<ListShape>('/api/v1/user-lists/', {
    name: `Hydrering ${Date.now()}`,
    is_public: true,
    products: (await wines(3)).map((w) => w.id),
  });
  const errors = hydrationErrors(page);
  for (const url of [`/list/${catalog.slug}`, `/user/${account.slug}`, `/user-list/${list.slug}`]) {
    await page.goto(url);
    // Hydrated, and the visitor's own view is in (e.g. the owner's controls on the own list).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logga ut' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
