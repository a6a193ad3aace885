import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, createTestApp, type TestContext } from '../test/harness';
import { readOutbox } from '../mail/outbox';
import { avatarDir } from './avatar';
import { multipart, PNG_1X1 } from './multipart-testing';
import { eventually, freshIp, insertProducts, registerUser } from './testing';

describeEachDb('auth', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: freshIp() });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const login = (email: string, password: string) => post('/login/', { email, password });

  it('registers, returns 201 {key}, logs in with the key and mails a welcome', async () => {
    const email = 'Anna.Svensson@Example.se';
    const res = await post('/auth/registration/', { email, password1: 'vinglas-123', password2: 'vinglas-123', name: 'Anna Svensson' });
    expect(res.statusCode).toBe(201);
    const { key } = res.json();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const profile = await get('/auth/profile/', { authorization: `Token ${key}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: 'anna.svensson@example.se', name: 'Anna Svensson', avatar: null, liked_products: [], following: [] });
    expect(profile.json().slug).toMatch(/^anna-svensson-[0-9a-f]{6}$/);
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
    const taken = await post('/auth/registration/', { email: u.email.toUpperCase(), password1: 'abcdefgh1', password2: 'abcdefgh1' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: ['Det finns redan ett konto med den mejladressen.'] });

    const bad = await post('/auth/registration/', { email: 'inte-en-adress', password1: 'kort', password2: 'annat' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().email).toEqual(['Mejladressen är inte giltig.']);
    expect(bad.json().password1).toEqual(['Lösenordet måste vara minst 8 tecken långt.']);

    const mismatch = await post('/auth/registration/', { email: 'ny@example.se', password1: 'abcdefgh1', password2: 'abcdefgh2' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ password2: ['Lösenorden matchar inte.'] });

    const missing = await post('/auth/registration/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ email: ['Detta fält är obligatoriskt.'], password1: ['Detta fält är obligatoriskt.'], password2: ['Detta fält är obligatoriskt.'] });
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
        const res = await ctx.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        expect(typeof res.json()).toBe('object');
      }
      const broken = await ctx.app.inject({ method: 'POST', url, payload: '{"email": ', headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
      expect(broken.statusCode).toBe(400);
    }
  });

  it('logs in; wrong password and unknown e-mail give the same non_field_errors', async () => {
    const u = await registerUser(ctx.app);
    const ok = await login(u.email.toUpperCase(), u.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().key).toMatch(/^[0-9a-f]{64}$/);
    expect(ok.json().key).not.toBe(u.key);

    const wrong = await login(u.email, 'fel-losenord');
    const unknown = await login('ingen@example.se', 'fel-losenord');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['non_field_errors']);
    }
    expect(wrong.json()).toEqual(unknown.json());

    const invalid = await login('inte-en-adress', '');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ email: ['Mejladressen är inte giltig.'], password: ['Detta fält är obligatoriskt.'] });
  });

  it('401 without a token, with an unknown token and with a malformed token — on every route, public ones too', async () => {
    expect((await get('/auth/profile/')).statusCode).toBe(401);
    const unknown = await get('/auth/profile/', { authorization: `Token ${'ab'.repeat(32)}` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['www-authenticate']).toBe('Token');
    expect(unknown.json().detail).toBeTruthy();
    expect((await get('/auth/profile/', { authorization: 'Token nonsense' })).statusCode).toBe(401);
    expect((await get('/api/v1/users/', { authorization: `Token ${'cd'.repeat(32)}` })).statusCode).toBe(401);
    // Other schemes are not tokens: the request is simply anonymous.
    expect((await get('/api/v1/users/', { authorization: 'Basic dXNlcjpwYXNz' })).statusCode).toBe(200);
  });

  it('logout revokes only the token it was called with', async () => {
    const u = await registerUser(ctx.app);
    const second = (await login(u.email, u.password)).json().key as string;
    const out = await post('/auth/logout/', undefined, u.headers);
    expect(out.statusCode).toBe(200);
    expect(out.json().detail).toBe('Du är nu utloggad.');
    expect((await get('/auth/profile/', u.headers)).statusCode).toBe(401);
    expect((await get('/auth/profile/', { authorization: `Token ${second}` })).statusCode).toBe(200);
    expect((await post('/auth/logout/', undefined, u.headers)).statusCode).toBe(401);
    expect((await post('/auth/logout/', undefined)).statusCode).toBe(401);
  });

  it('password change keeps the current token and revokes the others', async () => {
    const u = await registerUser(ctx.app);
    const other = (await login(u.email, u.password)).json().key as string;
    const wrong = await post('/auth/password/change/', { old_password: 'fel', new_password1: 'nytt-losen-9', new_password2: 'nytt-losen-9' }, u.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: ['Fel lösenord.'] });
    const res = await post('/auth/password/change/', { old_password: u.password, new_password1: 'nytt-losen-9', new_password2: 'nytt-losen-9' }, u.headers);
    expect(res.statusCode).toBe(200);
    expect((await get('/auth/profile/', u.headers)).statusCode).toBe(200);
    expect((await get('/auth/profile/', { authorization: `Token ${other}` })).statusCode).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(400);
    expect((await login(u.email, 'nytt-losen-9')).statusCode).toBe(200);
    expect((await post('/auth/password/change/', { old_password: 'x', new_password1: 'nytt-losen-9', new_password2: 'nytt-losen-9' })).statusCode).toBe(401);
  });

  it('password reset: 200 for any address, single-use mailed link, revokes every token, new password works', async () => {
    const u = await registerUser(ctx.app);
    const unknown = await post('/auth/password/reset/', { email: 'finns-inte@example.se' });
    const known = await post('/auth/password/reset/', { email: u.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, u.email)).find((m) => m.subject.includes('Återställ')));
    expect((await readOutbox(ctx.config.outboxDir, 'finns-inte@example.se')).length).toBe(0);
    const escaped = ctx.config.appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`${escaped}/confirm-reset/(\\d+)/([0-9a-f]{64})/`).exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    const [, uid, token] = match!;
    expect(Number(uid)).toBe(u.id);
    expect(mail.html).toContain(`/confirm-reset/${uid}/${token}/`);

    const mismatch = await post('/auth/password/reset/confirm/', { uid, token, new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-2' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ new_password2: ['Lösenorden matchar inte.'] });
    const wrongUid = await post('/auth/password/reset/confirm/', { uid: String(u.id + 1000), token, new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-1' });
    expect(wrongUid.statusCode).toBe(400);
    expect(Object.keys(wrongUid.json())).toEqual(['token']);
    expect((await post('/auth/password/reset/confirm/', { uid: 'abc', token: 'xyz', new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-1' })).statusCode).toBe(400);

    const ok = await post('/auth/password/reset/confirm/', { uid, token, new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-1' });
    expect(ok.statusCode).toBe(200);
    expect((await get('/auth/profile/', u.headers)).statusCode).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(400);
    expect((await login(u.email, 'helt-nytt-1')).statusCode).toBe(200);

    const again = await post('/auth/password/reset/confirm/', { uid, token, new_password1: 'igen-nytt-1', new_password2: 'igen-nytt-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().token[0]).toContain('ogiltig');
    // Stored hashed.
    const { rows } = (await ctx.handle.db.execute(sql`select token_hash from password_reset_tokens`)) as unknown as { rows: Array<{ token_hash: string }> };
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('a password change kills every reset link issued before it, and such a link logs no one out', async () => {
    const u = await registerUser(ctx.app);
    await post('/auth/password/reset/', { email: u.email });
    const mail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, u.email)).find((m) => m.subject.includes('Återställ')));
    const [, uid, token] = /confirm-reset\/(\d+)\/([0-9a-f]+)\//.exec(mail.text)!;
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password/change/',
      headers: u.headers,
      payload: { old_password: u.password, new_password1: 'bytt-losen-9', new_password2: 'bytt-losen-9' },
      remoteAddress: freshIp(),
    });
    expect(change.statusCode).toBe(200);
    const res = await post('/auth/password/reset/confirm/', { uid, token, new_password1: 'angripare-1', new_password2: 'angripare-1' });
    expect(res.statusCode).toBe(400);
    // The owner's session survives and the changed password still works.
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/profile/', headers: u.headers })).statusCode).toBe(200);
    expect((await login(u.email, 'bytt-losen-9')).statusCode).toBe(200);
  });

  it('password reset links expire', async () => {
    const u = await registerUser(ctx.app);
    await post('/auth/password/reset/', { email: u.email });
    const mail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, u.email)).find((m) => m.subject.includes('Återställ')));
    const [, uid, token] = /confirm-reset\/(\d+)\/([0-9a-f]+)\//.exec(mail.text)!;
    await ctx.handle.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${u.id}`);
    const res = await post('/auth/password/reset/confirm/', { uid, token, new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-1' });
    expect(res.statusCode).toBe(400);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('rate limits login, registration and password reset per client with a Swedish 429', async () => {
    const ip = '192.0.2.10';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/login/', payload: { email: 'a@example.se', password: 'x' }, remoteAddress: ip });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        // The login window is a minute: the wait is said in seconds, never "Vänta N sekunder" for long waits.
        expect(res.json().detail).toMatch(/^För många försök\. Försök igen om \d+ (sekunder|sekund|minut)\.$/);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another client is not affected.
    expect((await ctx.app.inject({ method: 'POST', url: '/login/', payload: { email: 'a@example.se', password: 'x' }, remoteAddress: '192.0.2.11' })).statusCode).toBe(400);

    for (const [url, max, body] of [
      ['/auth/password/reset/', 5, { email: 'a@example.se' }],
      ['/auth/registration/', 10, {}],
    ] as const) {
      const codes: number[] = [];
      for (let i = 0; i <= max; i++) codes.push((await ctx.app.inject({ method: 'POST', url, payload: body, remoteAddress: '192.0.2.20' })).statusCode);
      expect(codes.at(-1), url).toBe(429);
      expect(codes.slice(0, -1).includes(429)).toBe(false);
    }
  });

  it('profile: update name and privacy with multipart, upload an avatar served by the API, replace and remove it', async () => {
    const u = await registerUser(ctx.app);
    const form = multipart({ name: 'Vinälskaren', likes_are_public: 'false' }, [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', data: PNG_1X1 }]);
    const res = await ctx.app.inject({ method: 'PUT', url: '/auth/profile/', payload: form.payload, headers: { ...u.headers, ...form.headers } });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ name: 'Vinälskaren', likes_are_public: false, email: u.email });
    expect(profile.avatar).toMatch(new RegExp(`^${ctx.config.publicUrl}/media/avatars/${u.id}-[0-9a-f]+\\.png$`));
    const file = new URL(profile.avatar).pathname;
    const image = await get(file);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);

    // Replacing deletes the old file.
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    const form2 = multipart({}, [{ field: 'avatar', filename: 'x.gif', contentType: 'image/gif', data: gif }]);
    const res2 = await ctx.app.inject({ method: 'PUT', url: '/auth/profile/', payload: form2.payload, headers: { ...u.headers, ...form2.headers } });
    expect(res2.statusCode).toBe(200);
    expect(res2.json().avatar).toMatch(/\.gif$/);
    expect(res2.json().name).toBe('Vinälskaren');
    expect(existsSync(path.join(avatarDir(ctx.config.uploadsDir), path.basename(file)))).toBe(false);
    expect((await get(file)).statusCode).toBe(404);

    // JSON works too; remove_avatar goes back to the silhouette (null).
    const res3 = await ctx.app.inject({ method: 'PUT', url: '/auth/profile/', payload: { remove_avatar: true, likes_are_public: true }, headers: u.headers });
    expect(res3.statusCode).toBe(200);
    expect(res3.json()).toMatchObject({ avatar: null, likes_are_public: true, name: 'Vinälskaren' });
  });

  it('profile: rejects non-images (400), oversize files (413), unknown fields and bad values without a 500', async () => {
    const u = await registerUser(ctx.app);
    const put = (form: ReturnType<typeof multipart>) =>
      ctx.app.inject({ method: 'PUT', url: '/auth/profile/', payload: form.payload, headers: { ...u.headers, ...form.headers } });
    const fake = await put(multipart({}, [{ field: 'avatar', filename: 'evil.png', contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>') }]));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ avatar: ['Filen måste vara en bild (PNG, JPEG, GIF eller WebP).'] });

    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const large = await put(multipart({ name: 'Stor' }, [{ field: 'avatar', filename: 'big.png', contentType: 'image/png', data: big }]));
    expect(large.statusCode).toBe(413);
    expect(large.json().avatar[0]).toContain('för stor');

    const twoFiles = await put(
      multipart({}, [
        { field: 'avatar', filename: 'a.png', contentType: 'image/png', data: PNG_1X1 },
        { field: 'avatar', filename: 'b.png', contentType: 'image/png', data: PNG_1X1 },
      ]),
    );
    expect([400, 413]).toContain(twoFiles.statusCode);
    const other = await put(multipart({}, [{ field: 'document', filename: 'a.png', contentType: 'image/png', data: PNG_1X1 }]));
    expect(other.statusCode).toBe(400);
    expect((await put(multipart({ likes_are_public: 'kanske' }))).statusCode).toBe(400);
    expect((await put(multipart({ name: 'n'.repeat(101) }))).statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/profile/',
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
      headers: { ...u.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect((await ctx.app.inject({ method: 'PUT', url: '/auth/profile/', payload: [1, 2], headers: u.headers })).statusCode).toBe(400);
    // Nothing changed.
    const profile = (await get('/auth/profile/', u.headers)).json();
    expect(profile).toMatchObject({ name: u.name, avatar: null });
  });

  for (const url of ['/auth/delete-account/', '/auth/profile/']) {
    it(`DELETE ${url} removes the account and its data; its token dies; the e-mail can register again`, async () => {
      const u = await registerUser(ctx.app);
      const friend = await registerUser(ctx.app);
      const [productId] = await insertProducts(ctx.handle.db, [{ name: 'Raderingsvin' }]);
      const form = multipart({}, [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', data: PNG_1X1 }]);
      const avatar = (await ctx.app.inject({ method: 'PUT', url: '/auth/profile/', payload: form.payload, headers: { ...u.headers, ...form.headers } })).json().avatar as string;
      await post('/api/v1/user-product-likes/', { product: productId }, u.headers);
      const list = (await post('/api/v1/user-lists/', { name: 'Min lista', products: [productId] }, u.headers)).json();
      await post(`/users/${friend.id}/follow/`, undefined, u.headers);
      await post(`/users/${u.id}/follow/`, undefined, friend.headers);
      await post(`/api/v1/user-lists/${list.id}/add_to_profile/`, undefined, friend.headers);
      await post('/user-product-notes/', { product: productId, text: 'Gott!' }, u.headers);

      const del = await ctx.app.inject({ method: 'DELETE', url, headers: u.headers });
      expect(del.statusCode).toBe(204);
      expect((await get('/auth/profile/', u.headers)).statusCode).toBe(401);
      expect((await get(`/users/${u.id}/`)).statusCode).toBe(404);
      expect((await get(`/api/v1/public/user-lists/${list.id}/`)).statusCode).toBe(404);
      expect((await get(new URL(avatar).pathname)).statusCode).toBe(404);
      const leftovers = (await ctx.handle.db.execute(sql`
        select (select count(*) from auth_tokens where user_id = ${u.id})
             + (select count(*) from product_likes where user_id = ${u.id})
             + (select count(*) from user_lists where owner_id = ${u.id})
             + (select count(*) from follows where follower_id = ${u.id} or followee_id = ${u.id})
             + (select count(*) from saved_lists where list_id = ${list.id})
             + (select count(*) from notes where user_id = ${u.id}) as n`)) as unknown as { rows: Array<{ n: number | string }> };
      expect(Number(leftovers.rows[0]!.n)).toBe(0);
      // The friend's account is untouched; the product is still there.
      const friendProfile = (await get('/auth/profile/', friend.headers)).json();
      expect(friendProfile.following).toEqual([]);
      expect((await get('/api/v1/user-lists/saved-lists/', friend.headers)).json()).toEqual([]);
      expect((await post('/auth/registration/', { email: u.email, password1: 'ateranvand-1', password2: 'ateranvand-1' })).statusCode).toBe(201);
      expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    });
  }
});
