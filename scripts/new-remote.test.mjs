// `npm run new-remote`: scaffolds a remote into a temporary copy of the repository, builds it and the shell there,
// and shows the shell serving its page, server-rendered and then hydrated in Chromium, with no shell file changed.
// Each step is a subtest, so the output says how far it got. The copy holds the sources only; node_modules is the
// repository's, linked entry by entry (our own packages to the copy's folders, so the builds read the copy's
// registry; the caches stay the copy's own).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/src/chromium.mjs';
import { REMOTES } from '../shared-contracts/src/federation/remoteModules.mjs';
import { root } from './lib.mjs';
import { newRemote, REGISTRY_FILE } from './new-remote.mjs';

const COPIED = [
  ...['package.json', 'package-lock.json', 'tsconfig.base.json', 'docker-compose.yml', 'vitest.config.ts', 'vitest.setup-dom.ts'],
  ...['scripts', 'shared-contracts', 'ui-kit', 'test-kit', 'tooling', 'shell', ...Object.values(REMOTES).map((remote) => remote.dir)],
];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', '.data', 'test-results']);

function copyRepository(tmp) {
  const copy = path.join(tmp, 'repo');
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true, filter: (src) => !SKIPPED.has(path.basename(src)) });
  mkdirSync(path.join(copy, 'node_modules/@vinkompassen'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (!['@vinkompassen', '.cache', '.vite'].includes(entry)) symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  for (const pkg of readdirSync(path.join(root, 'node_modules/@vinkompassen'))) {
    const link = path.join(root, 'node_modules/@vinkompassen', pkg);
    const target = path.resolve(path.dirname(link), readlinkSync(link));
    const copied = path.join(copy, path.relative(root, target));
    symlinkSync(COPIED.includes(path.relative(root, target)) ? copied : target, path.join(copy, 'node_modules/@vinkompassen', pkg));
  }
  return copy;
}

/** Path → content hash of every file of the copy but node_modules and builds. */
function tree(dir, base = dir, files = new Map()) {
  for (const entry of readdirSync(dir)) {
    if (SKIPPED.has(entry)) continue;
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) tree(file, base, files);
    else files.set(path.relative(base, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  return files;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const children = [];
function start(args, options) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', process.env.DEBUG_NEW_REMOTE ? 'inherit' : 'ignore', 'inherit'], ...options });
  children.push(child);
  return child;
}

const exited = (child) => new Promise((resolve) => child.once('exit', resolve));

async function run(args, cwd, env = { NODE_ENV: 'production' }) {
  const code = await exited(start(args, { cwd, env: { ...process.env, ...env } }));
  assert.equal(code, 0, `${args.join(' ')} in ${cwd}`);
}

async function waitFor(url) {
  for (let tries = 0; tries < 120; tries += 1) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

const bin = (file) => path.join(root, 'node_modules', file);
const tmpRoot = mkdtempSync(path.join(tmpdir(), 'vk-new-remote-'));
after(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.filter((child) => child.exitCode === null).map(exited));
  rmSync(tmpRoot, { recursive: true, force: true });
});

describe('npm run new-remote -- cellar, in a copy of the repository', { timeout: 900_000 }, () => {
  let copy;
  let made;
  let pageUrl;

  test('adds mf-cellar/ and changes no file outside it but the registry and docker-compose.yml', async () => {
    copy = copyRepository(tmpRoot);
    const before = tree(copy);
    made = await newRemote('cellar', { root: copy });
    const afterward = tree(copy);
    const changed = [...afterward.keys()].filter((file) => !file.startsWith(`${made.dir}/`) && afterward.get(file) !== before.get(file));
    assert.deepEqual(changed.sort(), ['docker-compose.yml', REGISTRY_FILE]);
    assert.deepEqual([...before.keys()].filter((file) => !afterward.has(file)), [], 'no file removed');
    assert.ok(afterward.has('mf-cellar/src/CellarPage.tsx'));
    assert.ok(afterward.has('mf-cellar/src/CellarPage.data.ts'), 'the page comes with its page contract');
    // The copy's compose test: docker-compose.yml gained the remote the registry did.
    // Without NODE_TEST_CONTEXT: a `node --test` run inside a test's environment skips its files and passes.
    await run(['--test', path.join(copy, 'scripts/compose-registry.test.mjs')], copy, { NODE_TEST_CONTEXT: undefined });
  });

  test("the new remote's own tests pass (server render in Node, hydration in jsdom)", async () => {
    await run([bin('vitest/vitest.mjs'), 'run', '--project', 'mf-cellar'], copy, { CI: '1' });
  });

  test('the new remote and the unchanged shell build', async () => {
    const build = [bin('@rspack/cli/bin/rspack.js'), 'build', '--config', 'rspack.config.mjs', '--mode', 'production'];
    await run(build, path.join(copy, made.dir));
    await run(build, path.join(copy, 'shell'));
  });

  test("the shell's server renders the new page into its HTML", async () => {
    const [shellPort, remotePort, closedPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const { REMOTES: registry, remoteUrlVariable } = await import(path.join(copy, REGISTRY_FILE));
    // The other remotes and the API are not running: the shell serves the new page without them.
    const remoteUrls = Object.fromEntries(
      Object.keys(registry).map((name) => [remoteUrlVariable(name), `http://localhost:${name === 'cellar' ? remotePort : closedPort}/mf-manifest.json`]),
    );
    start([path.join(copy, 'tooling/src/serve-cli.mjs'), '--dir', path.join(copy, made.dir, 'dist'), '--port', String(remotePort)], { cwd: copy });
    start([path.join(copy, 'shell/server/main.mjs')], {
      cwd: copy,
      // A cold server loads the remote's code on its first render: a budget a busy machine keeps.
      env: { ...process.env, NODE_ENV: 'production', PORT: String(shellPort), SHELL_WORKERS: '1', SSR_BUDGET_MS: '10000', API_URL: `http://localhost:${closedPort}`, ...remoteUrls },
    });
    pageUrl = `http://localhost:${shellPort}${made.path}`;
    await waitFor(`http://localhost:${remotePort}/mf-manifest.json`);
    await waitFor(`http://localhost:${shellPort}/runtime-config.json`);

    const answer = await fetch(pageUrl, { headers: { cookie: 'age_confirmed=true' } });
    const html = await answer.text();
    assert.equal(answer.status, 200);
    assert.match(html, /<main [^>]*data-route="cellar"/);
    assert.match(html, /<title>Vinkompassen - Cellar<\/title>/, "the page's own title");
    assert.match(html, /<section class="vk-page[^"]*" data-remote="cellar">/, 'the remote page is in the server HTML');
    assert.match(html, /<h1 class="vk-page__heading"[^>]*>Cellar<\/h1>/);
    assert.match(html, /data-hydrated="false"[^>]*>Sidan laddas …</);
    // From its page contract (`./CellarPage.data`): a page whose contract the server cannot load has no JSON-LD.
    assert.match(html, /<script type="application\/ld\+json">\{[^<]*"BreadcrumbList"[^<]*"name":"Cellar"/, "the contract's head");
  });

  test('Chromium hydrates the server HTML: the page comes alive without a hydration error', async () => {
    assert.ok(existsSync(CHROMIUM_PATH), `Debian Chromium is missing at ${CHROMIUM_PATH} (apt-get install chromium)`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'age_confirmed', value: 'true', url: pageUrl }]);
      const page = await context.newPage();
      const hydrationErrors = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
      });
      await page.goto(pageUrl);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
      const status = page.locator('[data-remote="cellar"] [role="status"]');
      await status.filter({ hasText: 'Sidan är redo.' }).waitFor({ timeout: 30_000 });
      assert.equal(await status.getAttribute('data-hydrated'), 'true');
      assert.deepEqual(hydrationErrors, []);
    } finally {
      await browser.close();
    }
  });
});

describe('npm run new-remote refuses a name it cannot use, before writing anything', () => {
  for (const [name, message] of [
    [undefined, /usage: npm run new-remote -- <name>/],
    ['Cellar', /lower-case letters and digits/],
    ['mf-cellar', /lower-case letters and digits/],
    ['social', /the remote social \(mf-social\/\) exists already/],
    ['shell', /shell is the host's Module Federation name/],
    ['toplists', /\/toplists is a route of the app already/],
  ]) {
    test(name ?? '(no name)', async () => {
      await assert.rejects(newRemote(name), message);
    });
  }
});
