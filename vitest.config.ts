import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package is a project with its own environment.
// Front-end packages also start the test-kit's MSW server (API routes per test, see test-kit/README.md).
const browserProject = (name: string, { msw = false, testTimeout = 5_000 } = {}) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../vitest.setup-dom.ts', ...(msw ? ['../test-kit/src/setup.ts'] : [])],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout,
  },
});

export default defineConfig({
  test: {
    // Vitest keeps a core for its main process by default: one worker on a 2-core machine. These suites wait on
    // databases, timers and debounces more than they compute; a worker per core ran them in 519 s instead of 776 s.
    maxWorkers: availableParallelism(),
    projects: [
      browserProject('shared-contracts'),
      browserProject('ui-kit'),
      browserProject('test-kit', { msw: true }),
      browserProject('shell', { msw: true }),
      // Page tests wait for debounces and requests; a busy machine needs more than the default 5 s.
      browserProject('mf-discovery', { msw: true, testTimeout: 20_000 }),
      browserProject('mf-winefinder', { msw: true }),
      browserProject('mf-social', { msw: true }),
      browserProject('mf-account', { msw: true }),
      {
        extends: true,
        // '@/…' is api/src (api/tsconfig.json's paths), as the esbuild bundle resolves it.
        resolve: { alias: { '@/': fileURLToPath(new URL('./api/src/', import.meta.url)) } },
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          setupFiles: ['./src/testing/setup.ts'],
          // One migrated PGlite (and PostgreSQL database) per run; each test's database starts as its copy (no migrations).
          globalSetup: ['./src/testing/database-templates.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
