import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '../test/harness';
import { insertProducts, registerUser, type TestUser } from '../auth/testing';

describeEachDb('users and follows', (kind) => {
  let ctx: TestContext;
  let anna: TestUser;
  let bertil: TestUser;
  let asa: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    anna = await registerUser(ctx.app, { name: 'Anna Andersson', email: 'anna@example.se' });
    bertil = await registerUser(ctx.app, { name: 'Bertil Berg' });
    asa = await registerUser(ctx.app, { name: 'Åsa Öberg' });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const req = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method, url, headers });

  describe('GET /users/{id}/', () => {
    it('by id and by slug; no e-mail; unknown → 404; malformed → 400', async () => {
      const byId = await get(`/users/${anna.id}/`);
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toMatchObject({ id: anna.id, slug: anna.slug, name: 'Anna Andersson', avatar: null, is_following: false, is_self: false, lists_count: 0 });
      expect(byId.json()).not.toHaveProperty('email');
      expect(JSON.stringify(byId.json())).not.toContain('anna@example.se');
      expect((await get(`/users/${anna.slug}`)).json().id).toBe(anna.id);
      expect((await get('/users/999999/')).statusCode).toBe(404);
      expect((await get('/users/99999999999999999999/')).statusCode).toBe(404);
      expect((await get('/users/ingen-sadan/')).statusCode).toBe(404);
      expect((await get('/users/%27%3B--/')).statusCode).toBe(400);
      expect((await get(`/users/${anna.id}/`, anna.headers)).json().is_self).toBe(true);
    });

    it('shows saved wines only when the user keeps them public', async () => {
      const [p] = await insertProducts(ctx.handle.db, [{ name: 'Publikt vin' }]);
      await ctx.app.inject({ method: 'POST', url: '/api/v1/user-product-likes/', payload: { product: p }, headers: bertil.headers });
      expect((await get(`/users/${bertil.id}/`)).json().liked_products.map((l: { product: { id: number } }) => l.product.id)).toEqual([p]);
      await ctx.app.inject({ method: 'PUT', url: '/auth/profile/', payload: { likes_are_public: false }, headers: bertil.headers });
      const hidden = (await get(`/users/${bertil.id}/`, anna.headers)).json();
      expect(hidden).toMatchObject({ likes_are_public: false, liked_products: [] });
      expect((await get(`/users/${bertil.id}/`, bertil.headers)).json().liked_products).toHaveLength(1);
      await ctx.app.inject({ method: 'PUT', url: '/auth/profile/', payload: { likes_are_public: true }, headers: bertil.headers });
    });
  });

  describe('GET /api/v1/users/', () => {
    it('searches names accent- and case-insensitively, never e-mails', async () => {
      const names = async (q: string) => (await get(`/api/v1/users/?search=${encodeURIComponent(q)}`)).json().results.map((u: { name: string }) => u.name);
      expect(await names('asa')).toEqual(['Åsa Öberg']);
      expect(await names('ÖBERG')).toEqual(['Åsa Öberg']);
      expect(await names('bert')).toEqual(['Bertil Berg']);
      expect(await names('example.se')).toEqual([]);
      expect(await names('%')).toEqual([]);
      expect(await names('_')).toEqual([]);
      const all = (await get('/api/v1/users/?search=')).json();
      expect(all.count).toBe(3);
    });

    it('paginates {count, next, previous, results}; bad page → 400', async () => {
      const first = (await get('/api/v1/users/?page_size=2')).json();
      expect(first.count).toBe(3);
      expect(first.results).toHaveLength(2);
      expect(first.previous).toBeNull();
      expect(first.next).toMatch(/\/api\/v1\/users\/\?page_size=2&page=2$/);
      const second = (await get(new URL(first.next).pathname + new URL(first.next).search)).json();
      expect(second.results).toHaveLength(1);
      expect(second.next).toBeNull();
      expect(second.previous).toMatch(/page_size=2$/);
      expect(second.results[0]).toEqual({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String), avatar: null });
      expect((await get('/api/v1/users/?page=5')).json().results).toEqual([]);
      for (const q of ['page=0', 'page=abc', 'page_size=1000', `search=${'x'.repeat(300)}`]) {
        const res = await get(`/api/v1/users/?${q}`);
        expect(res.statusCode, q).toBe(400);
      }
    });
  });

  describe('follow, unfollow, following', () => {
    it('follows (201, then 200), lists following, unfollows idempotently', async () => {
      const first = await req('POST', `/users/${bertil.id}/follow/`, anna.headers);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ following: true, followers_count: 1 });
      expect((await req('POST', `/users/${bertil.slug}/follow/`, anna.headers)).statusCode).toBe(200);
      expect((await req('POST', `/users/${asa.id}/follow/`, anna.headers)).statusCode).toBe(201);

      const following = (await get(`/users/${anna.id}/following/`)).json();
      expect(following.count).toBe(2);
      expect(following.results.map((u: { id: number }) => u.id).sort()).toEqual([bertil.id, asa.id].sort());
      expect((await get(`/users/${anna.slug}/following/?page_size=1`)).json().next).toBeTruthy();
      const profile = (await get('/auth/profile/', anna.headers)).json();
      expect(profile.following.map((u: { id: number }) => u.id).sort()).toEqual([bertil.id, asa.id].sort());
      expect(profile.following_count).toBe(2);
      expect((await get(`/users/${bertil.id}/`, anna.headers)).json()).toMatchObject({ is_following: true, followers_count: 1 });

      const un = await req('DELETE', `/users/${bertil.id}/follow/`, anna.headers);
      expect(un.statusCode).toBe(200);
      expect(un.json()).toEqual({ following: false, followers_count: 0 });
      expect((await req('DELETE', `/users/${bertil.id}/follow/`, anna.headers)).statusCode).toBe(200);
      expect((await get(`/users/${anna.id}/following/`)).json().count).toBe(1);
    });

    it('errors: self → 400, unknown → 404, anonymous → 401', async () => {
      const self = await req('POST', `/users/${anna.id}/follow/`, anna.headers);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ non_field_errors: ['Du kan inte följa dig själv.'] });
      expect((await req('POST', '/users/424242/follow/', anna.headers)).statusCode).toBe(404);
      expect((await req('DELETE', '/users/424242/follow/', anna.headers)).statusCode).toBe(404);
      expect((await req('POST', `/users/${bertil.id}/follow/`)).statusCode).toBe(401);
      expect((await req('DELETE', `/users/${bertil.id}/follow/`)).statusCode).toBe(401);
      expect((await get('/users/424242/following/')).statusCode).toBe(404);
    });
  });
});

describeEachDb('display names of users without a name', (kind) => {
  let ctx: TestContext;
  let nameless: TestUser;
  let named: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    nameless = await registerUser(ctx.app, { name: '' });
    named = await registerUser(ctx.app, { name: 'Cecilia Ek' });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('derives the name from the slug in profiles, search, following and list owners', async () => {
    const suffix = nameless.slug.split('-').pop()!;
    expect(nameless.slug).toMatch(/^vinvan-[0-9a-f]{6}$/);
    const display = `Vinvän ${suffix}`;
    expect((await get(`/users/${nameless.slug}/`)).json().name).toBe(display);
    const own = (await get('/auth/profile/', nameless.headers)).json();
    expect(own).toMatchObject({ name: display, chosen_name: '' });
    expect((await get('/auth/profile/', named.headers)).json()).toMatchObject({ name: 'Cecilia Ek', chosen_name: 'Cecilia Ek' });

    const search = async (q: string) => (await get(`/api/v1/users/?search=${encodeURIComponent(q)}`)).json().results.map((u: { name: string }) => u.name);
    expect(await search('vinvän')).toEqual([display]);
    expect(await search('Vinvan')).toEqual([display]);
    expect(await search(display)).toEqual([display]);
    expect(await search('')).toEqual(['Cecilia Ek', display]);

    await ctx.app.inject({ method: 'POST', url: `/users/${nameless.id}/follow/`, headers: named.headers });
    expect((await get(`/users/${named.id}/following/`)).json().results[0].name).toBe(display);

    const list = await ctx.app.inject({ method: 'POST', url: '/api/v1/user-lists/', headers: nameless.headers, payload: { name: 'Mina viner', is_public: true } });
    expect(list.statusCode).toBe(201);
    expect(list.json().owner.name).toBe(display);
  });

  it('uses the chosen name once set, and the derived one again when cleared', async () => {
    const put = (name: string) => ctx.app.inject({ method: 'PUT', url: '/auth/profile/', payload: { name }, headers: nameless.headers });
    expect((await put('Dora')).json()).toMatchObject({ name: 'Dora', chosen_name: 'Dora' });
    expect((await get(`/users/${nameless.id}/`)).json().name).toBe('Dora');
    expect((await put('')).json()).toMatchObject({ name: expect.stringMatching(/^Vinvän [0-9a-f]{6}$/), chosen_name: '' });
  });
});
