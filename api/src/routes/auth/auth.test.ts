import type { Detail, ErrorBody, Profile, TokenResponse, UserList } from '@vinkompassen/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, createTestApp, type TestContext } from '@/testing/app';
import { readOutbox } from '@/features/mail/outbox';
import sharp from 'sharp';
import { multipart, PNG_1X1 } from '@/testing/multipart';
import { eventually, freshIp, registerUser } from '@/testing/users';
import { insertProducts } from '@/testing/products';
import { request } from '@/testing/request';

describeEachDb('auth', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const post = <T = unknown>(url: string, body: unknown, headers: Record<string, string> = {}) =>
    request<T>(ctx.app, { method: 'POST', url, body, headers, remoteAddress: freshIp() });
  const get = <T = unknown>(url: string, headers: Record<string, string> = {}) => request<T>(ctx.app, { method: 'GET', url, headers });
  /** Served images, read as bytes (`rawPayload`): the typed helper reads text. */
  const media = (url: string) => ctx.app.inject({ method: 'GET', url });
  const login = <T = TokenResponse | ErrorBody>(email: string, password: string) => post<T>('/login/', { email, password });

  it('registers, returns 201 {key}, logs in with the key and mails a welcome', async () => {
    const email = 'Anna.Svensson@Example.se';
    const res = await post<TokenResponse>('/auth/registration/', { email, password1: 'vinglas-123', password2: 'vinglas-123', name: 'Anna Svensson' });
    expect(res.status).toBe(201);
    const { key } = res.body;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const profile = await get<Profile>('/auth/profile/', { authorization: `Token ${key}` });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: 'anna.svensson@example.se', name: 'Anna Svensson', avatar: null, liked_products: [], following: [] });
    expect(profile.body.slug).toMatch(/^anna-svensson-[0-9a-f]{6}$/);
    const mails = await eventually(async () => {
      const m = await readOutbox(ctx.config.outboxDir, 'anna.svensson@example.se');
      return m.length ? m : undefined;
    });
    expect(mails[0]!.subject).toContain('Välkommen');
    // Stored hashed: neither the password nor the token appear in the database.
    const { rows } = (await ctx.handle.db.execute(sql`select password_hash from users where lower(email) = 'anna.svensson@example.se'`)) as unknown as { rows: Array<{ password_hash: string }> };
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    const tokens = (await ctx.handle.db.execute(sql`select token_hash from auth_tokens`)) as unknown as { rows: Array<{ token_hash: string }> };
    expect(tokens.rows.map((r) => r.token_hash)).not.toContain(key);
  });

  it('rejects a taken e-mail (any case), invalid e-mail, short and mismatching passwords with Swedish field errors', async () => {
    const u = await registerUser(ctx.app);
    const taken = await post<ErrorBody>('/auth/registration/', { email: u.email.toUpperCase(), password1: 'abcdefgh1', password2: 'abcdefgh1' });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ email: ['Det finns redan ett konto med den mejladressen.'] });

    const bad = await post<ErrorBody>('/auth/registration/', { email: 'inte-en-adress', password1: 'kort', password2: 'annat' });
    expect(bad.status).toBe(400);
    expect(bad.body.email).toEqual(['Mejladressen är inte giltig.']);
    expect(bad.body.password1).toEqual(['Lösenordet måste vara minst 8 tecken långt.']);

    const mismatch = await post<ErrorBody>('/auth/registration/', { email: 'ny@example.se', password1: 'abcdefgh1', password2: 'abcdefgh2' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ password2: ['Lösenorden matchar inte.'] });

    const missing = await post<ErrorBody>('/auth/registration/', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ email: ['Detta fält är obligatoriskt.'], password1: ['Detta fält är obligatoriskt.'], password2: ['Detta fält är obligatoriskt.'] });
  });

  it('never answers malformed bodies with a 500', async () => {
    const bodies: unknown[] = [
      null, [], 'text', 42, true, { email: 5 }, { email: ['a@b.se'] }, { email: {} }, { email: 'a@b.se', password1: null },
      { email: 'x'.repeat(10_000) + '@b.se', password1: 'y'.repeat(10_000), password2: 'y' },
      { email: 'a@b.se', password1: 'abcdefgh1', password2: 'abcdefgh1', name: 'n'.repeat(500) },
      { email: 'a@b.se\u0000', password1: 'abcdefgh\u0000', password2: 'abcdefgh\u0000' },
    ];
    for (const url of ['/auth/registration/', '/login/', '/auth/password/reset/', '/auth/password/reset/confirm/']) {
      for (const body of bodies) {
        const res = await request<ErrorBody | TokenResponse | Detail>(ctx.app, { method: 'POST', url, body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
        expect(res.status, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        expect(typeof res.body).toBe('object');
      }
      const broken = await request<ErrorBody>(ctx.app, { method: 'POST', url, body: '{"email": ', headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
      expect(broken.status).toBe(400);
    }
  });

  it('logs in; wrong password and unknown e-mail give the same non_field_errors', async () => {
    const u = await registerUser(ctx.app);
    const ok = await login<TokenResponse>(u.email.toUpperCase(), u.password);
    expect(ok.status).toBe(200);
    expect(ok.body.key).toMatch(/^[0-9a-f]{64}$/);
    expect(ok.body.key).not.toBe(u.key);

    const wrong = await login<ErrorBody>(u.email, 'fel-losenord');
    const unknown = await login<ErrorBody>('ingen@example.se', 'fel-losenord');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['non_field_errors']);
    }
    expect(wrong.body).toEqual(unknown.body);

    const invalid = await login<ErrorBody>('inte-en-adress', '');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ email: ['Mejladressen är inte giltig.'], password: ['Detta fält är obligatoriskt.'] });
  });

  it('401 without a token, with an unknown token and with a malformed token — on every route, public ones too', async () => {
    expect((await get('/auth/profile/')).status).toBe(401);
    const unknown = await get<ErrorBody>('/auth/profile/', { authorization: `Token ${'ab'.repeat(32)}` });
    expect(unknown.status).toBe(401);
    expect(unknown.headers['www-authenticate']).toBe('Token');
    expect(unknown.body.detail).toBeTruthy();
    expect((await get('/auth/profile/', { authorization: 'Token nonsense' })).status).toBe(401);
    expect((await get('/api/v1/users/', { authorization: `Token ${'cd'.repeat(32)}` })).status).toBe(401);
    // Other schemes are not tokens: the request is simply anonymous.
    expect((await get('/api/v1/users/', { authorization: 'Basic dXNlcjpwYXNz' })).status).toBe(200);
  });

  it('logout revokes only the token it was called with', async () => {
    const u = await registerUser(ctx.app);
    const second = (await login<TokenResponse>(u.email, u.password)).body.key;
    const out = await post<Detail>('/auth/logout/', undefined, u.headers);
    expect(out.status).toBe(200);
    expect(out.body.detail).toBe('Du är nu utloggad.');
    expect((await get('/auth/profile/', u.headers)).status).toBe(401);
    expect((await get('/auth/profile/', { authorization: `Token ${second}` })).status).toBe(200);
    expect((await post('/auth/logout/', undefined, u.headers)).status).toBe(401);
    expect((await post('/auth/logout/', undefined)).status).toBe(401);
  });

  it('password change keeps the current token and revokes the others', async () => {
    const u = await registerUser(ctx.app);
    const other = (await login<TokenResponse>(u.email, u.password)).body.key;
    const wrong = await post<ErrorBody>('/auth/password/change/', { old_password: 'fel', new_password1: 'nytt-losen-9', new_password2: 'nytt-losen-9' }, u.headers);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ old_password: ['Fel lösenord.'] });
    const res = await post('/auth/password/change/', { old_password: u.password, new_password1: 'nytt-losen-9', new_password2: 'nytt-losen-9' }, u.headers);
    expect(res.status).toBe(200);
    expect((await get('/auth/profile/', u.headers)).status).toBe(200);
    expect((await get('/auth/profile/', { authorization: `Token ${other}` })).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(400);
    expect((await login(u.email, 'nytt-losen-9')).status).toBe(200);
    expect((await post('/auth/password/change/', { old_password: 'x', new_password1: 'nytt-losen-9', new_password2: 'nytt-losen-9' })).status).toBe(401);
  });

  it('e-mail change: confirmed with the password, validated, unique; the new address logs in', async () => {
    const u = await registerUser(ctx.app);
    const taken = await registerUser(ctx.app);
    const change = (body: unknown, headers = u.headers) => post<ErrorBody>('/auth/email/change/', body, headers);
    expect((await post('/auth/email/change/', { password: u.password, new_email: 'ny@example.se' })).status).toBe(401);
    const wrong = await change({ password: 'fel', new_email: 'ny@example.se' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ password: ['Fel lösenord.'] });
    const invalid = await change({ password: u.password, new_email: 'inte-en-adress' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toHaveProperty('new_email');
    const missing = await change({ new_email: 'ny@example.se' });
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty('password');
    const clash = await change({ password: u.password, new_email: taken.email.toUpperCase() });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ new_email: ['Det finns redan ett konto med den mejladressen.'] });

    // Another session of the same account, e.g. on the phone.
    const phone = { authorization: `Token ${(await login(u.email, u.password)).body.key}` };
    const fresh = `byte-${Date.now()}@example.se`;
    const res = await post<Detail>('/auth/email/change/', { password: u.password, new_email: ` ${fresh.toUpperCase()} ` }, u.headers);
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe('Vi har skickat en länk till den nya adressen. Adressen byts när du öppnar länken.');
    // Nothing changed yet: the old address still logs in.
    expect((await get<{ email: string }>('/auth/profile/', u.headers)).body.email).toBe(u.email);
    expect((await login(u.email, u.password)).status).toBe(200);

    // The new address gets the link, the old one a notice naming the new address, with a link to report it.
    const confirmMail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, fresh)).find((m) => m.subject.includes('Bekräfta din nya mejladress')));
    const notice = await eventually(async () => (await readOutbox(ctx.config.outboxDir, u.email)).find((m) => m.subject.includes('byta mejladressen')));
    expect(notice.text).toContain(fresh);
    const confirmToken = /\/email-change\/confirm\/([0-9a-f]{64})/.exec(confirmMail.text)![1]!;
    expect(notice.text).toMatch(/\/email-change\/report\/[0-9a-f]{64}/);

    const bad = await post<ErrorBody>('/auth/email/change/confirm/', { token: 'ab'.repeat(32) });
    expect(bad.body).toEqual({ token: ['Länken är ogiltig, har gått ut eller har redan använts.'] });
    // Followed from the browser signed in to the account: that session stays, every other one ends.
    const confirmed = await post<Detail>('/auth/email/change/confirm/', { token: confirmToken }, u.headers);
    expect(confirmed.status).toBe(200);
    expect((await get<{ email: string }>('/auth/profile/', u.headers)).body.email).toBe(fresh);
    expect((await get('/auth/profile/', phone)).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(400);
    expect((await login(fresh, u.password)).status).toBe(200);
    // Single use.
    expect((await post('/auth/email/change/confirm/', { token: confirmToken })).status).toBe(400);
    // The own address again is no clash.
    expect((await change({ password: u.password, new_email: fresh })).status).toBe(200);
  });

  it('e-mail change reported from the old address: called off before it is made, undone after; every session ends; a reset link goes to the old address', async () => {
    for (const confirmFirst of [false, true]) {
      const u = await registerUser(ctx.app);
      const fresh = `kapad-${confirmFirst}-${Date.now()}@example.se`;
      expect((await post('/auth/email/change/', { password: u.password, new_email: fresh }, u.headers)).status).toBe(200);
      const confirmMail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, fresh)).find((m) => m.subject.includes('Bekräfta')));
      const notice = await eventually(async () => (await readOutbox(ctx.config.outboxDir, u.email)).find((m) => m.subject.includes('byta mejladressen')));
      const confirmToken = /\/email-change\/confirm\/([0-9a-f]{64})/.exec(confirmMail.text)![1]!;
      const reportToken = /\/email-change\/report\/([0-9a-f]{64})/.exec(notice.text)![1]!;
      if (confirmFirst) expect((await post('/auth/email/change/confirm/', { token: confirmToken })).status).toBe(200);

      const reported = await post<Detail>('/auth/email/change/report/', { token: reportToken });
      expect(reported.status).toBe(200);
      expect(reported.body.detail).toMatch(/stoppat/);
      // The account is back on the old address, nobody is signed in, and a reported link cannot confirm any more.
      expect((await get('/auth/profile/', u.headers)).status).toBe(401);
      expect((await login(fresh, u.password)).status).toBe(400);
      expect((await login(u.email, u.password)).status).toBe(200);
      if (!confirmFirst) expect((await post('/auth/email/change/confirm/', { token: confirmToken })).status).toBe(400);
      await eventually(async () => (await readOutbox(ctx.config.outboxDir, u.email)).find((m) => m.subject.includes('Återställ')));
      expect((await post('/auth/email/change/report/', { token: reportToken })).status).toBe(400);
    }
  });

  it('password reset: 200 for any address, single-use mailed link, revokes every token, new password works', async () => {
    const u = await registerUser(ctx.app);
    const unknown = await post<Detail>('/auth/password/reset/', { email: 'finns-inte@example.se' });
    const known = await post<Detail>('/auth/password/reset/', { email: u.email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const mail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, u.email)).find((m) => m.subject.includes('Återställ')));
    expect((await readOutbox(ctx.config.outboxDir, 'finns-inte@example.se')).length).toBe(0);
    const escaped = ctx.config.appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`${escaped}/confirm-reset/(\\d+)/([0-9a-f]{64})/`).exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    const [, uid, token] = match!;
    expect(Number(uid)).toBe(u.id);
    expect(mail.html).toContain(`/confirm-reset/${uid}/${token}/`);

    const mismatch = await post<ErrorBody>('/auth/password/reset/confirm/', { uid, token, new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-2' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ new_password2: ['Lösenorden matchar inte.'] });
    const wrongUid = await post<ErrorBody>('/auth/password/reset/confirm/', { uid: String(u.id + 1000), token, new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-1' });
    expect(wrongUid.status).toBe(400);
    expect(Object.keys(wrongUid.body)).toEqual(['token']);
    expect((await post('/auth/password/reset/confirm/', { uid: 'abc', token: 'xyz', new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-1' })).status).toBe(400);

    const ok = await post('/auth/password/reset/confirm/', { uid, token, new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-1' });
    expect(ok.status).toBe(200);
    expect((await get('/auth/profile/', u.headers)).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(400);
    expect((await login(u.email, 'helt-nytt-1')).status).toBe(200);

    const again = await post<ErrorBody>('/auth/password/reset/confirm/', { uid, token, new_password1: 'igen-nytt-1', new_password2: 'igen-nytt-1' });
    expect(again.status).toBe(400);
    expect(again.body.token![0]).toContain('ogiltig');
    // Stored hashed.
    const { rows } = (await ctx.handle.db.execute(sql`select token_hash from password_reset_tokens`)) as unknown as { rows: Array<{ token_hash: string }> };
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('a password change kills every reset link issued before it, and such a link logs no one out', async () => {
    const u = await registerUser(ctx.app);
    await post('/auth/password/reset/', { email: u.email });
    const mail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, u.email)).find((m) => m.subject.includes('Återställ')));
    const [, uid, token] = /confirm-reset\/(\d+)\/([0-9a-f]+)\//.exec(mail.text)!;
    const change = await request(ctx.app, {
      method: 'POST',
      url: '/auth/password/change/',
      headers: u.headers,
      body: { old_password: u.password, new_password1: 'bytt-losen-9', new_password2: 'bytt-losen-9' },
      remoteAddress: freshIp(),
    });
    expect(change.status).toBe(200);
    const res = await post('/auth/password/reset/confirm/', { uid, token, new_password1: 'angripare-1', new_password2: 'angripare-1' });
    expect(res.status).toBe(400);
    // The owner's session survives and the changed password still works.
    expect((await request(ctx.app, { method: 'GET', url: '/auth/profile/', headers: u.headers })).status).toBe(200);
    expect((await login(u.email, 'bytt-losen-9')).status).toBe(200);
  });

  it('confirming one reset link kills the other links still outstanding for that user', async () => {
    const u = await registerUser(ctx.app);
    const bystander = await registerUser(ctx.app);
    /** The uid and token of each reset link mailed to `email`, once there are `count` of them. */
    const resetLinks = async (email: string, count: number) => {
      const mails = await eventually(async () => {
        const resets = (await readOutbox(ctx.config.outboxDir, email)).filter((m) => m.subject.includes('Återställ'));
        return resets.length === count ? resets : undefined;
      });
      return mails.map((m) => {
        const [, uid, token] = /confirm-reset\/(\d+)\/([0-9a-f]{64})\//.exec(m.text)!;
        return { uid: uid!, token: token! };
      });
    };
    // Two links for the user (one after the other, so they are two tokens), one for someone else.
    await post('/auth/password/reset/', { email: u.email });
    await resetLinks(u.email, 1);
    await post('/auth/password/reset/', { email: u.email });
    const [used, unused] = await resetLinks(u.email, 2);
    await post('/auth/password/reset/', { email: bystander.email });
    const [othersLink] = await resetLinks(bystander.email, 1);
    expect(used!.token).not.toBe(unused!.token);

    const confirmed = await post('/auth/password/reset/confirm/', { ...used!, new_password1: 'forsta-nytt-1', new_password2: 'forsta-nytt-1' });
    expect(confirmed.status).toBe(200);
    // The other link, never used, dies with the old password.
    const stale = await post<ErrorBody>('/auth/password/reset/confirm/', { ...unused!, new_password1: 'angripare-2', new_password2: 'angripare-2' });
    expect(stale.status).toBe(400);
    expect(Object.keys(stale.body)).toEqual(['token']);
    expect((await login(u.email, 'forsta-nytt-1')).status).toBe(200);
    // Another user's link is untouched.
    const other = await post('/auth/password/reset/confirm/', { ...othersLink!, new_password1: 'annans-nytt-1', new_password2: 'annans-nytt-1' });
    expect(other.status).toBe(200);
  });

  it('password reset links expire', async () => {
    const u = await registerUser(ctx.app);
    await post('/auth/password/reset/', { email: u.email });
    const mail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, u.email)).find((m) => m.subject.includes('Återställ')));
    const [, uid, token] = /confirm-reset\/(\d+)\/([0-9a-f]+)\//.exec(mail.text)!;
    await ctx.handle.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${u.id}`);
    const res = await post('/auth/password/reset/confirm/', { uid, token, new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-1' });
    expect(res.status).toBe(400);
    expect((await login(u.email, u.password)).status).toBe(200);
  });

  it('rate limits login, registration and password reset per client with a Swedish 429', async () => {
    const ip = '192.0.2.10';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A new account each time: one account's own throttle (throttling.test.ts) starts sooner.
      const res = await request<ErrorBody>(ctx.app, { method: 'POST', url: '/login/', body: { email: `a${i}@example.se`, password: 'x' }, remoteAddress: ip });
      statuses.push(res.status);
      if (res.status === 429) {
        // The login window is a minute: the wait is said in seconds, never "Vänta N sekunder" for long waits.
        expect(res.body.detail).toMatch(/^För många försök\. Försök igen om \d+ (sekunder|sekund|minut)\.$/);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another client is not affected.
    expect((await request(ctx.app, { method: 'POST', url: '/login/', body: { email: 'a@example.se', password: 'x' }, remoteAddress: '192.0.2.11' })).status).toBe(400);

    for (const [url, max, body] of [
      ['/auth/password/reset/', 5, { email: 'a@example.se' }],
      ['/auth/registration/', 10, {}],
    ] as const) {
      const codes: number[] = [];
      for (let i = 0; i <= max; i++) codes.push((await request(ctx.app, { method: 'POST', url, body, remoteAddress: '192.0.2.20' })).status);
      expect(codes.at(-1), url).toBe(429);
      expect(codes.slice(0, -1).includes(429)).toBe(false);
    }
  });

  it('profile: update name and privacy with multipart, upload an avatar served by the API, replace and remove it', async () => {
    const u = await registerUser(ctx.app);
    const form = multipart({ name: 'Vinälskaren', likes_are_public: 'false' }, [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', data: PNG_1X1 }]);
    const res = await request<Profile>(ctx.app, { method: 'PUT', url: '/auth/profile/', body: form.payload, headers: { ...u.headers, ...form.headers } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const profile = res.body;
    expect(profile).toMatchObject({ name: 'Vinälskaren', likes_are_public: false, email: u.email });
    // Re-encoded: always WebP, whatever was sent.
    expect(profile.avatar).toMatch(new RegExp(`^${ctx.config.publicUrl}/media/avatars/${u.id}-[0-9a-f]{24}\\.webp$`));
    const file = new URL(profile.avatar!).pathname;
    const image = await media(file);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');

    // Replacing deletes the old image.
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#7b1e3a' } }).gif().toBuffer();
    const form2 = multipart({}, [{ field: 'avatar', filename: 'x.gif', contentType: 'image/gif', data: gif }]);
    const res2 = await request<Profile>(ctx.app, { method: 'PUT', url: '/auth/profile/', body: form2.payload, headers: { ...u.headers, ...form2.headers } });
    expect(res2.status).toBe(200);
    expect(res2.body.avatar).toMatch(/\.webp$/);
    expect(res2.body.avatar).not.toBe(profile.avatar);
    expect(res2.body.name).toBe('Vinälskaren');
    expect((await get(file)).status).toBe(404);

    // JSON works too; remove_avatar goes back to the silhouette (null) and deletes the image.
    const res3 = await request<Profile>(ctx.app, { method: 'PUT', url: '/auth/profile/', body: { remove_avatar: true, likes_are_public: true }, headers: u.headers });
    expect(res3.status).toBe(200);
    expect(res3.body).toMatchObject({ avatar: null, likes_are_public: true, name: 'Vinälskaren' });
    expect((await get(new URL(res2.body.avatar!).pathname)).status).toBe(404);
  });

  it('avatars are re-encoded from their pixels: metadata, appended payloads and oversize dimensions are gone', async () => {
    const u = await registerUser(ctx.app);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c8a165' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'hemlig-exif' } } })
      .toBuffer();
    // A polyglot: a real image with an HTML page appended, which a sniffing browser could run if served as is.
    const polyglot = Buffer.concat([photo, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const form = multipart({}, [{ field: 'avatar', filename: 'semester.jpg', contentType: 'image/jpeg', data: polyglot }]);
    const res = await request<Profile>(ctx.app, { method: 'PUT', url: '/auth/profile/', body: form.payload, headers: { ...u.headers, ...form.headers } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const served = (await media(new URL(res.body.avatar!).pathname)).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
    expect(meta.exif).toBeUndefined();
    expect(served.includes('script')).toBe(false);
    expect(served.includes('hemlig-exif')).toBe(false);

    // Signature of an image, bytes of nothing: refused.
    const hollowGif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    const hollow = multipart({}, [{ field: 'avatar', filename: 'x.gif', contentType: 'image/gif', data: hollowGif }]);
    const refused = await request<ErrorBody>(ctx.app, { method: 'PUT', url: '/auth/profile/', body: hollow.payload, headers: { ...u.headers, ...hollow.headers } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ avatar: ['Filen måste vara en bild (PNG, JPEG, GIF eller WebP).'] });
    // Names that are not ours are not looked up.
    expect((await get('/media/avatars/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('profile: rejects non-images (400), oversize files (413), unknown fields and bad values without a 500', async () => {
    const u = await registerUser(ctx.app);
    const put = (form: ReturnType<typeof multipart>) =>
      request<ErrorBody>(ctx.app, { method: 'PUT', url: '/auth/profile/', body: form.payload, headers: { ...u.headers, ...form.headers } });
    const fake = await put(multipart({}, [{ field: 'avatar', filename: 'evil.png', contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>') }]));
    expect(fake.status).toBe(400);
    expect(fake.body).toEqual({ avatar: ['Filen måste vara en bild (PNG, JPEG, GIF eller WebP).'] });

    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const large = await put(multipart({ name: 'Stor' }, [{ field: 'avatar', filename: 'big.png', contentType: 'image/png', data: big }]));
    expect(large.status).toBe(413);
    expect(large.body.avatar![0]).toContain('för stor');

    const twoFiles = await put(
      multipart({}, [
        { field: 'avatar', filename: 'a.png', contentType: 'image/png', data: PNG_1X1 },
        { field: 'avatar', filename: 'b.png', contentType: 'image/png', data: PNG_1X1 },
      ]),
    );
    expect([400, 413]).toContain(twoFiles.status);
    const other = await put(multipart({}, [{ field: 'document', filename: 'a.png', contentType: 'image/png', data: PNG_1X1 }]));
    expect(other.status).toBe(400);
    expect((await put(multipart({ likes_are_public: 'kanske' }))).status).toBe(400);
    expect((await put(multipart({ name: 'n'.repeat(101) }))).status).toBe(400);
    const broken = await request(ctx.app, {
      method: 'PUT',
      url: '/auth/profile/',
      body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
      headers: { ...u.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect((await request(ctx.app, { method: 'PUT', url: '/auth/profile/', body: [1, 2], headers: u.headers })).status).toBe(400);
    // Nothing changed.
    const profile = (await get<Profile>('/auth/profile/', u.headers)).body;
    expect(profile).toMatchObject({ name: u.name, avatar: null });
  });

  for (const url of ['/auth/delete-account/', '/auth/profile/']) {
    it(`DELETE ${url} removes the account and its data; its token dies; the e-mail can register again`, async () => {
      const u = await registerUser(ctx.app);
      const friend = await registerUser(ctx.app);
      const [productId] = await insertProducts(ctx.handle.db, [{ name: 'Raderingsvin' }]);
      const form = multipart({}, [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', data: PNG_1X1 }]);
      const avatar = (await request<Profile>(ctx.app, { method: 'PUT', url: '/auth/profile/', body: form.payload, headers: { ...u.headers, ...form.headers } })).body.avatar as string;
      await post('/api/v1/user-product-likes/', { product: productId }, u.headers);
      const list = (await post<UserList>('/api/v1/user-lists/', { name: 'Min lista', is_public: true, products: [productId] }, u.headers)).body;
      await post(`/users/${friend.id}/follow/`, undefined, u.headers);
      await post(`/users/${u.id}/follow/`, undefined, friend.headers);
      await post(`/api/v1/user-lists/${list.id}/add_to_profile/`, undefined, friend.headers);
      await post('/user-product-notes/', { product: productId, text: 'Gott!' }, u.headers);

      const del = await request(ctx.app, { method: 'DELETE', url, headers: u.headers });
      expect(del.status).toBe(204);
      expect((await get('/auth/profile/', u.headers)).status).toBe(401);
      expect((await get(`/users/${u.id}/`)).status).toBe(404);
      expect((await get(`/api/v1/public/user-lists/${list.id}/`)).status).toBe(404);
      expect((await get(new URL(avatar).pathname)).status).toBe(404);
      const leftovers = (await ctx.handle.db.execute(sql`
        select (select count(*) from auth_tokens where user_id = ${u.id})
             + (select count(*) from product_likes where user_id = ${u.id})
             + (select count(*) from user_lists where owner_id = ${u.id})
             + (select count(*) from follows where follower_id = ${u.id} or followee_id = ${u.id})
             + (select count(*) from saved_lists where list_id = ${list.id})
             + (select count(*) from notes where user_id = ${u.id}) as n`)) as unknown as { rows: Array<{ n: number | string }> };
      expect(Number(leftovers.rows[0]!.n)).toBe(0);
      // The friend's account is untouched; the product is still there.
      const friendProfile = (await get<Profile>('/auth/profile/', friend.headers)).body;
      expect(friendProfile.following).toEqual([]);
      expect((await get('/api/v1/user-lists/saved-lists/', friend.headers)).body).toEqual([]);
      expect((await post('/auth/registration/', { email: u.email, password1: 'ateranvand-1', password2: 'ateranvand-1' })).status).toBe(201);
      expect((await request(ctx.app, { method: 'DELETE', url })).status).toBe(401);
    });
  }
});
