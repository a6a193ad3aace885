import type { ErrorBody, Profile, PublicUserListsResponse, SavedListResponse, UserList } from '@vinkompassen/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { insertProducts } from '@/testing/products';
import { request } from '@/testing/request';
import { registerUser, type TestUser } from '@/testing/users';

describeEachDb('user lists', (kind) => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let p: number[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    owner = await registerUser(ctx.app, { name: 'Listägare' });
    other = await registerUser(ctx.app, { name: 'Annan' });
    p = await insertProducts(ctx.handle.db, [{ name: 'Vin A' }, { name: 'Vin B', style: 'white' }, { name: 'Vin C', style: 'rose' }]);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  // List creation has a per-account quota (quotas.test.ts): each test starts with an owner who has created nothing.
  beforeEach(async () => {
    owner = await registerUser(ctx.app, { name: 'Listägare' });
  });
  /** A new account for one request, so a run of bad bodies never meets the creation quota. */
  const someone = async () => (await registerUser(ctx.app)).headers;
  const postAsSomeone = async (body: unknown) =>
    request<ErrorBody>(ctx.app, { method: 'POST', url: '/api/v1/user-lists/', headers: await someone(), body });
  const call = <T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user?: TestUser, body?: unknown) =>
    request<T>(ctx.app, { method, url, ...(user ? { headers: user.headers } : {}), body });
  const create = async (body: Record<string, unknown>, user = owner): Promise<UserList> => {
    const res = await call<UserList | ErrorBody>('POST', '/api/v1/user-lists/', user, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as UserList;
  };
  const countLists = async () =>
    Number(((await ctx.handle.db.execute(sql`select count(*) as n from user_lists`)) as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);

  describe('create', () => {
    it('creates a list with wines in the given order, private unless is_public: true is sent', async () => {
      const list = await create({ name: '  Sommarviner  ', description: 'Till grillen', is_public: true, products: [p[1], p[0], p[1]] });
      expect(list).toMatchObject({
        name: 'Sommarviner',
        description: 'Till grillen',
        is_public: true,
        owner: { id: owner.id, name: 'Listägare', avatar: null },
        products_count: 2,
        is_saved: false,
      });
      expect(list.slug).toMatch(/^sommarviner-[0-9a-f]{6}$/);
      expect(list.product_list.map((x) => x.id)).toEqual([p[1], p[0]]);
      expect(list.product_list[0]).toMatchObject({ name: 'Vin B', style: 'white', slug: expect.any(String), price: expect.any(Number) });
      const bare = await create({ name: '2024' });
      expect(bare).toMatchObject({ description: '', is_public: false, product_list: [] });
      expect(bare.slug).not.toMatch(/^\d+$/);
    });

    it('validates: name required, description ≤ 160, known products only (nothing half-written)', async () => {
      const before = await countLists();
      const noName = await postAsSomeone({ description: 'x' });
      expect(noName.status).toBe(400);
      expect(noName.body).toEqual({ name: ['Detta fält är obligatoriskt.'] });
      expect((await postAsSomeone({ name: '   ' })).body).toEqual({ name: ['Detta fält får inte vara tomt.'] });
      const long = await postAsSomeone({ name: 'x', description: 'd'.repeat(161) });
      expect(long.body).toEqual({ description: ['Beskrivningen får vara högst 160 tecken lång.'] });
      expect((await call('POST', '/api/v1/user-lists/', owner, { name: 'x', description: 'd'.repeat(160) })).status).toBe(201);
      const unknown = await postAsSomeone({ name: 'Med okänt vin', products: [p[0], 777777] });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ products: ['Produkten 777777 finns inte.'] });
      for (const body of [{ name: 5 }, { name: 'x', is_public: 'ja' }, { name: 'x', products: 'abc' }, { name: 'x', products: [{}] }, [], 'x', null]) {
        const res = await request<ErrorBody>(ctx.app, {
          method: 'POST',
          url: '/api/v1/user-lists/',
          body: JSON.stringify(body),
          headers: { ...(await someone()), 'content-type': 'application/json' },
        });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect(await countLists()).toBe(before + 1);
      expect((await call('POST', '/api/v1/user-lists/', undefined, { name: 'x' })).status).toBe(401);
    });
  });

  describe('own lists, edit, delete', () => {
    it('my-lists holds public and private lists, newest first', async () => {
      const a = await create({ name: 'Lista 1', is_public: true });
      const b = await create({ name: 'Lista 2', is_public: false });
      const mine = (await call<UserList[]>('GET', '/api/v1/user-lists/my-lists', owner)).body;
      expect(mine.slice(0, 2).map((l) => l.id)).toEqual([b.id, a.id]);
      expect((await call<UserList[]>('GET', '/api/v1/user-lists/my-lists/', other)).body).toEqual([]);
      expect((await call('GET', '/api/v1/user-lists/my-lists')).status).toBe(401);
      expect((await call<Profile>('GET', '/auth/profile/', owner)).body.lists_count).toBe(mine.length);
    });

    it('PATCH by id or slug (owner only), keeps the slug; DELETE', async () => {
      const list = await create({ name: 'Före' });
      const res = await call<UserList>('PATCH', `/api/v1/user-lists/${list.id}`, owner, { name: 'Efter', description: 'Ny', is_public: false });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: list.id, slug: list.slug, name: 'Efter', description: 'Ny', is_public: false });
      expect((await call<UserList>('PATCH', `/api/v1/user-lists/${list.slug}/`, owner, { is_public: true })).body.is_public).toBe(true);
      expect((await call('PATCH', `/api/v1/user-lists/${list.id}`, owner, {})).status).toBe(200);
      expect((await call('PATCH', `/api/v1/user-lists/${list.id}`, owner, { description: 'x'.repeat(161) })).status).toBe(400);
      expect((await call('PATCH', `/api/v1/user-lists/${list.id}`, owner, { is_public: 'nej' })).status).toBe(400);
      expect((await call('PATCH', `/api/v1/user-lists/${list.id}`, other, { name: 'Kapad' })).status).toBe(403);
      expect((await call('PATCH', '/api/v1/user-lists/999999', owner, { name: 'x' })).status).toBe(404);
      expect((await call('DELETE', `/api/v1/user-lists/${list.id}`, other)).status).toBe(403);
      expect((await call('DELETE', `/api/v1/user-lists/${list.id}`, owner)).status).toBe(204);
      expect((await call('DELETE', `/api/v1/user-lists/${list.id}`, owner)).status).toBe(404);
      expect((await call('GET', `/api/v1/public/user-lists/${list.id}/`)).status).toBe(404);
    });
  });

  describe('wines in a list', () => {
    it('add-product: 201, duplicate → 409, unknown wine → 400; remove-product by body or query', async () => {
      const list = await create({ name: 'Att prova' });
      const add = await call<UserList>('POST', `/api/v1/user-lists/${list.slug}/add-product/`, owner, { product: p[0] });
      expect(add.status).toBe(201);
      expect(add.body.product_list.map((x) => x.id)).toEqual([p[0]]);
      await call('POST', `/api/v1/user-lists/${list.id}/add-product/`, owner, { product: p[2] });
      const dup = await call<ErrorBody>('POST', `/api/v1/user-lists/${list.id}/add-product/`, owner, { product: p[0] });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual({ detail: 'Vinet finns redan i listan.' });
      const unknown = await call<ErrorBody>('POST', `/api/v1/user-lists/${list.id}/add-product/`, owner, { product: 888888 });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ product: ['Produkten finns inte.'] });
      expect((await call<ErrorBody>('POST', `/api/v1/user-lists/${list.id}/add-product/`, owner, {})).body).toEqual({ product: ['Detta fält är obligatoriskt.'] });

      const removed = await call<UserList>('DELETE', `/api/v1/user-lists/${list.id}/remove-product/`, owner, { product: p[0] });
      expect(removed.status).toBe(200);
      expect(removed.body.product_list.map((x) => x.id)).toEqual([p[2]]);
      const again = await call<ErrorBody>('DELETE', `/api/v1/user-lists/${list.id}/remove-product/`, owner, { product: p[0] });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ detail: 'Vinet finns inte i listan.' });
      const byQuery = await call<UserList>('DELETE', `/api/v1/user-lists/${list.id}/remove-product/?product=${p[2]}`, owner);
      expect(byQuery.status, JSON.stringify(byQuery.body)).toBe(200);
      expect(byQuery.body.product_list).toEqual([]);
      const none = await call<ErrorBody>('DELETE', `/api/v1/user-lists/${list.id}/remove-product/`, owner);
      expect(none.status).toBe(400);
      expect(none.body).toEqual({ product: ['Detta fält är obligatoriskt.'] });
    });

    it("others' lists: public → 403, private → 404", async () => {
      const pub = await create({ name: 'Öppen', is_public: true });
      const priv = await create({ name: 'Hemlig', is_public: false });
      expect((await call('POST', `/api/v1/user-lists/${pub.id}/add-product/`, other, { product: p[0] })).status).toBe(403);
      expect((await call('POST', `/api/v1/user-lists/${priv.id}/add-product/`, other, { product: p[0] })).status).toBe(404);
      expect((await call('DELETE', `/api/v1/user-lists/${pub.id}/remove-product/`, other, { product: p[0] })).status).toBe(403);
      expect((await call('DELETE', `/api/v1/user-lists/${priv.id}/remove-product/`, other, { product: p[0] })).status).toBe(404);
    });
  });

  describe('saving lists to the profile', () => {
    it("saves another user's public list (201, then 200), not one's own, not a private one; removes it", async () => {
      const list = await create({ name: 'Delad', is_public: true, products: [p[0]] });
      const saved = await call<SavedListResponse>('POST', `/api/v1/user-lists/${list.id}/add_to_profile/`, other);
      expect(saved.status).toBe(201);
      expect(saved.body).toEqual({ saved: true });
      expect((await call('POST', `/api/v1/user-lists/${list.slug}/add_to_profile/`, other)).status).toBe(200);
      const mine = await call<ErrorBody>('POST', `/api/v1/user-lists/${list.id}/add_to_profile/`, owner);
      expect(mine.status).toBe(400);
      expect(mine.body).toEqual({ non_field_errors: ['Du kan inte spara din egen lista.'] });
      const priv = await create({ name: 'Privat', is_public: false });
      expect((await call('POST', `/api/v1/user-lists/${priv.id}/add_to_profile/`, other)).status).toBe(404);
      expect((await call('POST', '/api/v1/user-lists/999999/add_to_profile/', other)).status).toBe(404);

      const savedLists = (await call<UserList[]>('GET', '/api/v1/user-lists/saved-lists/', other)).body;
      expect(savedLists.map((l) => l.id)).toEqual([list.id]);
      expect(savedLists[0]).toMatchObject({ is_saved: true, owner: { id: owner.id } });
      expect((await call<UserList>('GET', `/api/v1/public/user-lists/${list.id}/`, other)).body.is_saved).toBe(true);
      expect((await call<Profile>('GET', '/auth/profile/', other)).body.saved_lists_count).toBe(1);

      // Made private by its owner: it disappears from the saver's lists, but can still be removed.
      await call('PATCH', `/api/v1/user-lists/${list.id}`, owner, { is_public: false });
      expect((await call<UserList[]>('GET', '/api/v1/user-lists/saved-lists/', other)).body).toEqual([]);
      const removed = await call<SavedListResponse>('DELETE', `/api/v1/user-lists/${list.id}/remove_from_profile/`, other);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ saved: false });
      expect((await call('DELETE', `/api/v1/user-lists/${list.id}/remove_from_profile/`, other)).status).toBe(404);
      expect((await call('DELETE', '/api/v1/user-lists/999999/remove_from_profile/', other)).status).toBe(404);
      expect((await call('GET', '/api/v1/user-lists/saved-lists/')).status).toBe(401);
    });
  });

  describe('public lists', () => {
    it('by user_id (id or slug) shows only public lists, paginated; unknown user → 404', async () => {
      const author = await registerUser(ctx.app, { name: 'Författare' });
      const a = await create({ name: 'Publik 1', is_public: true }, author);
      const b = await create({ name: 'Publik 2', is_public: true, products: [p[1]] }, author);
      await create({ name: 'Privat', is_public: false }, author);
      const page = (await call<PublicUserListsResponse>('GET', `/api/v1/public/user-lists/?user_id=${author.id}`)).body;
      expect(page).toMatchObject({ count: 2, next: null, previous: null });
      expect(page.results.map((l) => l.id)).toEqual([b.id, a.id]);
      expect(page.results[0]!.product_list.map((x) => x.id)).toEqual([p[1]]);
      expect((await call<PublicUserListsResponse>('GET', `/api/v1/public/user-lists/?user_id=${author.slug}&page_size=1`)).body).toMatchObject({ count: 2, next: expect.stringContaining('page=2') });
      // The owner sees only public lists here too (own private ones are under my-lists).
      expect((await call<PublicUserListsResponse>('GET', `/api/v1/public/user-lists/?user_id=${author.id}`, author)).body.count).toBe(2);
      expect((await call('GET', '/api/v1/public/user-lists/?user_id=999999')).status).toBe(404);
      expect((await call('GET', '/api/v1/public/user-lists/?user_id=a%20b')).status).toBe(400);
      const all = (await call<PublicUserListsResponse>('GET', '/api/v1/public/user-lists/')).body;
      expect(all.results.every((l) => l.is_public)).toBe(true);
    });

    it('by id or slug: public for everyone; private only for the owner (others and anonymous: 404)', async () => {
      const pub = await create({ name: 'Publik', is_public: true, products: [p[0], p[1]] });
      const priv = await create({ name: 'Privat', is_public: false });
      const anon = await call<UserList>('GET', `/api/v1/public/user-lists/${pub.slug}/`);
      expect(anon.status).toBe(200);
      expect(anon.body).toMatchObject({ id: pub.id, is_saved: false, products_count: 2 });
      expect((await call('GET', `/api/v1/public/user-lists/${priv.id}/`, owner)).status).toBe(200);
      expect((await call('GET', `/api/v1/public/user-lists/${priv.id}/`, other)).status).toBe(404);
      expect((await call('GET', `/api/v1/public/user-lists/${priv.slug}/`)).status).toBe(404);
      expect((await call('GET', '/api/v1/public/user-lists/finns-inte/')).status).toBe(404);
      expect((await call('GET', '/api/v1/public/user-lists/99999999999999/')).status).toBe(404);
    });
  });
});
