import type { ErrorBody, Note } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '@/testing/app';
import { insertProducts } from '@/testing/products';
import { request } from '@/testing/request';
import { freshIp, registerUser } from '@/testing/users';

/** Body limits per route (the table: http/body-limits.ts): a note takes 16 KiB, a login 2 KiB. */
describe('JSON body limits per route', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  // 2,000 characters as a client that escapes everything but ASCII sends them ("\u00e5"): about 12 kB.
  const escapedNote = (product: number) => `{"product":${product},"text":"${'\\u00e5'.repeat(2000)}"}`;

  it('takes a longest note, escaped, but refuses a login of the same size with 413 before parsing', async () => {
    const u = await registerUser(ctx.app);
    const [product] = await insertProducts(ctx.handle.db, [{ name: 'Anteckningsvin' }]);
    const body = escapedNote(product!);
    expect(body.length).toBeGreaterThan(8 * 1024);
    const note = await request<Note>(ctx.app, { method: 'POST', url: '/user-product-notes/', body, headers: { ...u.headers, 'content-type': 'application/json' } });
    expect(note.status).toBe(201);
    expect(note.body.text).toBe('å'.repeat(2000));

    const login = await request<ErrorBody>(ctx.app, {
      method: 'POST',
      url: '/login/',
      body: JSON.stringify({ email: 'a@example.se', password: 'x'.repeat(body.length) }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(login.status).toBe(413);
    expect(login.body).toEqual({ detail: 'För stor förfrågan.' });
  });
});
