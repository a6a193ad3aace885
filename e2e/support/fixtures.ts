import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
// The shell's stored-consent format (a module without imports), so a new banner version needs no change here.
import { CONSENT_STORAGE_KEY, serializeConsent, type ConsentChoice } from '../../shell/src/store/consentRecord';
import { api, uniqueEmail, type Api, type TestUser } from './api';
import { e2ePorts } from './ports';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where auth.setup.ts keeps the logged-in state of the account of each parallel worker (per port block). */
export const authFile = (parallelIndex: number, kind: 'state' | 'account') =>
  path.join(here, `../.run/auth-${e2ePorts.shell}/user-${parallelIndex}.${kind}.json`);

/**
 * Starts the page with a consent choice already made (unless the page has one), so the consent banner stays away.
 * 'necessary': nothing is sent.
 */
export async function presetConsent(page: Page, choice: ConsentChoice = 'necessary'): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [CONSENT_STORAGE_KEY, serializeConsent(choice, new Date().toISOString())] as const,
  );
}

/**
 * Keeps the homescreen banner, the newsletter modal and the consent banner out of the way (for pages the fixture
 * does not make).
 */
export async function keepOverlaysQuiet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('homescreen', '1');
    localStorage.setItem('newsletter', '1');
  });
  await presetConsent(page);
}

/**
 * A server-rendered page shows its content before its code has run; what is typed into it then is lost when React
 * takes over, as for a person on a slow phone. So `page.goto` and `page.reload` also wait, unless told to stop at
 * 'commit', until the app marks the page interactive (`<html data-hydrated>`); pages without server state do not
 * wait, nor does a context without JavaScript.
 */
export async function hydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.getElementById('vk-ssr-state') || document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 })
    // The page gone on (a navigation meanwhile, the test closing it): nothing to wait for.
    .catch((error: unknown) => {
      if (/timeout/i.test(String(error))) throw error;
    });
}

/**
 * `page.goto` and `page.reload` wait for `hydrated`; a page the app opens itself (a new tab) calls it directly, and a
 * page of another context (a second user) is given it.
 */
export function waitForHydration(page: Page): void {
  const interactive = () => hydrated(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await interactive();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await interactive();
    return response;
  };
}

interface Options {
  /** `test.use({ quietOverlays: true })`: no homescreen banner, no newsletter modal. */
  quietOverlays: boolean;
  /** `test.use({ loggedIn: true })`: pages start logged in as `account` (state saved by auth.setup.ts). */
  loggedIn: boolean;
  /**
   * The consent choice pages start with (default 'necessary': no consent banner, nothing sent);
   * `test.use({ consent: null })`: none, the banner asks (analytics-consent.spec.ts).
   */
  consent: ConsentChoice | null;
}

interface Fixtures {
  ageConfirmed: void;
  /** The logged-in account (needs `loggedIn`): one per parallel worker, reused by its tests. */
  account: TestUser;
  api: Api;
  uniqueEmail: (tag: string) => string;
}

export const test = base.extend<Options & Fixtures>({
  quietOverlays: [false, { option: true }],
  loggedIn: [false, { option: true }],
  consent: ['necessary', { option: true }],
  storageState: async ({ loggedIn, storageState }, use, testInfo) => {
    await use(loggedIn ? authFile(testInfo.parallelIndex, 'state') : storageState);
  },
  account: async ({ loggedIn }, use, testInfo) => {
    if (!loggedIn) throw new Error('the account fixture needs test.use({ loggedIn: true })');
    await use(JSON.parse(readFileSync(authFile(testInfo.parallelIndex, 'account'), 'utf8')) as TestUser);
  },
  // Pages start past the age gate (the gate itself has its own spec) and, unless a spec says otherwise, with a
  // consent choice, so the consent banner (analytics-consent.spec.ts) covers nothing the other specs use.
  ageConfirmed: [
    async ({ page, quietOverlays, consent, javaScriptEnabled }, use) => {
      if (javaScriptEnabled !== false) waitForHydration(page);
      await page.addInitScript(() => localStorage.setItem('age_confirmed', 'true'));
      // The server reads the cookie (cookies ignore the port: every shell of the run sees it).
      await page.context().addCookies([{ name: 'age_confirmed', value: 'true', domain: 'localhost', path: '/' }]);
      if (consent) await presetConsent(page, consent);
      if (quietOverlays) await keepOverlaysQuiet(page);
      await use();
    },
    { auto: true },
  ],
  api: async ({}, use) => use(api),
  uniqueEmail: async ({}, use) => use(uniqueEmail),
});

export { expect };

export const mobile = { width: 375, height: 740 } as const;

/**
 * A returning visitor's browser: the service worker installs and takes part. playwright.config.ts blocks it elsewhere;
 * a spec about what it changes calls this at its top.
 */
export const allowServiceWorker = (): void => test.use({ serviceWorkers: 'allow' });
