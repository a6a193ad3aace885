/** Body limits per route: a few hundred bytes to a few kB, sized to what each route needs. */
import { connect } from 'node:net';
import {
  FOOD_VALUES,
  LIST_DESCRIPTION_MAX_LENGTH,
  LIST_NAME_MAX_LENGTH,
  NEWSLETTER_GROUP_ID,
  NOTE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  type ErrorBody,
} from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/app';
import { insertProducts } from '../testing/products';
import { request, type TestRequest } from '../testing/request';
import { freshIp, registerUser, type TestUser } from '../testing/users';
import { BODY_LIMITS } from './body-limits';

/** JSON as a client that escapes every non-ASCII character sends it (`\u00e5`, as Python's json.dumps does). */
const escapedJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A valid address of 254 characters, the longest the contract takes. */
const longestEmail = (tag: string) => `${tag}-${'a'.repeat(63 - tag.length)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.se`;

const letters = (n: number) => 'å'.repeat(n);
const password = letters(PASSWORD_MAX_LENGTH);

/** The largest body a real request sends to the routes of each row (ids at their widest: ten digits). */
const LARGEST: Record<keyof typeof BODY_LIMITS, unknown> = {
  default: { email: longestEmail('nyhetsbrev'), groups: [NEWSLETTER_GROUP_ID], subscribed_at: '2026-01-01 12:00:00', opted_in_at: '2026-01-01 12:00:00' },
  login: { email: longestEmail('login'), password },
  passwordResetConfirm: { uid: '2147483647', token: 'f'.repeat(64), new_password1: password, new_password2: password },
  registration: { email: longestEmail('ny'), password1: password, password2: password, name: letters(USER_NAME_MAX_LENGTH) },
  passwordChange: { old_password: password, new_password1: password, new_password2: password },
  emailChange: { password, new_email: longestEmail('byte') },
  listUpdate: { name: letters(LIST_NAME_MAX_LENGTH), description: letters(LIST_DESCRIPTION_MAX_LENGTH), is_public: false },
  listCreate: {
    name: letters(LIST_NAME_MAX_LENGTH),
    description: letters(LIST_DESCRIPTION_MAX_LENGTH),
    is_public: false,
    products: Array.from({ length: 100 }, (_, i) => 2_147_483_547 + i),
  },
  winefinder: {
    answers: {
      occasion: 'present',
      food: [...FOOD_VALUES],
      style: ['rott', 'vitt', 'rose', 'mousserande'],
      price: '10000-99999',
      body: 'medel',
      sweetness: 'halvtorr',
      acidity: 'frisk',
      tannin: 'mjukt',
      oak: 'utan-ekfat',
      country: Array.from({ length: 20 }, (_, i) => `${'x'.repeat(97)}-${String(i).padStart(2, '0')}`),
      region: 'y'.repeat(100),
      organic: 'ja',
    },
    message: letters(500),
    question_id: 'occasion',
    include_results: true,
  },
  note: { product: 2_147_483_647, text: letters(NOTE_MAX_LENGTH) },
  profile: { name: letters(USER_NAME_MAX_LENGTH), likes_are_public: false, remove_avatar: true },
  // Sent only by our own front end (sendBeacon), as UTF-8: measured as such below.
  analyticsBatch: {
    browser_id: 'b'.repeat(64),
    events: Array.from({ length: 50 }, () => ({ name: 'c_search', props: { kind: 'dish', result_count: 1_000_000, query: letters(200) }, at: new Date().toISOString() })),
  },
};

describe('JSON body limits per route', () => {
  it('each row takes the largest body its routes need, even with every letter escaped; the small ones stay small', () => {
    for (const [row, body] of Object.entries(LARGEST) as [keyof typeof BODY_LIMITS, unknown][]) {
      const size = row === 'analyticsBatch' ? Buffer.byteLength(JSON.stringify(body)) : escapedJson(body).length;
      expect(size, row).toBeLessThanOrEqual(BODY_LIMITS[row]);
      // Sized to the route, not generous: at least a quarter of the limit is used.
      expect(size, row).toBeGreaterThan(BODY_LIMITS[row] / 4);
    }
    expect(BODY_LIMITS.default).toBeLessThanOrEqual(1024);
    expect(BODY_LIMITS.login).toBeLessThanOrEqual(2048);
  });

  describe('on the routes', () => {
    let ctx: TestContext;
    let user: TestUser;
    let listId: number;
    let product: number;
    beforeAll(async () => {
      ctx = await createTestApp('pglite');
      user = await registerUser(ctx.app);
      [product] = (await insertProducts(ctx.handle.db, [{ name: 'Gränsvin' }])) as [number];
      const list = await request<{ id: number }>(ctx.app, { method: 'POST', url: '/api/v1/user-lists/', token: user.key, body: { name: 'Gränser' } });
      listId = list.body.id;
    });
    afterAll(async () => {
      await ctx?.close();
    });

    /** A real body, padded with white space to exactly `size` bytes (still the same JSON). */
    const padded = (body: unknown, size: number): string => {
      const json = escapedJson(body);
      expect(json.length).toBeLessThanOrEqual(size);
      return `${json.slice(0, -1)}${' '.repeat(size - json.length)}}`;
    };

    /** Route, its row, a real body and the answer it gets when it fits. */
    const routes = (): Array<{ req: Omit<TestRequest, 'body'>; row: keyof typeof BODY_LIMITS; body: unknown; status: number }> => [
      { req: { method: 'POST', url: '/api/v1/user-product-likes/', token: user.key }, row: 'default', body: { product }, status: 201 },
      { req: { method: 'POST', url: '/auth/password/reset/' }, row: 'default', body: { email: longestEmail('glomsk') }, status: 200 },
      { req: { method: 'POST', url: '/login/' }, row: 'login', body: LARGEST.login, status: 400 },
      { req: { method: 'POST', url: '/auth/password/reset/confirm/' }, row: 'passwordResetConfirm', body: LARGEST.passwordResetConfirm, status: 400 },
      { req: { method: 'POST', url: '/auth/registration/' }, row: 'registration', body: LARGEST.registration, status: 201 },
      { req: { method: 'POST', url: '/auth/password/change/', token: user.key }, row: 'passwordChange', body: LARGEST.passwordChange, status: 400 },
      { req: { method: 'PATCH', url: `/api/v1/user-lists/${listId}`, token: user.key }, row: 'listUpdate', body: LARGEST.listUpdate, status: 200 },
      { req: { method: 'POST', url: '/api/v1/user-lists/', token: user.key }, row: 'listCreate', body: { name: 'Stor lista', products: [product] }, status: 201 },
      { req: { method: 'POST', url: '/api/v1/chat/' }, row: 'winefinder', body: { answers: { food: ['fisk'] }, message: letters(500) }, status: 200 },
      { req: { method: 'POST', url: '/user-product-notes/', token: user.key }, row: 'note', body: { product, text: letters(NOTE_MAX_LENGTH) }, status: 201 },
      { req: { method: 'PUT', url: '/auth/profile/', token: user.key }, row: 'profile', body: LARGEST.profile, status: 200 },
    ];

    it('a body of exactly the route\'s limit is read; one byte more is 413 (the small routes: a few hundred bytes to 2 KiB)', async () => {
      for (const { req, row, body, status } of routes()) {
        const limit = BODY_LIMITS[row];
        const send = (size: number) =>
          request<ErrorBody>(ctx.app, { ...req, body: padded(body, size), headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
        const fits = await send(limit);
        expect(fits.status, `${req.url} with ${limit} bytes: ${JSON.stringify(fits.body)}`).toBe(status);
        const over = await send(limit + 1);
        expect(over.status, `${req.url} with ${limit + 1} bytes`).toBe(413);
        expect(over.body).toEqual({ detail: 'För stor förfrågan.' });
      }
    });

    it('answers 413 from the Content-Length alone, before the body is sent or parsed', async () => {
      await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = ctx.app.server.address() as { port: number };
      const headersOnly = (url: string, length: number) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          let received = '';
          socket.on('data', (d) => {
            received += d.toString();
            if (received.includes('\r\n\r\n')) socket.destroy();
          });
          socket.on('close', () => resolve(received));
          socket.on('error', reject);
          socket.setTimeout(1500, () => socket.destroy());
          socket.write(`POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"email":`);
        });
      expect(await headersOnly('/login/', BODY_LIMITS.login + 1)).toMatch(/^HTTP\/1\.1 413/);
      expect(await headersOnly('/auth/password/reset/', BODY_LIMITS.default + 1)).toMatch(/^HTTP\/1\.1 413/);
      // The same size on a route that takes more: the server waits for the body instead (nothing within the timeout).
      expect(await headersOnly('/api/v1/chat/', BODY_LIMITS.login + 1)).toBe('');
    });
  });
});
