import type { CommunityNotesResponse, ErrorBody, FeedResponse, FeedSuggestionsResponse, MyDataExport, Note, Profile, UserList } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { insertProducts } from '@/testing/products';
import { request } from '@/testing/request';
import { registerUser, type TestUser } from '@/testing/users';
import { sql } from 'drizzle-orm';

describeEachDb('feed', (kind) => {
  let ctx: TestContext;
  let wines: number[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    wines = await insertProducts(ctx.handle.db, [{ name: 'Flödesvin A' }, { name: 'Flödesvin B' }, { name: 'Flödesvin C' }, { name: 'Flödesvin D' }, { name: 'Flödesvin E' }]);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const post = <T>(url: string, user: TestUser, body?: unknown) => request<T>(ctx.app, { method: 'POST', url, token: user.key, body });
  const feed = async (user: TestUser, query = '') => (await request<FeedResponse>(ctx.app, { method: 'GET', url: `/api/v1/feed/${query}`, token: user.key })).body;

  it('"Vem ser mina betyg?": Bara jag by default keeps every rating out of followers\' feeds and beside notes; Följare and Alla let them in', async () => {
    const [rater, fan, stranger] = await Promise.all([registerUser(ctx.app, { name: 'Betygsättare' }), registerUser(ctx.app), registerUser(ctx.app)]);
    await post(`/users/${rater.id}/follow/`, fan);
    const profile = await request<Profile>(ctx.app, { method: 'GET', url: '/auth/profile/', token: rater.key });
    expect(profile.body.ratings_visibility).toBe('private');
    await request(ctx.app, { method: 'PUT', url: `/api/v1/ratings/by-product/${wines[4]}/`, token: rater.key, body: { rating: 2 } });
    await post<Note>('/user-product-notes/', rater, { product: wines[4], text: 'Betygsatt och skrivet', visibility: 'public' });
    const noteRating = async (reader?: TestUser) =>
      (await request<CommunityNotesResponse>(ctx.app, { method: 'GET', url: `/user-product-notes/community/${wines[4]}/`, ...(reader ? { token: reader.key } : {}) })).body.results.find(
        (n) => n.author.id === rater.id,
      )?.rating;
    const ratingsInFeed = async () => (await feed(fan)).results.filter((i) => i.kind === 'rating');

    // Bara jag: the follower's feed has the note but no rating; nobody sees the rating beside the note.
    expect((await feed(fan)).results.map((i) => i.kind)).toEqual(['note']);
    for (const reader of [fan, stranger, undefined]) expect(await noteRating(reader)).toBeNull();

    const bad = await request<ErrorBody>(ctx.app, { method: 'PUT', url: '/auth/profile/', token: rater.key, body: { ratings_visibility: 'vänner' } });
    expect(bad.body.ratings_visibility).toEqual(['Välj Bara jag, Följare eller Alla.']);

    // Följare: the follower sees it in the feed and beside the note; a stranger and an anonymous reader do not.
    await request(ctx.app, { method: 'PUT', url: '/auth/profile/', token: rater.key, body: { ratings_visibility: 'followers' } });
    expect(await ratingsInFeed()).toEqual([expect.objectContaining({ rating: 2, product: expect.objectContaining({ id: wines[4] }) })]);
    expect(await noteRating(fan)).toBe(2);
    expect(await noteRating(stranger)).toBeNull();
    expect(await noteRating()).toBeNull();

    // Alla: everyone sees it beside the note.
    await request(ctx.app, { method: 'PUT', url: '/auth/profile/', token: rater.key, body: { ratings_visibility: 'public' } });
    expect(await noteRating(stranger)).toBe(2);
    expect(await noteRating()).toBe(2);

    // Back to Bara jag: gone again at once.
    await request(ctx.app, { method: 'PUT', url: '/auth/profile/', token: rater.key, body: { ratings_visibility: 'private' } });
    expect(await ratingsInFeed()).toEqual([]);
  });

  it("shows what followed people did, newest first: notes shared with followers or all, ratings, public lists, saved wines only when shown", async () => {
    const [me, friend, stranger] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app, { name: 'Vännen' }), registerUser(ctx.app)]);
    expect((await feed(me)).count).toBe(0);
    await post(`/users/${friend.id}/follow/`, me);

    await post('/api/v1/user-product-likes/', friend, { product: wines[0] });
    await post<UserList>('/api/v1/user-lists/', friend, { name: 'Privat lista', is_public: false });
    // Created with one wine (part of "list created"), then another added.
    const list = (await post<UserList>('/api/v1/user-lists/', friend, { name: 'Sommarviner', is_public: true, products: [wines[0]] })).body;
    // The list was made a minute ago, with its first wine.
    await ctx.handle.db.execute(sql`update user_lists set created_at = created_at - interval '1 minute' where id = ${list.id}`);
    await ctx.handle.db.execute(sql`update user_list_products set added_at = added_at - interval '1 minute' where list_id = ${list.id}`);
    await post(`/api/v1/user-lists/${list.id}/add-product/`, friend, { product: wines[1] });
    await request(ctx.app, { method: 'PUT', url: `/api/v1/ratings/by-product/${wines[2]}/`, token: friend.key, body: { rating: 5 } });
    await request(ctx.app, { method: 'PUT', url: '/auth/profile/', token: friend.key, body: { ratings_visibility: 'followers' } });
    await post<Note>('/user-product-notes/', friend, { product: wines[2], text: 'Privat tanke' });
    await post<Note>('/user-product-notes/', friend, { product: wines[2], text: 'För följare', visibility: 'followers' });
    await post<Note>('/user-product-notes/', friend, { product: wines[3], text: 'För alla', visibility: 'public' });
    // Someone not followed: nothing of theirs.
    await post<Note>('/user-product-notes/', stranger, { product: wines[3], text: 'Främlingens', visibility: 'public' });

    const items = (await feed(me)).results;
    expect(items.map((i) => i.kind).sort()).toEqual(['list_added', 'list_created', 'note', 'note', 'rating'].sort());
    expect(items.every((i) => i.actor.id === friend.id && i.actor.name === 'Vännen')).toBe(true);
    const body = JSON.stringify(items);
    expect(body).not.toContain('Privat tanke');
    expect(body).not.toContain('Privat lista');
    expect(body).not.toContain('Främlingens');
    // Newest first.
    const times = items.map((i) => Date.parse(i.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items.find((i) => i.kind === 'rating')).toMatchObject({ rating: 5, product: { id: wines[2] } });
    expect(items.find((i) => i.kind === 'list_added')).toMatchObject({ list: { id: list.id, name: 'Sommarviner' }, product: { id: wines[1] } });

    // Saved wines appear once the friend shows them.
    await request(ctx.app, { method: 'PUT', url: '/auth/profile/', token: friend.key, body: { likes_are_public: true } });
    expect((await feed(me)).results.find((i) => i.kind === 'saved_wine')).toMatchObject({ product: { id: wines[0] } });
    // Paged.
    const page = await feed(me, '?page_size=2');
    expect(page.count).toBe(6);
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain('page=2');

    // The friend's own feed does not show the friend; the stranger's is empty.
    expect((await feed(friend)).count).toBe(0);
    expect((await feed(stranger)).count).toBe(0);
    // A list the stranger saved: wines added to it show, with its owner as actor.
    await post(`/api/v1/user-lists/${list.id}/add_to_profile/`, stranger);
    expect((await feed(stranger)).results.map((i) => i.kind)).toEqual(['list_added']);

    // A private list or a note made private leaves the feed at once.
    await request(ctx.app, { method: 'PATCH', url: `/api/v1/user-lists/${list.id}`, token: friend.key, body: { is_public: false } });
    expect((await feed(me)).results.some((i) => i.kind === 'list_created' || i.kind === 'list_added')).toBe(false);
  });

  it('login required', async () => {
    expect((await request(ctx.app, { method: 'GET', url: '/api/v1/feed/' })).status).toBe(401);
    expect((await request(ctx.app, { method: 'GET', url: '/api/v1/feed/suggestions/' })).status).toBe(401);
  });

  it('suggests people with close taste (shared saved or well-rated wines), not yet followed, most in common first', async () => {
    const [me, close, closer, followed, privateSaver] = await Promise.all([
      registerUser(ctx.app),
      registerUser(ctx.app, { name: 'Nära' }),
      registerUser(ctx.app, { name: 'Närmast' }),
      registerUser(ctx.app),
      registerUser(ctx.app),
    ]);
    for (const w of wines.slice(0, 3)) await post('/api/v1/user-product-likes/', me, { product: w });
    // Only ratings their raters show to everyone count.
    for (const u of [close, closer]) await request(ctx.app, { method: 'PUT', url: '/auth/profile/', token: u.key, body: { ratings_visibility: 'public' } });
    await request(ctx.app, { method: 'PUT', url: `/api/v1/ratings/by-product/${wines[0]}/`, token: close.key, body: { rating: 4 } });
    for (const w of wines.slice(0, 2)) await request(ctx.app, { method: 'PUT', url: `/api/v1/ratings/by-product/${w}/`, token: closer.key, body: { rating: 5 } });
    await request(ctx.app, { method: 'PUT', url: `/api/v1/ratings/by-product/${wines[1]}/`, token: followed.key, body: { rating: 5 } });
    await post(`/users/${followed.id}/follow/`, me);
    // Saved wines kept private do not count.
    await post('/api/v1/user-product-likes/', privateSaver, { product: wines[0] });

    const res = await request<FeedSuggestionsResponse>(ctx.app, { method: 'GET', url: '/api/v1/feed/suggestions/', token: me.key });
    const ids = res.body.map((s) => s.id);
    expect(ids.indexOf(closer.id)).toBeLessThan(ids.indexOf(close.id));
    expect(res.body.find((s) => s.id === closer.id)).toMatchObject({ name: 'Närmast', shared_wines: 2 });
    expect(ids).not.toContain(followed.id);
    expect(ids).not.toContain(privateSaver.id);
    expect(ids).not.toContain(me.id);
  });

  it('the data download holds everything about the user and nothing of others; the account deletion takes notes and ratings', async () => {
    const [me, other] = await Promise.all([registerUser(ctx.app, { name: 'Exportör' }), registerUser(ctx.app)]);
    await post('/api/v1/user-product-likes/', me, { product: wines[0] });
    await post('/api/v1/user-lists/', me, { name: 'Min lista', is_public: false, products: [wines[1]] });
    await post<Note>('/user-product-notes/', me, { product: wines[2], text: 'Min privata anteckning' });
    await request(ctx.app, { method: 'PUT', url: `/api/v1/ratings/by-product/${wines[2]}/`, token: me.key, body: { rating: 3 } });
    await post(`/users/${other.id}/follow/`, me);
    const otherNote = (await post<Note>('/user-product-notes/', other, { product: wines[2], text: 'Annans offentliga', visibility: 'public' })).body;
    await post(`/user-product-notes/${otherNote.id}/report/`, me);

    const res = await request<MyDataExport>(ctx.app, { method: 'GET', url: '/auth/profile/export/', token: me.key });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.profile).toMatchObject({ id: me.id, email: me.email, name: 'Exportör' });
    expect(res.body.saved_wines.map((l) => l.product.id)).toEqual([wines[0]]);
    expect(res.body.lists.map((l) => l.name)).toEqual(['Min lista']);
    expect(res.body.notes.map((n) => n.text)).toEqual(['Min privata anteckning']);
    expect(res.body.ratings).toEqual([expect.objectContaining({ product: wines[2], rating: 3 })]);
    expect(res.body.following.map((u) => u.id)).toEqual([other.id]);
    expect(res.body.reported_notes.map((r) => r.note)).toEqual([otherNote.id]);
    expect(JSON.stringify(res.body)).not.toContain('Annans offentliga');
    expect(JSON.stringify(res.body)).not.toContain(me.password);
    expect((await request(ctx.app, { method: 'GET', url: '/auth/profile/export/' })).status).toBe(401);

    expect((await request(ctx.app, { method: 'DELETE', url: '/auth/delete-account/', token: me.key })).status).toBe(204);
    const notes = await ctx.handle.db.execute(sql`select count(*)::int as n from notes where user_id = ${me.id}`);
    const ratings = await ctx.handle.db.execute(sql`select count(*)::int as n from product_ratings where user_id = ${me.id}`);
    expect((notes as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    expect((ratings as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });
});
