import type { ErrorBody, FollowResponse, FollowingResponse, Profile, PublicProfile, UserList, UserSearchResponse } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { insertProducts } from '@/testing/products';
import { request } from '@/testing/request';
import { registerUser, type TestUser } from '@/testing/users';

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
  const get = <T = unknown>(url: string, headers: Record<string, string> = {}) => request<T>(ctx.app, { method: 'GET', url, headers });
  const req = <T = unknown>(method: 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) => request<T>(ctx.app, { method, url, headers });

  describe('GET /users/{id}/', () => {
    it('by id and by slug; no e-mail; unknown → 404; malformed → 400', async () => {
      const byId = await get<PublicProfile>(`/users/${anna.id}/`);
      expect(byId.status).toBe(200);
      expect(byId.body).toMatchObject({ id: anna.id, slug: anna.slug, name: 'Anna Andersson', avatar: null, is_following: false, is_self: false, lists_count: 0 });
      expect(byId.body).not.toHaveProperty('email');
      expect(JSON.stringify(byId.body)).not.toContain('anna@example.se');
      expect((await get<PublicProfile>(`/users/${anna.slug}`)).body.id).toBe(anna.id);
      expect((await get('/users/999999/')).status).toBe(404);
      expect((await get('/users/99999999999999999999/')).status).toBe(404);
      expect((await get('/users/ingen-sadan/')).status).toBe(404);
      expect((await get('/users/%27%3B--/')).status).toBe(400);
      expect((await get<PublicProfile>(`/users/${anna.id}/`, anna.headers)).body.is_self).toBe(true);
    });

    it('shows saved wines only when the user keeps them public', async () => {
      const [p] = await insertProducts(ctx.handle.db, [{ name: 'Publikt vin' }]);
      await request(ctx.app, { method: 'POST', url: '/api/v1/user-product-likes/', body: { product: p }, headers: bertil.headers });
      // Private until the user opts in.
      expect((await get(`/users/${bertil.id}/`)).body).toMatchObject({ likes_are_public: false, liked_products: [] });
      expect((await get<Profile>('/auth/profile/', bertil.headers)).body.likes_are_public).toBe(false);
      await request(ctx.app, { method: 'PUT', url: '/auth/profile/', body: { likes_are_public: true }, headers: bertil.headers });
      expect((await get<PublicProfile>(`/users/${bertil.id}/`)).body.liked_products.map((l) => l.product.id)).toEqual([p]);
      await request(ctx.app, { method: 'PUT', url: '/auth/profile/', body: { likes_are_public: false }, headers: bertil.headers });
      const hidden = (await get(`/users/${bertil.id}/`, anna.headers)).body;
      expect(hidden).toMatchObject({ likes_are_public: false, liked_products: [] });
      expect((await get<PublicProfile>(`/users/${bertil.id}/`, bertil.headers)).body.liked_products).toHaveLength(1);
      await request(ctx.app, { method: 'PUT', url: '/auth/profile/', body: { likes_are_public: true }, headers: bertil.headers });
    });
  });

  describe('GET /api/v1/users/', () => {
    it('searches names accent- and case-insensitively, never e-mails', async () => {
      const names = async (q: string) => (await get<UserSearchResponse>(`/api/v1/users/?search=${encodeURIComponent(q)}`)).body.results.map((u) => u.name);
      expect(await names('asa')).toEqual(['Åsa Öberg']);
      expect(await names('ÖBERG')).toEqual(['Åsa Öberg']);
      expect(await names('bert')).toEqual(['Bertil Berg']);
      // A typo or two, and the spellings people type without Swedish keys.
      expect(await names('bertl')).toEqual(['Bertil Berg']);
      expect(await names('Aasa Oeberg')).toEqual(['Åsa Öberg']);
      expect(await names('example.se')).toEqual([]);
      expect(await names('%')).toEqual([]);
      expect(await names('_')).toEqual([]);
      const all = (await get<UserSearchResponse>('/api/v1/users/?search=')).body;
      expect(all.count).toBe(3);
    });

    it('paginates {count, next, previous, results}; bad page → 400', async () => {
      const first = (await get<UserSearchResponse>('/api/v1/users/?page_size=2')).body;
      expect(first.count).toBe(3);
      expect(first.results).toHaveLength(2);
      expect(first.previous).toBeNull();
      expect(first.next).toMatch(/\/api\/v1\/users\/\?page_size=2&page=2$/);
      const second = (await get<UserSearchResponse>(new URL(first.next!).pathname + new URL(first.next!).search)).body;
      expect(second.results).toHaveLength(1);
      expect(second.next).toBeNull();
      expect(second.previous).toMatch(/page_size=2$/);
      expect(second.results[0]).toEqual({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String), avatar: null });
      expect((await get<UserSearchResponse>('/api/v1/users/?page=5')).body.results).toEqual([]);
      for (const q of ['page=0', 'page=abc', 'page_size=1000', `search=${'x'.repeat(300)}`]) {
        const res = await get(`/api/v1/users/?${q}`);
        expect(res.status, q).toBe(400);
      }
    });
  });

  describe('follow, unfollow, following', () => {
    it('follows (201, then 200), lists following, unfollows idempotently', async () => {
      const first = await req<FollowResponse>('POST', `/users/${bertil.id}/follow/`, anna.headers);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ following: true, followers_count: 1 });
      expect((await req('POST', `/users/${bertil.slug}/follow/`, anna.headers)).status).toBe(200);
      expect((await req('POST', `/users/${asa.id}/follow/`, anna.headers)).status).toBe(201);

      const following = (await get<FollowingResponse>(`/users/${anna.id}/following/`)).body;
      expect(following.count).toBe(2);
      expect(following.results.map((u) => u.id).sort()).toEqual([bertil.id, asa.id].sort());
      expect((await get<FollowingResponse>(`/users/${anna.slug}/following/?page_size=1`)).body.next).toBeTruthy();
      const profile = (await get<Profile>('/auth/profile/', anna.headers)).body;
      expect(profile.following.map((u) => u.id).sort()).toEqual([bertil.id, asa.id].sort());
      expect(profile.following_count).toBe(2);
      expect((await get(`/users/${bertil.id}/`, anna.headers)).body).toMatchObject({ is_following: true, followers_count: 1 });

      const un = await req<FollowResponse>('DELETE', `/users/${bertil.id}/follow/`, anna.headers);
      expect(un.status).toBe(200);
      expect(un.body).toEqual({ following: false, followers_count: 0 });
      expect((await req('DELETE', `/users/${bertil.id}/follow/`, anna.headers)).status).toBe(200);
      expect((await get<FollowingResponse>(`/users/${anna.id}/following/`)).body.count).toBe(1);
    });

    it('errors: self → 400, unknown → 404, anonymous → 401', async () => {
      const self = await req<ErrorBody>('POST', `/users/${anna.id}/follow/`, anna.headers);
      expect(self.status).toBe(400);
      expect(self.body).toEqual({ non_field_errors: ['Du kan inte följa dig själv.'] });
      expect((await req('POST', '/users/424242/follow/', anna.headers)).status).toBe(404);
      expect((await req('DELETE', '/users/424242/follow/', anna.headers)).status).toBe(404);
      expect((await req('POST', `/users/${bertil.id}/follow/`)).status).toBe(401);
      expect((await req('DELETE', `/users/${bertil.id}/follow/`)).status).toBe(401);
      expect((await get('/users/424242/following/')).status).toBe(404);
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
  const get = <T = unknown>(url: string, headers: Record<string, string> = {}) => request<T>(ctx.app, { method: 'GET', url, headers });

  it('derives the name from the slug in profiles, search, following and list owners', async () => {
    const suffix = nameless.slug.split('-').pop()!;
    expect(nameless.slug).toMatch(/^vinvan-[0-9a-f]{6}$/);
    const display = `Vinvän ${suffix}`;
    expect((await get<PublicProfile>(`/users/${nameless.slug}/`)).body.name).toBe(display);
    const own = (await get<Profile>('/auth/profile/', nameless.headers)).body;
    expect(own).toMatchObject({ name: display, chosen_name: '' });
    expect((await get('/auth/profile/', named.headers)).body).toMatchObject({ name: 'Cecilia Ek', chosen_name: 'Cecilia Ek' });

    const search = async (q: string) => (await get<UserSearchResponse>(`/api/v1/users/?search=${encodeURIComponent(q)}`)).body.results.map((u) => u.name);
    expect(await search('vinvän')).toEqual([display]);
    expect(await search('Vinvan')).toEqual([display]);
    expect(await search(display)).toEqual([display]);
    expect(await search('')).toEqual(['Cecilia Ek', display]);

    await request(ctx.app, { method: 'POST', url: `/users/${nameless.id}/follow/`, headers: named.headers });
    expect((await get<FollowingResponse>(`/users/${named.id}/following/`)).body.results[0]!.name).toBe(display);

    const list = await request<UserList>(ctx.app, { method: 'POST', url: '/api/v1/user-lists/', headers: nameless.headers, body: { name: 'Mina viner', is_public: true } });
    expect(list.status).toBe(201);
    expect(list.body.owner.name).toBe(display);
  });

  it('uses the chosen name once set, and the derived one again when cleared', async () => {
    const put = (name: string) => request<Profile>(ctx.app, { method: 'PUT', url: '/auth/profile/', body: { name }, headers: nameless.headers });
    expect((await put('Dora')).body).toMatchObject({ name: 'Dora', chosen_name: 'Dora' });
    expect((await get<PublicProfile>(`/users/${nameless.id}/`)).body.name).toBe('Dora');
    expect((await put('')).body).toMatchObject({ name: expect.stringMatching(/^Vinvän [0-9a-f]{6}$/), chosen_name: '' });
  });
});
