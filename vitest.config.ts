import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package is a project with its own environment.
const browserProject = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../vitest.setup-dom.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

export default defineConfig({
  test: {
    projects: [
      browserProject('shared-contracts'),
      browserProject('shell'),
      browserProject('mf-discovery'),
      browserProject('mf-winefinder'),
      browserProject('mf-social'),
      browserProject('mf-account'),
      {
        extends: true,
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
