import { Catalog, CatalogListResponse, CatalogSaveResponse, SavedCatalogsResponse, type ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '@/testing/users';
import { describeEachDb } from '@/testing/app';
import type { OpenApiDocument } from '@/testing/openapi-routes';
import { request } from '@/testing/request';
import { createImportedTestApp, sampleSeedFile, sqlRows, type ImportedContext } from '@/testing/import-fixtures';
import { refreshLiveCatalogs, resetLiveRefreshThrottle } from '@/features/editorial-lists/live';
import { likesChanged } from '@/features/likes';
import { CatalogSeedFile, loadSeedFile, seedCatalogs } from '@/features/editorial-lists/seed';

describe('seed file', () => {
  it('is valid, with unique slugs and either a rule or hand-picked products (production and the sample fixture)', () => {
    const entries = loadSeedFile();
    expect(entries.filter((c) => c.kind === 'list').length).toBeGreaterThanOrEqual(5);
    expect(entries.filter((c) => c.kind === 'toplist').length).toBeGreaterThanOrEqual(4);
    expect(loadSeedFile(sampleSeedFile).some((c) => c.products)).toBe(true);
    // Moderation: nothing ranks by alcohol.
    for (const c of [...entries, ...loadSeedFile(sampleSeedFile)]) expect(JSON.stringify(c)).not.toMatch(/alcohol|alkohol/i);
  });

  it('rejects malformed entries', () => {
    const base = { slug: 'x', kind: 'list', name: 'X', description: '' };
    expect(CatalogSeedFile.safeParse({ catalogs: [base] }).success).toBe(false); // neither rule nor products
    expect(CatalogSeedFile.safeParse({ catalogs: [{ ...base, products: ['1'], rule: { text: 't' } }] }).success).toBe(false);
    expect(CatalogSeedFile.safeParse({ catalogs: [{ ...base, kind: 'other', products: [] }] }).success).toBe(false);
    expect(CatalogSeedFile.safeParse({ catalogs: [{ ...base, rule: { text: 't', filter: { style: 'blue' } } }] }).success).toBe(false);
    expect(CatalogSeedFile.safeParse({ catalogs: [{ ...base, rule: { text: 't', sort: 'alcohol' } }] }).success).toBe(false);
    expect(CatalogSeedFile.safeParse({ catalogs: [{ ...base, products: [] }, { ...base, products: [] }] }).success).toBe(false);
    // 'saved' is the path of the saved-catalogs route.
    expect(CatalogSeedFile.safeParse({ catalogs: [{ ...base, slug: 'saved', products: ['1'] }] }).success).toBe(false);
    expect(CatalogSeedFile.safeParse({ catalogs: [{ ...base, rule: { text: 't', filter: { organic: true, price_max: 100 } } }] }).success).toBe(true);
  });
});

describeEachDb('catalogs API', (kind) => {
  let ctx: ImportedContext;
  const get = async <T = unknown>(url: string) => {
    const { status, body } = await request<T>(ctx.app, { method: 'GET', url });
    return { status, body };
  };
  const catalog = async (slug: string) => Catalog.parse((await get<Catalog>(`/api/v1/catalogs/${slug}`)).body);

  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('rules are evaluated against the imported wines', async () => {
    const organic = await catalog('ekologiska-viner');
    expect(organic.product_list.length).toBeGreaterThan(0);
    expect(organic.product_list.every((p) => p.is_organic)).toBe(true);
    const [n] = await sqlRows<{ n: number }>(ctx, `select count(*)::int as n from products where is_organic and not is_discontinued`);
    expect(organic.product_count).toBe(Math.min(40, n!.n));
    expect(organic.rule_text).toMatch(/Ekologiskt/);

    const cheapReds = await catalog('roda-under-120-kr');
    expect(cheapReds.product_list.length).toBeGreaterThan(0);
    expect(cheapReds.product_list.every((p) => p.style === 'red' && p.price <= 120)).toBe(true);
    const prices = cheapReds.product_list.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const fish = await catalog('till-fisk');
    expect(fish.product_list.every((p) => p.food_tags.some((t) => t.slug === 'fisk'))).toBe(true);

    // Value: described wines (clocks + food symbols) by price per 75 cl, not by alcohol.
    const value = await catalog('prisvarda-roda');
    expect(value.product_list.length).toBeGreaterThan(1);
    for (const p of value.product_list) {
      expect(p.style).toBe('red');
      expect(p.taste_clocks.body).not.toBeNull();
      expect(p.food_tags.length).toBeGreaterThan(0);
    }
    const per75 = value.product_list.map((p) => (p.price * 750) / (p.volume_ml ?? 750));
    expect(per75).toEqual([...per75].sort((a, b) => a - b));

    const newest = await catalog('nytt-i-sortimentet');
    expect(newest.product_list[0]!.product_number).toBe('9900001');
  });

  it('hand-picked catalogs keep the order of the seed file', async () => {
    const entry = loadSeedFile(sampleSeedFile).find((c) => c.slug === 'redaktionens-val')!;
    const picked = await catalog('redaktionens-val');
    expect(picked.product_list.map((p) => p.product_number)).toEqual(entry.products);
    expect(picked.rule_text).toBeNull();
    expect(picked.kind).toBe('list');
  });

  it('GET /api/v1/catalogs/: lists non-empty catalogs with previews; search, count, kind, page', async () => {
    const res = await get<CatalogListResponse>('/api/v1/catalogs/?page_size=100');
    expect(res.status).toBe(200);
    const all = CatalogListResponse.parse(res.body);
    const seeded = ctx.imported.catalogs.filter((c) => c.products > 0);
    expect(all.count).toBe(seeded.length);
    expect(all.results.map((c) => c.slug)).not.toContain('mest-sparade'); // empty until someone saves a wine
    for (const c of all.results) {
      expect(c.preview.length).toBe(Math.min(4, c.product_count));
    }
    expect(all.results.map((c) => c.kind)).toEqual([...all.results.map((c) => c.kind)].sort()); // lists, then top lists

    const two = CatalogListResponse.parse((await get<CatalogListResponse>('/api/v1/catalogs/?count=2')).body);
    expect(two.results).toHaveLength(2);
    expect(two.next).toBe('http://localhost/api/v1/catalogs/?count=2&page=2');
    const toplists = CatalogListResponse.parse((await get<CatalogListResponse>('/api/v1/catalogs/?kind=toplist&page_size=100')).body);
    expect(toplists.results.length).toBeGreaterThan(0);
    expect(toplists.results.every((c) => c.kind === 'toplist')).toBe(true);
    const found = CatalogListResponse.parse((await get<CatalogListResponse>('/api/v1/catalogs/?search=ekologisk')).body);
    expect(found.results[0]!.slug).toBe('ekologiska-viner');
    expect(CatalogListResponse.parse((await get<CatalogListResponse>('/api/v1/catalogs/?search=prisvarda')).body).results[0]!.slug).toMatch(/^prisvarda-/);
    expect(CatalogListResponse.parse((await get<CatalogListResponse>('/api/v1/catalogs/?search=rda%20viner%20under')).body).results[0]!.slug).toBe('roda-under-120-kr');
  });

  it('GET /api/v1/catalogs/{id}: by id or slug; 404 unknown; 400 malformed', async () => {
    const bySlug = await get<Catalog>('/api/v1/catalogs/redaktionens-val/');
    const byId = await get<Catalog>(`/api/v1/catalogs/${bySlug.body.id}`);
    expect(byId.body).toEqual(bySlug.body);
    expect(bySlug.body.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await get<ErrorBody>('/api/v1/catalogs/finns-inte')).toEqual({ status: 404, body: { detail: 'Listan hittades inte.' } });
    expect((await get<ErrorBody>('/api/v1/catalogs/999999')).status).toBe(404);
    expect((await get<ErrorBody>('/api/v1/catalogs/%C3%A5%C3%A4%C3%B6')).status).toBe(400);
    const bad = await get<ErrorBody>('/api/v1/catalogs/?count=0&kind=magazine&page=x');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['count', 'kind', 'page']);
  });

  it('discontinued wines drop out of catalogs', async () => {
    const before = await catalog('redaktionens-val');
    const first = before.product_list[0]!;
    await sqlRows(ctx, `update products set is_discontinued = true where id = $1`, [first.id]);
    try {
      const after = await catalog('redaktionens-val');
      expect(after.product_count).toBe(before.product_count - 1);
      expect(after.product_list.map((p) => p.id)).not.toContain(first.id);
    } finally {
      await sqlRows(ctx, `update products set is_discontinued = false where id = $1`, [first.id]);
    }
  });

  it("'most saved' is refreshed live from likes", async () => {
    const [p] = await sqlRows<{ id: number }>(ctx, `select id from products where product_number = '7630801'`);
    const [u] = await sqlRows<{ id: number }>(
      ctx,
      `insert into users (slug, email, password_hash) values ('saver', 'saver@example.com', 'x') returning id`,
    );
    await sqlRows(ctx, `insert into product_likes (user_id, product_id) values ($1, $2)`, [Number(u!.id), Number(p!.id)]);
    // Written behind the API's back: told as the likes route tells it.
    likesChanged(ctx.handle.db);
    await sqlRows(ctx, `update catalogs set updated_at = now() - interval '1 hour' where slug = 'mest-sparade'`);
    resetLiveRefreshThrottle();
    await refreshLiveCatalogs(ctx.handle.db);
    const most = await catalog('mest-sparade');
    expect(most.product_list.map((x) => x.id)).toEqual([Number(p!.id)]);
    expect(most.product_list[0]!.likes_count).toBe(1);
    // And a re-seed is idempotent: same catalogs, same ids.
    const ids = await sqlRows<{ id: number; slug: string }>(ctx, `select id, slug from catalogs order by id`);
    await seedCatalogs(ctx.handle.db, loadSeedFile(sampleSeedFile));
    expect(await sqlRows(ctx, `select id, slug from catalogs order by id`)).toEqual(ids);
  });

  describe('follow/save a catalog', () => {
    const call = async <T = unknown>(method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) => {
      const { status, body } = await request<T>(ctx.app, { method, url, headers });
      return { status, body };
    };

    it('anonymous: 401 on save, unsave and the saved list; reads say not saved', async () => {
      const unauthorized = { status: 401, body: { detail: 'Du behöver logga in.' } };
      expect(await call('POST', '/api/v1/catalogs/redaktionens-val/save/')).toEqual(unauthorized);
      expect(await call('DELETE', '/api/v1/catalogs/redaktionens-val/save/')).toEqual(unauthorized);
      expect(await call('GET', '/api/v1/catalogs/saved/')).toEqual(unauthorized);
      // Login comes first: an unknown catalog is not revealed to anonymous callers either.
      expect((await call('POST', '/api/v1/catalogs/finns-inte/save/')).status).toBe(401);
      const detail = await catalog('redaktionens-val');
      expect(detail.is_saved).toBe(false);
      const all = CatalogListResponse.parse((await get<CatalogListResponse>('/api/v1/catalogs/?page_size=100')).body);
      expect(all.results.every((c) => c.is_saved === false)).toBe(true);
    });

    it('a bad token is refused on catalog routes too', async () => {
      const res = await call('GET', '/api/v1/catalogs/redaktionens-val', { authorization: `Token ${'0'.repeat(64)}` });
      expect(res.status).toBe(401);
    });

    it('save by slug or id: 201 then 200; unsave is idempotent; counts, is_saved and the saved list follow', async () => {
      const anna = await registerUser(ctx.app);
      const bo = await registerUser(ctx.app);
      const picked = await catalog('redaktionens-val');
      const organic = await catalog('ekologiska-viner');
      const base = picked.saves_count;

      const first = await call<CatalogSaveResponse>('POST', '/api/v1/catalogs/redaktionens-val/save/', anna.headers);
      expect(first.status).toBe(201);
      expect(CatalogSaveResponse.parse(first.body)).toEqual({ saved: true, saves_count: base + 1 });
      const again = await call<CatalogSaveResponse>('POST', `/api/v1/catalogs/${picked.id}/save/`, anna.headers);
      expect(again).toEqual({ status: 200, body: { saved: true, saves_count: base + 1 } });
      expect((await call<CatalogSaveResponse>('POST', '/api/v1/catalogs/redaktionens-val/save/', bo.headers)).body.saves_count).toBe(base + 2);
      expect((await call('POST', '/api/v1/catalogs/ekologiska-viner/save/', anna.headers)).status).toBe(201);

      const seen = Catalog.parse((await call<Catalog>('GET', '/api/v1/catalogs/redaktionens-val', anna.headers)).body);
      expect(seen).toMatchObject({ is_saved: true, saves_count: base + 2 });
      expect((await catalog('redaktionens-val')).is_saved).toBe(false); // anonymous
      const listed = CatalogListResponse.parse((await call<CatalogListResponse>('GET', '/api/v1/catalogs/?page_size=100', anna.headers)).body);
      expect(listed.results.filter((c) => c.is_saved).map((c) => c.slug).sort()).toEqual(['ekologiska-viner', 'redaktionens-val']);

      // Most recently saved first, with previews like the catalog list.
      const saved = SavedCatalogsResponse.parse((await call<SavedCatalogsResponse>('GET', '/api/v1/catalogs/saved/', anna.headers)).body);
      expect(saved.map((c) => c.slug)).toEqual(['ekologiska-viner', 'redaktionens-val']);
      expect(saved.every((c) => c.is_saved)).toBe(true);
      expect(saved[0]!.preview.length).toBe(Math.min(4, organic.product_count));
      expect((await call<SavedCatalogsResponse>('GET', '/api/v1/catalogs/saved/', bo.headers)).body.map((c) => c.slug)).toEqual(['redaktionens-val']);

      const removed = await call<CatalogSaveResponse>('DELETE', `/api/v1/catalogs/${picked.id}/save/`, anna.headers);
      expect(removed).toEqual({ status: 200, body: { saved: false, saves_count: base + 1 } });
      expect(await call<CatalogSaveResponse>('DELETE', '/api/v1/catalogs/redaktionens-val/save/', anna.headers)).toEqual(removed);
      expect((await call<Catalog>('GET', '/api/v1/catalogs/redaktionens-val', anna.headers)).body.is_saved).toBe(false);
      expect((await call<SavedCatalogsResponse>('GET', '/api/v1/catalogs/saved/', anna.headers)).body.map((c) => c.slug)).toEqual(['ekologiska-viner']);
    });

    it('404 for an unknown catalog, 400 for a malformed id', async () => {
      const anna = await registerUser(ctx.app);
      const notFound = { status: 404, body: { detail: 'Listan hittades inte.' } };
      expect(await call('POST', '/api/v1/catalogs/finns-inte/save/', anna.headers)).toEqual(notFound);
      expect(await call('DELETE', '/api/v1/catalogs/999999/save/', anna.headers)).toEqual(notFound);
      expect((await call('POST', '/api/v1/catalogs/%C3%A5%C3%A4%C3%B6/save/', anna.headers)).status).toBe(400);
    });

    it('deleting the account removes its saves', async () => {
      const carl = await registerUser(ctx.app);
      const before = (await catalog('ekologiska-viner')).saves_count;
      expect((await call('POST', '/api/v1/catalogs/ekologiska-viner/save/', carl.headers)).status).toBe(201);
      expect((await catalog('ekologiska-viner')).saves_count).toBe(before + 1);
      expect((await call('DELETE', '/auth/delete-account/', carl.headers)).status).toBeLessThan(300);
      const [left] = await sqlRows<{ n: number }>(ctx, `select count(*)::int as n from saved_catalogs where user_id = $1`, [carl.id]);
      expect(left!.n).toBe(0);
      expect((await catalog('ekologiska-viner')).saves_count).toBe(before);
    });
  });

  it('documents the catalog routes', async () => {
    const doc = (await get<OpenApiDocument>('/api/docs/json')).body;
    expect(doc.paths).toHaveProperty(['/api/v1/catalogs/']);
    expect(doc.paths).toHaveProperty(['/api/v1/catalogs/{id}']);
    expect(doc.paths).toHaveProperty(['/api/v1/catalogs/saved/', 'get', 'security']);
    expect(Object.keys(doc.paths['/api/v1/catalogs/{id}/save/']!).sort()).toEqual(['delete', 'post']);
  });
});
