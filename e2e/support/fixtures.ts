import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { api, uniqueEmail, type Api, type TestUser } from './api';
import { e2ePorts } from './ports';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where auth.setup.ts keeps the logged-in state of the account of each parallel worker (per port block). */
export const authFile = (parallelIndex: number, kind: 'state' | 'account') =>
  path.join(here, `../.run/auth-${e2ePorts.shell}/user-${parallelIndex}.${kind}.json`);

/** Keeps the homescreen banner and the newsletter modal out of the way (for pages the fixture does not make). */
export async function keepOverlaysQuiet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('homescreen', '1');
    localStorage.setItem('newsletter', '1');
  });
}

interface Options {
  /** `test.use({ quietOverlays: true })`: no homescreen banner, no newsletter modal. */
  quietOverlays: boolean;
  /** `test.use({ loggedIn: true })`: pages start logged in as `account` (state saved by auth.setup.ts). */
  loggedIn: boolean;
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
  storageState: async ({ loggedIn, storageState }, use, testInfo) => {
    await use(loggedIn ? authFile(testInfo.parallelIndex, 'state') : storageState);
  },
  account: async ({ loggedIn }, use, testInfo) => {
    if (!loggedIn) throw new Error('the account fixture needs test.use({ loggedIn: true })');
    await use(JSON.parse(readFileSync(authFile(testInfo.parallelIndex, 'account'), 'utf8')) as TestUser);
  },
  // Pages start past the age gate (the gate itself has its own spec).
  ageConfirmed: [
    async ({ page, quietOverlays }, use) => {
      await page.addInitScript(() => localStorage.setItem('age_confirmed', 'true'));
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
