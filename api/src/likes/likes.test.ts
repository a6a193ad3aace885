import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '../test/harness';
import { importCatalog } from '../import/importer';
import { insertProducts, registerUser, type TestUser } from '../auth/testing';

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
  const like = (product: unknown, headers: Record<string, string> = user.headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/user-product-likes/', payload: { product }, headers });
  const unlike = (product: unknown, headers: Record<string, string> = user.headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/user-product-likes/unlike-product/', payload: { product }, headers });
  const profile = async () => (await ctx.app.inject({ method: 'GET', url: '/auth/profile/', headers: user.headers })).json();

  it('likes a wine (201, then 200 with the same like), shows it in the profile with a ProductSummary', async () => {
    const first = await like(products[1]);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({ id: expect.any(Number), product: { id: products[1], name: 'Annat vin', style: 'white', likes_count: 1, food_tags: [{ name: 'Fisk' }] } });
    const again = await like(String(products[1]));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(body.id);
    await like(products[0]);
    const liked = (await profile()).liked_products;
    expect(liked.map((l: { product: { id: number } }) => l.product.id)).toEqual([products[0], products[1]]);
  });

  it('unlikes (204, idempotent)', async () => {
    expect((await unlike(products[0])).statusCode).toBe(204);
    expect((await unlike(products[0])).statusCode).toBe(204);
    expect((await profile()).liked_products.map((l: { product: { id: number } }) => l.product.id)).toEqual([products[1]]);
  });

  it('validates the product: unknown → 400, malformed → 400, anonymous → 401', async () => {
    const unknown = await like(987654);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ product: ['Produkten finns inte.'] });
    expect((await unlike(987654)).statusCode).toBe(400);
    for (const bad of ['abc', -1, 0, 1.5, 99999999999, null, [], {}, true]) {
      const res = await like(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().product).toBeDefined();
    }
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/v1/user-product-likes/', payload: {}, headers: user.headers });
    expect(missing.json()).toEqual({ product: ['Detta fält är obligatoriskt.'] });
    expect((await like(products[0], {})).statusCode).toBe(401);
    expect((await unlike(products[0], {})).statusCode).toBe(401);
  });

  it('keeps likes of wines that get discontinued', async () => {
    await ctx.handle.db.execute(sql`update products set is_discontinued = true where id = ${products[1]!}`);
    const liked = (await profile()).liked_products;
    expect(liked[0].product).toMatchObject({ id: products[1], is_discontinued: true });
  });

  it('works with wines imported from the real Systembolaget data', async () => {
    await importCatalog(ctx.handle.db, [path.join(ctx.config.sharedDataDir, 'systembolaget-assortment-sample-100.json')]);
    const { rows } = (await ctx.handle.db.execute(
      sql`select id from products where source_id not like 'test-%' and producer_id is not null and country_id is not null order by id limit 1`,
    )) as unknown as { rows: Array<{ id: number }> };
    const id = rows[0]!.id;
    const res = await like(id);
    expect(res.statusCode).toBe(201);
    const product = res.json().product;
    expect(product.producer).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(product.country).toMatchObject({ name: expect.any(String) });
    expect(product.price).toBeGreaterThan(0);
  });
});
