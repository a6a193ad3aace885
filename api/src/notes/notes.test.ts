import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '../test/harness';
import { insertProducts, registerUser, type TestUser } from '../auth/testing';

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
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  it('writes, lists (own only, newest first), edits and deletes notes', async () => {
    const first = await call('POST', '/user-product-notes/', author, { product: wine, text: '  Doftar körsbär.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: expect.any(Number), product: wine, text: 'Doftar körsbär.', created_at: expect.any(String), updated_at: expect.any(String) });
    const second = (await call('POST', '/user-product-notes/', author, { product: wine, text: 'Bättre dag två.' })).json();
    await call('POST', '/user-product-notes/', other, { product: wine, text: 'Någon annans' });
    await call('POST', '/user-product-notes/', author, { product: otherWine, text: 'Annat vin' });

    const mine = (await call('GET', `/user-product-notes/by-product/${wine}/`, author)).json();
    expect(mine.map((n: { id: number }) => n.id)).toEqual([second.id, first.json().id]);
    expect((await call('GET', `/user-product-notes/by-product/${wine}`, other)).json()).toHaveLength(1);

    const edited = await call('PUT', `/user-product-notes/${second.id}/`, author, { text: 'Ändrad' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: second.id, text: 'Ändrad', product: wine });
    expect((await call('DELETE', `/user-product-notes/${second.id}/`, author)).statusCode).toBe(204);
    expect((await call('DELETE', `/user-product-notes/${second.id}/`, author)).statusCode).toBe(404);
    expect((await call('GET', `/user-product-notes/by-product/${wine}/`, author)).json()).toHaveLength(1);
  });

  it("others' notes are invisible: PUT/DELETE → 404; anonymous → 401", async () => {
    const note = (await call('POST', '/user-product-notes/', author, { product: wine, text: 'Privat' })).json();
    expect((await call('PUT', `/user-product-notes/${note.id}/`, other, { text: 'Kapad' })).statusCode).toBe(404);
    expect((await call('DELETE', `/user-product-notes/${note.id}/`, other)).statusCode).toBe(404);
    expect((await call('GET', `/user-product-notes/by-product/${wine}/`)).statusCode).toBe(401);
    expect((await call('POST', '/user-product-notes/', undefined, { product: wine, text: 'x' })).statusCode).toBe(401);
    expect((await call('PUT', `/user-product-notes/${note.id}/`, undefined, { text: 'x' })).statusCode).toBe(401);
    expect((await call('DELETE', `/user-product-notes/${note.id}/`)).statusCode).toBe(401);
    const still = (await call('GET', `/user-product-notes/by-product/${wine}/`, author)).json();
    expect(still.find((n: { id: number }) => n.id === note.id).text).toBe('Privat');
  });

  it('validates: unknown product (400 in body, 404 in path), blank or long text, malformed ids', async () => {
    expect((await call('POST', '/user-product-notes/', author, { product: 999999, text: 'x' })).json()).toEqual({ product: ['Produkten finns inte.'] });
    expect((await call('GET', '/user-product-notes/by-product/999999/', author)).statusCode).toBe(404);
    expect((await call('POST', '/user-product-notes/', author, { product: wine, text: '   ' })).json()).toEqual({ text: ['Detta fält får inte vara tomt.'] });
    expect((await call('POST', '/user-product-notes/', author, { product: wine })).json()).toEqual({ text: ['Detta fält är obligatoriskt.'] });
    expect((await call('POST', '/user-product-notes/', author, { product: wine, text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await call('PUT', '/user-product-notes/abc/', author, { text: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', '/user-product-notes/99999999999/', author, { text: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', '/user-product-notes/424242/', author, { text: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/user-product-notes/by-product/-1/', author)).statusCode).toBe(400);
    expect((await call('PUT', '/user-product-notes/1/', author, { text: 5 })).statusCode).toBe(400);
  });
});
