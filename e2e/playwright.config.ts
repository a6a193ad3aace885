import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@vinkompassen/tooling/chromium';

/**
 * Specs that shake the shared system: bursts (240 pages, 80 share cards at once) and a shell release (its server's
 * workers replaced, their page caches empty). Run after every other spec and one at a time, so they neither disturb
 * the specs beside them nor are slowed by them.
 */
const LOAD_SPECS = /(ssr-(load|share-cards)|shell-releases)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // The longest journeys take ~20 s on a quiet 2-core machine and twice that when the host is slow: a test's time
  // limit is not one of its assertions, so it leaves room for a slow host instead of failing it. Tests that set their
  // own limit have twice the limit they were written with, for the same reason. The same holds for one expectation:
  // a fresh browser context's first view loads and hydrates the whole app cold, which took 12 s on a host at load 15.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // No retries, in CI or not: a test that fails once is a race to trace and fix, not to absorb.
  retries: 0,
  reporter: [['list']],
  outputDir: `./.run/test-results-${process.env.E2E_BASE_PORT ?? 4300}`,
  projects: [
    // Registers one account per worker through the UI and saves its login (support/fixtures.ts: loggedIn).
    { name: 'setup', testDir: './support', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'], testIgnore: LOAD_SPECS },
    { name: 'load', dependencies: ['chromium'], testMatch: LOAD_SPECS, workers: 1 },
  ],
  use: {
    browserName: 'chromium',
    // A fresh context per test installs the service worker, which precaches the shell and every remote: a quarter of
    // the suite's time. The specs about what it changes (offline, faults, federation, server render) allow it.
    serviceWorkers: 'block',
    baseURL: process.env.E2E_SHELL_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    locale: 'sv-SE',
    // The app honours reduced motion (transitions ~0 ms), so axe never measures a colour mid-transition.
    reducedMotion: 'reduce',
    // A failed test keeps its trace: actions, console and network in order, which is what tracing a race needs. DOM
    // snapshots and the screencast are left out: recording them cost about a quarter of the suite's time on two
    // cores; the failure's screenshot and page snapshot (error-context.md) show the end state.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
});
