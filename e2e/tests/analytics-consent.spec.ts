import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, mobile, presetConsent, test } from '../support/fixtures';
import { axe } from '../support/axe';
import { ANALYTICS_ADMIN_TOKEN, api, env, registerUser, uniqueEmail } from '../support/api';
import { e2ePorts } from '../support/ports';
import { baseRuntimeConfig, serveShell } from '../support/processes';
import { fullName, type WineRef } from './discovery-support';
import { signIn } from './social-support';

/**
 * The browser side of analytics with consent: the shell's consent banner decides whether anything
 * reaches the collector (POST /api/v1/events/). Nothing before a choice, nothing with 'Endast nödvändiga', the
 * catalogue's events without personal data with 'Godkänn alla', and a changed choice counts at once. That an
 * event outside the catalogue is a type error for a remote is checked by tsc (shell/src/analytics/sender.test.ts);
 * here, one published at run time anyway never leaves the browser.
 */

// No consent choice preset: the banner asks.
test.use({ consent: null });

const EVENTS_PATH = '/api/v1/events/';
const BANNER = { name: 'Cookies och statistik' };
/** Longer than the sender's 5 s interval: what was going to be sent has been sent. */
const FLUSH_WAIT_MS = 6_000;

/**
 * A whole send interval passes on the page's clock (installed with `page.clock.install()` before the first page):
 * every timer due in it runs now, where a real wait of that length on a busy machine proves nothing and costs 6 s.
 */
const letAnIntervalPass = (page: Page) => page.clock.runFor(FLUSH_WAIT_MS);

interface SentEvent {
  name: string;
  props: Record<string, unknown>;
  at: string;
}
interface Batch {
  browser_id: string;
  events: SentEvent[];
}

/** Every batch the page sends to the collector (fetch or sendBeacon), read from the request body. */
function recordCollector(page: Page) {
  const batches: Batch[] = [];
  const bodies: string[] = [];
  /** Statuses the collector answered (204 = stored). */
  const statuses: number[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === EVENTS_PATH) statuses.push(response.status());
  });
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== EVENTS_PATH) return;
    const body = request.postData() ?? '';
    bodies.push(body);
    batches.push(JSON.parse(body) as Batch);
  });
  const events = () => batches.flatMap((batch) => batch.events);
  return {
    batches,
    bodies,
    statuses,
    events,
    pageViews: () => events().filter((event) => event.name === 'c_page_view').map((event) => event.props.route),
  };
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());
const banner = (page: Page) => page.getByRole('region', BANNER);
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });

/** On the search page, searches wines for `text` and closes the suggestions (they cover the results). */
async function search(page: Page, text: string) {
  // The home page, which has a search box of its own, stays on screen until the search page's code is in.
  await expect(page.getByRole('navigation', { name: 'Vad vill du söka efter?' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Sök vin' });
  await box.fill(text);
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${text}$`));
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

/** Leaves the page, so a last beacon (pagehide) would go now. */
async function leave(page: Page) {
  await page.goto('about:blank');
}

test.beforeEach(async ({ page }) => {
  // The homescreen tip and the newsletter modal are other specs' business.
  await page.addInitScript(() => {
    localStorage.setItem('homescreen', '1');
    localStorage.setItem('newsletter', '1');
  });
});

test('the banner asks after the age gate; before a choice nothing is sent and no analytics storage is written', async ({ browser }) => {
  test.setTimeout(120_000);
  // A first visit: not even past the age gate.
  const context = await browser.newContext({ baseURL: process.env.E2E_SHELL_URL, locale: 'sv-SE' });
  const page = await context.newPage();
  await page.clock.install();
  const collector = recordCollector(page);
  try {
    await page.goto('/');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Jag är 25 år eller äldre' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', BANNER)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Läs mer i användarvillkoren' })).toHaveAttribute('href', '/terms');

    // Walking on without answering: still asked, nothing sent.
    await mainMenu(page).getByRole('link', { name: 'Topplistor' }).click();
    await expect(page).toHaveURL(/\/toplists$/);
    await page.goto('/lists');
    await expect(banner(page)).toBeVisible();
    await letAnIntervalPass(page);
    expect(await storedKeys(page)).not.toContain('analytics_id');
    expect(await storedKeys(page)).not.toContain('consent');
    await leave(page);
    expect(collector.bodies).toEqual([]);
  } finally {
    await context.close();
  }
});

for (const viewport of [mobile, { width: 1280, height: 800 }]) {
  test(`the banner passes axe, its two answers are the same size, and it covers no navigation (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/toplists');
    await expect(banner(page)).toBeVisible();
    const accept = banner(page).getByRole('button', { name: 'Godkänn alla' });
    const decline = banner(page).getByRole('button', { name: 'Endast nödvändiga' });
    const [a, d] = [await accept.boundingBox(), await decline.boundingBox()];
    expect(a && d).toBeTruthy();
    expect(Math.abs(a!.width - d!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(a!.height - d!.height)).toBeLessThanOrEqual(1);
    expect(await accept.getAttribute('class')).toBe(await decline.getAttribute('class'));
    await expect(banner(page).getByRole('checkbox')).toHaveCount(0);

    // Both answers fully on screen, inside the banner; on a phone it covers at most 30 % of the screen.
    const box = (await banner(page).boundingBox())!;
    for (const button of [a!, d!]) {
      expect(button.y).toBeGreaterThanOrEqual(box.y);
      expect(button.y + button.height).toBeLessThanOrEqual(Math.min(box.y + box.height, viewport.height));
    }
    if (viewport.width < 960) expect(box.height).toBeLessThanOrEqual(viewport.height * 0.3);

    // On phones it sits above the bottom navigation, which stays usable.
    const bottomNav = page.getByRole('navigation', { name: 'Snabbmeny' });
    if (viewport.width < 960) {
      const nav = (await bottomNav.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(nav.y + 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    const results = await axe(page, undefined, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test("'Endast nödvändiga': a full walk (home → search → a wine → wine finder) sends nothing", async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const collector = recordCollector(page);
  const [wine] = (await api.get<{ results: WineRef[] }>('/api/v1/product/?search=ripasso')).results;
  expect(wine, 'the imported data has a Ripasso').toBeDefined();

  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(banner(page)).toHaveCount(0);
  const consent = JSON.parse((await page.evaluate(() => localStorage.getItem('consent'))) ?? 'null') as Record<string, unknown>;
  expect(consent).toEqual({ choice: 'necessary', version: expect.any(Number), date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

  await mainMenu(page).getByRole('link', { name: 'Sök' }).click();
  await search(page, 'ripasso');
  await page.locator(`[data-product="${wine!.slug}"]`).getByRole('link', { name: fullName(wine!) }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName(wine!) })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Vinväljaren' }).click();
  await page.getByRole('group', { name: /^Svarsalternativ/ }).getByRole('button').first().click();
  await expect(page.getByRole('list', { name: 'Dina svar' }).getByRole('button')).toHaveCount(1);

  // Asked again on the next visit? No: the choice is stored for this banner version.
  await page.reload();
  await expect(page.getByRole('log', { name: 'Samtal med sommelieren' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await letAnIntervalPass(page);
  expect(await storedKeys(page)).not.toContain('analytics_id');
  await leave(page);
  expect(collector.bodies).toEqual([]);
});

test("'Godkänn alla': page views, a search, a wine finder answer and a like reach the collector, without personal data", async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('consent');
  const user = await registerUser(`Cecilia Samtycke ${Date.now()}`, email);
  await signIn(page, user);
  const collector = recordCollector(page);
  const [wine] = (await api.get<{ results: WineRef[] }>('/api/v1/product/?search=ripasso')).results;
  expect(wine, 'the imported data has a Ripasso').toBeDefined();

  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Godkänn alla' }).click();
  await expect(banner(page)).toHaveCount(0);

  await mainMenu(page).getByRole('link', { name: 'Sök' }).click();
  await search(page, 'ripasso');
  const link = page.locator(`[data-product="${wine!.slug}"]`).getByRole('link', { name: fullName(wine!) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: fullName(wine!) })).toBeVisible();
  await page.getByRole('button', { name: 'Spara vinet' }).click();
  await expect(page.getByRole('button', { name: 'Sparat' })).toHaveAttribute('aria-pressed', 'true');
  await mainMenu(page).getByRole('link', { name: 'Vinväljaren' }).click();
  await page.getByRole('group', { name: /^Svarsalternativ/ }).getByRole('button').first().click();
  await expect(page.getByRole('list', { name: 'Dina svar' }).getByRole('button')).toHaveCount(1);

  // The shell's own page views: route names, in order (the page agreed on counts too).
  await expect.poll(collector.pageViews, { timeout: 15_000 }).toEqual(['home', 'search', 'product', 'winefinder']);
  // The remotes' events (published with track() on the bus).
  await expect
    .poll(() => collector.events().map((event) => event.name), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['c_search', 'c_wine_saved', 'c_winefinder_answer']));
  const events = collector.events();
  const searches = events.filter((event) => event.name === 'c_search');
  expect(searches[0]!.props).toEqual({ kind: 'wine', result_count: expect.any(Number) });
  // Signed in: the search text stays in the browser.
  for (const search of searches) expect(search.props).not.toHaveProperty('query');
  expect(events.filter((event) => event.name === 'c_wine_saved').map((event) => event.props)).toEqual([{ product_id: wine!.id }]);
  expect(events.find((event) => event.name === 'c_winefinder_answer')!.props).toEqual({ question_id: expect.any(String) });

  // The collector took them (204: validated against the catalogue and stored); beacons on page hide have no response.
  await expect.poll(() => collector.statuses.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(new Set(collector.statuses)).toEqual(new Set([204]));

  // Every batch: one daily random id, at most 50 events, each stamped; nothing that points at the person.
  const ids = new Set(collector.batches.map((batch) => batch.browser_id));
  expect(ids.size).toBe(1);
  const [browserId] = [...ids];
  expect(browserId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  for (const batch of collector.batches) expect(batch.events.length).toBeLessThanOrEqual(50);
  for (const event of events) {
    expect(event.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    for (const key of ['user', 'user_id', 'email', 'token', 'url', 'path']) expect(event.props).not.toHaveProperty(key);
  }
  for (const body of collector.bodies) {
    expect(body).not.toContain(email);
    expect(body).not.toContain(user.token);
    expect(body).not.toContain(user.slug);
    expect(body).not.toContain(user.name);
    expect(body).not.toContain('ripasso');
    expect(body).not.toContain(wine!.slug);
  }
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('analytics_id'))) ?? 'null') as { id: string; day: string };
  expect(stored).toEqual({ id: browserId, day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
});

/** Time on each page of the quick walks: well inside the sender's 5 s interval. */
const QUICK_MS = 600;

/**
 * What the collector stored today (its summary for the team): events per name and page views per route. A batch a
 * leaving page sends (sendBeacon on pagehide) reaches the collector but never Playwright's request events.
 */
async function stored(): Promise<{ events: Record<string, number>; views: Record<string, number> }> {
  const response = await fetch(`${env('E2E_API_URL')}/api/v1/events/summary?days=1`, {
    headers: { Authorization: `Bearer ${ANALYTICS_ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const summary = (await response.json()) as { days: { counts: Record<string, number> }[]; top_routes: { route: string; views: number }[] };
  return { events: summary.days.at(-1)!.counts, views: Object.fromEntries(summary.top_routes.map(({ route, views }) => [route, views])) };
}

/** What arrived since `before`: the page views of the routes asked for, and the searches. */
async function arrivedSince(before: Awaited<ReturnType<typeof stored>>, routes: string[]) {
  const now = await stored();
  return {
    views: Object.fromEntries(routes.map((route) => [route, (now.views[route] ?? 0) - (before.views[route] ?? 0)])),
    searches: (now.events.c_search ?? 0) - (before.events.c_search ?? 0),
  };
}

test("a quick walk, four pages at 0.6 s each after 'Godkänn alla' and then away: its page views and its search arrive", async ({ page }) => {
  test.setTimeout(120_000);
  const before = await stored();
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Godkänn alla' }).click();
  await expect(banner(page)).toHaveCount(0);

  await mainMenu(page).getByRole('link', { name: 'Topplistor' }).click();
  await page.waitForTimeout(QUICK_MS);
  await mainMenu(page).getByRole('link', { name: 'Sök' }).click();
  await page.getByRole('combobox', { name: 'Sök vin' }).fill('ripasso');
  await expect(page).toHaveURL(/\/search\?q=ripasso$/);
  // A glance at the first results (the search counts once they are in).
  await expect(page.locator('[data-product]').first()).toBeVisible();
  await page.waitForTimeout(QUICK_MS);
  await mainMenu(page).getByRole('link', { name: 'Vinlistor' }).click();
  await page.waitForTimeout(QUICK_MS);
  await mainMenu(page).getByRole('link', { name: 'Maträtter' }).click();
  await page.waitForTimeout(QUICK_MS);
  await leave(page);

  const routes = ['home', 'toplists', 'search', 'lists', 'dishes'];
  await expect
    .poll(() => arrivedSince(before, routes), { timeout: 5_000 })
    .toEqual({ views: Object.fromEntries(routes.map((route) => [route, 1])), searches: 1 });
});

test('full page loads at 0.6 s each: every page view arrives, under one browser id for the day', async ({ page }) => {
  test.setTimeout(120_000);
  await presetConsent(page, 'all');
  const before = await stored();
  const paths = ['/toplists', '/search?q=ripasso', '/lists', '/dishes'];
  let browserId: string | null = null;
  for (const path of paths) {
    await page.goto(path);
    await page.waitForTimeout(QUICK_MS);
    // The first page's batch goes with the 5 s interval; the others' as each page is left.
    if (browserId === null) {
      await expect.poll(() => page.evaluate(() => localStorage.getItem('analytics_id')), { timeout: 7_000 }).not.toBeNull();
      browserId = await page.evaluate(() => localStorage.getItem('analytics_id'));
    }
  }
  // Back once more, after the last page's beacon: still the same id.
  await page.goto('/about');
  expect(await page.evaluate(() => localStorage.getItem('analytics_id'))).toBe(browserId);
  await leave(page);

  const routes = ['toplists', 'search', 'lists', 'dishes'];
  await expect
    .poll(() => arrivedSince(before, routes), { timeout: 5_000 })
    .toEqual({ views: Object.fromEntries(routes.map((route) => [route, 1])), searches: 1 });
});

test("changing the choice in 'Cookieinställningar' takes effect at once, both ways", async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const collector = recordCollector(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Godkänn alla' }).click();
  await expect.poll(collector.pageViews, { timeout: 15_000 }).toEqual(['home']);
  // An event outside the catalogue, published on the bus at run time (a remote built against another catalogue).
  await page.evaluate(() => {
    const bus = (globalThis as unknown as Record<symbol, { publish: (type: string, payload: unknown) => void }>)[
      Symbol.for('vinkompassen.bus.v1')
    ];
    bus!.publish('analytics/event', { name: 'c_unknown', props: { email: 'x@example.se' } });
  });
  await mainMenu(page).getByRole('link', { name: 'Topplistor' }).click();
  await expect.poll(collector.pageViews, { timeout: 15_000 }).toEqual(['home', 'toplists']);
  expect(collector.events().map((event) => event.name)).not.toContain('c_unknown');
  expect(await storedKeys(page)).toContain('analytics_id');

  // Withdraw: the footer's link reopens the banner with the choice in force.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookieinställningar' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Ditt val: Godkänn alla');
  await expect(banner(page).getByRole('button', { name: 'Godkänn alla' })).toHaveAttribute('aria-pressed', 'true');
  await expect(banner(page).getByRole('button', { name: 'Endast nödvändiga' })).toHaveAttribute('aria-pressed', 'false');
  // Something happens just before: queued, then withdrawn before the next send.
  await mainMenu(page).getByRole('link', { name: 'Vinlistor' }).click();
  await banner(page).getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(banner(page)).toHaveCount(0);
  const sentBefore = collector.bodies.length;
  expect(await storedKeys(page)).not.toContain('analytics_id');

  await mainMenu(page).getByRole('link', { name: 'Maträtter' }).click();
  await mainMenu(page).getByRole('link', { name: 'Om' }).click();
  await letAnIntervalPass(page);
  await page.goto('/dishes');
  await expect(banner(page)).toHaveCount(0);
  expect(collector.bodies.length).toBe(sentBefore);
  expect(collector.pageViews()).not.toContain('dishes');
  expect(collector.pageViews()).not.toContain('about');

  // Agree again: from now on, at once.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookieinställningar' }).click();
  await expect(banner(page)).toContainText('Ditt val: Endast nödvändiga');
  await banner(page).getByRole('button', { name: 'Godkänn alla' }).click();
  await expect.poll(() => collector.pageViews().at(-1), { timeout: 15_000 }).toBe('dishes');
  await leave(page);
  expect(collector.pageViews()).not.toContain('about');
});

test.describe('runtime configuration (own shell server, config file under test control)', () => {
  test("a third-party script loads only after 'Godkänn alla', from the configured origin the CSP allows; the kill switch stops everything", async ({ page }) => {
    test.setTimeout(180_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-analytics-'));
    const scriptOrigin = `http://localhost:${e2ePorts.analyticsScript}`;
    const scriptUrl = `${scriptOrigin}/tracker.js`;
    const config = baseRuntimeConfig();
    const shell = await serveShell(e2ePorts.analyticsShell, { ...config, analytics: { scriptUrl } }, path.join(dir, 'runtime-config.json'));
    const scriptLoads: string[] = [];
    // Nothing listens on that origin: the "vendor" answers here, once the browser (and its CSP) let the request go.
    await page.route(`${scriptOrigin}/**`, (route) => {
      scriptLoads.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.vinkompassenAnalytics = { event(e) { (window.__vkSeen ??= []).push(e.name); } };',
      });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const collector = recordCollector(page);
    await page.clock.install();
    try {
      const response = await page.goto(`${shell.url}/`);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).toContain(scriptOrigin);
      await expect(banner(page)).toContainText('analysverktyg från en extern leverantör');
      await mainMenu(page).getByRole('link', { name: 'Topplistor' }).click();
      await expect(page).toHaveURL(/\/toplists$/);
      expect(scriptLoads).toEqual([]);
      await expect(page.locator('script[data-vk-analytics]')).toHaveCount(0);

      await banner(page).getByRole('button', { name: 'Godkänn alla' }).click();
      await expect.poll(() => scriptLoads).toEqual([scriptUrl]);
      await expect(page.locator('script[data-vk-analytics]')).toHaveAttribute('src', scriptUrl);
      await mainMenu(page).getByRole('link', { name: 'Vinlistor' }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __vkSeen?: string[] }).__vkSeen ?? [])).toContain('c_page_view');
      expect(violations).toEqual([]);

      // Withdrawing: the script is told to stop, and the visitor that a reload removes it.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookieinställningar' }).click();
      await banner(page).getByRole('button', { name: 'Endast nödvändiga' }).click();
      await expect(page.getByText('Ladda om sidan för att helt stoppa det externa analysverktyget.')).toBeVisible();
      await page.reload();
      await expect(page.locator('script[data-vk-analytics]')).toHaveCount(0);
      expect(scriptLoads).toEqual([scriptUrl]);

      // The kill switch, even for a visitor who had agreed: no banner, no footer link, no script, nothing sent.
      await page.evaluate(() => localStorage.removeItem('consent'));
      await presetConsent(page, 'all');
      shell.writeConfig({ ...config, analytics: { enabled: false, scriptUrl } });
      const sentBefore = collector.bodies.length;
      const off = await page.goto(`${shell.url}/lists`);
      expect(off?.headers()['content-security-policy']).not.toContain(scriptOrigin);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cookieinställningar' })).toHaveCount(0);
      await expect(banner(page)).toHaveCount(0);
      await mainMenu(page).getByRole('link', { name: 'Topplistor' }).click();
      await letAnIntervalPass(page);
      await leave(page);
      expect(collector.bodies.length).toBe(sentBefore);
      expect(scriptLoads).toEqual([scriptUrl]);
    } finally {
      await shell.stop();
    }
  });
});
