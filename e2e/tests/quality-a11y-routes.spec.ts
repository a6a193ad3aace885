import type { Page } from '@playwright/test';
import { expect, keepOverlaysQuiet, mobile, test } from '../support/fixtures';
import { axe } from '../support/axe';
import { ROUTES } from '../../shared-contracts/src/routes/routes';
import { api } from '../support/api';
import { signIn, testUser, wines, type ListShape } from './social-support';

/**
 * Every screen of spec section 2, once per viewport, checked whole (shell + remote) with axe:
 * no serious or critical violation. The package a11y specs check their own states and modals in depth.
 */
interface Slugs {
  product: string;
  user: string;
  userList: string;
}

const anonymousRoutes = (s: Slugs): string[] => [
  '/',
  '/toplists',
  '/lists',
  '/list/redaktionens-val',
  `/product/${s.product}`,
  '/dishes',
  '/dishes/not',
  '/winefinder',
  '/winefinder/results?occasion=middag',
  '/search?q=rioja',
  '/search/search-users?q=a',
  '/recommended',
  '/register',
  '/login',
  '/reset',
  '/confirm-reset/1/0123456789abcdef/',
  `/user/${s.user}`,
  `/user-list/${s.userList}`,
  '/terms',
  '/about',
  '/newsletter',
  `/newsletter/confirm/${'0'.repeat(64)}`,
  `/email-change/confirm/${'0'.repeat(64)}`,
  '/filter?style=red',
  '/finns-inte',
];

const loggedInRoutes = (s: Slugs): string[] => ['/profile', '/profile/lists', '/profile/users', '/flode', `/product/${s.product}`, `/user-list/${s.userList}`];

async function slugs(): Promise<Slugs> {
  const user = await testUser(0);
  const [wine] = await wines(1);
  const list = await api.as(user).post<ListShape>('/api/v1/user-lists/', {
    name: `Alla sidor ${Date.now()}`,
    description: 'En lista för tillgänglighetsgenomgången.',
    is_public: true,
    products: [wine!.id],
  });
  return { product: wine!.slug, user: user.slug, userList: list.slug };
}

/** The footer is the same on every route: it is checked on the first one only (it comes after 800 ms and fades in). */
async function seriousViolations(page: Page, route: string, withFooter: boolean) {
  await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
  // The whole page: a region that loads when the reader gets near it (the wine page's notes) is loaded too. Again
  // if the page grew meanwhile (content arriving above it), as a reader scrolls on to the end.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('[data-deferred]'), route).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  // Loaded, not a skeleton: what the visitor reads is what is checked.
  await expect(page.locator('[aria-busy="true"]'), route).toHaveCount(0);
  // Violations only: axe skips collecting the passes, which halves its time on large pages.
  const builder = axe(page, undefined, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (withFooter) {
    const footer = page.getByRole('contentinfo');
    await expect(footer, route).toBeVisible();
    await footer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  } else {
    builder.exclude('.vk-footer');
  }
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ route, id: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test.describe.configure({ mode: 'parallel' });

test('the walk covers every route pattern of the shared route table', () => {
  const s: Slugs = { product: 'p', user: 'u', userList: 'l' };
  const walked = [...anonymousRoutes(s), ...loggedInRoutes(s)].map((r) => r.split('?')[0]!);
  const pattern = (route: string) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+').replace('/*', '/.+')}$`);
  const missed = Object.entries(ROUTES).filter(([, route]) => !walked.some((path) => pattern(route).test(path)));
  expect(missed).toEqual([]);
});

/**
 * The anonymous walk (24 routes) in two halves, so that both workers share it and no test runs for minutes; the
 * footer is checked on the first route of the walk.
 */
const walks = [
  { name: 'anonymous, first half', routes: (s: Slugs) => anonymousRoutes(s).slice(0, 12), loggedIn: false, footer: true },
  { name: 'anonymous, second half', routes: (s: Slugs) => anonymousRoutes(s).slice(12), loggedIn: false, footer: false },
  { name: 'logged in', routes: loggedInRoutes, loggedIn: true, footer: true },
];

for (const viewport of [{ width: 1280, height: 800 }, mobile]) {
  for (const walk of walks) {
    test(`every route passes axe: ${walk.name}, ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await keepOverlaysQuiet(page);
      const s = await slugs();
      if (walk.loggedIn) await signIn(page, await testUser(0));
      const found = [];
      for (const [i, route] of walk.routes(s).entries()) {
        await page.goto(route);
        found.push(...(await seriousViolations(page, route, walk.footer && i === 0)));
      }
      expect(found).toEqual([]);
    });
  }
}
