import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { REMOTES } from './shared-contracts/src/federation/remoteModules.mjs';

// One vitest run covers every package; each package is a project with its own environment.
// Front-end packages also start the test-kit's MSW server (API routes per test, see test-kit/README.md).
//
// A front-end worker keeps one jsdom and one module graph for all its files (`isolate: false`): building them per
// file cost more than the tests themselves. vitest.setup-dom.ts returns the shared environment to its start after
// each file. A file that mocks a module (`vi.mock`) or loads modules afresh (`vi.resetModules`) needs the graph to
// itself, so it runs in an isolated project.
const TEST_FILES = /\.test\.tsx?$/;
const needsOwnModules = (name: string) =>
  readdirSync(new URL(`./${name}/src/`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILES.test(file) && /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(new URL(`./${name}/src/${file}`, import.meta.url), 'utf8')))
    .map((file) => `src/${file}`);

const browserProjects = (name: string, { msw = false, testTimeout = 5_000 } = {}) => {
  const test = {
    root: `./${name}`,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../vitest.setup-dom.ts', ...(msw ? ['../test-kit/src/setup.ts'] : [])],
    testTimeout,
  };
  const isolated = needsOwnModules(name);
  return [
    { extends: true as const, test: { ...test, name, include: ['src/**/*.test.{ts,tsx}'], exclude: isolated, isolate: false } },
    ...(isolated.length ? [{ extends: true as const, test: { ...test, name: `${name}:isolated`, include: isolated } }] : []),
  ];
};

export default defineConfig({
  test: {
    // Vitest keeps a core for its main process by default: one worker on a 2-core machine. These suites wait on
    // databases, timers and debounces more than they compute; a worker per core ran them in 519 s instead of 776 s.
    maxWorkers: availableParallelism(),
    projects: [
      ...browserProjects('shared-contracts'),
      ...browserProjects('ui-kit'),
      ...browserProjects('test-kit', { msw: true }),
      ...browserProjects('shell', { msw: true }),
      // Every remote of the registry. Page tests wait for debounces and requests; a busy machine needs more than
      // the default 5 s.
      ...Object.values(REMOTES).flatMap(({ dir }) => browserProjects(dir, { msw: true, testTimeout: 20_000 })),
      {
        extends: true,
        // '@/…' is api/src (api/tsconfig.json's paths), as the esbuild bundle resolves it.
        resolve: { alias: { '@/': fileURLToPath(new URL('./api/src/', import.meta.url)) } },
        test: {
          name: 'api',
          // Files share a worker's module graph (the API's modules keep per-database state only): importing the app
          // per file cost a third of the run.
          isolate: false,
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
