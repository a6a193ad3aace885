import type {
  CommunityNotesResponse,
  ErrorBody,
  ModerationDecisionResponse,
  ModerationHistoryResponse,
  ModerationNotesResponse,
  Note,
  NoteReportResponse,
} from '@vinkompassen/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { insertProducts } from '@/testing/products';
import { request } from '@/testing/request';
import { establish, freshIp, registerUser, type TestUser } from '@/testing/users';

const ADMIN = 'moderation-admin-token-0123456789abcdef';

describeEachDb('notes others may read', (kind) => {
  let ctx: TestContext;
  let wine: number;
  let writer: TestUser;
  let follower: TestUser;
  let stranger: TestUser;
  let notes: Record<'private' | 'followers' | 'public', Note>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { moderation: { adminToken: ADMIN } });
    [wine] = (await insertProducts(ctx.handle.db, [{ name: 'Gemenskapsvin' }])) as [number];
    [writer, follower, stranger] = await Promise.all([
      registerUser(ctx.app, { name: 'Skribent' }),
      registerUser(ctx.app, { name: 'Följare' }),
      registerUser(ctx.app, { name: 'Främling' }),
    ]);
    await request(ctx.app, { method: 'POST', url: `/users/${writer.id}/follow/`, token: follower.key });
    const write = async (visibility: 'private' | 'followers' | 'public') =>
      (await request<Note>(ctx.app, { method: 'POST', url: '/user-product-notes/', token: writer.key, body: { product: wine, text: `Anteckning ${visibility}`, visibility } })).body;
    notes = { private: await write('private'), followers: await write('followers'), public: await write('public') };
    await request(ctx.app, { method: 'PUT', url: `/api/v1/ratings/by-product/${wine}/`, token: writer.key, body: { rating: 4 } });
    await request(ctx.app, { method: 'PUT', url: '/auth/profile/', token: writer.key, body: { ratings_visibility: 'followers' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const community = (user?: TestUser, query = '') =>
    request<CommunityNotesResponse>(ctx.app, { method: 'GET', url: `/user-product-notes/community/${wine}/${query}`, ...(user ? { token: user.key } : {}) });
  const report = (user: TestUser, note: Note | number) =>
    request<NoteReportResponse & ErrorBody>(ctx.app, { method: 'POST', url: `/user-product-notes/${typeof note === 'number' ? note : note.id}/report/`, token: user.key });

  it('visibility defaults to Privat and is changed by an edit; a bad one is refused', async () => {
    const plain = await request<Note>(ctx.app, { method: 'POST', url: '/user-product-notes/', token: stranger.key, body: { product: wine, text: 'Utan val' } });
    expect(plain.body).toMatchObject({ visibility: 'private', hidden: false });
    const edited = await request<Note>(ctx.app, { method: 'PUT', url: `/user-product-notes/${plain.body.id}/`, token: stranger.key, body: { text: 'Utan val', visibility: 'public' } });
    expect(edited.body.visibility).toBe('public');
    const kept = await request<Note>(ctx.app, { method: 'PUT', url: `/user-product-notes/${plain.body.id}/`, token: stranger.key, body: { text: 'Ny text' } });
    expect(kept.body).toMatchObject({ text: 'Ny text', visibility: 'public' });
    const bad = await request<ErrorBody>(ctx.app, { method: 'POST', url: '/user-product-notes/', token: stranger.key, body: { product: wine, text: 'x', visibility: 'friends' } });
    expect(bad.status).toBe(400);
    expect(bad.body.visibility).toEqual(['Välj Privat, Följare eller Offentlig.']);
    await request(ctx.app, { method: 'DELETE', url: `/user-product-notes/${plain.body.id}/`, token: stranger.key });
  });

  it('visibility matrix: anonymous and strangers read public notes; followers also Följare; nobody else a private note', async () => {
    const texts = async (user?: TestUser) => (await community(user)).body.results.map((n) => n.text);
    expect(await texts()).toEqual(['Anteckning public']);
    expect(await texts(stranger)).toEqual(['Anteckning public']);
    expect(await texts(follower)).toEqual(['Anteckning public', 'Anteckning followers']);
    // The writer's own notes are not "others' notes"; they are all in the own list.
    expect(await texts(writer)).toEqual([]);
    const own = await request<Note[]>(ctx.app, { method: 'GET', url: `/user-product-notes/by-product/${wine}/`, token: writer.key });
    expect(own.body.map((n) => n.visibility)).toEqual(['public', 'followers', 'private']);
    // Nowhere in any answer to others does the private note's text appear.
    for (const user of [undefined, stranger, follower]) expect(JSON.stringify((await community(user)).body)).not.toContain('Anteckning private');

    const first = (await community(follower)).body.results[0]!;
    expect(first).toMatchObject({
      author: { id: writer.id, slug: writer.slug, name: 'Skribent' },
      rating: 4,
      from_followed: true,
      reported: false,
      visibility: 'public',
    });
    expect((await community()).body.results[0]!).toMatchObject({ from_followed: false, rating: null });
    // The wine's ratings come with the notes (one request for the wine page's section); a new account's is not counted.
    expect((await community()).body.ratings).toEqual({ product: wine, count: 0, average: null, mine: null });
    expect((await community(writer)).body.ratings.mine).toBe(4);
  });

  it("followed writers first, then public notes, newest first; paged", async () => {
    const other = await registerUser(ctx.app, { name: 'Sist skriven' });
    await request(ctx.app, { method: 'POST', url: '/user-product-notes/', token: other.key, body: { product: wine, text: 'Nyast men ej följd', visibility: 'public' } });
    // The wine page's URL may name the wine by slug: the same answer.
    const { rows } = (await ctx.handle.db.execute(sql`select slug from products where id = ${wine}`)) as unknown as { rows: Array<{ slug: string }> };
    const slug = rows[0]!.slug;
    const bySlug = await request<CommunityNotesResponse>(ctx.app, { method: 'GET', url: `/user-product-notes/community/${slug}/`, token: follower.key });
    expect(bySlug.body.results.map((n) => n.id)).toEqual((await community(follower)).body.results.map((n) => n.id));
    const page = (await community(follower, '?page_size=2')).body;
    expect(page.count).toBe(3);
    expect(page.results.map((n) => n.text)).toEqual(['Anteckning public', 'Anteckning followers']);
    expect(page.next).toContain('page=2');
    const second = (await community(follower, '?page=2&page_size=2')).body;
    expect(second.results.map((n) => n.text)).toEqual(['Nyast men ej följd']);
    expect((await community(stranger)).body.results.map((n) => n.text)).toEqual(['Nyast men ej följd', 'Anteckning public']);
    // Past the last page: no notes, but the count and the ratings as on the others (the own rating is never counted).
    const past = (await community(writer, '?page=3&page_size=2')).body;
    expect(past).toMatchObject({ count: 1, results: [], ratings: { product: wine, count: 0, mine: 4 } });
    expect(past.previous).toMatch(/\?page_size=2$/);
    // A wine nobody wrote about or rated: no notes, no ratings.
    const [quiet] = (await insertProducts(ctx.handle.db, [{ name: 'Tyst vin' }])) as [number];
    const none = await request<CommunityNotesResponse>(ctx.app, { method: 'GET', url: `/user-product-notes/community/${quiet}/` });
    expect(none.body).toEqual({ count: 0, next: null, previous: null, results: [], ratings: { product: quiet, count: 0, average: null, mine: null } });
    expect((await request(ctx.app, { method: 'GET', url: '/user-product-notes/community/999999/' })).status).toBe(404);
    expect((await request(ctx.app, { method: 'GET', url: '/user-product-notes/community/finns-inte/' })).status).toBe(404);
    expect((await request(ctx.app, { method: 'GET', url: `/user-product-notes/community/${wine}/?page=0` })).status).toBe(400);
  });

  it("another user's private note is 404 everywhere: edit, delete, report", async () => {
    expect((await request(ctx.app, { method: 'PUT', url: `/user-product-notes/${notes.private.id}/`, token: follower.key, body: { text: 'x' } })).status).toBe(404);
    expect((await request(ctx.app, { method: 'DELETE', url: `/user-product-notes/${notes.private.id}/`, token: follower.key })).status).toBe(404);
    expect((await report(follower, notes.private)).status).toBe(404);
    // A Följare note is not reportable by someone who cannot read it, nor is one's own note.
    expect((await report(stranger, notes.followers)).status).toBe(404);
    expect((await report(writer, notes.public)).status).toBe(404);
    expect((await report(stranger, 987654)).status).toBe(404);
    expect((await request(ctx.app, { method: 'POST', url: `/user-product-notes/${notes.public.id}/report/` })).status).toBe(401);
  });

  const admin = { authorization: `Bearer ${ADMIN}` };
  const queue = async () => (await request<ModerationNotesResponse>(ctx.app, { method: 'GET', url: '/api/v1/moderation/notes/', headers: admin })).body;
  const decide = (note: Note, decision: string) =>
    request<ModerationDecisionResponse & ErrorBody>(ctx.app, { method: 'POST', url: `/api/v1/moderation/notes/${note.id}/`, headers: admin, body: { decision } });
  const history = async (note: Note) =>
    (await request<ModerationHistoryResponse>(ctx.app, { method: 'GET', url: `/api/v1/moderation/history/?note=${note.id}`, headers: admin })).body;
  const publicNote = async (text: string) =>
    (await request<Note>(ctx.app, { method: 'POST', url: '/user-product-notes/', token: writer.key, body: { product: wine, text, visibility: 'public' } })).body;
  const visible = async (note: Note) => (await community(stranger)).body.results.some((n) => n.id === note.id);
  const established = async (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const user = await registerUser(ctx.app);
        await establish(ctx.handle.db, user);
        return user;
      }),
    );

  it('three established reporters hide a note until reviewed; the admin restores or removes it', async () => {
    const note = await publicNote('Anmälningsbar');
    const reporters = await established(3);

    expect((await report(reporters[0]!, note)).status).toBe(201);
    expect((await report(reporters[0]!, note)).status).toBe(200);
    expect((await community(reporters[0]!)).body.results.find((n) => n.id === note.id)?.reported).toBe(true);
    expect((await report(reporters[1]!, note)).status).toBe(201);
    // One reporter twice and two different reporters: still shown.
    expect(await visible(note)).toBe(true);
    expect((await report(reporters[2]!, note)).status).toBe(201);
    expect(await visible(note)).toBe(false);
    expect((await community()).body.results.some((n) => n.id === note.id)).toBe(false);
    // Its writer still sees it, marked hidden.
    const own = await request<Note[]>(ctx.app, { method: 'GET', url: `/user-product-notes/by-product/${wine}/`, token: writer.key });
    expect(own.body.find((n) => n.id === note.id)?.hidden).toBe(true);

    expect((await request(ctx.app, { method: 'GET', url: '/api/v1/moderation/notes/' })).status).toBe(401);
    expect((await request(ctx.app, { method: 'GET', url: '/api/v1/moderation/notes/', headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await request(ctx.app, { method: 'GET', url: '/api/v1/moderation/notes/', token: writer.key })).status).toBe(401);
    expect(await queue()).toEqual([
      expect.objectContaining({ id: note.id, text: 'Anmälningsbar', reports: 3, report_points: 9, author: expect.objectContaining({ id: writer.id }) }),
    ]);

    expect((await decide(note, 'restore')).body).toEqual({ id: note.id, decision: 'restore' });
    expect(await visible(note)).toBe(true);
    expect((await decide(note, 'remove')).status).toBe(404);
    expect((await decide(note, 'hide')).status).toBe(400);
  });

  it('a restore protects the note from those who already reported it: the same reporters again change nothing', async () => {
    const note = await publicNote('Tål granskning');
    const firstThree = await established(3);
    for (const r of firstThree) expect((await report(r, note)).status).toBe(201);
    expect(await visible(note)).toBe(false);
    expect((await decide(note, 'restore')).status).toBe(200);

    // The same three report again, after every review: 200 (already reported), never hidden again.
    for (const r of firstThree) expect((await report(r, note)).status).toBe(200);
    expect(await visible(note)).toBe(true);
    expect(await queue()).toEqual([]);

    // New reporters start from nothing: three new established ones hide it again, and the team decides again.
    const nextThree = await established(3);
    for (const r of nextThree) expect((await report(r, note)).status).toBe(201);
    expect(await visible(note)).toBe(false);
    expect((await decide(note, 'remove')).status).toBe(200);

    // The history keeps both decisions, newest first, each with the reports it closed.
    const past = await history(note);
    expect(past.results.map((r) => [r.decision, r.reports.map((p) => p.reporter).sort()])).toEqual([
      ['remove', nextThree.map((u) => u.id).sort()],
      ['restore', firstThree.map((u) => u.id).sort()],
    ]);
    expect(past.results.every((r) => r.text === 'Tål granskning')).toBe(true);
  });

  it('reports weigh by account: three new accounts do not hide a note, nine do', async () => {
    const note = await publicNote('Mot nya konton');
    const fresh = await Promise.all(Array.from({ length: 9 }, () => registerUser(ctx.app)));
    for (const r of fresh.slice(0, 3)) expect((await report(r, note)).status).toBe(201);
    expect(await visible(note)).toBe(true);
    for (const r of fresh.slice(3, 8)) await report(r, note);
    expect(await visible(note)).toBe(true);
    await report(fresh[8]!, note);
    expect(await visible(note)).toBe(false);
    expect((await queue()).find((n) => n.id === note.id)).toMatchObject({ reports: 9, report_points: 9 });
    expect((await decide(note, 'remove')).status).toBe(200);
  });

  it('a hidden note cannot be edited before review, and the reviewer reads the text each reporter reported', async () => {
    const note = await publicNote('Första texten');
    const [first, second, third] = await established(3);
    await report(first!, note);
    // Editable while shown: a later reporter reports the new text.
    expect((await request(ctx.app, { method: 'PUT', url: `/user-product-notes/${note.id}/`, token: writer.key, body: { text: 'Andra texten' } })).status).toBe(200);
    await report(second!, note);
    await report(third!, note);
    expect(await visible(note)).toBe(false);

    const edit = await request<ErrorBody>(ctx.app, { method: 'PUT', url: `/user-product-notes/${note.id}/`, token: writer.key, body: { text: 'Städad text', visibility: 'private' } });
    expect(edit.status).toBe(409);
    expect(edit.body.detail).toMatch(/granskats/);
    const [waiting] = (await queue()).filter((n) => n.id === note.id);
    expect(waiting?.text).toBe('Andra texten');
    expect(waiting?.report_list.map((r) => [r.reporter, r.text])).toEqual([
      [first!.id, 'Första texten'],
      [second!.id, 'Andra texten'],
      [third!.id, 'Andra texten'],
    ]);

    // Restored, it is the writer's to edit again.
    expect((await decide(note, 'restore')).status).toBe(200);
    expect((await request(ctx.app, { method: 'PUT', url: `/user-product-notes/${note.id}/`, token: writer.key, body: { text: 'Tredje texten' } })).status).toBe(200);
  });

  it('a hidden note its writer deletes stays in the history as withdrawn, with its reports', async () => {
    const note = await publicNote('Tas bort av skribenten');
    const reporters = await established(3);
    for (const r of reporters) await report(r, note);
    expect((await request(ctx.app, { method: 'DELETE', url: `/user-product-notes/${note.id}/`, token: writer.key })).status).toBe(204);
    const [withdrawn] = (await history(note)).results;
    expect(withdrawn).toMatchObject({ decision: 'withdrawn', text: 'Tas bort av skribenten', author: writer.id });
    expect(withdrawn?.reports).toHaveLength(3);
  });
});

describe('notes: limits', () => {
  let ctx: TestContext;
  let wine: number;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    [wine] = (await insertProducts(ctx.handle.db, [{ name: 'Gränsvin' }])) as [number];
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('the moderation routes are 404 when no admin token is configured', async () => {
    expect((await request(ctx.app, { method: 'GET', url: '/api/v1/moderation/notes/', headers: { authorization: 'Bearer x' } })).status).toBe(404);
  });

  it('note writes: 30 per user in ten minutes (from any address) → 429 with Retry-After; another user goes on', async () => {
    const [u, other] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)]);
    const write = (user: TestUser) =>
      request<ErrorBody>(ctx.app, { method: 'POST', url: '/user-product-notes/', token: user.key, body: { product: wine, text: 'Spam' }, remoteAddress: freshIp() });
    for (let i = 0; i < 30; i++) expect((await write(u)).status).toBe(201);
    const refused = await write(u);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^För många försök\. Försök igen om \d+ minuter?\.$/);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect((await write(other)).status).toBe(201);
  });

  it('reports: 20 per user in an hour → 429', async () => {
    const reporter = await registerUser(ctx.app);
    const writers = await Promise.all(Array.from({ length: 21 }, () => registerUser(ctx.app)));
    const ids: number[] = [];
    for (const w of writers) {
      ids.push((await request<Note>(ctx.app, { method: 'POST', url: '/user-product-notes/', token: w.key, body: { product: wine, text: 'Offentlig', visibility: 'public' } })).body.id);
    }
    const codes: number[] = [];
    for (const id of ids) codes.push((await request(ctx.app, { method: 'POST', url: `/user-product-notes/${id}/report/`, token: reporter.key, remoteAddress: freshIp() })).status);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
