/** Security headers, CORS for the configured origins only, JSON error bodies on rate limits, stored text kept as given. */
import type { ErrorBody, Note, ProductListResponse, PublicProfile, UserList } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PERMISSIONS_POLICY } from './helmet';
import { DOCS_CSP } from './swagger';
import { freshIp, registerUser } from '../testing/users';
import { insertProducts } from '../testing/products';
import { createTestApp, describeEachDb, type TestContext } from '../testing/app';
import type { OpenApiDocument } from '../testing/openapi-routes';
import { request, type TestResponse } from '../testing/request';

const APP_ORIGIN = 'https://app.vinkompassen.example';
const FOREIGN_ORIGIN = 'https://evil.example';

describe('security headers and CORS', () => {
  let ctx: TestContext;
  let prod: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { corsOrigins: [APP_ORIGIN, 'http://localhost:3000'] });
    prod = await createTestApp('pglite', { production: true });
  });
  afterAll(async () => {
    await ctx?.close();
    await prod?.close();
  });

  it('JSON responses: nosniff, no-referrer, a CSP that allows nothing, no X-Powered-By, no HSTS outside production', async () => {
    for (const url of ['/api/v1/product/', '/api/v1/nope/', '/auth/profile/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json; charset=utf-8/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('every answer refuses powerful browser features (Permissions-Policy): JSON, errors and the docs page', async () => {
    for (const url of ['/api/v1/product/', '/api/v1/nope/', '/auth/profile/', '/api/docs/', '/healthz']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toBe(API_PERMISSIONS_POLICY);
    }
    expect(API_PERMISSIONS_POLICY).toMatch(/(^|, )geolocation=\(\)/);
    expect(API_PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(\)/);
  });

  it('an answer to a request with a token is never stored (Cache-Control: no-store); anonymous public reads keep theirs', async () => {
    const user = await registerUser(ctx.app);
    const [product] = await insertProducts(ctx.handle.db, [{}]);
    for (const url of ['/auth/profile/', '/api/v1/product/', `/api/v1/product/${product}`, '/api/v1/sitemap/']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Refused too: an expired or made-up token.
    const refused = await ctx.app.inject({ method: 'GET', url: '/auth/profile/', headers: { authorization: 'Token nope' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    // Without a token a public read keeps the caching its route chose.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/sitemap/' })).headers['cache-control']).toBe('public, max-age=300');
  });

  it('pagination links use the configured public URL, never the request\'s Host header', async () => {
    await insertProducts(ctx.handle.db, [{}, {}]);
    // Raw: the answer's text is searched too.
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/?page_size=1', headers: { host: 'evil.example' } });
    expect(res.json<ProductListResponse>().next).toBe(`${ctx.config.publicUrl}/api/v1/product/?page_size=1&page=2`);
    expect(res.body).not.toContain('evil.example');
  });

  it('HSTS in production', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('the Swagger UI page gets the policy it needs: its own scripts only, no inline script', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(DOCS_CSP).toContain("script-src 'self';");
    const html = page.body;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const assets = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const src of assets) {
      const asset = await ctx.app.inject({ method: 'GET', url: `/api/docs/${src}` });
      expect(asset.statusCode, src).toBe(200);
    }
    const doc = await request<OpenApiDocument>(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
  });

  it('CORS: a configured origin gets Allow-Origin and Allow-Credentials on preflight and on the real request', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/user-lists/',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');

    const real = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/', headers: { origin: APP_ORIGIN } });
    expect(real.statusCode).toBe(200);
    expect(real.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(real.headers['access-control-allow-credentials']).toBe('true');
    expect(String(real.headers.vary)).toMatch(/origin/i);
  });

  it('CORS: a foreign origin gets no Allow-Origin', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/user-lists/',
      headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const real = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/', headers: { origin: FOREIGN_ORIGIN } });
    expect(real.headers['access-control-allow-origin']).toBeUndefined();
    expect(real.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('password reset and reset confirm limits: 429 with a Swedish {detail} and Retry-After', async () => {
    for (const [url, body] of [
      ['/auth/password/reset/', { email: 'a@example.se' }],
      ['/auth/password/reset/confirm/', { uid: '1', token: 'ab'.repeat(32), new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-1' }],
    ] as const) {
      const ip = freshIp();
      let res: TestResponse<ErrorBody> | undefined;
      for (let i = 0; i < 20; i++) {
        res = await request<ErrorBody>(ctx.app, { method: 'POST', url, body, remoteAddress: ip });
        if (res.status === 429) break;
        expect(res.status, url).toBeLessThan(429);
      }
      expect(res!.status, url).toBe(429);
      expect(res!.headers['content-type']).toMatch(/^application\/json/);
      expect(res!.body.detail).toMatch(/^För många försök/);
      expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describeEachDb('stored markup', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('names, list texts and notes with markup are stored and returned exactly as given, as JSON', async () => {
    const evil = `<script>alert("x")</script><img src=x onerror="alert(1)"> & 'quotes' </textarea>`;
    const user = await registerUser(ctx.app, { name: evil.slice(0, 100) });
    const [product] = await insertProducts(ctx.handle.db, [{}]);
    const list = await request<UserList>(ctx.app, { method: 'POST', url: '/api/v1/user-lists/', body: { name: evil.slice(0, 100), description: evil, is_public: true }, headers: user.headers });
    const note = await request<Note>(ctx.app, { method: 'POST', url: '/user-product-notes/', body: { product, text: evil }, headers: user.headers });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    expect(note.status, JSON.stringify(note.body)).toBe(201);

    const reads = [
      [await request(ctx.app, { method: 'GET', url: `/users/${user.id}/` }), (b: unknown) => (b as PublicProfile).name, evil.slice(0, 100)],
      [await request(ctx.app, { method: 'GET', url: `/api/v1/public/user-lists/${list.body.id}/` }), (b: unknown) => [(b as UserList).name, (b as UserList).description], [evil.slice(0, 100), evil]],
      [await request(ctx.app, { method: 'GET', url: `/user-product-notes/by-product/${product}/`, headers: user.headers }), (b: unknown) => (b as Note[])[0]!.text, evil],
    ] as const;
    for (const [res, pick, expected] of reads) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(pick(res.body)).toEqual(expected);
    }
  });
});
