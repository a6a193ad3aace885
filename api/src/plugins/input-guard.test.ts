/** One check of every string that arrives, however it arrives. */
import type { ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../testing/multipart';
import { request } from '../testing/request';
import { registerUser, type TestUser } from '../testing/users';
import { createTestApp, type TestContext } from '../testing/app';
import { BIDI_CONTROL, BROKEN_CHARACTER, NUL_CHARACTER } from '../http/input-guard';

describe('input guard', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    user = await registerUser(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const putProfileForm = (fields: Record<string, string>) =>
    request<ErrorBody>(ctx.app, { method: 'PUT', url: '/auth/profile/', ...((form) => ({ body: form.payload, headers: { ...form.headers, ...user.headers } }))(multipart(fields)) });
  const json = (method: 'POST' | 'PUT', url: string, body: string) =>
    request<ErrorBody>(ctx.app, { method, url, body, headers: { ...user.headers, 'content-type': 'application/json' } });

  it('a NUL byte in a multipart form field is a 400 on its field, not a 500', async () => {
    const res = await putProfileForm({ name: 'Anna\u0000' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: [NUL_CHARACTER] });
  });

  it('a form with too many fields is 413 with its own message, not the avatar\'s', async () => {
    const fields = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x']));
    const res = await putProfileForm(fields);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ non_field_errors: ['Formuläret har för många fält.'] });
  });

  it('a lone UTF-16 surrogate (a JSON escape) is refused instead of being stored as U+FFFD', async () => {
    const res = await json('POST', '/api/v1/user-lists/', '{"name": "Lista \\ud800"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: [BROKEN_CHARACTER] });
    expect((await json('POST', '/api/v1/user-lists/', '{"name": "Lista \\udc00 x"}')).status).toBe(400);
    // A well-formed pair (an emoji) is fine.
    expect((await json('POST', '/api/v1/user-lists/', JSON.stringify({ name: 'Vin \u{1F377}' }))).status).toBe(201);
  });

  it('bidi overrides that would make names, lists and notes display spoofed are refused; passwords may hold any character', async () => {
    const list = await json('POST', '/api/v1/user-lists/', JSON.stringify({ name: 'Min lista \u202Egnp.exe', description: 'ok' }));
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ name: [BIDI_CONTROL] });
    const profile = await putProfileForm({ name: '\u2067Anna\u2069' });
    expect(profile.body).toEqual({ name: [BIDI_CONTROL] });
    const query = await request<ErrorBody>(ctx.app, { method: 'GET', url: `/api/v1/users/?search=${encodeURIComponent('a\u202Eb')}` });
    expect(query.status).toBe(400);
    const login = await request<ErrorBody>(ctx.app, { method: 'POST', url: '/login/', body: { email: user.email, password: 'fel\u202Elösen' } });
    expect(login.status).toBe(400);
    expect(login.body).toHaveProperty('non_field_errors'); // wrong password, not a refused character
  });
});
