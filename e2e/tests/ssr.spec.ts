import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { expect, test, allowServiceWorker } from '../support/fixtures';
import { e2ePorts } from '../support/ports';
import { baseRuntimeConfig, serveRemoteCopy, serveShell } from '../support/processes';
import { testUser, wines, type ListShape } from './social-support';

allowServiceWorker();

/** Server rendering: what the HTML holds before any script runs, and how the browser takes it over. */

const stateOf = (html: string) => /<script type="application\/json" id="vk-ssr-state">/.test(html);
/** The HTML without its scripts: what a crawler or a browser without JavaScript reads. */
const visibleHtml = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
/** Text as a reader sees it (a wine named 'a Rina is &#x27;a Rina in the HTML). */
const decoded = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);

/** Console errors that are not failed loads of the wine images' CDN (blocked in e2e). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.beforeEach(async ({ page }) => {
  await page.route(/product-cdn\.systembolaget\.se/, (route) => route.abort());
});

test("a wine page's HTML holds the wine, its head tags and the query cache before any script runs", async ({ request }) => {
  const [wine] = await wines(1);
  const response = await request.get(`/product/${wine!.slug}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('s-maxage');
  expect(response.headers()['etag']).toBeTruthy();
  const html = await response.text();
  const body = decoded(visibleHtml(html));
  expect(body).toContain(`<h1`);
  expect(body).toContain(wine!.name);
  expect(decoded(html)).toMatch(new RegExp(`<title>Vinkompassen - ${wine!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^<]*</title>`));
  for (const property of ['og:title', 'og:description', 'og:image', 'og:type', 'og:url', 'og:site_name', 'og:locale']) {
    expect(html.split(`property="${property}"`).length - 1, `${property} once`).toBe(1);
  }
  expect(html).toContain('name="twitter:card" content="summary_large_image"');
  expect(html).toContain(`/api/v1/share-cards/product/${wine!.slug}.png`);
  expect(html).toContain(`rel="canonical"`);
  expect(stateOf(html)).toBe(true);
  // The remotes' stylesheets are in the HTML (no connection to another origin before the first paint), each
  // allowed by its hash in the CSP.
  const styles = [...html.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)];
  expect(styles.map(([, href]) => new URL(href!).pathname)).toContainEqual(expect.stringMatching(/__federation_expose_ProductPage\.[0-9a-f]+\.css$/));
  // Only a disabled link (for the remote's CSS loader) names it: nothing render-blocking on another origin.
  expect(html).not.toMatch(/<link rel="stylesheet" href="http:\/\/[^"]*__federation_expose_ProductPage[^"]*"(?! disabled)/);
  const styleSrc = response.headers()['content-security-policy']!.split(';').find((d) => d.trim().startsWith('style-src'))!;
  for (const [, , text] of styles) expect(styleSrc).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
  // Cached by a CDN: nothing personal; a second request with its ETag is a 304.
  const again = await request.get(`/product/${wine!.slug}`, { headers: { 'If-None-Match': response.headers()['etag']! } });
  expect(again.status()).toBe(304);
  const among = await request.get(`/product/${wine!.slug}`, { headers: { 'If-None-Match': `W/"older", ${response.headers()['etag']!}` } });
  expect(among.status(), 'one of several validators').toBe(304);
});

test('the browser hydrates the server HTML: no hydration warning and no second request for the first screen', async ({ page }) => {
  const [wine] = await wines(1);
  const errors = consoleErrors(page);
  const productRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/v1/product/${wine!.slug}`)) productRequests.push(request.url());
  });
  const painted: string[] = [];
  await page.goto(`/product/${wine!.slug}`, { waitUntil: 'commit' });
  // Before the app's scripts have run, the heading is already in the document.
  painted.push((await page.locator('h1').first().textContent({ timeout: 5000 })) ?? '');
  expect(painted[0]).toContain(wine!.name);
  await expect(page.locator('[data-remote="discovery"]').first()).toBeVisible();
  // Hydrated: the page reacts (the like button asks to log in).
  await page.waitForLoadState('networkidle');
  expect(productRequests, 'the first screen is served by the inlined cache').toEqual([]);
  expect(errors).toEqual([]);

  for (const url of ['/', '/toplists', '/lists', '/dishes', '/winefinder', '/login']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  expect(errors, 'no hydration warning on the main routes').toEqual([]);
});

test("a server-rendered page paints before its scripts are fetched, and the app still takes it over", async ({ page }) => {
  // The fixture's goto waits for hydration: the scripts did load.
  await page.goto('/lists');
  const [painted, scriptFetched] = await page.evaluate(() => [
    performance.getEntriesByType('paint')[0]?.startTime ?? Number.NaN,
    performance.getEntriesByType('resource').find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
  ]);
  expect(painted).toBeLessThan(scriptFetched);
});

test("a remote's stylesheet inlined in the HTML is not fetched again when its screen's code loads", async ({ page }) => {
  const [wine] = await wines(1);
  const cssRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') cssRequests.push(request.url());
  });
  await page.goto(`/product/${wine!.slug}`);
  await page.waitForLoadState('networkidle');
  const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')!));
  expect(inlined).toContainEqual(expect.stringMatching(/__federation_expose_ProductPage\.[0-9a-f]+\.css$/));
  expect(cssRequests.filter((url) => inlined.includes(url))).toEqual([]);
  // Still styled by it once the screen's code has run (.vk-page is a grid in the remote's stylesheet).
  await expect(page.locator('.vk-page[data-remote="discovery"]').first()).toHaveCSS('display', 'grid');
});

test("the wine finder's opening turn is in the HTML, and a new visitor's browser does not ask for it again", async ({ page, request }) => {
  const response = await request.get('/winefinder');
  const html = visibleHtml(await response.text());
  expect(html).toContain('Hej! Jag är din sommelier');
  expect(html).toMatch(/Svarsalternativ: [^"<]+\?/);
  const chatPosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/chat/')) chatPosts.push(r.url());
  });
  await page.goto('/winefinder');
  const options = page.getByRole('group', { name: /^Svarsalternativ: / });
  await expect(options).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chatPosts, 'the opening turn comes with the page').toEqual([]);
  // And the page answers: a quick reply is a turn of its own.
  await options.getByRole('button').first().click();
  await expect.poll(() => chatPosts.length).toBe(1);
});

test("a remote's server-rendered region is hydrated in place, never thrown away for a skeleton while its code loads", async ({ page }) => {
  const [wine] = await wines(1);
  // The screen's code arrives late (a slow phone): the shell hydrates and brings in the browser's state meanwhile.
  await page.route(/__federation_expose_ProductPage\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedRegions: string[] }).removedRegions = removed;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.removedNodes) if (node instanceof Element && node.matches('[data-remote]')) removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/product/${wine!.slug}`);
  const heading = page.getByRole('heading', { level: 1, name: wine!.name });
  await expect(heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Hydrated: the region reacts (its save button asks a visitor to log in).
  await page.getByRole('button', { name: 'Spara vinet' }).click();
  await expect(page.getByRole('dialog', { name: 'Logga in' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { removedRegions: string[] }).removedRegions)).toEqual([]);
});

test("a wine page's member notes are in its HTML, and their code loads only when a reader comes near them", async ({ page, request }) => {
  const wine = (await wines(4))[3]!;
  const writer = await testUser(0);
  const text = `Mer fat än frukt ${Date.now()}`;
  await api.as(writer).post('/user-product-notes/', { product: wine.id, text, visibility: 'public' });
  // Anonymous pages are cached: this one is asked for anew.
  expect(visibleHtml(await (await request.get(`/product/${wine.slug}`, { headers: { 'cache-control': 'no-cache' } })).text())).toContain(text);

  const panelCode: string[] = [];
  page.on('request', (r) => {
    if (/__federation_expose_CommunityPanel\.[0-9a-f]+\.js$/.test(r.url())) panelCode.push(r.url());
  });
  await page.goto(`/product/${wine.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: wine.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const note = page.getByText(text);
  await expect(note).toBeAttached();
  expect(panelCode, 'the first view does not load the notes\' code').toEqual([]);

  // Near the notes, the region goes live: its author link then navigates inside the app, without a new document.
  const arrived = page.waitForResponse(/__federation_expose_CommunityPanel\.[0-9a-f]+\.js$/);
  await note.scrollIntoViewIfNeeded();
  await arrived;
  // The server's HTML stands in while the code arrives; then the live region replaces it.
  await expect(page.locator('.vk-live-near__stand-in')).toHaveCount(0);
  expect(panelCode).toHaveLength(1);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('.soc-community-note').filter({ hasText: text }).getByRole('link', { name: writer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${writer.slug}$`));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('unknown wine, list, dish, user and user list answer 404 with the not-found page', async ({ page, request }) => {
  const pages: [string, string][] = [
    ['/product/finns-inte-123', 'Vinet hittades inte'],
    ['/list/finns-inte', 'Listan hittades inte'],
    ['/dishes/finns-inte', 'Maträtten hittades inte'],
    ['/user/finns-inte', 'Användaren finns inte'],
    ['/user-list/finns-inte', 'Listan finns inte'],
    ['/ingen/sida', 'Sidan hittades inte'],
  ];
  for (const [url, heading] of pages) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    const html = await response.text();
    expect(html, url).toContain(`<title>Vinkompassen - ${heading}</title>`);
    expect(html, url).toContain(`<h1>${heading}</h1>`);
    expect(html, url).toContain('name="robots" content="noindex"');
  }
  const errors = consoleErrors(page);
  const response = await page.goto('/product/finns-inte-123');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Vinet hittades inte' })).toBeVisible();
  await expect(page).toHaveTitle('Vinkompassen - Vinet hittades inte');
  await page.waitForLoadState('networkidle');
  expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test("a private list is a 404 for others, and nothing of it is in the HTML", async ({ request }) => {
  const owner = await testUser(0);
  const [wine] = await wines(1);
  const secret = `Hemlig lista ${Date.now()}`;
  const list = await api.as(owner).post<ListShape>('/api/v1/user-lists/', { name: secret, description: 'Bara för mig', is_public: false, products: [wine!.id] });
  const response = await request.get(`/user-list/${list.slug}`);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).not.toContain(secret);
  expect(html).not.toContain('Bara för mig');
  expect((await request.get(`${baseRuntimeConfig().apiBaseUrl}/api/v1/share-cards/user-list/${list.slug}.png`)).status()).toBe(404);
});

test('markup in a list name renders as text on the server and after hydration', async ({ page, request }) => {
  const owner = await testUser(1);
  const [wine] = await wines(1);
  const name = '</script><script>window.__xss=1</script>';
  const list = await api.as(owner).post<ListShape>('/api/v1/user-lists/', { name, description: name, is_public: true, products: [wine!.id] });
  const html = await (await request.get(`/user-list/${list.slug}`)).text();
  expect(html).not.toContain('<script>window.__xss=1</script>');
  expect(visibleHtml(html)).toContain('&lt;/script&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;');
  await page.goto(`/user-list/${list.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a first visitor answers the age gate with a form: 25 or over reads the page, under 25 is blocked', async ({ page }) => {
    const [wine] = await wines(1);
    await page.context().clearCookies();
    await page.goto(`/product/${wine!.slug}`);
    const gate = page.getByRole('alertdialog', { name: 'Välkommen till Vinkompassen' });
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: 'Jag är 25 år eller äldre' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${wine!.slug}$`));
    await expect(gate).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(wine!.name.split(' ')[0]!);

    await page.context().clearCookies();
    await page.goto('/lists');
    await gate.getByRole('button', { name: 'Jag är under 25 år' }).click();
    await expect(page.getByRole('heading', { name: 'Välkommen tillbaka senare' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Vinlistor' })).toHaveCount(0);
  });

  test('every public page reads and its links work: home → lists → a list → a wine → a similar wine → a dish', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Vinlistor' }).click();
    await expect(page).toHaveURL(/\/lists$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vinlistor' })).toBeVisible();
    await page.locator('main a[href^="/list/"]').first().click();
    await expect(page).toHaveURL(/\/list\//);
    const wineLink = page.locator('main a[href^="/product/"]').first();
    const wineName = (await wineLink.textContent())?.trim() ?? '';
    await wineLink.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(wineName.split(' ')[0]!);
    // Its taste twins are in the HTML: cards, not placeholders waiting for a script.
    const similar = page.getByRole('region', { name: 'Liknande viner' });
    await expect(similar.getByRole('status')).toHaveCount(0);
    const twinLink = similar.locator('a[href^="/product/"]').first();
    const twinName = (await twinLink.textContent())?.trim() ?? '';
    await twinLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(twinName.split(' ')[0]!);
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Maträtter' }).click();
    await page.locator('main a[href^="/dishes/"]').first().click();
    await expect(page).toHaveURL(/\/dishes\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('remotes on the server (own shell server, config file under test control)', () => {
  test('a redeployed remote is rendered from its new deployment; a stopped one costs only its region', async ({ page, request }) => {
    test.setTimeout(180_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-ssr-rc-'));
    const config = baseRuntimeConfig();
    const copy = await serveRemoteCopy('mf-discovery', e2ePorts.spareRemote);
    const shell = await serveShell(e2ePorts.spareShell, config, path.join(dir, 'runtime-config.json'));
    const copyOrigin = `http://localhost:${e2ePorts.spareRemote}`;
    // Linked or inlined (`<style data-href>`): the origins the page's stylesheets come from.
    const stylesFrom = (html: string) =>
      [...html.matchAll(/<(?:link rel="stylesheet" href|style data-href)="([^"]+)"/g)].map((m) => new URL(m[1]!, shell.url).origin);
    const serverRendered = async (url: string) => {
      // The render host checks manifests once a second: a fresh deployment shows within a few.
      let html = '';
      await expect
        .poll(async () => {
          html = await (await request.get(`${shell.url}${url}`)).text();
          return html;
        }, { timeout: 15_000 })
        .toContain('data-remote="discovery"');
      return html;
    };
    try {
      const before = await serverRendered('/toplists');
      expect(stylesFrom(before)).not.toContain(copyOrigin);

      // Redeploy: discovery now comes from the copy, on the server too, without a restart.
      shell.writeConfig({ ...config, remotes: { ...config.remotes, discovery: copy.url } });
      await expect.poll(async () => stylesFrom(await serverRendered('/toplists')), { timeout: 15_000 }).toContain(copyOrigin);

      // Down: the page is still served (200, the frame, other remotes), discovery's region is left to the browser,
      // which shows its Swedish fallback.
      await copy.stop();
      await expect
        .poll(async () => {
          const response = await request.get(`${shell.url}/toplists`);
          return `${response.status()} ${(await response.text()).includes('data-remote="discovery"')}`;
        }, { timeout: 15_000 })
        .toBe('200 false');
      const login = await request.get(`${shell.url}/login`);
      expect(await login.text()).toContain('data-remote="account"');
      await page.goto(`${shell.url}/toplists`);
      await expect(page.getByText('Den här delen av Vinkompassen kunde inte laddas just nu.')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    } finally {
      await copy.stop();
      await shell.stop();
    }
  });
});
