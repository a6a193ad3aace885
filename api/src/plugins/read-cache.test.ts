import type { Product } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../testing/products';
import { request } from '../testing/request';
import { registerUser, type TestUser } from '../testing/users';
import { createTestApp, type TestContext } from '../testing/app';

// PGlite only: the cache sits above the database and behaves the same on both.
describe('read cache of public catalog reads', () => {
  let ctx: TestContext;
  let user: TestUser;
  let productId: number;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    user = await registerUser(ctx.app);
    productId = (await insertProducts(ctx.handle.db, [{}]))[0]!;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Raw reads: this suite compares the cached bytes and headers themselves; JSON is read typed with `json<T>()`. */
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('answers a repeated read from the cache with the same body', async () => {
    const first = await get('/api/v1/product/?sort=name');
    const second = await get('/api/v1/product/?sort=name');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('a successful write drops cached reads, so a like shows at once', async () => {
    const before = await get(`/api/v1/product/${productId}`);
    expect((await get(`/api/v1/product/${productId}`)).headers['x-cache']).toBe('hit');
    const like = await request(ctx.app, { method: 'POST', url: '/api/v1/user-product-likes/', body: { product: productId }, headers: user.headers });
    expect(like.status).toBe(201);
    const after = await get(`/api/v1/product/${productId}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json<Product>().likes_count).toBe(before.json<Product>().likes_count + 1);
  });

  it('a like drops only the reads that show likes; account deletion too', async () => {
    await get(`/api/v1/product/${productId}`);
    await get('/api/v1/grapes/');
    const like = await request(ctx.app, { method: 'POST', url: '/api/v1/user-product-likes/unlike-product/', body: { product: productId }, headers: user.headers });
    expect(like.status).toBeLessThan(300);
    expect((await get(`/api/v1/product/${productId}`)).headers['x-cache']).toBe('miss');
    expect((await get('/api/v1/grapes/')).headers['x-cache']).toBe('hit');

    const other = await registerUser(ctx.app);
    await request(ctx.app, { method: 'POST', url: '/api/v1/user-product-likes/', body: { product: productId }, headers: other.headers });
    const liked = (await get(`/api/v1/product/${productId}`)).json<Product>().likes_count;
    expect((await get(`/api/v1/product/${productId}`)).headers['x-cache']).toBe('hit');
    expect((await request(ctx.app, { method: 'DELETE', url: '/auth/delete-account/', headers: other.headers })).status).toBe(204);
    const after = await get(`/api/v1/product/${productId}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json<Product>().likes_count).toBe(liked - 1);
  });

  it('reads sent as POST and writes that change no cached read leave the cache alone', async () => {
    await get(`/api/v1/product/${productId}`);
    await get('/api/v1/product/?sort=name');
    const chat = await request(ctx.app, { method: 'POST', url: '/api/v1/chat/', body: { answers: {} } });
    expect(chat.status).toBe(200);
    const nearby = await request(ctx.app, { method: 'POST', url: '/api/v1/store/nearby/', body: { latitude: 59.33, longitude: 18.06 } });
    expect(nearby.status).toBe(200);
    const list = await request(ctx.app, { method: 'POST', url: '/api/v1/user-lists/', body: { name: 'Lista', products: [productId] }, headers: user.headers });
    expect(list.status).toBe(201);
    expect((await get(`/api/v1/product/${productId}`)).headers['x-cache']).toBe('hit');
    expect((await get('/api/v1/product/?sort=name')).headers['x-cache']).toBe('hit');
  });

  it('a refused write leaves the cache alone', async () => {
    await get('/api/v1/grapes/');
    const bad = await request(ctx.app, { method: 'POST', url: '/api/v1/user-product-likes/', body: { product: 'x' }, headers: user.headers });
    expect(bad.status).toBe(400);
    expect((await get('/api/v1/grapes/')).headers['x-cache']).toBe('hit');
  });

  it('never caches errors, per-user routes, or skips the token check', async () => {
    await get('/api/v1/product/999999');
    expect((await get('/api/v1/product/999999')).headers['x-cache']).toBeUndefined();
    await get('/api/v1/catalogs/', user.headers);
    expect((await get('/api/v1/catalogs/', user.headers)).headers['x-cache']).toBeUndefined();
    await get('/api/v1/product/?sort=price');
    const badToken = await get('/api/v1/product/?sort=price', { authorization: 'Token nope' });
    expect(badToken.statusCode).toBe(401);
  });

  it('can be switched off', async () => {
    const off = await createTestApp('pglite', { readCache: { enabled: false, maxEntries: 10, ttlMs: 1000 } });
    try {
      await off.app.inject('/api/v1/grapes/');
      expect((await off.app.inject('/api/v1/grapes/')).headers['x-cache']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
