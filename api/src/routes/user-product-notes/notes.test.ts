import type { ErrorBody, Note } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { insertProducts } from '@/testing/products';
import { request } from '@/testing/request';
import { registerUser, type TestUser } from '@/testing/users';

describeEachDb('notes', (kind) => {
  let ctx: TestContext;
  let author: TestUser;
  let other: TestUser;
  let wine: number;
  let otherWine: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    author = await registerUser(ctx.app);
    other = await registerUser(ctx.app);
    [wine, otherWine] = (await insertProducts(ctx.handle.db, [{ name: 'Anteckningsvin' }, { name: 'Annat' }])) as [number, number];
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const call = <T = Note | ErrorBody>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, body?: unknown) =>
    request<T>(ctx.app, { method, url, ...(user ? { token: user.key } : {}), body });

  it('writes, lists (own only, newest first), edits and deletes notes', async () => {
    const first = await call('POST', '/user-product-notes/', author, { product: wine, text: '  Doftar körsbär.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: expect.any(Number), product: wine, text: 'Doftar körsbär.', created_at: expect.any(String), updated_at: expect.any(String) });
    const second = (await call<Note>('POST', '/user-product-notes/', author, { product: wine, text: 'Bättre dag två.' })).body;
    await call('POST', '/user-product-notes/', other, { product: wine, text: 'Någon annans' });
    await call('POST', '/user-product-notes/', author, { product: otherWine, text: 'Annat vin' });

    const mine = (await call<Note[]>('GET', `/user-product-notes/by-product/${wine}/`, author)).body;
    expect(mine.map((n) => n.id)).toEqual([second.id, (first.body as Note).id]);
    expect((await call('GET', `/user-product-notes/by-product/${wine}`, other)).body).toHaveLength(1);

    const edited = await call('PUT', `/user-product-notes/${second.id}/`, author, { text: 'Ändrad' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: second.id, text: 'Ändrad', product: wine });
    expect((await call('DELETE', `/user-product-notes/${second.id}/`, author)).status).toBe(204);
    expect((await call('DELETE', `/user-product-notes/${second.id}/`, author)).status).toBe(404);
    expect((await call('GET', `/user-product-notes/by-product/${wine}/`, author)).body).toHaveLength(1);
  });

  it("others' notes are invisible: PUT/DELETE → 404; anonymous → 401", async () => {
    const note = (await call<Note>('POST', '/user-product-notes/', author, { product: wine, text: 'Privat' })).body;
    expect((await call('PUT', `/user-product-notes/${note.id}/`, other, { text: 'Kapad' })).status).toBe(404);
    expect((await call('DELETE', `/user-product-notes/${note.id}/`, other)).status).toBe(404);
    expect((await call('GET', `/user-product-notes/by-product/${wine}/`)).status).toBe(401);
    expect((await call('POST', '/user-product-notes/', undefined, { product: wine, text: 'x' })).status).toBe(401);
    expect((await call('PUT', `/user-product-notes/${note.id}/`, undefined, { text: 'x' })).status).toBe(401);
    expect((await call('DELETE', `/user-product-notes/${note.id}/`)).status).toBe(401);
    const still = (await call<Note[]>('GET', `/user-product-notes/by-product/${wine}/`, author)).body;
    expect(still.find((n) => n.id === note.id)?.text).toBe('Privat');
  });

  it('validates: unknown product (400 in body, 404 in path), blank or long text, malformed ids', async () => {
    expect((await call('POST', '/user-product-notes/', author, { product: 999999, text: 'x' })).body).toEqual({ product: ['Produkten finns inte.'] });
    expect((await call('GET', '/user-product-notes/by-product/999999/', author)).status).toBe(404);
    expect((await call('POST', '/user-product-notes/', author, { product: wine, text: '   ' })).body).toEqual({ text: ['Detta fält får inte vara tomt.'] });
    expect((await call('POST', '/user-product-notes/', author, { product: wine })).body).toEqual({ text: ['Detta fält är obligatoriskt.'] });
    expect((await call('POST', '/user-product-notes/', author, { product: wine, text: 'x'.repeat(2001) })).status).toBe(400);
    expect((await call('PUT', '/user-product-notes/abc/', author, { text: 'x' })).status).toBe(400);
    expect((await call('PUT', '/user-product-notes/99999999999/', author, { text: 'x' })).status).toBe(400);
    expect((await call('PUT', '/user-product-notes/424242/', author, { text: 'x' })).status).toBe(404);
    expect((await call('GET', '/user-product-notes/by-product/-1/', author)).status).toBe(400);
    expect((await call('PUT', '/user-product-notes/1/', author, { text: 5 })).status).toBe(400);
  });
});
