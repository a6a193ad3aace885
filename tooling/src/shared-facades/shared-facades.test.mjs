// node --test tooling/src: every name a package imports from a facaded shared library must be in its
// facade. The build cannot catch a missing one (a shared module's exports are only known at run time),
// and a page would fail with "undefined is not a function".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { FACADE_DIR, SHARED_MODULES } from '../rspack-config.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BROWSER_PACKAGES = ['shell', 'mf-discovery', 'mf-winefinder', 'mf-social', 'mf-account', 'shared-contracts'];
const FACADED = SHARED_MODULES.filter((m) => m.facade);

/** Production sources: tests and test harnesses run in vitest, which resolves the real packages. */
function productionSources(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.split(path.sep).includes('test'));
}

/** Every `import`/`export … from` of a source file: the module and the value names it takes. */
export function importsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  for (const node of source.statements) {
    const isImport = ts.isImportDeclaration(node);
    if (!isImport && !(ts.isExportDeclaration(node) && node.moduleSpecifier)) continue;
    const from = node.moduleSpecifier.text;
    if (isImport && node.importClause?.isTypeOnly) continue;
    if (!isImport && node.isTypeOnly) continue;
    const bindings = isImport ? node.importClause?.namedBindings : node.exportClause;
    const names = [];
    if (isImport && node.importClause?.name) names.push('default');
    if (bindings && (ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings))) names.push('*');
    else if (bindings) for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
    if (!isImport && !node.exportClause) names.push('*');
    found.push({ from, names });
  }
  return found;
}

const uses = BROWSER_PACKAGES.flatMap((pkg) =>
  productionSources(path.join(ROOT, pkg, 'src')).flatMap((file) =>
    importsOf(file, readFileSync(file, 'utf8')).map((use) => ({ ...use, file: path.relative(ROOT, file) })),
  ),
);

test('the packages are scanned', () => {
  assert.ok(uses.some((u) => u.from === 'react-router-dom'), 'no import of react-router-dom found: is the scan broken?');
});

for (const { request, facade } of FACADED) {
  test(`every name imported from ${request} is in its facade (${facade})`, async () => {
    const provided = new Set(Object.keys(await import(path.join(FACADE_DIR, facade))));
    const missing = uses
      .filter((u) => u.from === request)
      .flatMap((u) => u.names.filter((name) => !provided.has(name)).map((name) => `${u.file}: ${name}`));
    assert.deepEqual(missing, [], `add these to tooling/src/shared-facades/${facade}`);
  });

  test(`nothing imports around the ${request} singleton`, () => {
    // A subpath or the package react-router-dom re-exports would be bundled as a second, unshared copy.
    const around = request === 'react-router-dom' ? /^react-router(\/|$)/ : new RegExp(`^${request}/`);
    const offenders = uses.filter((u) => around.test(u.from)).map((u) => `${u.file}: ${u.from}`);
    assert.deepEqual(offenders, []);
  });
}

test('importsOf reads value names and skips types', () => {
  const text = [
    "import { a, type B, c as d } from 'x';",
    "import type { E } from 'x';",
    "import * as ns from 'y';",
    "export { f } from 'x';",
    "export type { G } from 'x';",
  ].join('\n');
  assert.deepEqual(importsOf('f.ts', text), [
    { from: 'x', names: ['a', 'c'] },
    { from: 'y', names: ['*'] },
    { from: 'x', names: ['f'] },
  ]);
});
