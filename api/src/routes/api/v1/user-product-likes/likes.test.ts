import type { ErrorBody, LikedProduct, Profile } from '@vinkompassen/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { catalogChanged } from '@/features/catalog-read-model';
import { importCatalog } from '@/features/import/importer';
import { realAssortmentFile } from '@/testing/import-fixtures';
import { insertProducts } from '@/testing/products';
import { request } from '@/testing/request';
import { registerUser, type TestUser } from '@/testing/users';

describeEachDb('likes', (kind) => {
  let ctx: TestContext;
  let user: TestUser;
  let products: number[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    user = await registerUser(ctx.app);
    products = await insertProducts(ctx.handle.db, [{ name: 'Gillat vin' }, { name: 'Annat vin', style: 'white', foods: ['Fisk'] }]);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const like = <T = LikedProduct>(product: unknown, headers: Record<string, string> = user.headers) =>
    request<T>(ctx.app, { method: 'POST', url: '/api/v1/user-product-likes/', body: { product }, headers });
  const unlike = (product: unknown, headers: Record<string, string> = user.headers) =>
    request<ErrorBody | string>(ctx.app, { method: 'POST', url: '/api/v1/user-product-likes/unlike-product/', body: { product }, headers });
  const profile = async () => (await request<Profile>(ctx.app, { method: 'GET', url: '/auth/profile/', headers: user.headers })).body;

  it('likes a wine (201, then 200 with the same like), shows it in the profile with a ProductSummary', async () => {
    const first = await like(products[1]);
    expect(first.status).toBe(201);
    const body = first.body;
    expect(body).toMatchObject({ id: expect.any(Number), product: { id: products[1], name: 'Annat vin', style: 'white', likes_count: 1, food_tags: [{ name: 'Fisk' }] } });
    const again = await like(String(products[1]));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(body.id);
    await like(products[0]);
    const liked = (await profile()).liked_products;
    expect(liked.map((l) => l.product.id)).toEqual([products[0], products[1]]);
  });

  it('unlikes (204, idempotent)', async () => {
    expect((await unlike(products[0])).status).toBe(204);
    expect((await unlike(products[0])).status).toBe(204);
    expect((await profile()).liked_products.map((l) => l.product.id)).toEqual([products[1]]);
  });

  it('validates the product: unknown → 400, malformed → 400, anonymous → 401', async () => {
    const unknown = await like<ErrorBody>(987654);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ product: ['Produkten finns inte.'] });
    expect((await unlike(987654)).status).toBe(400);
    for (const bad of ['abc', -1, 0, 1.5, 99999999999, null, [], {}, true]) {
      const res = await like<ErrorBody>(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.product).toBeDefined();
    }
    const missing = await request<ErrorBody>(ctx.app, { method: 'POST', url: '/api/v1/user-product-likes/', body: {}, headers: user.headers });
    expect(missing.body).toEqual({ product: ['Detta fält är obligatoriskt.'] });
    expect((await like(products[0], {})).status).toBe(401);
    expect((await unlike(products[0], {})).status).toBe(401);
  });

  it('keeps likes of wines that get discontinued', async () => {
    await ctx.handle.db.execute(sql`update products set is_discontinued = true where id = ${products[1]!}`);
    // As an import leaves it: the catalog read model hears of the change.
    catalogChanged(ctx.handle.db);
    const liked = (await profile()).liked_products;
    expect(liked[0]!.product).toMatchObject({ id: products[1], is_discontinued: true });
  });

  it('works with wines imported from the real Systembolaget data', async () => {
    await importCatalog(ctx.handle.db, [realAssortmentFile()]);
    const { rows } = (await ctx.handle.db.execute(
      sql`select id from products where source_id not like 'test-%' and producer_id is not null and country_id is not null order by id limit 1`,
    )) as unknown as { rows: Array<{ id: number }> };
    const id = rows[0]!.id;
    const res = await like(id);
    expect(res.status).toBe(201);
    const product = res.body.product;
    expect(product.producer).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(product.country).toMatchObject({ name: expect.any(String) });
    expect(product.price).toBeGreaterThan(0);
  });
});
