import { TasteProfile, WinefinderTipsResponse, type ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import { createImportedTestApp, sqlRows, type ImportedContext } from '@/testing/import-fixtures';
import { request } from '@/testing/request';
import { registerUser } from '@/testing/users';

describeEachDb('the taste profile and Våra tips that learn', (kind) => {
  let ctx: ImportedContext;
  let reds: number[];

  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
    const rows = await sqlRows<{ id: number }>(ctx, `select id from products where style = 'red' and clock_body is not null and not is_discontinued order by id limit 3`);
    reds = rows.map((r) => Number(r.id));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const like = (token: string, product: number) => request(ctx.app, { method: 'POST', url: '/api/v1/user-product-likes/', token, body: { product } });
  const profile = (token?: string) => request<TasteProfile>(ctx.app, { method: 'GET', url: '/api/v1/taste-profile/', token });
  const tips = (token?: string) => request<WinefinderTipsResponse>(ctx.app, { method: 'POST', url: '/api/v1/chat/tips/', token, body: {} });

  it('three saved reds: a profile in plain Swedish, and tips that say which saved wine they are like', async () => {
    expect(reds).toHaveLength(3);
    const user = await registerUser(ctx.app);
    expect((await profile(user.key)).body).toMatchObject({ liked_count: 0, summary: null, reset_at: null });
    const before = WinefinderTipsResponse.parse((await tips(user.key)).body);
    for (const id of reds) expect((await like(user.key, id)).status).toBe(201);
    const p = TasteProfile.parse((await profile(user.key)).body);
    expect(p.liked_count).toBe(3);
    expect(p.summary).toMatch(/^Du verkar gilla .*röda viner runt \d+ kr/);
    const after = WinefinderTipsResponse.parse((await tips(user.key)).body);
    expect(after.profile?.summary).toBe(p.summary);
    expect(after.results.length).toBeGreaterThan(0);
    expect(after.results.every((r) => r.reason.startsWith('Eftersom du sparat '))).toBe(true);
    expect(after.results.map((r) => r.product.id)).not.toEqual(before.results.map((r) => r.product.id));
  });

  it('a reset forgets the profile (the saved wines stay); wines saved afterwards count again', async () => {
    const user = await registerUser(ctx.app);
    for (const id of reds) await like(user.key, id);
    expect((await request(ctx.app, { method: 'DELETE', url: '/api/v1/taste-profile/', token: user.key })).status).toBe(204);
    const p = TasteProfile.parse((await profile(user.key)).body);
    expect(p).toMatchObject({ liked_count: 0, summary: null });
    expect(p.reset_at).not.toBeNull();
    const saved = await request<{ liked_products: unknown[] }>(ctx.app, { method: 'GET', url: '/auth/profile/', token: user.key });
    expect(saved.body.liked_products).toHaveLength(3);
    const t = WinefinderTipsResponse.parse((await tips(user.key)).body);
    expect(t.profile).toMatchObject({ liked_count: 0, summary: null });
  });

  it('anonymous: 401 for the profile, tips without one', async () => {
    const res = await profile();
    expect(res.status).toBe(401);
    expect((res.body as unknown as ErrorBody).detail).toBe('Du behöver logga in.');
    expect(WinefinderTipsResponse.parse((await tips()).body).profile).toBeNull();
    expect((await request(ctx.app, { method: 'DELETE', url: '/api/v1/taste-profile/' })).status).toBe(401);
  });
});
