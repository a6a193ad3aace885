import { SitemapResponse, type UserList } from '@vinkompassen/shared-contracts/schemas';
import { isIndexedPath } from '@vinkompassen/shared-contracts/routes';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import { createImportedTestApp, sqlRows, type ImportedContext } from '@/testing/import-fixtures';
import { request } from '@/testing/request';
import { registerUser } from '@/testing/users';

describeEachDb('GET /api/v1/sitemap/', (kind) => {
  let ctx: ImportedContext;
  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const sitemap = async () => {
    const res = await request<SitemapResponse>(ctx.app, { method: 'GET', url: '/api/v1/sitemap/' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    return SitemapResponse.parse(res.body);
  };
  const paths = (entries: { path: string }[]) => entries.map((e) => e.path);

  it('every current wine, catalog and dish, and the fixed public pages, with lastmod when known', async () => {
    const body = await sitemap();
    expect(paths(body.pages)).toEqual(['/', '/toplists', '/lists', '/dishes', '/winefinder', '/about', '/newsletter', '/terms']);
    const wines = await sqlRows<{ slug: string }>(ctx, 'select slug from products where not is_discontinued order by id');
    expect(paths(body.products)).toEqual(wines.map((w) => `/product/${w.slug}`));
    for (const p of body.products) expect(new Date(p.lastmod!).toISOString()).toBe(p.lastmod);
    expect(body.catalogs.length).toBeGreaterThan(0);
    for (const c of body.catalogs) {
      expect(c.path).toMatch(/^\/list\/[a-z0-9-]+$/);
      expect(c.lastmod).not.toBeNull();
    }
    expect(paths(body.dishes)).toContain('/dishes/lax-i-ugn');
    expect(paths(body.dishes)).toContain('/dishes/fisk');
    expect(body.dishes.length).toBeGreaterThanOrEqual(150);
    // The sitemap and the pages' robots meta agree: nothing listed is a page marked noindex.
    for (const path of Object.values(body).flatMap(paths)) expect(isIndexedPath(path), path).toBe(true);
  });

  it('public user lists and the profiles that show something; never a private list or a bare profile', async () => {
    const [wine] = await sqlRows<{ id: number }>(ctx, 'select id from products where not is_discontinued order by id limit 1');
    const lister = await registerUser(ctx.app, { name: 'Med lista' });
    const secretive = await registerUser(ctx.app, { name: 'Bara privat' });
    const liker = await registerUser(ctx.app, { name: 'Visar gillade' });
    const bare = await registerUser(ctx.app, { name: 'Inget publikt' });
    const post = async <T>(url: string, user: typeof lister, body: object) =>
      (await request<T>(ctx.app, { method: 'POST', url, headers: user.headers, body })).body;
    const open = await post<UserList>('/api/v1/user-lists/', lister, { name: 'Öppen lista', is_public: true, products: [wine!.id] });
    const hidden = await post<UserList>('/api/v1/user-lists/', secretive, { name: 'Hemlig', is_public: false });
    await post('/api/v1/user-product-likes/', liker, { product: wine!.id });
    await request(ctx.app, { method: 'PUT', url: '/auth/profile/', headers: liker.headers, body: { likes_are_public: true } });
    await post('/api/v1/user-product-likes/', bare, { product: wine!.id });

    const body = await sitemap();
    expect(paths(body.user_lists)).toContain(`/user-list/${open.slug}`);
    expect(paths(body.user_lists)).not.toContain(`/user-list/${hidden.slug}`);
    expect(body.user_lists.find((l) => l.path.endsWith(open.slug))?.lastmod).toBe(open.updated_at);
    expect(paths(body.users)).toEqual(expect.arrayContaining([`/user/${lister.slug}`, `/user/${liker.slug}`]));
    expect(paths(body.users)).not.toContain(`/user/${secretive.slug}`);
    expect(paths(body.users)).not.toContain(`/user/${bare.slug}`);
    expect(JSON.stringify(body)).not.toContain('Hemlig');

    // Made private: gone from the sitemap, and so is its owner's profile.
    await request(ctx.app, { method: 'PATCH', url: `/api/v1/user-lists/${open.id}`, headers: lister.headers, body: { is_public: false } });
    const after = await sitemap();
    expect(paths(after.user_lists)).not.toContain(`/user-list/${open.slug}`);
    expect(paths(after.users)).not.toContain(`/user/${lister.slug}`);
  });
});
