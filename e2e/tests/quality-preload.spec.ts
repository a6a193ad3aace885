import { expect, test } from '../support/fixtures';
import { wines } from './social-support';

/**
 * The first view's preloads (shell/index.html: the boot chunks; the entry: the first screen's remote)
 * are all used, each file is downloaded once, and the remote's files start before the shared libraries
 * have finished.
 */
test('every preloaded file is used once; the first screen\'s remote loads alongside the shared libraries', async ({ page }) => {
  const unused: string[] = [];
  page.on('console', (m) => {
    if (/preloaded using link preload but not used/i.test(m.text())) unused.push(m.text());
  });
  const requests: string[] = [];
  let exposeRequestedAt = Infinity;
  page.on('request', (r) => {
    if (/\.(js|css)(\?|$)/.test(r.url())) requests.push(r.url());
    if (r.url().includes('__federation_expose_ProductPage')) exposeRequestedAt = Math.min(exposeRequestedAt, Date.now());
  });
  // The shell's libraries and app chunk arrive a second late, as on a slow line: the remote must not wait for them.
  let librariesReleasedAt = Infinity;
  const shellOrigin = new URL(process.env.E2E_SHELL_URL!).origin;
  await page.route((url) => url.origin === shellOrigin && /\/\d+\.\w+\.js$/.test(url.pathname), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    librariesReleasedAt = Math.min(librariesReleasedAt, Date.now());
    await route.continue();
  });
  const [wine] = await wines(1);
  await page.goto(`/product/${wine!.slug}`);
  await expect(page.locator('[data-remote="discovery"]').first()).toBeVisible();

  expect(exposeRequestedAt, 'the product page module is requested before the shared libraries arrive').toBeLessThan(librariesReleasedAt);
  const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].length);
  expect(preloaded, 'index.html preloads the boot chunks').toBeGreaterThan(5);
  const twice = requests.filter((url, i) => requests.indexOf(url) !== i);
  expect(twice, 'files requested twice').toEqual([]);

  // Chrome reports a preload left unused after 3 s.
  await page.waitForTimeout(3_500);
  expect(unused).toEqual([]);

  // The page came with its data: the screen's page contract (which only starts that data) is not downloaded.
  const manifestUrl = (await (await fetch(`${shellOrigin}/runtime-config.json`)).json() as { remotes: Record<string, string> }).remotes.discovery!;
  const manifest = (await (await fetch(manifestUrl)).json()) as { exposes: { path: string; assets: { js: { sync: string[] } } }[] };
  const contractFiles = manifest.exposes.find((expose) => expose.path === './ProductPage.data')?.assets.js.sync ?? [];
  const screenFiles = new Set(manifest.exposes.find((expose) => expose.path === './ProductPage')?.assets.js.sync);
  const ownFiles = contractFiles.filter((file) => !screenFiles.has(file));
  expect(ownFiles.length, 'the page contract has a file of its own').toBeGreaterThan(0);
  expect(requests.filter((url) => ownFiles.some((file) => url.endsWith(`/${file}`)))).toEqual([]);
});
