/** Property test: random JSON bodies, queries and path ids never produce a 500 on the social routes. */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '../test/harness';
import { freshIp, insertProducts, registerUser, type TestUser } from './testing';

const WRITES: Array<['POST' | 'PUT' | 'PATCH' | 'DELETE', string]> = [
  ['POST', '/auth/registration/'],
  ['POST', '/login/'],
  ['POST', '/auth/password/reset/'],
  ['POST', '/auth/password/reset/confirm/'],
  ['POST', '/auth/password/change/'],
  ['PUT', '/auth/profile/'],
  ['POST', '/api/v1/user-product-likes/'],
  ['POST', '/api/v1/user-product-likes/unlike-product/'],
  ['POST', '/api/v1/user-lists/'],
  ['PATCH', '/api/v1/user-lists/{list}'],
  ['POST', '/api/v1/user-lists/{list}/add-product/'],
  ['DELETE', '/api/v1/user-lists/{list}/remove-product/'],
  ['POST', '/user-product-notes/'],
  ['PUT', '/user-product-notes/{note}/'],
  ['POST', '/subscribe'],
  ['POST', '/api/v1/chat/'],
];

describeEachDb('social routes under random input', (kind) => {
  let ctx: TestContext;
  let user: TestUser;
  let list: { id: number };
  let note: { id: number };
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    user = await registerUser(ctx.app);
    const [p] = await insertProducts(ctx.handle.db, [{}]);
    list = (await ctx.app.inject({ method: 'POST', url: '/api/v1/user-lists/', payload: { name: 'Fuzz' }, headers: user.headers })).json();
    note = (await ctx.app.inject({ method: 'POST', url: '/user-product-notes/', payload: { product: p, text: 'x' }, headers: user.headers })).json();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('random JSON bodies → never 5xx', async () => {
    for (const [method, path] of WRITES) {
      const url = path.replace('{list}', String(list.id)).replace('{note}', String(note.id));
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
          const res = await ctx.app.inject({
            method,
            url,
            payload: JSON.stringify(body),
            headers: { ...user.headers, 'content-type': 'application/json' },
            remoteAddress: freshIp(),
          });
          expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: 25, seed: 20261122 },
      );
    }
  });

  it('random path ids and query strings → never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), async (id, q) => {
        const seg = encodeURIComponent(id) || 'x';
        const query = encodeURIComponent(q);
        for (const url of [
          `/users/${seg}/`,
          `/users/${seg}/following/?page=${query}`,
          `/api/v1/users/?search=${query}&page_size=${query}`,
          `/api/v1/public/user-lists/?user_id=${query}`,
          `/api/v1/public/user-lists/${seg}/`,
          `/user-product-notes/by-product/${seg}/`,
        ]) {
          const res = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
          expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 30, seed: 42 },
    );
  });
});
