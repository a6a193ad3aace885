// node --test tooling/src: every name a package, or a library shared whole (RTK Query), imports from a
// facaded shared library must be in its facade. The build cannot catch a missing one (a shared module's
// exports are only known at run time), and a page would fail with "undefined is not a function".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { FACADE_DIR, SHARED_MODULES } from '../rspack-config.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BROWSER_PACKAGES = ['shell', 'mf-discovery', 'mf-winefinder', 'mf-social', 'mf-account', 'shared-contracts'];
const FACADED = SHARED_MODULES.filter((m) => m.facade);
const SHARED_REQUESTS = new Set(SHARED_MODULES.map((m) => m.request));

/** Production sources: tests and test harnesses run in vitest, which resolves the real packages. */
function productionSources(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.split(path.sep).includes('test'));
}

/** Every `import`/`export … from` of a source file: the module and the value names it takes. */
export function importsOf(file, text) {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
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
/** The shell's render host (src/ssr/) is built for Node only, where shared packages are provided whole. */
const browserUses = uses.filter((u) => !u.file.startsWith(path.join('shell', 'src', 'ssr') + path.sep));

/**
 * The JavaScript builds a shared request can resolve to: every file its package's `exports` entry lists
 * (type declarations aside), so whichever condition the bundler picks (rspack takes `module`) is covered.
 */
function buildsOf(request) {
  const name = request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
  let dir = path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve(request));
  while (!(existsSync(path.join(dir, 'package.json')) && readPackage(dir).name === name)) {
    if (dir === path.dirname(dir)) throw new Error(`no package.json of ${name} above ${request}`);
    dir = path.dirname(dir);
  }
  const { exports, main = 'index.js' } = readPackage(dir);
  const entry = exports ? exports[`.${request.slice(name.length)}`] : main;
  const files = new Set();
  const walk = (target) => {
    if (typeof target === 'string') files.add(path.join(dir, target));
    else if (target) for (const [condition, t] of Object.entries(target)) if (condition !== 'types') walk(t);
  };
  walk(entry);
  return [...files].filter((f) => /\.[cm]?js$/.test(f));
}

function readPackage(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/** The libraries shared whole (no facade), e.g. RTK Query: their imports of a facaded library reach its facade too. */
const libraryUses = SHARED_MODULES.filter((m) => !m.facade && !m.request.startsWith('@vinkompassen/')).flatMap(({ request }) =>
  buildsOf(request).flatMap((file) => importsOf(file, readFileSync(file, 'utf8')).map((use) => ({ ...use, file: path.relative(ROOT, file) }))),
);

test('the packages are scanned', () => {
  assert.ok(uses.some((u) => u.from === 'react-router-dom'), 'no import of react-router-dom found: is the scan broken?');
});

test('the libraries shared whole are scanned', () => {
  const rtkQuery = libraryUses.filter((u) => u.from === '@reduxjs/toolkit' && u.file.includes('/dist/query/'));
  assert.ok(rtkQuery.some((u) => u.names.includes('createSlice')), 'no import of @reduxjs/toolkit found in RTK Query: is the scan broken?');
});

for (const { request, facade } of FACADED) {
  const missingFrom = async (importers) => {
    const provided = new Set(Object.keys(await import(path.join(FACADE_DIR, facade))));
    return importers
      .filter((u) => u.from === request)
      .flatMap((u) => u.names.filter((name) => !provided.has(name)).map((name) => `${u.file}: ${name}`));
  };

  test(`every name the packages import from ${request} is in its facade (${facade})`, async () => {
    assert.deepEqual(await missingFrom(browserUses), [], `add these to tooling/src/shared-facades/${facade}`);
  });

  test(`every name the libraries shared whole import from ${request} is in its facade (${facade})`, async () => {
    assert.deepEqual(await missingFrom(libraryUses), [], `add these to tooling/src/shared-facades/${facade}`);
  });

  test(`nothing imports around the ${request} singleton`, () => {
    // A subpath (unless shared itself) or the package react-router-dom re-exports would be bundled as a
    // second, unshared copy.
    const around = request === 'react-router-dom' ? /^react-router(\/|$)/ : new RegExp(`^${request}/`);
    const offenders = uses.filter((u) => around.test(u.from) && !SHARED_REQUESTS.has(u.from)).map((u) => `${u.file}: ${u.from}`);
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
