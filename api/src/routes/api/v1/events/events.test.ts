import type { AnalyticsBatch, AnalyticsSummary, ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '@/db/schema';
import { queryRows } from '@/db/query';
import { addDays, stockholmDay } from '@/features/analytics/events';
import { BODY_LIMITS } from '@/http/body-limits';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { request } from '@/testing/request';
import { eventually, freshIp, registerUser } from '@/testing/users';
import { UNKNOWN_EVENT, WRONG_ADMIN_TOKEN } from '.';

const URL = '/api/v1/events/';
const SUMMARY = '/api/v1/events/summary';
const ADMIN_TOKEN = 'a-long-admin-token-for-the-tests-0123456789';

/** A fresh browser id per batch, so each test finds its own rows. */
const browserId = () => randomBytes(12).toString('base64url');
const pageView = (route = 'home', at = new Date().toISOString()) => ({ name: 'c_page_view', props: { route }, at });
const batch = <E>(events: E[], id = browserId()) => ({ browser_id: id, events });

interface StoredRow {
  day: string;
  browser_id: string;
  name: string;
  props: Record<string, unknown>;
  occurred_at: string;
  received_at: string;
}

describeEachDb('the analytics collector, POST /api/v1/events/', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const post = (body: unknown, opts: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
    request<ErrorBody | ''>(ctx.app, { method: 'POST', url: URL, body, headers: opts.headers, remoteAddress: opts.remoteAddress ?? freshIp() });
  const rowsOf = (id: string) =>
    queryRows<StoredRow>(
      ctx.handle.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, browser_id, name, props, to_json(occurred_at)#>>'{}' as occurred_at,
                 to_json(received_at)#>>'{}' as received_at
          from analytics_events where browser_id = ${id} order by id`,
    );
  const total = async () => Number((await queryRows<{ n: number }>(ctx.handle.db, sql`select count(*)::int as n from analytics_events`))[0]!.n);

  it('a valid batch → 204 with no body; every event stored as sent, on the Stockholm day of receipt', async () => {
    const at = new Date(Date.now() - 5000).toISOString();
    const body = batch([
      pageView('product', at),
      { name: 'c_search', props: { kind: 'wine', result_count: 12, query: 'chablis' }, at },
      { name: 'c_winefinder_answer', props: { question_id: 'food' }, at },
      { name: 'c_winefinder_results', props: { answered: 4, result_count: 8 }, at },
      { name: 'c_wine_saved', props: { product_id: 42 }, at },
      { name: 'c_list_created', props: { is_public: false, product_count: 3 }, at },
      { name: 'c_newsletter_signup', props: {}, at },
      { name: 'c_store_selected', props: {}, at },
    ]);
    const before = Date.now();
    const res = await post(body);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    const rows = await rowsOf(body.browser_id);
    expect(rows.map(({ day, browser_id, name, props }) => ({ day, browser_id, name, props }))).toEqual(
      body.events.map((e) => ({ day: stockholmDay(new Date()), browser_id: body.browser_id, name: e.name, props: e.props })),
    );
    for (const row of rows) {
      expect(new Date(row.occurred_at).toISOString()).toBe(at);
      expect(new Date(row.received_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(row.received_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it("an event's id is stored once: a batch delivered twice, or an event sent again in a later batch, counts once", async () => {
    const eventId = () => randomBytes(16).toString('base64url');
    const [first, second, third] = [eventId(), eventId(), eventId()];
    const body = batch([{ ...pageView('home'), id: first }, { ...pageView('search'), id: second }]);
    expect((await post(body)).status).toBe(204);
    expect((await post(body)).status).toBe(204);
    expect((await rowsOf(body.browser_id)).map((r) => r.props)).toEqual([{ route: 'home' }, { route: 'search' }]);
    // A retry that joined a new event: only the new one is added.
    const retried = batch([{ ...pageView('search'), id: second }, { ...pageView('lists'), id: third }], body.browser_id);
    expect((await post(retried)).status).toBe(204);
    expect((await rowsOf(body.browser_id)).map((r) => r.props)).toEqual([{ route: 'home' }, { route: 'search' }, { route: 'lists' }]);
    // Events without an id (a shell from before ids) are each stored, as before.
    const unnamed = batch([pageView('toplists'), pageView('toplists')]);
    expect((await post(unnamed)).status).toBe(204);
    expect((await post(unnamed)).status).toBe(204);
    expect(await rowsOf(unnamed.browser_id)).toHaveLength(4);
  });

  it('stores no client address, user agent or user: not as a column, not as a value', async () => {
    const body = batch([pageView('home'), { name: 'c_search', props: { kind: 'dish', result_count: 0, query: 'lax' }, at: new Date().toISOString() }]);
    const res = await post(body, { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Spårbar-Läsare/9.9' } });
    expect(res.status).toBe(204);
    expect(await rowsOf(body.browser_id)).toHaveLength(2);
    const dump = await queryRows<{ row: string }>(ctx.handle.db, sql`select row_to_json(t)::text as row from analytics_events t`);
    expect(dump.length).toBeGreaterThanOrEqual(2);
    for (const { row } of dump) {
      expect(row).not.toContain('203.0.113.7');
      expect(row).not.toContain('Spårbar-Läsare');
    }
    const columns = await queryRows<{ column_name: string }>(
      ctx.handle.db,
      sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'analytics_events' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'day', 'browser_id', 'name', 'props', 'occurred_at', 'received_at', 'event_id']);
    expect(columns.filter((c) => /ip|addr|user|agent|token|email/i.test(c.column_name))).toEqual([]);
  });

  it("a signed-in request: no user id and no search query stored (auth is ignored: a dead token changes nothing)", async () => {
    const user = await registerUser(ctx.app);
    const search = { name: 'c_search', props: { kind: 'wine', result_count: 3, query: 'min hemliga sökning' }, at: new Date().toISOString() };
    const signedIn = batch([search, pageView('profile')]);
    expect((await post(signedIn, { headers: user.headers })).status).toBe(204);
    const rows = await rowsOf(signedIn.browser_id);
    expect(rows.map((r) => r.props)).toEqual([{ kind: 'wine', result_count: 3 }, { route: 'profile' }]);
    for (const row of rows) {
      const text = JSON.stringify(row);
      for (const secret of [user.email, user.slug, user.key, 'min hemliga sökning']) expect(text).not.toContain(secret);
    }
    // Any Authorization header counts as signed in; a dead or malformed token is neither resolved nor refused.
    const dead = batch([search]);
    expect((await post(dead, { headers: { authorization: `Token ${'0'.repeat(64)}` } })).status).toBe(204);
    expect((await rowsOf(dead.browser_id)).map((r) => r.props)).toEqual([{ kind: 'wine', result_count: 3 }]);
    // Anonymous: the query is kept (the shell sends it only for visitors who are not signed in).
    const anonymous = batch([search]);
    expect((await post(anonymous)).status).toBe(204);
    expect((await rowsOf(anonymous.browser_id)).map((r) => r.props)).toEqual([search.props]);
  });

  describe('a bad batch → 400 with field messages, and nothing of it is stored', () => {
    const at = new Date().toISOString();
    const cases: Array<[string, (id: string) => unknown, Record<string, string | RegExp>]> = [
      ['an unknown event name', (id) => batch([pageView(), { name: 'c_tracking_pixel', props: {}, at }], id), { 'events.1.name': UNKNOWN_EVENT }],
      ['a bad props field', (id) => batch([pageView('/users/anna/')], id), { 'events.0.props.route': /^Ogiltigt val/ }],
      ['a props field outside the catalogue', (id) => batch([{ name: 'c_wine_saved', props: { product_id: 1, user_id: 7 }, at }], id), { 'events.0.props': 'Okänd nyckel: "user_id"' }],
      ['an extra field on an event', (id) => batch([{ ...pageView(), ip: '203.0.113.7' }], id), { 'events.0': 'Okänd nyckel: "ip"' }],
      ['an extra field on the batch', (id) => ({ ...batch([pageView()], id), user_id: 7 }), { non_field_errors: 'Okänd nyckel: "user_id"' }],
      ['51 events', (id) => batch(Array.from({ length: 51 }, () => pageView()), id), { events: /<=50/ }],
      ['no events', (id) => batch([], id), { events: />=1/ }],
      ['a bad `at`', (id) => batch([pageView('home', 'igår')], id), { 'events.0.at': /ISO/ }],
      ['a bad event id', (id) => batch([{ ...pageView(), id: 'kort' }], id), { 'events.0.id': 'Ogiltigt händelse-id.' }],
      ['one good and one bad event', (id) => batch([pageView(), pageView('search'), { name: 'c_search', props: { kind: 'wine', result_count: -1 }, at }], id), { 'events.2.props.result_count': />=0/ }],
    ];
    for (const [name, body, errors] of cases) {
      it(name, async () => {
        const id = browserId();
        const before = await total();
        const res = await post(body(id));
        expect(res.status).toBe(400);
        const fields = res.body as Record<string, string[]>;
        expect(Object.keys(fields).sort()).toEqual(Object.keys(errors).sort());
        for (const [field, message] of Object.entries(errors)) expect(fields[field]?.[0]).toMatch(message);
        expect(await rowsOf(id)).toEqual([]);
        expect(await total()).toBe(before);
      });
    }

    it('a bad browser id', async () => {
      const before = await total();
      for (const id of ['kort', 'ä'.repeat(20), 'x'.repeat(65), '203.0.113.7-203.0.113.7']) {
        const res = await post(batch([pageView()], id));
        expect(res.status, id).toBe(400);
        expect(res.body).toEqual({ browser_id: ['Ogiltigt webbläsar-id.'] });
      }
      expect(await total()).toBe(before);
    });
  });

  it("an event's time is kept, but clamped to the time of receipt ± 1 day", async () => {
    const body = batch([pageView('home', '2001-01-01T00:00:00Z'), pageView('home', '2999-01-01T00:00:00.000Z')]);
    const sent = Date.now();
    expect((await post(body)).status).toBe(204);
    const [past, future] = await rowsOf(body.browser_id);
    const day = 24 * 60 * 60 * 1000;
    expect(Math.abs(new Date(past!.occurred_at).getTime() - (sent - day))).toBeLessThan(5000);
    expect(Math.abs(new Date(future!.occurred_at).getTime() - (sent + day))).toBeLessThan(5000);
    expect(new Date(past!.occurred_at).getTime() - new Date(past!.received_at).getTime()).toBe(-day);
  });

  it("sendBeacon's text/plain body (and a Blob's application/json) is JSON; other bodies are refused", async () => {
    const text = batch([pageView('winefinder')]);
    const beacon = await ctx.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(text), remoteAddress: freshIp() });
    expect(beacon.statusCode).toBe(204);
    expect((await rowsOf(text.browser_id)).map((r) => r.props)).toEqual([{ route: 'winefinder' }]);
    const blob = batch([pageView('dishes')]);
    const json = await ctx.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(blob), remoteAddress: freshIp() });
    expect(json.statusCode).toBe(204);
    expect(await rowsOf(blob.browser_id)).toHaveLength(1);
    const refused: Array<[string, string, number, string]> = [
      ['text/plain', 'inte json', 400, 'Ogiltig JSON.'],
      ['text/plain;charset=UTF-8', '', 400, 'Tom JSON-kropp.'],
      ['text/plain', '{"__proto__": {"admin": true}, "browser_id": "x"}', 400, 'Ogiltig JSON.'],
      ['application/x-www-form-urlencoded', 'browser_id=x', 415, 'Innehållstypen stöds inte. Skicka JSON.'],
    ];
    for (const [contentType, payload, status, detail] of refused) {
      const res = await ctx.app.inject({ method: 'POST', url: URL, headers: { 'content-type': contentType }, payload, remoteAddress: freshIp() });
      expect(res.statusCode, `${contentType} ${payload}`).toBe(status);
      expect(res.json(), `${contentType} ${payload}`).toEqual({ detail });
    }
  });

  it(`the largest batch the contract allows fits in ${BODY_LIMITS.analyticsBatch} bytes; a larger body → 413 JSON, nothing stored`, async () => {
    const at = new Date().toISOString();
    const largest = batch(Array.from({ length: 50 }, () => ({ name: 'c_search', props: { kind: 'dish', result_count: 1_000_000, query: 'å'.repeat(200) }, at })), 'x'.repeat(64));
    const size = Buffer.byteLength(JSON.stringify(largest));
    expect(size).toBeGreaterThan(20_000);
    expect(size).toBeLessThan(BODY_LIMITS.analyticsBatch);
    const fits = await ctx.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(largest), remoteAddress: freshIp() });
    expect(fits.statusCode).toBe(204);
    expect(await rowsOf(largest.browser_id)).toHaveLength(50);

    const before = await total();
    const tooBig = JSON.stringify({ ...batch([pageView()]), padding: ' '.repeat(BODY_LIMITS.analyticsBatch) });
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
      const res = await ctx.app.inject({ method: 'POST', url: URL, headers: { 'content-type': contentType }, payload: tooBig, remoteAddress: freshIp() });
      expect(res.statusCode, contentType).toBe(413);
      expect(res.json()).toEqual({ detail: 'För stor förfrågan.' });
    }
    expect(await total()).toBe(before);
  });

  it('input guard: a NUL or a bidi control in a search query → 400 on the field', async () => {
    const at = new Date().toISOString();
    for (const query of ['lax\u0000', 'rioja\u202e']) {
      const id = browserId();
      const res = await post(batch([{ name: 'c_search', props: { kind: 'wine', result_count: 1, query }, at }], id));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body as object)).toEqual(['events.0.props.query']);
      expect(await rowsOf(id)).toEqual([]);
    }
  });

  it('retention: days older than 90 go (in the background, at most hourly), the last 90 stay', async () => {
    const today = stockholmDay(new Date());
    const old = browserId();
    const kept = browserId();
    const row = (day: string, id: string) => ({ day, browserId: id, name: 'c_page_view', props: { route: 'home' }, occurredAt: new Date(`${day}T12:00:00Z`) });
    // The first stored batch of an app sweeps (this suite's app has swept already: build a fresh one).
    const fresh = await createTestApp(kind);
    try {
      await fresh.handle.db.insert(analyticsEvents).values([row(addDays(today, -90), old), row(addDays(today, -400), old), row(addDays(today, -89), kept)]);
      expect((await request(fresh.app, { method: 'POST', url: URL, body: batch([pageView()]), remoteAddress: freshIp() })).status).toBe(204);
      const left = await eventually(async () => {
        const rows = await queryRows<{ browser_id: string }>(fresh.handle.db, sql`select browser_id from analytics_events where browser_id in (${old}, ${kept})`);
        return rows.some((r) => r.browser_id === old) ? undefined : rows;
      });
      expect(left.map((r) => r.browser_id)).toEqual([kept]);
    } finally {
      await fresh.close();
    }
  });
});

describeEachDb('the analytics collector: limits and switches', (kind) => {
  it('rate limit per client address → 429 with a Swedish {detail} and Retry-After; other addresses go on', async () => {
    const ctx = await createTestApp(kind, { analytics: { enabled: true, adminToken: undefined, batchesPerMinute: 3 } });
    try {
      const send = (remoteAddress: string) => request<ErrorBody>(ctx.app, { method: 'POST', url: URL, body: batch([pageView()]), remoteAddress });
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await send('198.51.100.20')).status);
      expect(codes).toEqual([204, 204, 204, 429]);
      const refused = await send('198.51.100.20');
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/^För många försök\. Försök igen om \d+ sekunder?\.$|^För många försök\. Försök igen om 1 minut\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send('198.51.100.21')).status).toBe(204);
      const stored = await queryRows<{ n: number }>(ctx.handle.db, sql`select count(*)::int as n from analytics_events`);
      expect(Number(stored[0]!.n)).toBe(4);
    } finally {
      await ctx.close();
    }
  });

  it('ANALYTICS_ENABLED=false: batches are still checked and answered 204, nothing is stored; no summary (404)', async () => {
    const ctx = await createTestApp(kind, { analytics: { enabled: false, adminToken: ADMIN_TOKEN, batchesPerMinute: undefined } });
    try {
      expect((await request(ctx.app, { method: 'POST', url: URL, body: batch([pageView()]), remoteAddress: freshIp() })).status).toBe(204);
      expect((await request(ctx.app, { method: 'POST', url: URL, body: batch([]), remoteAddress: freshIp() })).status).toBe(400);
      const stored = await queryRows<{ n: number }>(ctx.handle.db, sql`select count(*)::int as n from analytics_events`);
      expect(Number(stored[0]!.n)).toBe(0);
      const summary = await request<ErrorBody>(ctx.app, { method: 'GET', url: SUMMARY, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(summary.status).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describeEachDb('the analytics summary, GET /api/v1/events/summary', (kind) => {
  let ctx: TestContext;
  let unconfigured: TestContext;
  const today = stockholmDay(new Date());
  beforeAll(async () => {
    [ctx, unconfigured] = await Promise.all([
      createTestApp(kind, { analytics: { enabled: true, adminToken: ADMIN_TOKEN, batchesPerMinute: undefined } }),
      createTestApp(kind),
    ]);
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    const ev = (day: string, browserId: string, name: string, props: Record<string, unknown> = {}) => ({ day, browserId, name, props, occurredAt: at(day), receivedAt: at(day) });
    const d2 = addDays(today, -2);
    await ctx.handle.db.insert(analyticsEvents).values([
      // Outside a 3-day window.
      ev(addDays(today, -3), 'gammal-webblasare-01', 'c_page_view', { route: 'about' }),
      ev(addDays(today, -3), 'gammal-webblasare-01', 'c_winefinder_answer', { question_id: 'food' }),
      ev(addDays(today, -3), 'gammal-webblasare-02', 'c_winefinder_answer', { question_id: 'food' }),
      ev(addDays(today, -3), 'gammal-webblasare-03', 'c_winefinder_answer', { question_id: 'style' }),
      // Browser B reached results that day without an answer event in it (it started the day before): it counts.
      ev(addDays(today, -3), 'webblasare-bbbbbbbb', 'c_winefinder_results', { answered: 5, result_count: 0 }),
      // Two days ago: browser A starts and completes the wine finder, browser B only starts it.
      ev(d2, 'webblasare-aaaaaaaa', 'c_page_view', { route: 'home' }),
      ev(d2, 'webblasare-aaaaaaaa', 'c_page_view', { route: 'winefinder' }),
      ev(d2, 'webblasare-aaaaaaaa', 'c_winefinder_answer', { question_id: 'food' }),
      ev(d2, 'webblasare-aaaaaaaa', 'c_winefinder_answer', { question_id: 'style' }),
      ev(d2, 'webblasare-aaaaaaaa', 'c_winefinder_results', { answered: 2, result_count: 8 }),
      ev(d2, 'webblasare-bbbbbbbb', 'c_page_view', { route: 'home' }),
      ev(d2, 'webblasare-bbbbbbbb', 'c_winefinder_answer', { question_id: 'food' }),
      // Yesterday: nothing. Today: more views.
      ev(today, 'webblasare-cccccccc', 'c_page_view', { route: 'home' }),
      ev(today, 'webblasare-cccccccc', 'c_page_view', { route: 'product' }),
      ev(today, 'webblasare-cccccccc', 'c_page_view', { route: 'product' }),
      ev(today, 'webblasare-cccccccc', 'c_search', { kind: 'wine', result_count: 0 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([ctx?.close(), unconfigured?.close()]);
  });

  const summary = (app: TestContext, headers: Record<string, string> = {}, query = '') =>
    request<AnalyticsSummary & ErrorBody>(app.app, { method: 'GET', url: `${SUMMARY}${query}`, headers });
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

  it('not configured (no ANALYTICS_ADMIN_TOKEN): 404 {detail}, whatever is sent', async () => {
    for (const headers of [{}, admin]) {
      const res = await summary(unconfigured, headers);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Hittades inte.' });
    }
  });

  it('no token, a wrong one or a user token: 401 {detail} in Swedish with WWW-Authenticate: Bearer', async () => {
    const user = await registerUser(ctx.app);
    const wrong: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer' },
      { authorization: `Bearer ${ADMIN_TOKEN}x` },
      { authorization: `Bearer ${ADMIN_TOKEN.slice(0, -1)}` },
      { authorization: `Bearer ${ADMIN_TOKEN} extra` },
      { authorization: `Token ${ADMIN_TOKEN}` },
      { authorization: ADMIN_TOKEN },
      user.headers,
    ];
    for (const headers of wrong) {
      const res = await summary(ctx, headers, '?days=0');
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body).toEqual({ detail: WRONG_ADMIN_TOKEN });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('the admin token: counts per name and day (every day, oldest first), top routes, wine finder completion; never cached', async () => {
    const res = await summary(ctx, admin, '?days=3');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-cache']).toBeUndefined();
    const zero = { c_page_view: 0, c_search: 0, c_winefinder_answer: 0, c_winefinder_results: 0, c_wine_saved: 0, c_list_created: 0, c_newsletter_signup: 0, c_store_selected: 0 };
    expect(res.body).toEqual({
      from: addDays(today, -2),
      to: today,
      days: [
        { day: addDays(today, -2), counts: { ...zero, c_page_view: 3, c_winefinder_answer: 3, c_winefinder_results: 1 } },
        { day: addDays(today, -1), counts: zero },
        { day: today, counts: { ...zero, c_page_view: 3, c_search: 1 } },
      ],
      top_routes: [
        { route: 'home', views: 3 },
        { route: 'product', views: 2 },
        { route: 'winefinder', views: 1 },
      ],
      winefinder: { started: 2, completed: 1, completion_rate: 0.5 },
    });
    // Case-insensitive scheme, as HTTP has it.
    expect((await summary(ctx, { authorization: `bearer ${ADMIN_TOKEN}` }, '?days=3')).status).toBe(200);
  });

  it('the default is 30 days; a longer window takes in older days; the rate has three decimals; bad days → 400', async () => {
    const res = await summary(ctx, admin);
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(30);
    expect(res.body.from).toBe(addDays(today, -29));
    expect(res.body.top_routes.map((r) => r.route)).toEqual(['home', 'product', 'about', 'winefinder']);
    // Per browser-day (B's two days are two): 3 more started, B's second day completed → 6 started, 2 completed.
    expect(res.body.winefinder).toEqual({ started: 6, completed: 2, completion_rate: 0.333 });
    expect((await summary(ctx, admin, '?days=1')).body.winefinder).toEqual({ started: 0, completed: 0, completion_rate: null });
    for (const days of ['0', '91', 'x', '1.5']) {
      const bad = await summary(ctx, admin, `?days=${days}`);
      expect(bad.status, days).toBe(400);
      expect(Object.keys(bad.body)).toEqual(['days']);
    }
  });

  it('top routes: at most ten, most viewed first, ties by name', async () => {
    const routes = ['about', 'dish', 'dishes', 'filter', 'list', 'lists', 'login', 'newsletter', 'profile', 'register', 'reset', 'search'];
    const body: AnalyticsBatch = { browser_id: browserId(), events: routes.map((route) => ({ name: 'c_page_view', props: { route }, at: new Date().toISOString() })) } as AnalyticsBatch;
    const fresh = await createTestApp(kind, { analytics: { enabled: true, adminToken: ADMIN_TOKEN, batchesPerMinute: undefined } });
    try {
      expect((await request(fresh.app, { method: 'POST', url: URL, body, remoteAddress: freshIp() })).status).toBe(204);
      expect((await request(fresh.app, { method: 'POST', url: URL, body: batch([pageView('search'), pageView('search'), pageView('reset')]), remoteAddress: freshIp() })).status).toBe(204);
      const res = await summary(fresh, admin, '?days=1');
      expect(res.body.top_routes).toEqual([
        { route: 'search', views: 3 },
        { route: 'reset', views: 2 },
        ...['about', 'dish', 'dishes', 'filter', 'list', 'lists', 'login', 'newsletter'].map((route) => ({ route, views: 1 })),
      ]);
    } finally {
      await fresh.close();
    }
  });
});
