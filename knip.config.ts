// knip: unused files, exports and dependencies fail `npm test` (scripts/test.mjs; `npm run knip`). Entry points are
// the real ones: each remote's Module Federation exposes come from the registry of remotes, so a new screen needs no
// edit here. Tests are entries too (knip's vitest, node:test and Playwright plugins), and an export used only by a
// test still counts as unused: a test goes through the module's public door (see `ignore*` below for the exceptions).
import type { KnipConfig } from 'knip';
import { REMOTES, exposesOf } from './shared-contracts/src/federation/remoteModules.mjs';

// Tests sit beside the code and may reach a module's internals (as a feature's tests may in the API's import rules):
// an export a test uses is used. The alternative, every test through the public door, would widen the doors
// instead. Test helpers (`src/test/`, `src/testing/`) are entries for the same reason.
const tests = ['**/*.test.{ts,tsx,mjs}'];
const testHelpers = ['src/test{,ing}/**/*.{ts,tsx}'];

const remoteWorkspaces = Object.fromEntries(
  (Object.keys(REMOTES) as (keyof typeof REMOTES)[]).map((remote) => [
    REMOTES[remote].dir,
    {
      entry: [
        ...Object.values(exposesOf(remote)).map((source) => source.replace(/^\.\//, '')),
        ...tests,
        ...testHelpers,
      ],
      project: ['src/**/*.{ts,tsx}'],
      // rxjs: a Module Federation singleton each remote installs for the shared scope; rspack: tooling's CLI.
      ignoreDependencies: ['rxjs'],
      ignoreBinaries: ['rspack'],
    },
  ]),
);


const config: KnipConfig = {
  // A constant or type exported beside its use (a limit a test names, a type of the module's own signature) is no
  // dead code; knip reports only exports nothing uses.
  ignoreExportsUsedInFile: true,
  // Vitest's setup files are relative to each project's root, which knip reads from the root.
  ignoreUnresolved: ['../vitest.setup-dom.ts', '../test-kit/src/setup.ts', './src/testing/setup.ts', './src/testing/database-templates.ts'],
  // The contracts publish a few aliases (`paginated`, `QueryId`, `UnlikeRequest`) under the names clients use;
  // dropping one is a breaking release of the contracts, not a clean-up.
  ignoreIssues: { 'shared-contracts/src/api/*.ts': ['duplicates'] },
  // The Nu Html Checker's jar runs on the system's Java.
  ignoreBinaries: ['java'],
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', '**/*.test.mjs'],
      // docker/*.mjs: run inside the images (docker/frontend.Dockerfile), each reached from its test.
      project: ['scripts/**/*.mjs', 'docker/*.mjs'],
      // The scaffold of `npm run new-remote`: copied into a new remote, never imported here.
      ignore: ['scripts/new-remote/template/**'],
      // The scaffolding test drives Debian Chromium with the e2e workspace's playwright-core.
      ignoreDependencies: ['playwright-core'],
    },
    tooling: {
      entry: ['src/**/*.{mjs,cjs}'],
      project: ['src/**/*.{mjs,cjs,mts}'],
      // The rspack CLI and dev server run the remotes' `build`/`dev` scripts; the shared facades re-export the
      // singletons the remotes install (react-router, @reduxjs/toolkit, rxjs).
      ignoreDependencies: ['@rspack/cli', '@rspack/dev-server', 'react-router', '@reduxjs/toolkit', /^rxjs/],
    },
    // The libraries' entries are their package.json `exports`.
    'shared-contracts': { entry: tests, project: ['src/**/*.{ts,tsx,mjs}'] },
    'ui-kit': { entry: tests, project: ['src/**/*.{ts,tsx}'] },
    'test-kit': { entry: tests, project: ['src/**/*.{ts,tsx}'] },
    api: {
      // `*-process.ts`: the entries build.mjs bundles for forked child processes.
      // Fonts: share cards read the @fontsource files by path.
      ignoreDependencies: [/^@fontsource\//],
      entry: ['src/**/*-process.ts', 'src/cli/**/*.ts', 'src/bench/**/*.ts', 'scripts/**/*.mjs', ...tests, ...testHelpers],
      project: ['src/**/*.ts', 'scripts/**/*.mjs'],
    },
    shell: {
      entry: ['src/bootstrap.tsx', 'src/ssr/**/*.{ts,tsx}', 'server/*.mjs', 'sw/**/*.{ts,js,mjs}', ...tests, ...testHelpers],
      project: ['src/**/*.{ts,tsx}', 'server/**/*.mjs', 'sw/**/*.{ts,js,mjs}'],
      // The server's static files, compression and federation runtime come through tooling (serve-static.mjs,
      // rspack-config.mjs), resolved from the shell's own node_modules; @rspack/core and the federation runtime are
      // tooling's, shared with every remote.
      ignoreDependencies: ['@fastify/compress', '@fastify/static', '@module-federation/node', '@rspack/core', /^@module-federation\/enhanced/],
      ignoreBinaries: ['rspack'],
    },
    // vnu-jar: the HTML validity spec resolves its jar by path.
    e2e: { entry: ['support/**/*.ts', 'tests/**/*.ts'], project: ['**/*.ts'], ignoreDependencies: ['vnu-jar'] },
    bench: { entry: ['**/*.test.mjs'], project: ['src/**/*.mjs'] },
    ...remoteWorkspaces,
  },
};

export default config;
