import { shareCardPath, type ErrorBody, type Product, type UserList } from '@vinkompassen/shared-contracts/schemas';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogChanged } from '@/features/catalog-read-model';
import { renderCardsAhead } from '@/features/share-cards/ahead';
import { ShareCardCache } from '@/features/share-cards/cache';
import { cardKey, productCardSubject } from '@/features/share-cards/cards';
import { describeEachDb } from '@/testing/app';
import { createImportedTestApp, sqlRows, type ImportedContext } from '@/testing/import-fixtures';
import { request } from '@/testing/request';
import { registerUser, type TestUser } from '@/testing/users';

/** Width and height from a PNG's IHDR chunk, or null when the bytes are no PNG. */
function pngSize(png: Buffer): { width: number; height: number } | null {
  if (png.length < 24 || png.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || png.subarray(12, 16).toString() !== 'IHDR') return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const renderMs = (res: LightMyRequestResponse): number | null => {
  const match = /render;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
  return match ? Number(match[1]) : null;
};

describeEachDb('share cards (og:image)', (kind) => {
  let ctx: ImportedContext;
  let owner: TestUser;
  let wines: { id: number; slug: string }[];
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const createList = async (body: object) => {
    const res = await request<UserList>(ctx.app, { method: 'POST', url: '/api/v1/user-lists/', headers: owner.headers, body });
    expect(res.status).toBe(201);
    return res.body;
  };

  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
    owner = await registerUser(ctx.app, { name: 'Karin Lindqvist' });
    // The sample has no thumbnails (the full catalog has): give three wines a bottle's and one a box's, as
    // Systembolaget's tiny WebP previews are.
    const ids = await sqlRows<{ id: number; slug: string }>(ctx, `select id, slug from products where not is_discontinued order by id limit 4`);
    const webp = async (height: number, color: string) =>
      `data:image/webp;base64,${(await sharp({ create: { width: 10, height, channels: 4, background: color } }).webp().toBuffer()).toString('base64')}`;
    const thumbnails = [await webp(39, '#5c1530'), await webp(37, '#d8cf9a'), await webp(40, '#2b4a2b'), await webp(14, '#8a8a8a')];
    for (const [i, row] of ids.entries()) await sqlRows(ctx, 'update products set thumbnail = $1 where id = $2', [thumbnails[i], row.id]);
    // Catalog data changes with an import, which tells the catalog read model; this change says so itself.
    catalogChanged(ctx.handle.db);
    wines = ids;
    expect(wines).toHaveLength(4);
    const detail = await request<Product>(ctx.app, { method: 'GET', url: `/api/v1/product/${ids[0]!.id}` });
    expect(detail.body.thumbnail).toMatch(/^data:image\/webp;base64,/);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a wine by slug or id: a 1200 × 630 PNG with an ETag, cached publicly; 304 on If-None-Match', async () => {
    const first = await get(shareCardPath.product(wines[0]!.slug));
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(renderMs(first)).not.toBeNull();

    // The same card by numeric id: from the memory cache, byte for byte.
    const again = await get(shareCardPath.product(wines[0]!.id));
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(etag);
    expect(renderMs(again)).toBeNull();
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const notModified = await get(shareCardPath.product(wines[0]!.slug), { 'if-none-match': ifNoneMatch });
      expect(notModified.statusCode, ifNoneMatch).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
    }
    expect((await get(shareCardPath.product(wines[0]!.slug), { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    // HEAD answers the headers alone.
    const head = await ctx.app.inject({ method: 'HEAD', url: shareCardPath.product(wines[0]!.slug) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
  });

  it('renders each card once warm and reports its render time in Server-Timing (its target is in api/src/bench/share-cards.ts)', async () => {
    // Fonts load with the first card of the process (the test above, or this warm-up).
    await get(shareCardPath.dish('fisk'));
    const times: Record<string, number> = {};
    for (const [label, url] of [
      ['wine', shareCardPath.product(wines[1]!.slug)],
      ['wine', shareCardPath.product(wines[2]!.slug)],
      ['dish', shareCardPath.dish('lax-i-ugn')],
      ['dish', shareCardPath.dish('pasta-carbonara')],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
      times[`${label} ${url.split('/').at(-1)}`] = renderMs(res)!;
    }
    console.info(`share card render times (warm, ${kind}): ${Object.entries(times).map(([k, ms]) => `${k} ${ms.toFixed(1)} ms`).join(', ')}`);
    // A time is a bench figure, not an assertion: a test asserts only that the route measured one.
    for (const ms of Object.values(times)) expect(ms).toBeGreaterThan(0);
  });

  it('a dish by slug; unknown wines and dishes are 404 JSON, a malformed id 400 with the field', async () => {
    const dish = await get(shareCardPath.dish('lax-i-ugn'));
    expect(dish.statusCode).toBe(200);
    expect(dish.headers['content-type']).toBe('image/png');

    const noWine = await request<ErrorBody>(ctx.app, { method: 'GET', url: shareCardPath.product('finns-inte-123') });
    expect(noWine.status).toBe(404);
    expect(noWine.body).toEqual({ detail: 'Vinet hittades inte.' });
    expect((await request<ErrorBody>(ctx.app, { method: 'GET', url: shareCardPath.product(999999999) })).status).toBe(404);
    const noDish = await request<ErrorBody>(ctx.app, { method: 'GET', url: shareCardPath.dish('finns-inte') });
    expect(noDish.status).toBe(404);
    expect(noDish.body).toEqual({ detail: 'Maträtten hittades inte.' });

    const bad = await request<ErrorBody>(ctx.app, { method: 'GET', url: '/api/v1/share-cards/product/_x_.png' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['id']);
    // Without the extension it is no card route at all.
    expect((await get(`/api/v1/share-cards/product/${wines[0]!.slug}`)).statusCode).toBe(404);
  });

  it('a public list by id or slug; a private one is 404 for everyone, its owner too, and shows nothing of it', async () => {
    const list = await createList({ name: 'Helgens middagsviner', is_public: true, products: wines.slice(0, 3).map((w) => w.id) });
    const card = await get(shareCardPath.userList(list.slug));
    expect(card.statusCode).toBe(200);
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect((await get(shareCardPath.userList(list.id))).headers.etag).toBe(card.headers.etag);

    const secret = await createList({ name: 'Hemlig lista', is_public: false, products: [wines[0]!.id] });
    for (const headers of [{}, owner.headers]) {
      for (const url of [shareCardPath.userList(secret.slug), shareCardPath.userList(secret.id)]) {
        const res = await request<ErrorBody>(ctx.app, { method: 'GET', url, headers });
        expect(res.status, url).toBe(404);
        expect(res.body).toEqual({ detail: 'Listan finns inte.' });
        expect(res.headers.etag).toBeUndefined();
      }
    }
    expect((await request<ErrorBody>(ctx.app, { method: 'GET', url: shareCardPath.userList('finns-inte-aaaaaa') })).status).toBe(404);
  });

  it('an edited list gets a new card and ETag; the old ETag no longer matches', async () => {
    const list = await createList({ name: 'Sommarviner', is_public: true, products: [wines[0]!.id] });
    const before = await get(shareCardPath.userList(list.slug));
    const etag = String(before.headers.etag);

    await request(ctx.app, { method: 'POST', url: `/api/v1/user-lists/${list.id}/add-product/`, headers: owner.headers, body: { product: wines[1]!.id } });
    const added = await get(shareCardPath.userList(list.slug), { 'if-none-match': etag });
    expect(added.statusCode).toBe(200);
    expect(added.headers.etag).not.toBe(etag);

    await request(ctx.app, { method: 'PATCH', url: `/api/v1/user-lists/${list.id}`, headers: owner.headers, body: { name: 'Sensommarviner' } });
    const renamed = await get(shareCardPath.userList(list.slug));
    expect(renamed.headers.etag).not.toBe(added.headers.etag);
    expect(renamed.rawPayload.equals(added.rawPayload)).toBe(false);

    // Made private: gone.
    await request(ctx.app, { method: 'PATCH', url: `/api/v1/user-lists/${list.id}`, headers: owner.headers, body: { is_public: false } });
    expect((await get(shareCardPath.userList(list.slug))).statusCode).toBe(404);
  });

  it("renders the fixed range's cards ahead onto disk, once: a request then gets its card without a render", async () => {
    const cache = new ShareCardCache({ dir: path.join(ctx.config.dataDir, 'share-cards') });
    const fixed = await sqlRows<{ id: number }>(ctx, `select id from products where assortment = 'FS' and not is_discontinued order by id limit 3`);
    expect(fixed).toHaveLength(3);
    // Those a request already rendered are on disk and skipped.
    await get(shareCardPath.product(String(fixed[0]!.id)));
    await expect.poll(async () => cache.has(cardKey('product', (await productCardSubject(ctx.handle.db, String(fixed[0]!.id)))!))).toBe(true);
    const first = await renderCardsAhead(ctx.handle.db, cache, 3, () => false);
    expect(first).toEqual({ wines: 3, rendered: 2 });
    expect(await renderCardsAhead(ctx.handle.db, cache, 3, () => false)).toEqual({ wines: 3, rendered: 0 });
    for (const { id } of fixed) {
      const res = await get(shareCardPath.product(String(id)));
      expect(res.statusCode).toBe(200);
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
      expect(renderMs(res), `card ${id} came from disk`).toBeNull();
    }
    expect(await renderCardsAhead(ctx.handle.db, new ShareCardCache(), 2, () => true)).toEqual({ wines: 2, rendered: 0 });
  });
});
