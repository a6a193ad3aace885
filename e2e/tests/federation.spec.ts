import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerUser } from '../support/api';
import { expect, test, allowServiceWorker } from '../support/fixtures';
import { e2ePorts } from '../support/ports';
import { baseRuntimeConfig, serveRemoteCopy, serveShell } from '../support/processes';

allowServiceWorker();

// A user's page needs a user that exists: an unknown one is the server's 404 page, which is the shell's own.
const routesByRemote: [string, string, () => Promise<string>][] = [
  ['/toplists', 'discovery', async () => '/toplists'],
  ['/winefinder', 'winefinder', async () => '/winefinder'],
  ['/user/:slug', 'social', async () => `/user/${(await registerUser('Någon Annan')).slug}`],
  ['/login', 'account', async () => '/login'],
];

for (const [route, remote, pathOf] of routesByRemote) {
  test(`${route} is rendered by the ${remote} remote through federation`, async ({ page }) => {
    const manifestLoads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/mf-manifest.json')) manifestLoads.push(r.url());
    });
    await page.goto(await pathOf());
    await expect(page.locator(`[data-remote="${remote}"]`).first()).toBeVisible();
    const remotePort = new URL(baseRuntimeConfig().remotes[remote]!).port;
    expect(manifestLoads.some((u) => new URL(u).port === remotePort)).toBe(true);
  });
}

test('one React copy is shared by the shell and the remotes', async ({ page }) => {
  await page.goto('/toplists');
  await expect(page.locator('[data-remote="discovery"]')).toBeVisible();
  const reactLoads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => /react-dom/.test(n)),
  );
  expect(reactLoads.length).toBeLessThanOrEqual(1);
});

test.describe('runtime discovery and resilience (own shell server, config file under test control)', () => {
  test('repointing a remote in the runtime config takes effect without rebuild; stopping it falls back only there', async ({ page }) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-rc-'));
    const config = baseRuntimeConfig();
    const copy = await serveRemoteCopy('mf-discovery', e2ePorts.spareRemote);
    const shell = await serveShell(e2ePorts.spareShell, config, path.join(dir, 'runtime-config.json'));
    try {
      // 1. Original deployment.
      await page.goto(`${shell.url}/toplists`);
      await expect(page.locator('[data-remote="discovery"]')).toBeVisible();

      // 2. Point discovery at the second copy: only the document changes. The server renders with the copy once its
      // next manifest check has loaded it (at most a second apart; longer on a loaded machine), as step 3 waits too.
      shell.writeConfig({ ...config, remotes: { ...config.remotes, discovery: copy.url } });
      const copyOrigin = new URL(copy.url).origin;
      await expect
        .poll(async () => (await (await fetch(`${shell.url}/toplists`)).text()).includes(copyOrigin), { timeout: 10_000 })
        .toBe(true);
      const fromCopy = page.waitForRequest((r) => r.url().startsWith(`http://localhost:${e2ePorts.spareRemote}/`));
      await page.goto(`${shell.url}/toplists`);
      await fromCopy;
      await expect(page.locator('[data-remote="discovery"]')).toBeVisible();

      // 3. Stop that copy: discovery's area shows the Swedish fallback, the rest of the site works.
      await copy.stop();
      // The server notices at its next manifest check (at most a second apart) and leaves the region to the browser.
      await expect
        .poll(async () => (await (await fetch(`${shell.url}/lists`)).text()).includes('data-remote="discovery"'), { timeout: 10_000 })
        .toBe(false);
      await page.goto(`${shell.url}/lists`);
      await expect(page.getByText('Den här delen av Vinkompassen kunde inte laddas just nu.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Försök igen' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
      // A click before the app is interactive would load a new document, which reads the config written next.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Vinväljaren' }).click();
      await expect(page.locator('[data-remote="winefinder"]')).toBeVisible();

      // 4. Bring discovery back (original URL) and retry without a page reload.
      shell.writeConfig(config);
      await page.goBack();
      await expect(page.getByRole('button', { name: 'Försök igen' })).toBeVisible();

      // 5. The copy this document registered answers again: the retry loads discovery in place, with no reload.
      const again = await serveRemoteCopy('mf-discovery', e2ePorts.spareRemote);
      try {
        await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
        await page.getByRole('button', { name: 'Försök igen' }).click();
        await expect(page.locator('[data-remote="discovery"]').first()).toBeVisible();
        expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      } finally {
        await again.stop();
      }
    } finally {
      await copy.stop();
      await shell.stop();
    }
  });
});
