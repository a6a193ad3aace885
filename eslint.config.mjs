// ESLint 9 flat config for every package. Only rules that guard the architecture (import boundaries, no
// import cycles, file naming) and a few correctness checks; formatting is left alone. Why import-x:
// docs/ARCHITECTURE.md, "Lint".
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { REMOTES as REGISTRY } from './shared-contracts/src/federation/remoteModules.mjs';

// The remotes' package folders, from the registry of remotes.
const REMOTES = Object.values(REGISTRY).map((remote) => remote.dir);
// Packages that run in the browser and follow the front-end naming (PascalCase components).
const FRONT_ENDS = ['shell', ...REMOTES, 'shared-contracts', 'ui-kit', 'test-kit'];
// Every package of ours: shared-contracts may import none of them.
const PACKAGES = [...FRONT_ENDS, 'api', 'e2e', 'tooling', 'bench'];
const JS_TS = '*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

/** A zone for `import-x/no-restricted-paths`: files in `target` may not import files in `from`. */
const zone = (target, from, message, except) => ({ target, from, message, ...(except && { except }) });

const PATH_ZONES = [
  ...REMOTES.map((remote) =>
    zone(
      `./${remote}`,
      [...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`), './shell'],
      'A remote never imports another remote or the shell: share through @vinkompassen/shared-contracts.',
    ),
  ),
  zone('./shell', REMOTES.map((remote) => `./${remote}`), 'The shell loads remotes at runtime (Module Federation), never imports them.'),
  zone(
    './shared-contracts',
    PACKAGES.filter((pkg) => pkg !== 'shared-contracts').map((pkg) => `./${pkg}`),
    'shared-contracts imports no package of ours: every other package depends on it.',
  ),
  zone(['./ui-kit', './test-kit'], [...REMOTES, 'shell'].map((pkg) => `./${pkg}`), 'ui-kit and test-kit import no remote and not the shell.'),
  // shell/src/app is the composition root: it imports the features, never the reverse. Only the entries above it
  // (index.ts, bootstrap.tsx, ssr/) and the test harness (test/) import it.
  zone(
    ['./shell/src/!(app|ssr|test)/**', './shell/sw/**'],
    './shell/src/app',
    'A shell feature never imports app/ (the composition root): move what it needs to a module below the features (store/, runtime-config/, ...).',
  ),
  // The composed Fastify app is for the entry points, the API test kit and tests; modules take what they need
  // (the same rule as api/.dependency-cruiser.cjs).
  zone(
    ['./api/src/!(main|*.test).ts', './api/src/!(bench|cli|testing)/**/!(*.test).ts'],
    './api/src/app.ts',
    'Only main.ts, bench/, cli/, the API test support (testing/) and tests import app.ts.',
  ),
  // db/ and http/ are the bottom layers: they know each other and the config, nothing above them.
  // Their tests may use the API test kit.
  zone(
    ['./api/src/db/**/!(*.test).ts', './api/src/http/**/!(*.test).ts'],
    './api/src',
    'api/src/db and api/src/http import only each other and the config.',
    ['./db', './http', './config.ts', './config'],
  ),
];

// Inside a remote: a feature folder imports another only through that folder's index.ts (what it offers the others);
// `ui/` (shared pieces below the features) and `test/` (fixtures) are open to all. Read from the tree, so a new
// feature folder is a zone at once.
const OPEN_FOLDERS = ['ui', 'test'];
const featureFolders = (remote) =>
  readdirSync(new URL(`./${remote}/src`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !OPEN_FOLDERS.includes(entry.name))
    .map((entry) => entry.name);
const FEATURE_ZONES = REMOTES.flatMap((remote) =>
  featureFolders(remote).map((feature) =>
    zone(
      `./${remote}/src/!(${feature})/**/*`,
      `./${remote}/src/${feature}`,
      `Another feature folder imports ${feature}/ only through its index.ts (shared pieces go to ui/): see the remote's README.`,
      ['./index.ts'],
    ),
  ),
);

/** Bare-specifier bans per package: caught whether or not the package name resolves to a file. */
const NAME_BANS = {
  ...Object.fromEntries(REMOTES.map((remote) => [remote, [...REMOTES.filter((other) => other !== remote), 'shell']])),
  shell: REMOTES,
  'shared-contracts': PACKAGES.filter((pkg) => pkg !== 'shared-contracts'),
  'ui-kit': [...REMOTES, 'shell'],
  'test-kit': [...REMOTES, 'shell'],
};
const nameBan = ([pkg, banned]) => ({
  files: [`${pkg}/**/${JS_TS}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@vinkompassen/(${banned.join('|')})(/|$)`,
            message: `${pkg} may not import ${banned.join(', ')} (see docs/ARCHITECTURE.md, Rules).`,
          },
        ],
      },
    ],
  },
});

// File naming as the code base has it. Front ends: a component file is PascalCase .tsx; other modules are
// camelCase (.tsx too when they hold JSX: icon sets, test harnesses, the router). Everything else: kebab-case.
const PASCAL_OR_CAMEL = `@(${'*([A-Z]*([a-z0-9]))'}|${'+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))'})`;
const frontEndSrc = (ext) => FRONT_ENDS.flatMap((pkg) => [`${pkg}/src/**/*.${ext}`, `${pkg}/sw/**/*.${ext}`]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      'api/drizzle/**',
      'api/migrations/**',
      'e2e/.run/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
      // Built releases (npm run release): build output like dist/.
      '.releases/**',
      // The new remote's files with placeholders (scripts/new-remote.mjs fills them in); linted once scaffolded.
      'scripts/new-remote/template/**',
      // Declarations only: nothing to lint that tsc does not check.
      '**/*.d.ts',
      '**/*.d.mts',
    ],
  },
  {
    files: [`**/${JS_TS}`],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin, 'check-file': checkFile },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, project: ['tsconfig.base.json', 'api/tsconfig.json'], noWarnOnMultipleProjects: true }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...PATH_ZONES, ...FEATURE_ZONES] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      'check-file/filename-naming-convention': ['error', { [`**/${JS_TS}`]: 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    files: [...frontEndSrc('{ts,tsx,mjs}')],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        // A page contract (`ProductPage.data.ts`) is named by the screen it sits beside.
        { '**/*.tsx': PASCAL_OR_CAMEL, '**/*.data{,.test}.ts': PASCAL_OR_CAMEL, '**/!(*.data|*.data.test).{ts,mjs}': 'CAMEL_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Folder names under routes/ mirror URL paths.
    files: [`api/src/routes/**/${JS_TS}`],
    rules: { 'check-file/folder-naming-convention': 'off' },
  },
  ...Object.entries(NAME_BANS).map(nameBan),
  {
    // The schemas are zod: a value import would put zod into the browser's first view (25 kB gzip).
    files: ['shell', ...REMOTES, 'ui-kit'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@vinkompassen/shared-contracts/schemas',
              allowTypeImports: true,
              message: 'Types only from the schemas (zod stays out of the browser); values come from @vinkompassen/shared-contracts.',
            },
          ],
        },
      ],
    },
  },
);
