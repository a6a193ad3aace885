/**
 * Authorization matrix: anonymous / owner / other user against every write and every private read
 * (every route the OpenAPI document marks as needing a token must have a case), and, derived from the
 * route list, anonymous and dead tokens (deleted account, logout, password change, reset) on every route.
 * Each (case, actor) runs on fresh fixtures, so destructive calls do not interfere.
 */
import type {
  CommunityNotesResponse,
  ErrorBody,
  FeedResponse,
  MyDataExport,
  Note,
  Profile,
  PublicProfile,
  PublicUserListsResponse,
  SavedCatalogsResponse,
  TokenResponse,
  UserList,
} from '@vinkompassen/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogs } from '../db/schema';
import { readOutbox } from '../features/mail/outbox';
import { createTestApp, describeEachDb, type TestContext } from '../testing/app';
import { apiRoutes, fillPath, routeName, type ApiRoute } from '../testing/openapi-routes';
import { eventually, freshIp, registerUser, type TestUser } from '../testing/users';
import { insertProducts } from '../testing/products';
import { request } from '../testing/request';

type Actor = 'anonymous' | 'owner' | 'other';

interface Fixture {
  owner: TestUser;
  other: TestUser;
  product: number;
  spareProduct: number;
  publicList: UserList;
  privateList: UserList;
  note: Note;
  /** The owner's public note, on the spare wine. */
  publicNote: Note;
  /** The owner's public note hidden after reports, waiting for review. */
  hiddenNote: Note;
  catalog: { id: number; slug: string };
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  expect: Record<Actor, number>;
  /** Extra checks on the response body (e.g. that nothing private leaked); each case casts it to its contract type. */
  check?: (res: unknown, actor: Actor, f: Fixture) => void;
}

const A = (anonymous: number, other: number, owner: number): Record<Actor, number> => ({ anonymous, other, owner });

const cases: Case[] = [
  // Writes on the owner's resources
  { name: 'PATCH public list', method: 'PATCH', url: (f) => `/api/v1/user-lists/${f.publicList.id}`, body: () => ({ name: 'Ny' }), expect: A(401, 403, 200) },
  { name: 'PATCH private list', method: 'PATCH', url: (f) => `/api/v1/user-lists/${f.privateList.slug}`, body: () => ({ is_public: true }), expect: A(401, 404, 200) },
  { name: 'DELETE public list', method: 'DELETE', url: (f) => `/api/v1/user-lists/${f.publicList.id}`, expect: A(401, 403, 204) },
  { name: 'DELETE private list', method: 'DELETE', url: (f) => `/api/v1/user-lists/${f.privateList.id}`, expect: A(401, 404, 204) },
  { name: 'add-product public list', method: 'POST', url: (f) => `/api/v1/user-lists/${f.publicList.id}/add-product/`, body: (f) => ({ product: f.spareProduct }), expect: A(401, 403, 201) },
  { name: 'add-product private list', method: 'POST', url: (f) => `/api/v1/user-lists/${f.privateList.id}/add-product/`, body: (f) => ({ product: f.spareProduct }), expect: A(401, 404, 201) },
  { name: 'remove-product public list', method: 'DELETE', url: (f) => `/api/v1/user-lists/${f.publicList.id}/remove-product/`, body: (f) => ({ product: f.product }), expect: A(401, 403, 200) },
  { name: 'remove-product private list', method: 'DELETE', url: (f) => `/api/v1/user-lists/${f.privateList.id}/remove-product/`, body: (f) => ({ product: f.product }), expect: A(401, 404, 200) },
  { name: 'add_to_profile public list', method: 'POST', url: (f) => `/api/v1/user-lists/${f.publicList.id}/add_to_profile/`, expect: A(401, 200, 400) },
  { name: 'add_to_profile private list', method: 'POST', url: (f) => `/api/v1/user-lists/${f.privateList.id}/add_to_profile/`, expect: A(401, 404, 400) },
  { name: 'remove_from_profile public list', method: 'DELETE', url: (f) => `/api/v1/user-lists/${f.publicList.id}/remove_from_profile/`, expect: A(401, 200, 200) },
  { name: 'remove_from_profile private list', method: 'DELETE', url: (f) => `/api/v1/user-lists/${f.privateList.id}/remove_from_profile/`, expect: A(401, 404, 200) },
  { name: 'PUT note', method: 'PUT', url: (f) => `/user-product-notes/${f.note.id}/`, body: () => ({ text: 'Ändrad' }), expect: A(401, 404, 200) },
  { name: 'DELETE note', method: 'DELETE', url: (f) => `/user-product-notes/${f.note.id}/`, expect: A(401, 404, 204) },
  // A hidden note waits for review: nobody edits it, not even its writer; others cannot see it at all.
  { name: 'PUT hidden note', method: 'PUT', url: (f) => `/user-product-notes/${f.hiddenNote.id}/`, body: () => ({ text: 'Omskriven' }), expect: A(401, 404, 409) },
  { name: 'report hidden note', method: 'POST', url: (f) => `/user-product-notes/${f.hiddenNote.id}/report/`, expect: A(401, 404, 404) },
  // Reports: another user's private note is invisible (404), an own note is not reportable (404).
  { name: 'report private note', method: 'POST', url: (f) => `/user-product-notes/${f.note.id}/report/`, expect: A(401, 404, 404) },
  { name: 'report public note', method: 'POST', url: (f) => `/user-product-notes/${f.publicNote.id}/report/`, expect: A(401, 201, 404) },
  { name: 'rate a wine', method: 'PUT', url: (f) => `/api/v1/ratings/by-product/${f.product}/`, body: () => ({ rating: 4 }), expect: A(401, 200, 200) },
  { name: 'remove own rating', method: 'DELETE', url: (f) => `/api/v1/ratings/by-product/${f.product}/`, expect: A(401, 200, 200) },
  { name: 'follow the owner', method: 'POST', url: (f) => `/users/${f.owner.id}/follow/`, expect: A(401, 200, 400) },
  { name: 'unfollow the owner', method: 'DELETE', url: (f) => `/users/${f.owner.id}/follow/`, expect: A(401, 200, 200) },
  // Writes on one's own account (the other user acts on their own account)
  { name: 'create list', method: 'POST', url: () => '/api/v1/user-lists/', body: (f) => ({ name: 'Egen', products: [f.product] }), expect: A(401, 201, 201) },
  { name: 'like', method: 'POST', url: () => '/api/v1/user-product-likes/', body: (f) => ({ product: f.spareProduct }), expect: A(401, 201, 201) },
  { name: 'unlike', method: 'POST', url: () => '/api/v1/user-product-likes/unlike-product/', body: (f) => ({ product: f.product }), expect: A(401, 204, 204) },
  { name: 'create note', method: 'POST', url: () => '/user-product-notes/', body: (f) => ({ product: f.product, text: 'Hej' }), expect: A(401, 201, 201) },
  { name: 'PUT profile', method: 'PUT', url: () => '/auth/profile/', body: () => ({ name: 'Nytt namn' }), expect: A(401, 200, 200) },
  { name: 'GET own taste profile', method: 'GET', url: () => '/api/v1/taste-profile/', expect: A(401, 200, 200) },
  { name: 'reset own taste profile', method: 'DELETE', url: () => '/api/v1/taste-profile/', expect: A(401, 204, 204) },
  { name: 'logout', method: 'POST', url: () => '/auth/logout/', expect: A(401, 200, 200) },
  {
    name: 'password change',
    method: 'POST',
    url: () => '/auth/password/change/',
    body: (f) => ({ old_password: f.owner.password, new_password1: 'ett-nytt-losen', new_password2: 'ett-nytt-losen' }),
    expect: A(401, 400, 200),
  },
  {
    name: 'e-mail change',
    method: 'POST',
    url: () => '/auth/email/change/',
    body: (f) => ({ password: f.owner.password, new_email: `byte-${Date.now()}@example.se` }),
    expect: A(401, 400, 200),
  },
  { name: 'DELETE profile', method: 'DELETE', url: () => '/auth/profile/', expect: A(401, 204, 204) },
  { name: 'delete-account', method: 'DELETE', url: () => '/auth/delete-account/', expect: A(401, 204, 204) },
  { name: 'save a catalog', method: 'POST', url: (f) => `/api/v1/catalogs/${f.catalog.slug}/save/`, expect: A(401, 201, 200) },
  { name: 'unsave a catalog', method: 'DELETE', url: (f) => `/api/v1/catalogs/${f.catalog.id}/save/`, expect: A(401, 200, 200) },
  // Private reads
  {
    name: 'GET profile',
    method: 'GET',
    url: () => '/auth/profile/',
    expect: A(401, 200, 200),
    check: (res, actor, f) => expect((res as Profile).email).toBe(actor === 'owner' ? f.owner.email : f.other.email),
  },
  {
    name: 'GET my-lists',
    method: 'GET',
    url: () => '/api/v1/user-lists/my-lists',
    expect: A(401, 200, 200),
    check: (res, actor) => expect((res as UserList[]).length).toBe(actor === 'owner' ? 2 : 0),
  },
  {
    name: 'GET saved catalogs',
    method: 'GET',
    url: () => '/api/v1/catalogs/saved/',
    expect: A(401, 200, 200),
    check: (res, actor, f) => expect((res as SavedCatalogsResponse).map((c) => c.slug)).toEqual(actor === 'owner' ? [f.catalog.slug] : []),
  },
  { name: 'GET saved-lists', method: 'GET', url: () => '/api/v1/user-lists/saved-lists/', expect: A(401, 200, 200) },
  {
    name: 'GET feed',
    method: 'GET',
    url: () => '/api/v1/feed/',
    expect: A(401, 200, 200),
    // The other user follows the owner: the public note and list are there, the private note and list never.
    check: (res, actor) => {
      const body = JSON.stringify(res);
      expect(body).not.toContain('Ägarens anteckning');
      expect(body).not.toContain('"Privat"');
      if (actor === 'other') expect((res as FeedResponse).results.map((i) => i.kind).sort()).toEqual(['list_created', 'note']);
    },
  },
  { name: 'GET feed suggestions', method: 'GET', url: () => '/api/v1/feed/suggestions/', expect: A(401, 200, 200) },
  { name: 'GET taste match', method: 'GET', url: (f) => `/api/v1/taste-match/?products=${f.product}`, expect: A(401, 200, 200) },
  {
    name: 'GET own data',
    method: 'GET',
    url: () => '/auth/profile/export/',
    expect: A(401, 200, 200),
    check: (res, actor, f) => {
      expect((res as MyDataExport).profile.email).toBe(actor === 'owner' ? f.owner.email : f.other.email);
      if (actor === 'other') expect(JSON.stringify(res)).not.toContain('Ägarens anteckning');
    },
  },
  {
    name: "GET others' notes on a wine",
    method: 'GET',
    url: (f) => `/user-product-notes/community/${f.spareProduct}/`,
    expect: A(200, 200, 200),
    // Other fixtures' owners wrote on the same wine: look for this owner's note.
    check: (res, actor, f) => expect((res as CommunityNotesResponse).results.some((n) => n.id === f.publicNote.id)).toBe(actor !== 'owner'),
  },
  {
    name: "GET others' notes on the wine with the private note",
    method: 'GET',
    url: (f) => `/user-product-notes/community/${f.product}/`,
    expect: A(200, 200, 200),
    check: (res) => expect(JSON.stringify(res)).not.toContain('Ägarens anteckning'),
  },
  { name: 'GET private list', method: 'GET', url: (f) => `/api/v1/public/user-lists/${f.privateList.id}/`, expect: A(404, 404, 200) },
  { name: 'GET public list', method: 'GET', url: (f) => `/api/v1/public/user-lists/${f.publicList.slug}/`, expect: A(200, 200, 200) },
  {
    name: "GET owner's public lists",
    method: 'GET',
    url: (f) => `/api/v1/public/user-lists/?user_id=${f.owner.id}`,
    expect: A(200, 200, 200),
    check: (res, _actor, f) => expect((res as PublicUserListsResponse).results.map((l) => l.id)).toEqual([f.publicList.id]),
  },
  {
    name: 'GET notes by product',
    method: 'GET',
    url: (f) => `/user-product-notes/by-product/${f.product}/`,
    expect: A(401, 200, 200),
    check: (res, actor) => expect((res as Note[]).map((n) => n.text)).toEqual(actor === 'owner' ? ['Ägarens anteckning'] : []),
  },
  {
    name: "GET owner's profile with private saved wines",
    method: 'GET',
    url: (f) => `/users/${f.owner.id}/`,
    expect: A(200, 200, 200),
    check: (res, actor) => {
      expect((res as PublicProfile).liked_products).toHaveLength(actor === 'owner' ? 1 : 0);
      expect(res).not.toHaveProperty('email');
    },
  },
];

describeEachDb('authorization matrix', (kind) => {
  let ctx: TestContext;
  let products: number[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    products = await insertProducts(ctx.handle.db, [{ name: 'Matrisvin' }, { name: 'Reservvin' }]);
    routes = apiRoutes(ctx.app);
  });
  let routes: ApiRoute[];
  afterAll(async () => {
    await ctx?.close();
  });

  async function fixture(): Promise<Fixture> {
    const [owner, other] = await Promise.all([registerUser(ctx.app, { name: 'Ägare', password: 'agarens-losen-1' }), registerUser(ctx.app, { name: 'Annan' })]);
    const post = <T = unknown>(url: string, body: unknown, user: TestUser) => request<T>(ctx.app, { method: 'POST', url, body, headers: user.headers });
    const product = products[0]!;
    const publicList = (await post<UserList>('/api/v1/user-lists/', { name: 'Publik', is_public: true, products: [product] }, owner)).body;
    const privateList = (await post<UserList>('/api/v1/user-lists/', { name: 'Privat', is_public: false, products: [product] }, owner)).body;
    const note = (await post<Note>('/user-product-notes/', { product, text: 'Ägarens anteckning' }, owner)).body;
    const publicNote = (await post<Note>('/user-product-notes/', { product: products[1], text: 'Ägarens offentliga', visibility: 'public' }, owner)).body;
    const hiddenNote = (await post<Note>('/user-product-notes/', { product: products[1], text: 'Ägarens anmälda', visibility: 'public' }, owner)).body;
    await ctx.handle.db.execute(sql`update notes set hidden_at = now() where id = ${hiddenNote.id}`);
    await post('/api/v1/user-product-likes/', { product }, owner);
    await request(ctx.app, { method: 'PUT', url: '/auth/profile/', body: { likes_are_public: false }, headers: owner.headers });
    // The other user already follows the owner and has saved the public list (follow/save again → 200).
    await post(`/users/${owner.id}/follow/`, undefined, other);
    await post(`/api/v1/user-lists/${publicList.id}/add_to_profile/`, undefined, other);
    const slug = `matris-${owner.id}`;
    const [catalog] = await ctx.handle.db.insert(catalogs).values({ slug, name: 'Matrislistan', kind: 'list' }).returning({ id: catalogs.id, slug: catalogs.slug });
    await post(`/api/v1/catalogs/${slug}/save/`, undefined, owner);
    return { owner, other, product, spareProduct: products[1]!, publicList, privateList, note, publicNote, hiddenNote, catalog: catalog! };
  }

  /** A request to the route with the fixture's ids in its path and no body. */
  const call = (route: ApiRoute, f: Fixture, headers: Record<string, string>) =>
    request<unknown>(ctx.app, { method: route.method, url: fillPath(route.path, () => String(f.publicList.id)), headers, remoteAddress: freshIp() });

  /**
   * The token is refused (401 `{detail}`) on every route of the API but those outside the user-token scope: the
   * health checks (for orchestrators, no auth) and analytics (the collector never looks at who is signed in; the
   * summary has its own admin token, `adminOnly`).
   */
  const HEALTH = ['/healthz', '/livez', '/readyz'];
  const ANALYTICS = ['/api/v1/events/', '/api/v1/events/summary'];
  const NO_USER_AUTH = [...HEALTH, ...ANALYTICS];
  async function expectRefusedEverywhere(headers: Record<string, string>, f: Fixture) {
    const answers = await Promise.all(routes.filter((r) => !NO_USER_AUTH.includes(r.path)).map(async (r) => [routeName(r), (await call(r, f, headers)).status] as const));
    expect(answers.filter(([, status]) => status !== 401)).toEqual([]);
    const one = await request<ErrorBody>(ctx.app, { method: 'GET', url: '/api/v1/product/', headers });
    expect(one.body.detail).toBeTruthy();
    // The collector neither resolves nor refuses the dead token: the batch is stored as an anonymous one would be.
    const at = new Date().toISOString();
    const batch = { browser_id: 'authz-matrix-browser', events: [{ name: 'c_page_view', props: { route: 'home' }, at }] };
    expect((await request(ctx.app, { method: 'POST', url: '/api/v1/events/', body: batch, headers, remoteAddress: freshIp() })).status).toBe(204);
  }

  it('routes outside the user-token scope are exactly the health checks and analytics; only the summary and the note review have their own credential', () => {
    expect(routes.filter((r) => NO_USER_AUTH.includes(r.path)).map((r) => r.path).sort()).toEqual([...NO_USER_AUTH].sort());
    expect(routes.filter((r) => r.adminOnly).map(routeName).sort()).toEqual(
      ['GET /api/v1/events/summary', 'GET /api/v1/moderation/notes/', 'POST /api/v1/moderation/notes/{id}/', 'GET /api/v1/moderation/history/'].sort(),
    );
    expect(routes.filter((r) => NO_USER_AUTH.includes(r.path) && r.secured)).toEqual([]);
  });

  it('every route documented as needing a token has a case in the matrix', async () => {
    const f = await fixture();
    const pattern = (r: ApiRoute) => new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+').replace(/\/$/, '')}/?(\\?.*)?$`);
    const missing = routes.filter((r) => r.secured && !cases.some((c) => c.method === r.method && pattern(r).test(c.url(f))));
    expect(missing.map(routeName)).toEqual([]);
  });

  it('anonymous: 401 on every route documented as needing a token (before the body is read), never on the others', async () => {
    const f = await fixture();
    for (const route of routes) {
      const res = await call(route, f, {});
      if (route.secured) {
        expect(res.status, routeName(route)).toBe(401);
        expect(res.headers['www-authenticate'], routeName(route)).toBe('Token');
        expect((res.body as ErrorBody).detail, routeName(route)).toBeTruthy();
      } else {
        expect([401, 403], routeName(route)).not.toContain(res.status);
        expect(res.status, routeName(route)).toBeLessThan(500);
      }
    }
  });

  it("a deleted user's token: 401 on every route", async () => {
    const f = await fixture();
    expect((await request(ctx.app, { method: 'DELETE', url: '/auth/delete-account/', headers: f.other.headers })).status).toBe(204);
    await expectRefusedEverywhere(f.other.headers, f);
  });

  it('logout: the token used is refused on every route afterwards', async () => {
    const f = await fixture();
    expect((await request(ctx.app, { method: 'POST', url: '/auth/logout/', headers: f.owner.headers })).status).toBe(200);
    await expectRefusedEverywhere(f.owner.headers, f);
  });

  it("password change: the user's other tokens are refused on every route, the current one still works", async () => {
    const f = await fixture();
    const login = await request<TokenResponse>(ctx.app, { method: 'POST', url: '/login/', body: { email: f.owner.email, password: f.owner.password }, remoteAddress: freshIp() });
    const second = { authorization: `Token ${login.body.key}` };
    const change = await request(ctx.app, {
      method: 'POST',
      url: '/auth/password/change/',
      body: { old_password: f.owner.password, new_password1: 'ett-nytt-losen', new_password2: 'ett-nytt-losen' },
      headers: second,
    });
    expect(change.status).toBe(200);
    await expectRefusedEverywhere(f.owner.headers, f);
    expect((await request(ctx.app, { method: 'GET', url: '/auth/profile/', headers: second })).status).toBe(200);
  });

  it("e-mail change: nothing ends when it is asked for; once the new address's link is followed, every other token is refused on every route", async () => {
    const f = await fixture();
    const login = await request<TokenResponse>(ctx.app, { method: 'POST', url: '/login/', body: { email: f.owner.email, password: f.owner.password }, remoteAddress: freshIp() });
    const second = { authorization: `Token ${login.body.key}` };
    const fresh = `matris-byte-${f.owner.id}@example.se`;
    const asked = await request(ctx.app, { method: 'POST', url: '/auth/email/change/', body: { password: f.owner.password, new_email: fresh }, headers: second });
    expect(asked.status).toBe(200);
    expect((await request(ctx.app, { method: 'GET', url: '/auth/profile/', headers: f.owner.headers })).status).toBe(200);
    const mail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, fresh)).find((m) => m.subject.includes('Bekräfta')));
    const [, token] = /email-change\/confirm\/([0-9a-f]{64})/.exec(mail.text)!;
    expect((await request(ctx.app, { method: 'POST', url: '/auth/email/change/confirm/', body: { token }, headers: second, remoteAddress: freshIp() })).status).toBe(200);
    await expectRefusedEverywhere(f.owner.headers, f);
    expect((await request(ctx.app, { method: 'GET', url: '/auth/profile/', headers: second })).status).toBe(200);
  });

  it('password reset confirm: every token of the user is refused on every route', async () => {
    const f = await fixture();
    await request(ctx.app, { method: 'POST', url: '/auth/password/reset/', body: { email: f.owner.email }, remoteAddress: freshIp() });
    const mail = await eventually(async () => (await readOutbox(ctx.config.outboxDir, f.owner.email)).find((m) => m.subject.includes('Återställ')));
    const [, uid, token] = /confirm-reset\/(\d+)\/([0-9a-f]+)\//.exec(mail.text)!;
    const confirm = await request(ctx.app, {
      method: 'POST',
      url: '/auth/password/reset/confirm/',
      body: { uid, token, new_password1: 'helt-nytt-1', new_password2: 'helt-nytt-1' },
      remoteAddress: freshIp(),
    });
    expect(confirm.status).toBe(200);
    await expectRefusedEverywhere(f.owner.headers, f);
  });

  for (const c of cases) {
    it(`${c.name}: anonymous ${c.expect.anonymous}, other ${c.expect.other}, owner ${c.expect.owner}`, async () => {
      for (const actor of ['anonymous', 'other', 'owner'] as const) {
        const f = await fixture();
        const headers = actor === 'anonymous' ? {} : actor === 'owner' ? f.owner.headers : f.other.headers;
        const body = c.body?.(f);
        const res = await request<unknown>(ctx.app, { method: c.method, url: c.url(f), headers, body });
        expect(res.status, `${actor}: ${JSON.stringify(res.body)}`).toBe(c.expect[actor]);
        if (res.status < 300 && c.check) c.check(res.status === 204 ? {} : res.body, actor, f);
        // Nothing of the owner's changed when someone else was refused.
        if (actor !== 'owner' && res.status >= 400) {
          const list = await request<UserList>(ctx.app, { method: 'GET', url: `/api/v1/public/user-lists/${f.privateList.id}/`, headers: f.owner.headers });
          expect(list.body).toMatchObject({ name: 'Privat', is_public: false, products_count: 1 });
          const notes = await request<Note[]>(ctx.app, { method: 'GET', url: `/user-product-notes/by-product/${f.product}/`, headers: f.owner.headers });
          expect(notes.body.map((n) => n.text)).toEqual(['Ägarens anteckning']);
        }
      }
    });
  }
});
