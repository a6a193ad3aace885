/** The full catalog in the browser: the whole fixed range is there, and wine images at this size. */
import { expect, mobile, test } from '../support/fixtures';
import { api } from '../support/api';
import { count, fullName, type WineRef } from './discovery-support';

test.use({ quietOverlays: true });

const CDN = 'https://product-cdn.systembolaget.se/**';

interface WineWithImages extends WineRef {
  image_url: string | null;
  thumbnail: string | null;
}

test('the catalog holds the whole fixed range of the October 2025 dump and the rest of the wine assortment', async () => {
  expect(await count('assortment=FS')).toBe(1470);
  expect(await count('')).toBe(4269);
});

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['375 px', mobile],
] as const) {
  test(`a wine shows its blurred thumbnail at once and keeps it, without shifting, when the image CDN is unreachable (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const wine = (await api.get<{ results: WineWithImages[] }>('/api/v1/product/?assortment=FS&sort=name&page_size=1')).results[0]!;
    expect(wine.thumbnail).toMatch(/^data:image\/webp;base64,/);
    await page.route(CDN, (route) => route.abort('addressunreachable'));

    await page.goto(`/product/${wine.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: wine.name })).toBeVisible();
    const frame = page.locator('.disc-product-hero__image .vk-bottle-frame');
    await expect(frame.locator('img.vk-bottle--thumb')).toHaveAttribute('src', wine.thumbnail!);
    const before = await frame.boundingBox();
    await expect(frame).toHaveAttribute('data-image-state', 'thumbnail');
    // With the CDN image gone, the thumbnail carries the alt text.
    await expect(frame.getByRole('img', { name: new RegExp(fullName(wine).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    expect(await frame.boundingBox()).toEqual(before);
  });
}

test('the CDN image replaces the thumbnail once it has loaded', async ({ page }) => {
  const wine = (await api.get<{ results: WineWithImages[] }>('/api/v1/product/?assortment=FS&sort=name&page_size=1')).results[0]!;
  // A 1×1 PNG stands in for Systembolaget's CDN, which test machines cannot reach.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await page.route(CDN, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: png }));
  await page.goto(`/product/${wine.slug}`);
  const frame = page.locator('.disc-product-hero__image .vk-bottle-frame');
  await expect(frame).toHaveAttribute('data-image-state', 'loaded');
  await expect(frame.locator('img.vk-bottle--thumb')).toHaveCount(0);
  await expect(frame.locator('img.vk-bottle--full')).toHaveAttribute('src', wine.image_url!);
});
