import { NEWSLETTER_GROUP_ID, type ErrorBody, type NewsletterSubscription } from '@vinkompassen/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readOutbox } from '@/features/mail/outbox';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { request } from '@/testing/request';
import { eventually, freshIp } from '@/testing/users';

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
  const subscribe = (payload: unknown, remoteAddress = freshIp()) =>
    request<NewsletterSubscription | ErrorBody>(ctx.app, { method: 'POST', url: '/subscribe', body: payload, remoteAddress });
  const confirm = (token: string) =>
    request<NewsletterSubscription | ErrorBody>(ctx.app, { method: 'POST', url: '/subscribe/confirm/', body: { token }, remoteAddress: freshIp() });
  const confirmToken = async (email: string) => {
    const mail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, email)).at(-1));
    expect(mail.subject).toBe('Bekräfta din prenumeration på Vinkompassens nyhetsbrev');
    return /\/newsletter\/confirm\/([0-9a-f]{64})/.exec(mail.text)![1]!;
  };
  const serverTime = (s: string | null) => new Date(`${String(s).replace(' ', 'T')}Z`).getTime();

  it('stores a subscription (201) and is idempotent for the same e-mail (200, original kept)', async () => {
    const first = await subscribe(body());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ email: 'vinvan@example.se', groups: [NEWSLETTER_GROUP_ID] });
    const again = await subscribe(body({ email: 'VINVAN@example.se', subscribed_at: '2026-12-01 08:00:00' }));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await subscribe(body({ email: 'annan@example.se' }))).status).toBe(201);
    // Works with the trailing slash too, and ignores a token (a separate service).
    expect((await request(ctx.app, { method: 'POST', url: '/subscribe/', body: body({ email: 'tredje@example.se' }) })).status).toBe(201);
  });

  it('sets the times itself and counts a signup only once the subscriber confirms from the mailed link', async () => {
    const before = Date.now() - 1000;
    const res = await subscribe(body({ email: 'dubbel@example.se', subscribed_at: '1970-01-01 00:00:00', opted_in_at: '1970-01-01 00:00:00' }));
    expect(res.status).toBe(201);
    const pending = res.body as NewsletterSubscription;
    expect(serverTime(pending.subscribed_at)).toBeGreaterThanOrEqual(before);
    expect(pending.opted_in_at).toBeNull();

    const token = await confirmToken('dubbel@example.se');
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(serverTime((confirmed.body as NewsletterSubscription).opted_in_at)).toBeGreaterThanOrEqual(before);
    // A second click on the link changes nothing; a signup again returns the confirmed subscription without a new mail.
    expect((await confirm(token)).body).toEqual(confirmed.body);
    expect((await subscribe(body({ email: 'dubbel@example.se' }))).body).toEqual(confirmed.body);
    expect(await readOutbox(ctx.config.outboxDir, 'dubbel@example.se')).toHaveLength(1);
  });

  it('refuses a wrong, malformed or expired confirmation token with a Swedish message', async () => {
    const invalid = { token: ['Länken är ogiltig eller har gått ut. Anmäl dig till nyhetsbrevet igen.'] };
    expect((await confirm('0'.repeat(64))).body).toEqual(invalid);
    expect((await confirm('inte-en-token')).body).toEqual(invalid);
    await subscribe(body({ email: 'gammal@example.se' }));
    const token = await confirmToken('gammal@example.se');
    await ctx.handle.db.execute(sql`UPDATE newsletter_subscriptions SET confirm_expires_at = now() - interval '1 second' WHERE email = 'gammal@example.se'`);
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(invalid);
  });

  it('mails one address at most three times in a row, however many signups arrive', async () => {
    for (let i = 0; i < 6; i++) expect((await subscribe(body({ email: 'ofta@example.se' }))).status).toBe(i === 0 ? 201 : 200);
    await eventually(async () => ((await readOutbox(ctx.config.outboxDir, 'ofta@example.se')).length === 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await readOutbox(ctx.config.outboxDir, 'ofta@example.se')).toHaveLength(3);
  });

  it('validates e-mail, the fixed group and the timestamps', async () => {
    const bad = await subscribe(body({ email: 'inte-giltig' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ email: ['Vänligen ange en giltig mejladress.'] });
    expect((await subscribe(body({ groups: ['annan-grupp'] }))).body).toEqual({ groups: ['Okänd grupp.'] });
    expect((await subscribe(body({ groups: [] }))).status).toBe(400);
    expect((await subscribe(body({ groups: [NEWSLETTER_GROUP_ID, NEWSLETTER_GROUP_ID] }))).status).toBe(400);
    expect((await subscribe(body({ subscribed_at: '2026-11-22T10:15:00Z' }))).body).toEqual({ subscribed_at: ['Ange tiden som ÅÅÅÅ-MM-DD TT:MM:SS.'] });
    expect((await subscribe(body({ opted_in_at: '2026-02-30 10:15:00' }))).body).toEqual({ opted_in_at: ['Ogiltigt datum.'] });
    const missing = await subscribe({});
    expect(Object.keys(missing.body).sort()).toEqual(['email', 'groups', 'opted_in_at', 'subscribed_at']);
    for (const junk of [null, [], 'x', { email: ['a@b.se'] }, { ...body(), groups: 'x' }]) {
      const res = await request(ctx.app, { method: 'POST', url: '/subscribe', body: JSON.stringify(junk), headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
      expect(res.status, JSON.stringify(junk)).toBe(400);
    }
  });

  it('rate limits signups per client (429)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await subscribe(body({ email: `rl${i}@example.se` }), '198.51.100.7')).status);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
