import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import { testUser, wines, type ListShape } from './social-support';

/**
 * Every public page is valid HTML by the Nu Html Checker (vnu-jar, run offline with the system's Java): the server's
 * HTML as a crawler gets it and the page after hydration as a visitor has it. Zero errors; warnings are not counted.
 */
const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

function validate(files: Map<string, string>): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-vnu-'));
  try {
    const paths = [...files].map(([name, html], i) => {
      const file = path.join(dir, `${String(i).padStart(2, '0')}.html`);
      writeFileSync(file, html);
      return [file, name] as const;
    });
    const names = new Map(paths.map(([file, name]) => [`file:${file}`, name]));
    // One Java start for every page: vnu reports as JSON on stderr.
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...paths.map(([file]) => file)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, 'java could not be started').toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === 'error')
      .map((m) => `${names.get(m.url) ?? m.url}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ''}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('every public page is valid HTML (Nu Html Checker): 0 errors, as served and after hydration', async ({ page, request }) => {
  test.setTimeout(360_000);
  const user = await testUser(0);
  const [wine] = await wines(1);
  const list = await api.as(user).post<ListShape>('/api/v1/user-lists/', {
    name: `Giltig html ${Date.now()}`,
    description: 'En lista för html-kontrollen.',
    is_public: true,
    products: [wine!.id],
  });
  const routes = [
    '/',
    '/toplists',
    '/lists',
    '/list/redaktionens-val',
    `/product/${wine!.slug}`,
    '/dishes',
    '/dishes/not',
    '/winefinder',
    '/winefinder/results?occasion=middag',
    '/search',
    '/search?q=rioja',
    '/search/search-users?q=a',
    '/filter',
    '/filter?style=red',
    '/recommended',
    '/register',
    '/login',
    '/reset',
    '/terms',
    '/about',
    '/newsletter',
    `/user/${user.slug}`,
    `/user-list/${list.slug}`,
    '/finns-inte',
  ];
  const pages = new Map<string, string>();
  for (const route of routes) {
    const served = await request.get(route, { headers: { cookie: 'age_confirmed=true' } });
    pages.set(`${route} (served)`, await served.text());
    await page.goto(route);
    pages.set(`${route} (hydrated)`, await page.content());
  }
  expect(validate(pages)).toEqual([]);
});
