import type { ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readOutbox } from '@/features/mail/outbox';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { request } from '@/testing/request';
import { eventually, freshIp, registerUser } from '@/testing/users';

/** OWASP's credential-stuffing case: many addresses, one account. Every request below comes from a new address. */
describeEachDb('throttles per account and per e-mail address', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const post = <T = unknown>(url: string, body: object, app = ctx.app) => request<T>(app, { method: 'POST', url, body, remoteAddress: freshIp() });
  const login = <T = unknown>(email: string, password: string) => post<T>('/login/', { email, password });

  it('slows down guessing at one account from many addresses, without locking the owner out for good', async () => {
    const victim = await registerUser(ctx.app);
    const bystander = await registerUser(ctx.app);
    for (let i = 0; i < 5; i++) expect((await login(victim.email, `gissning-${i}`)).status).toBe(400);

    // Even the right password waits: otherwise the throttle would tell a guesser when a guess is right.
    const refused = await login<ErrorBody>(victim.email.toUpperCase(), victim.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: 'För många försök. Försök igen om 1 sekund.' });
    expect(refused.headers['retry-after']).toBe('1');
    expect((await login(bystander.email, bystander.password)).status).toBe(200);

    // A reset link lets the owner straight back in.
    await post('/auth/password/reset/', { email: victim.email });
    const mail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, victim.email)).find((m) => m.subject.includes('Återställ')));
    const [, uid, token] = /confirm-reset\/(\d+)\/([0-9a-f]+)\//.exec(mail.text)!;
    expect((await post('/auth/password/reset/confirm/', { uid: uid!, token: token!, new_password1: 'eget-nytt-7', new_password2: 'eget-nytt-7' })).status).toBe(200);
    expect((await login(victim.email, 'eget-nytt-7')).status).toBe(200);
  });

  it('a right password clears the count', async () => {
    const u = await registerUser(ctx.app);
    for (let i = 0; i < 4; i++) await login(u.email, `fel-${i}`);
    expect((await login(u.email, u.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(u.email, `fel-igen-${i}`)).status).toBe(400);
  });

  it('mails one address at most three reset links in a row, and still answers the same', async () => {
    const u = await registerUser(ctx.app);
    const answers = new Set<string>();
    for (let i = 0; i < 6; i++) answers.add(JSON.stringify((await post('/auth/password/reset/', { email: u.email })).body));
    expect(answers.size).toBe(1);
    await eventually(async () => ((await readOutbox(ctx.config.outboxDir, u.email)).filter((m) => m.subject.includes('Återställ')).length === 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await readOutbox(ctx.config.outboxDir, u.email)).filter((m) => m.subject.includes('Återställ'))).toHaveLength(3);
  });

  it('mails one address at most three welcome mails, however often an account is made and deleted for it', async () => {
    const email = 'valkommen-ofta@example.se';
    const welcomes = async () => (await readOutbox(ctx.config.outboxDir, email)).filter((m) => m.subject.includes('Välkommen'));
    for (let i = 0; i < 5; i++) {
      // Every registration still succeeds: only the mail is held back.
      const u = await registerUser(ctx.app, { email });
      expect((await request(ctx.app, { method: 'DELETE', url: '/auth/delete-account/', headers: u.headers })).status).toBe(204);
    }
    await eventually(async () => ((await welcomes()).length >= 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await welcomes()).toHaveLength(3);
  });

  it('answers a reset request without touching the database first, so a known address answers no slower', async () => {
    const u = await registerUser(ctx.app);
    // Hold every table the reset needs; an answer that waited for the database would wait for this transaction.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = ctx.handle.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users, password_reset_tokens IN ACCESS EXCLUSIVE MODE`);
      locked();
      await held;
    });
    await isLocked;
    try {
      const answer = await Promise.race([
        post('/auth/password/reset/', { email: u.email }),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000)),
      ]);
      expect(answer === 'waited' ? answer : answer.status).toBe(200);
    } finally {
      release();
      await holder;
    }
    await eventually(async () => (await readOutbox(ctx.config.outboxDir, u.email)).find((m) => m.subject.includes('Återställ')));
  });
});
