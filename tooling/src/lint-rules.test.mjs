// The lint rules that guard the architecture, checked on snippets: a config change that quietly stops
// catching a cross-package import (or a misnamed file) fails here instead of going unnoticed.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });

/** Rule ids reported for `code` as if it were the file at `filePath` (relative to the repo root). */
async function rulesFor(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const BOUNDARY = ['import-x/no-restricted-paths', 'no-restricted-imports'];
const boundaryErrors = (rules) => rules.filter((rule) => BOUNDARY.includes(rule)).sort();

describe('import boundaries', () => {
  it('a remote importing another remote by relative path', async () => {
    const rules = await rulesFor('mf-social/src/probe.ts', "import { TEXTS } from '../../mf-discovery/src/texts';\nexport { TEXTS };\n");
    assert.deepEqual(boundaryErrors(rules), ['import-x/no-restricted-paths']);
  });

  it('a remote importing another remote or the shell by package name', async () => {
    for (const name of ['@vinkompassen/mf-discovery', '@vinkompassen/mf-account/src/texts', '@vinkompassen/shell']) {
      const rules = await rulesFor('mf-social/src/probe.ts', `import '${name}';\n`);
      assert.ok(rules.includes('no-restricted-imports'), `${name}: ${rules}`);
    }
  });

  it('the shell importing a remote', async () => {
    const rules = await rulesFor('shell/src/probe.ts', "import '../../mf-account/src/texts';\n");
    assert.deepEqual(boundaryErrors(rules), ['import-x/no-restricted-paths']);
  });

  it('shared-contracts importing a package of ours', async () => {
    assert.deepEqual(boundaryErrors(await rulesFor('shared-contracts/src/probe.ts', "import '../../shell/src/texts';\n")), [
      'import-x/no-restricted-paths',
    ]);
    assert.deepEqual(boundaryErrors(await rulesFor('shared-contracts/src/probe.ts', "import '@vinkompassen/tooling/rspack';\n")), [
      'import-x/no-restricted-paths',
      'no-restricted-imports',
    ]);
  });

  it('ui-kit and test-kit importing a remote', async () => {
    for (const pkg of ['ui-kit', 'test-kit']) {
      assert.ok(boundaryErrors(await rulesFor(`${pkg}/src/probe.ts`, "import '@vinkompassen/mf-social';\n")).length > 0, pkg);
    }
  });

  it('browser code takes only types from the schemas (a value brings zod along), tests aside', async () => {
    const value = "import { PRICE_BANDS } from '@vinkompassen/shared-contracts/schemas';\nexport { PRICE_BANDS };\n";
    const types = "import type { FacetOption } from '@vinkompassen/shared-contracts/schemas';\nexport type { FacetOption };\n";
    assert.ok((await rulesFor('mf-discovery/src/probe.ts', value)).includes('@typescript-eslint/no-restricted-imports'));
    assert.ok((await rulesFor('shell/src/probe.ts', value)).includes('@typescript-eslint/no-restricted-imports'));
    assert.deepEqual(await rulesFor('mf-discovery/src/probe.ts', types), []);
    assert.deepEqual(await rulesFor('mf-discovery/src/probe.test.ts', value), []);
  });

  it('allows a remote to import shared-contracts and its own modules', async () => {
    const rules = await rulesFor(
      'mf-social/src/probe.ts',
      "import { ROUTES } from '@vinkompassen/shared-contracts';\nimport { TEXTS } from './texts';\nexport { ROUTES, TEXTS };\n",
    );
    assert.deepEqual(rules, []);
  });

  it("a remote's feature folder importing another past its index.ts (planted violations)", async () => {
    const planted = [
      ['mf-discovery/src/search/probe.ts', "import { StockBadge } from '../stores/StockBadge';\nexport { StockBadge };\n"],
      ['mf-social/src/feed/probe.ts', "import { useViewer } from '../session/useViewer';\nexport { useViewer };\n"],
      // A folder the tree does not have yet is held to the rule too.
      ['mf-account/src/new-feature/probe.ts', "import { validate } from '../forms/validation';\nexport { validate };\n"],
    ];
    for (const [file, code] of planted) {
      assert.deepEqual(boundaryErrors(await rulesFor(file, code)), ['import-x/no-restricted-paths'], file);
    }
  });

  it("allows a feature folder another's index.ts, ui/, its own files, and the remote's root files anything", async () => {
    const allowed = [
      ['mf-discovery/src/search/probe.ts', "import { StockBadge } from '../stores';\nimport { useErrorBanner } from '../ui/hooks';\nimport { useSearchText } from './useSearchText';\nexport { StockBadge, useErrorBanner, useSearchText };\n"],
      ['mf-discovery/src/probe.test.tsx', "import { StockBadge } from './stores/StockBadge';\nexport { StockBadge };\n"],
    ];
    for (const [file, code] of allowed) {
      assert.deepEqual(boundaryErrors(await rulesFor(file, code)), [], file);
    }
  });

  it('shell: a feature never imports app/ (the composition root); the entries and the test harness may', async () => {
    for (const refused of ['shell/src/auth/probe.ts', 'shell/src/routing/probe.test.tsx', 'shell/src/store/probe.ts']) {
      assert.deepEqual(boundaryErrors(await rulesFor(refused, "import '../app/AppLayout';\n")), ['import-x/no-restricted-paths'], refused);
    }
    assert.deepEqual(boundaryErrors(await rulesFor('shell/sw/probe.ts', "import '../src/app/App';\n")), ['import-x/no-restricted-paths']);
    for (const allowed of ['shell/src/ssr/probe.ts', 'shell/src/test/probe.tsx', 'shell/src/app/probe.ts']) {
      const specifier = allowed.startsWith('shell/src/app/') ? './AppLayout' : '../app/AppLayout';
      assert.deepEqual(boundaryErrors(await rulesFor(allowed, `import '${specifier}';\n`)), [], allowed);
    }
    assert.deepEqual(boundaryErrors(await rulesFor('shell/src/bootstrap.tsx', "import './app/App';\n")), []);
  });

  it('api: only the entry points, the test kit and tests import app.ts', async () => {
    const importApp = (from) => {
      const specifier = path.posix.relative(path.posix.dirname(from), 'api/src/app');
      return rulesFor(from, `import '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\n`);
    };
    for (const refused of ['api/src/routes/api/v1/product/probe.ts', 'api/src/features/products/probe.ts', 'api/src/plugins/probe.ts', 'api/src/probe.ts']) {
      assert.deepEqual(boundaryErrors(await importApp(refused)), ['import-x/no-restricted-paths'], refused);
    }
    const allowed = ['api/src/main.ts', 'api/src/bench/probe.ts', 'api/src/cli/probe.ts', 'api/src/testing/probe.ts', 'api/src/routes/login/probe.test.ts', 'api/src/probe.test.ts'];
    for (const from of allowed) {
      assert.deepEqual(boundaryErrors(await importApp(from)), [], from);
    }
  });

  it('api: db/ and http/ import only each other and the config', async () => {
    for (const upward of ['../features/products/queries', '../routes', '../plugins/auth']) {
      assert.deepEqual(boundaryErrors(await rulesFor('api/src/db/probe.ts', `import '${upward}';\n`)), ['import-x/no-restricted-paths'], upward);
    }
    assert.deepEqual(boundaryErrors(await rulesFor('api/src/http/probe.ts', "import '../db/client';\nimport '../config';\n")), []);
  });
});

describe('file naming', () => {
  it('front ends: components PascalCase .tsx, other modules camelCase', async () => {
    const naming = 'check-file/filename-naming-convention';
    assert.ok((await rulesFor('mf-social/src/users/user-page.tsx', '')).includes(naming));
    assert.ok((await rulesFor('mf-social/src/users/UserPage.ts', '')).includes(naming));
    assert.deepEqual(await rulesFor('mf-social/src/users/UserPage.tsx', ''), []);
    assert.deepEqual(await rulesFor('mf-social/src/users/userPage.test.ts', ''), []);
  });

  it('elsewhere: kebab-case', async () => {
    assert.ok((await rulesFor('e2e/tests/socialFollow.spec.ts', '')).includes('check-file/filename-naming-convention'));
    assert.deepEqual(await rulesFor('e2e/tests/social-follow.spec.ts', ''), []);
  });
});
