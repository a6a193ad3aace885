import { NEWSLETTER_GROUP_ID } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '../test/harness';
import { freshIp } from '../auth/testing';

describeEachDb('newsletter', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const body = (over: Record<string, unknown> = {}) => ({
    email: 'vinvan@example.se',
    groups: [NEWSLETTER_GROUP_ID],
    subscribed_at: '2026-11-22 10:15:00',
    opted_in_at: '2026-11-22 10:15:00',
    ...over,
  });
  const subscribe = (payload: unknown, remoteAddress = freshIp()) => ctx.app.inject({ method: 'POST', url: '/subscribe', payload: payload as object, remoteAddress });

  it('stores a subscription (201) and is idempotent for the same e-mail (200, original kept)', async () => {
    const first = await subscribe(body());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual(body());
    const again = await subscribe(body({ email: 'VINVAN@example.se', subscribed_at: '2026-12-01 08:00:00' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body());
    expect((await subscribe(body({ email: 'annan@example.se' }))).statusCode).toBe(201);
    // Works with the trailing slash too, and ignores a token (a separate service).
    expect((await ctx.app.inject({ method: 'POST', url: '/subscribe/', payload: body({ email: 'tredje@example.se' }) })).statusCode).toBe(201);
  });

  it('validates e-mail, the fixed group and the timestamps', async () => {
    const bad = await subscribe(body({ email: 'inte-giltig' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: ['Vänligen ange en giltig mejladress.'] });
    expect((await subscribe(body({ groups: ['annan-grupp'] }))).json()).toEqual({ groups: ['Okänd grupp.'] });
    expect((await subscribe(body({ groups: [] }))).statusCode).toBe(400);
    expect((await subscribe(body({ groups: [NEWSLETTER_GROUP_ID, NEWSLETTER_GROUP_ID] }))).statusCode).toBe(400);
    expect((await subscribe(body({ subscribed_at: '2026-11-22T10:15:00Z' }))).json()).toEqual({ subscribed_at: ['Ange tiden som ÅÅÅÅ-MM-DD TT:MM:SS.'] });
    expect((await subscribe(body({ opted_in_at: '2026-02-30 10:15:00' }))).json()).toEqual({ opted_in_at: ['Ogiltigt datum.'] });
    const missing = await subscribe({});
    expect(Object.keys(missing.json()).sort()).toEqual(['email', 'groups', 'opted_in_at', 'subscribed_at']);
    for (const junk of [null, [], 'x', { email: ['a@b.se'] }, { ...body(), groups: 'x' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/subscribe', payload: JSON.stringify(junk), headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
      expect(res.statusCode, JSON.stringify(junk)).toBe(400);
    }
  });

  it('rate limits signups per client (429)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await subscribe(body({ email: `rl${i}@example.se` }), '198.51.100.7')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
