/**
 * Property test over every route in the OpenAPI document (new routes are covered without listing them):
 * random and malformed path ids, queries and bodies, wrong content types, broken JSON and oversized bodies → never a
 * 5xx, every 4xx is a JSON error body, and every answer is what the document says for its operation: a documented
 * status, a documented content type (none when documented without a body) and a JSON body that matches the
 * documented schema. Fixed seed and bounded runs, so a failure replays.
 */
import { SOCIAL_MESSAGES, type Note, type UserList } from '@vinkompassen/shared-contracts/schemas';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshIp, registerUser } from '../testing/users';
import { insertProducts } from '../testing/products';
import { expectCleanAnswer } from '../testing/error-body';
import { createTestApp, describeEachDb, type TestContext } from '../testing/app';
import { answerChecker } from '../testing/openapi-answers';
import { apiRoutes, fillPath, routeName, type ApiRoute, type OpenApiDocument } from '../testing/openapi-routes';
import { request } from '../testing/request';
import { malformedValue, pathValue, queryValue, schemaValue } from '../testing/schema-arbitrary';

// Fixed and small in `npm test`; FUZZ_RUNS / FUZZ_SEED explore further by hand.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

interface Body {
  payload?: string;
  contentType?: string;
}

const brokenJson = fc.constantFrom('{"a":', '', '[', '{"a":1}}', 'nul', "{'a': 1}", '{"product": 1e999}', '{"name": "\\ud800"}', '\u0000', '{"a":1,"a":2}');
const otherContentTypes = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=latin1',
  'application/jsonx',
  '',
);

function bodyArbitrary(route: ApiRoute): fc.Arbitrary<Body> {
  const json = (v: unknown): Body => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' });
  if (route.method === 'GET') return fc.constant({});
  return fc.oneof(
    { arbitrary: (route.body ? schemaValue(route.body) : malformedValue).map(json), weight: 6 },
    // Arrays, strings and numbers where an object is expected.
    { arbitrary: fc.oneof(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), fc.string(), fc.integer()).map(json), weight: 1 },
    { arbitrary: fc.constant({}), weight: 1 },
    { arbitrary: brokenJson.map((payload) => ({ payload, contentType: 'application/json' })), weight: 1 },
    { arbitrary: fc.tuple(otherContentTypes, fc.string({ maxLength: 50 })).map(([contentType, payload]) => ({ payload, contentType })), weight: 1 },
    // Larger than any route takes as JSON: 413.
    { arbitrary: fc.constant(json({ text: 'x'.repeat(100 * 1024) })), weight: 1 },
  );
}

function requestArbitrary(route: ApiRoute, realIds: string[]) {
  const query = route.query.length
    ? fc.array(fc.constantFrom(...route.query).chain((q) => queryValue(q.schema).map((values) => values.map((v) => [q.name, v] as [string, string]))), { maxLength: 4 })
    : fc.constant([]);
  return fc.record({
    params: fc.array(pathValue(realIds), { minLength: route.pathParams.length, maxLength: route.pathParams.length }),
    query: query.map((pairs) => new URLSearchParams(pairs.flat()).toString()),
    body: bodyArbitrary(route),
    // Mostly the fixture user (to get past 401), sometimes anonymous or with a token nobody was given.
    auth: fc.oneof(
      { arbitrary: fc.constant('user' as const), weight: 8 },
      { arbitrary: fc.constant('anonymous' as const), weight: 2 },
      { arbitrary: fc.constant('bad token' as const), weight: 1 },
    ),
  });
}

describeEachDb('every route under random and malformed input', (kind) => {
  let ctx: TestContext;
  let productIds: number[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    productIds = await insertProducts(ctx.handle.db, [{ name: 'Fuzzvin' }, { name: 'Reservvin' }]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A user with a list, a note and a like, so real ids reach the handlers too; fresh per route (some routes delete). */
  async function fixture() {
    const user = await registerUser(ctx.app);
    const post = <T = unknown>(url: string, body: object) => request<T>(ctx.app, { method: 'POST', url, body, headers: user.headers });
    const list = (await post<UserList>('/api/v1/user-lists/', { name: 'Fuzz', products: [productIds[0]] })).body;
    const note = (await post<Note>('/user-product-notes/', { product: productIds[0], text: 'x' })).body;
    await post('/api/v1/user-product-likes/', { product: productIds[0] });
    const realIds = [...productIds, user.id, user.slug, list.id, list.slug, note.id].map(String);
    return { user, realIds };
  }

  it('every documented route: 0 × 5xx, every 4xx a JSON error body', { timeout: 120_000 }, async () => {
    const routes = apiRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(40);
    const asDocumented = answerChecker(ctx.app.swagger() as OpenApiDocument);
    let requests = 0;
    for (const route of routes) {
      const { user, realIds } = await fixture();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, realIds), async ({ params, query, body, auth }) => {
          let i = 0;
          const url = fillPath(route.path, () => params[i++]!) + (query ? `?${query}` : '');
          const headers: Record<string, string> = auth === 'user' ? { ...user.headers } : auth === 'bad token' ? { authorization: `Token ${'0'.repeat(64)}` } : {};
          if (body.contentType !== undefined) headers['content-type'] = body.contentType;
          const options: InjectOptions = { method: route.method, url, headers, remoteAddress: freshIp() };
          if (body.payload !== undefined) options.payload = body.payload;
          const res = await ctx.app.inject(options);
          requests++;
          const label = `${routeName(route)}: ${route.method} ${url} ${headers['content-type'] ?? ''} ${body.payload?.slice(0, 200) ?? ''}`;
          expectCleanAnswer(res, label);
          expect(asDocumented(route.method, route.path, res), label).toEqual([]);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
    }
    expect(requests).toBe(routes.length * RUNS_PER_ROUTE);
  });

  it('a path id only as a plain decimal integer: loose spellings of real ids reach nothing, on every route', { timeout: 120_000 }, async () => {
    const routes = apiRoutes(ctx.app).filter((r) => r.pathParams.length > 0);
    const { user, realIds } = await fixture();
    const numericIds = [...new Set(realIds.filter((id) => /^\d+$/.test(id)))];
    const loose = (id: string) => [`${id}e0`, `${id}.0`, `+${id}`, `0${id}`, `%20${id}`, `${id}%20`];
    const reached: string[] = [];
    for (const route of routes) {
      for (const id of numericIds) {
        for (const form of loose(id)) {
          const url = fillPath(route.path, () => form);
          const res = await ctx.app.inject({ method: route.method, url, headers: user.headers, remoteAddress: freshIp() });
          expectCleanAnswer(res, `${route.method} ${url}`);
          // A wine page's data answers 200 with each part's own status.
          const parts = res.statusCode === 200 && route.path.includes('page-data') ? Object.values(res.json<Record<string, { status: number }>>()) : [];
          const status = parts.length ? Math.min(...parts.map((p) => p.status)) : res.statusCode;
          if (status < 400) reached.push(`${route.method} ${url} → ${status}`);
        }
      }
    }
    expect(reached).toEqual([]);
  });

  it('text made only of white space and invisible characters: 400 with the Swedish message, wherever people write', async () => {
    const { user } = await fixture();
    const list = (await request<UserList>(ctx.app, { method: 'POST', url: '/api/v1/user-lists/', body: { name: 'Synlig' }, headers: user.headers })).body;
    const note = (await request<Note>(ctx.app, { method: 'POST', url: '/user-product-notes/', body: { product: productIds[0], text: 'Synlig' }, headers: user.headers })).body;
    const invisible = ['\u200b\u200b', ' \u200b ', '\u2060\ufeff', '\u3164', '\u200d\u0301', '\u2800'];
    const writes = (text: string) =>
      [
        ['POST', '/user-product-notes/', { product: productIds[0], text }, 'text'],
        ['PUT', `/user-product-notes/${note.id}/`, { text }, 'text'],
        ['POST', '/api/v1/user-lists/', { name: text }, 'name'],
        ['POST', '/api/v1/user-lists/', { name: 'Lista', description: text }, 'description'],
        ['PATCH', `/api/v1/user-lists/${list.id}`, { name: text }, 'name'],
        ['PATCH', `/api/v1/user-lists/${list.id}`, { description: text }, 'description'],
        ['PUT', '/auth/profile/', { name: text }, 'name'],
        ['POST', '/auth/registration/', { email: `osynlig-${list.id}@example.se`, password1: 'ett-bra-losen-9', password2: 'ett-bra-losen-9', name: text }, 'name'],
      ] as const;
    // List creation has a per-account quota: each creation attempt comes from an account of its own.
    const headersFor = async (method: string, url: string) =>
      method === 'POST' && url === '/api/v1/user-lists/' ? (await registerUser(ctx.app)).headers : user.headers;
    for (const text of invisible) {
      for (const [method, url, body, field] of writes(text)) {
        const headers = await headersFor(method, url);
        const res = await request<Record<string, string[]>>(ctx.app, { method, url, body, headers, remoteAddress: freshIp() });
        expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body[field], `${method} ${url}`).toEqual([SOCIAL_MESSAGES.invisibleOnly]);
      }
    }
    // Visible text with invisible characters in it is still text.
    const fine = await request<Note>(ctx.app, { method: 'PUT', url: `/user-product-notes/${note.id}/`, body: { text: 'Fint\u200b vin 🍷' }, headers: user.headers });
    expect(fine.status).toBe(200);
  });

  it('unknown paths and methods: JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/v1/nope/'], ['POST', '/api/v1/product/'], ['PATCH', '/auth/profile/'], ['GET', '/%E0%A4%A']] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expectCleanAnswer(res, `${method} ${url}`);
    }
  });
});
