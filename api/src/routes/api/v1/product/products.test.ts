import {
  Product,
  ProductCatalogsResponse,
  ProductListResponse,
  ProductSummary,
  type ErrorBody,
} from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import { IMPORT_STAMP_TTL_MS } from '@/features/catalog-read-model';
import { likesChanged } from '@/features/likes';
import {
  createImportedTestApp,
  readRaw,
  realAssortmentFile,
  sqlRows,
  type ImportedContext,
} from '@/testing/import-fixtures';
import type { OpenApiDocument } from '@/testing/openapi-routes';
import { request } from '@/testing/request';

const wines = readRaw(realAssortmentFile()).filter((p) => p.categoryLevel1 === 'Vin');
const TOTAL = wines.length + 1; // + the extra Côtes du Rhône of test-support

describeEachDb('products API', (kind) => {
  let ctx: ImportedContext;
  const get = async <T = unknown>(url: string) => {
    const { status, body } = await request<T>(ctx.app, { method: 'GET', url });
    return { status, body };
  };
  const list = async (query: string): Promise<{ count: number; next: string | null; previous: string | null; results: ProductSummary[] }> => {
    const res = await get<ProductListResponse | ErrorBody>(`/api/v1/product/?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ProductListResponse.parse(res.body);
  };

  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('GET /api/v1/product/', () => {
    it('lists every current wine, paginated with absolute next/previous URLs', async () => {
      const page1 = await list('page_size=10');
      expect(page1.count).toBe(TOTAL);
      expect(page1.results).toHaveLength(10);
      expect(page1.previous).toBeNull();
      expect(page1.next).toBe('http://localhost/api/v1/product/?page_size=10&page=2');
      const page2 = await list('page_size=10&page=2');
      expect(page2.previous).toBe('http://localhost/api/v1/product/?page_size=10');
      expect(page2.results.map((p) => p.id)).not.toContain(page1.results[0]!.id);
      const last = await list(`page_size=10&page=${Math.ceil(TOTAL / 10)}`);
      expect(last.next).toBeNull();
      const beyond = await list('page_size=10&page=99');
      expect(beyond.results).toEqual([]);
      expect((await list('')).results).toHaveLength(20); // default page size
      // Also without the trailing slash.
      expect((await get('/api/v1/product?page_size=1')).status).toBe(200);
    });

    it('serializes the product shape', async () => {
      const { results } = await list('search=7389101');
      expect(results[0]).toMatchObject({
        product_number: '7389101',
        name: '11 Minutes',
        name_thin: 'Rosé',
        style: 'rose',
        category: 'Rosévin',
        country: { name: 'Italien', slug: 'italien' },
        region: { name: 'Venetien', slug: 'venetien' },
        price: 159,
        volume_ml: 750,
        vintage: '2022',
        assortment: 'BS',
        assortment_text: 'Ordervaror',
        is_discontinued: false,
        likes_count: 0,
        taste_clocks: { body: 4, sweetness: 1, fruitacid: 10, roughness: null },
      });
      expect(results[0]!.grapes.map((g) => g.name)).toEqual(['Corvina', 'Trebbiano', 'Syrah', 'Carmenère']);
      expect(results[0]!.food_tags).toContainEqual({ slug: 'fisk', name: 'Fisk' });
    });

    it('sends each summary as the contract shapes it: the fields of the wine itself, no others', async () => {
      const { body } = await get<{ results: Record<string, unknown>[] }>('/api/v1/product/?page_size=20&sort=name');
      expect(body.results).toHaveLength(20);
      for (const summary of body.results) {
        const detail = Product.parse((await get(`/api/v1/product/${String(summary.id)}`)).body);
        expect(summary).toEqual(Object.fromEntries(Object.keys(ProductSummary.shape).map((k) => [k, detail[k as keyof Product]])));
      }
    });

    it('filters by style (and the category alias), country, region, grape, price, clocks, food, organic, new, assortment', async () => {
      const reds = await list('style=red&page_size=100');
      expect(reds.count).toBe(wines.filter((w) => w.categoryLevel2 === 'Rött vin').length + 1);
      expect(reds.results.every((p) => p.style === 'red')).toBe(true);
      expect((await list('category=red')).count).toBe(reds.count);
      const redWhite = await list('style=red,white');
      expect((await list('style=red&style=white')).count).toBe(redWhite.count);
      expect(redWhite.count).toBe(reds.count + wines.filter((w) => w.categoryLevel2 === 'Vitt vin').length);

      const italy = await list('country=italien&page_size=100');
      expect(italy.count).toBe(wines.filter((w) => w.country === 'Italien').length);
      expect((await list('country=Italien')).count).toBe(italy.count);
      const priorat = await list('region=priorat&page_size=100');
      expect(priorat.count).toBe(wines.filter((w) => w.originLevel2 === 'Priorat').length);
      const katalonien = await list('region=katalonien&page_size=100');
      expect(katalonien.count).toBe(wines.filter((w) => w.originLevel1 === 'Katalonien').length);
      const albarino = await list('grape=albarino');
      expect(albarino.count).toBe(2);

      const cheap = await list('price_min=100&price_max=130&page_size=100');
      expect(cheap.results.every((p) => p.price >= 100 && p.price <= 130)).toBe(true);
      expect(cheap.count).toBe(wines.filter((w) => (w.price as number) >= 100 && (w.price as number) <= 130).length + 1);

      const full = await list('body_min=8&body_max=12&page_size=100');
      expect(full.results.every((p) => p.taste_clocks.body! >= 8)).toBe(true);
      expect(full.count).toBe(wines.filter((w) => (w.tasteClockBody as number) >= 8).length + 1);
      const soft = await list('roughness_max=6&fruitacid_min=1&sweetness_min=0');
      expect(soft.results.every((p) => p.taste_clocks.roughness !== null && p.taste_clocks.roughness <= 6)).toBe(true);

      const fish = await list('food=fisk&page_size=100');
      expect(fish.count).toBe(wines.filter((w) => (w.tasteSymbols as string[]).includes('Fisk')).length);
      const fishAndShellfish = await list('food=fisk,skaldjur');
      expect(fishAndShellfish.count).toBe(
        wines.filter((w) => ['Fisk', 'Skaldjur'].every((t) => (w.tasteSymbols as string[]).includes(t))).length,
      );
      expect((await list('tag=fisk')).count).toBe(fish.count);
      expect((await list('food=flask')).count).toBe(1); // Fläsk: only the extra Côtes du Rhône

      const organic = await list('organic=true&page_size=100');
      expect(organic.count).toBe(wines.filter((w) => w.isOrganic).length + 1);
      expect((await list('organic=1')).count).toBe(organic.count);
      expect((await list('organic=false')).count).toBe(TOTAL - organic.count);
      expect((await list('new=true')).count).toBe(wines.filter((w) => w.isNews).length + 1);
      const fs = await list('assortment=FS');
      expect(fs.count).toBe(wines.filter((w) => w.assortment === 'FS').length + 1);
      expect((await list('assortment=fs')).count).toBe(fs.count);

      // Empty values are ignored.
      expect((await list('style=&price_min=&food=')).count).toBe(TOTAL);
      const ids = fs.results.slice(0, 2).map((p) => p.id);
      expect((await list(`ids=${ids.join(',')}`)).results.map((p) => p.id).sort()).toEqual([...ids].sort());
    });

    it('sorts by price, name, newest and popularity', async () => {
      const asc = (await list('sort=price&page_size=100')).results.map((p) => p.price);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const desc = (await list('sort=-price&page_size=100')).results.map((p) => p.price);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const names = (await list('sort=name&page_size=100')).results.map((p) => p.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const rnames = (await list('sort=-name&page_size=100')).results.map((p) => p.name.toLowerCase());
      expect(rnames).toEqual([...names].reverse());
      const newest = (await list('sort=newest&page_size=3')).results;
      expect(newest[0]!.product_number).toBe('9900001'); // launched 2025-10-01, the latest
      // Popularity: likes count.
      const target = (await list('search=7345901')).results[0]!;
      const [user] = await sqlRows<{ id: number }>(
        ctx,
        `insert into users (slug, email, password_hash) values ('popular', 'popular@example.com', 'x') returning id`,
      );
      await sqlRows(ctx, `insert into product_likes (user_id, product_id) values ($1, $2)`, [Number(user!.id), target.id]);
      // Written behind the API's back: told as the likes route tells it.
      likesChanged(ctx.handle.db);
      const popular = (await list('sort=popularity&page_size=2')).results;
      expect(popular[0]).toMatchObject({ id: target.id, likes_count: 1 });
    });

    it('hides discontinued wines unless include_discontinued=true', async () => {
      const [row] = await sqlRows<{ id: number }>(ctx, `update products set is_discontinued = true where product_number = '7482401' returning id`);
      // Changed behind the API's back, as an import in another process does (which records its run): drop cached
      // reads now, not after the TTL.
      const imported = async () => {
        await sqlRows(ctx, `insert into import_runs (files, finished_at) values ('["x.json"]'::jsonb, now())`);
        await new Promise((r) => setTimeout(r, IMPORT_STAMP_TTL_MS + 50));
      };
      await imported();
      ctx.app.readCache.clear();
      try {
        expect((await list('')).count).toBe(TOTAL - 1);
        const all = await list('include_discontinued=true&page_size=100');
        expect(all.count).toBe(TOTAL);
        expect(all.results.find((p) => p.id === Number(row!.id))?.is_discontinued).toBe(true);
        // The detail page still works (likes and lists may point at it).
        expect((await get<Product>(`/api/v1/product/${row!.id}`)).body.is_discontinued).toBe(true);
      } finally {
        await sqlRows(ctx, `update products set is_discontinued = false where id = $1`, [Number(row!.id)]);
        await imported();
        ctx.app.readCache.clear();
      }
    });

    it('answers bad input with 400 {field: [messages]}', async () => {
      const bad = await get<ErrorBody>('/api/v1/product/?page=0&page_size=101&style=blue&body_min=13&price_min=abc&organic=maybe&sort=cheap');
      expect(bad.status).toBe(400);
      for (const field of ['page', 'page_size', 'style', 'body_min', 'price_min', 'organic', 'sort']) {
        expect(bad.body[field], field).toEqual([expect.any(String)]);
      }
      const range = await get('/api/v1/product/?price_min=300&price_max=100');
      expect(range.status).toBe(400);
      expect(range.body).toEqual({ price_max: ['Får inte vara mindre än price_min.'] });
      expect((await get('/api/v1/product/?body_min=9&body_max=3')).body).toHaveProperty('body_max');
      expect((await get(`/api/v1/product/?search=${'x'.repeat(201)}`)).status).toBe(400);
      expect((await get('/api/v1/product/?ids=1,abc')).status).toBe(400);
    });
  });

  describe('GET /api/v1/product/{id}', () => {
    it('finds a wine by numeric id or by slug, with description texts', async () => {
      const [row] = await sqlRows<{ id: number; slug: string }>(ctx, `select id, slug from products where product_number = '9010301'`);
      const byId = await get<Product>(`/api/v1/product/${row!.id}`);
      expect(byId.status).toBe(200);
      const product = Product.parse(byId.body);
      expect(product).toMatchObject({
        id: Number(row!.id),
        slug: row!.slug,
        product_number_short: '90103',
        subregion: { name: 'Rías Baixas', slug: 'rias-baixas' },
        source_list: null,
      });
      expect(product.taste).toMatch(/smak/);
      expect(product.usage).toMatch(/Serveras/);
      expect(product.launch_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const bySlug = await get<Product>(`/api/v1/product/${row!.slug}/`);
      expect(bySlug.body).toEqual(byId.body);
      expect((await get<Product>(`/api/v1/product/${row!.slug.toUpperCase()}`)).body.id).toBe(Number(row!.id));
    });

    it('includes source_list when the wine is in that catalog (id or slug), null otherwise', async () => {
      const [row] = await sqlRows<{ id: number; catalog_id: number; slug: string; name: string }>(
        ctx,
        `select cp.product_id as id, c.id as catalog_id, c.slug, c.name from catalog_products cp join catalogs c on c.id = cp.catalog_id
         where c.slug = 'redaktionens-val' order by cp.position limit 1`,
      );
      const expected = { id: Number(row!.catalog_id), slug: row!.slug, name: row!.name };
      expect((await get<Product>(`/api/v1/product/${row!.id}?source_list=redaktionens-val`)).body.source_list).toEqual(expected);
      expect((await get<Product>(`/api/v1/product/${row!.id}?source_list=${row!.catalog_id}`)).body.source_list).toEqual(expected);
      expect((await get<Product>(`/api/v1/product/${row!.id}?source_list=prisvarda-mousserande`)).body.source_list).toBeNull();
      const unknown = await get<Product>(`/api/v1/product/${row!.id}?source_list=finns-inte`);
      expect(unknown.status).toBe(200);
      expect(unknown.body.source_list).toBeNull();
    });

    it('404 for unknown ids and slugs, 400 for malformed ones', async () => {
      expect(await get('/api/v1/product/999999')).toEqual({ status: 404, body: { detail: 'Vinet hittades inte.' } });
      expect((await get('/api/v1/product/no-such-wine')).status).toBe(404);
      expect((await get('/api/v1/product/99999999999999999999')).status).toBe(404);
      const bad = await get<ErrorBody>('/api/v1/product/bad%20slug!');
      expect(bad.status).toBe(400);
      expect(bad.body.id).toEqual([expect.any(String)]);
      expect((await get(`/api/v1/product/1?source_list=${'x'.repeat(201)}`)).status).toBe(400);
    });
  });

  describe('GET /api/v1/product/{id}/catalogs/', () => {
    it("lists the wine's catalogs with its position", async () => {
      const [row] = await sqlRows<{ id: number; slug: string }>(ctx, `select id, slug from products where product_number = '7345901'`);
      const res = await get<ProductCatalogsResponse>(`/api/v1/product/${row!.slug}/catalogs/`);
      expect(res.status).toBe(200);
      const catalogs = ProductCatalogsResponse.parse(res.body);
      expect(catalogs).toContainEqual(expect.objectContaining({ slug: 'redaktionens-val', kind: 'list', position: 1 }));
      expect((await get(`/api/v1/product/${row!.id}/catalogs`)).body).toEqual(res.body);
    });

    it('404 for an unknown wine, 400 for a malformed id', async () => {
      expect((await get('/api/v1/product/999999/catalogs/')).status).toBe(404);
      expect((await get('/api/v1/product/%20/catalogs/')).status).toBe(400);
    });
  });

  it('never answers 500 to odd input on any catalog route', async () => {
    const odd = ['', '-1', '1e400', 'NaN', '%00', "'", 'å', 'a'.repeat(300), '1,2,,3'];
    const params = ['search', 'style', 'country', 'food', 'price_min', 'body_max', 'organic', 'sort', 'page', 'page_size', 'ids', 'assortment'];
    const urls: string[] = [];
    for (const v of odd) {
      const e = encodeURIComponent(v);
      for (const p of params) urls.push(`/api/v1/product/?${p}=${e}`);
      urls.push(`/api/v1/product/${e || 'x'}`, `/api/v1/product/1?source_list=${e}`, `/api/v1/product/${e || 'x'}/catalogs/`);
      urls.push(`/api/v1/store/?search=${e}`, `/api/v1/store/?siteId=${e}`, `/api/v1/stock/?product_id=${e}`, `/api/v1/stock/?site_id=${e}`);
      urls.push(`/api/v1/grapes/?search=${e}`, `/api/v1/grapes/?name=${e}`, `/api/v1/tag-categories/?slug=${e}`);
      urls.push(`/api/v1/catalogs/?search=${e}`, `/api/v1/catalogs/?count=${e}`, `/api/v1/catalogs/${e || 'x'}`);
    }
    for (const url of urls) {
      const res = await request<unknown>(ctx.app, { method: 'GET', url });
      expect(res.status, url).toBeLessThan(500);
    }
    for (const payload of ['[]', '"x"', '{"latitude": null, "longitude": 1}', '{"latitude": "1e400", "longitude": 0}', '{"latitude": true, "longitude": 0}', '{"latitude": "", "longitude": 0}', '{"latitude": 1, "longitude": 2, "limit": 1.5}']) {
      const res = await request<ErrorBody>(ctx.app, { method: 'POST', url: '/api/v1/store/nearby/', headers: { 'content-type': 'application/json' }, body: payload });
      expect(res.status, payload).toBe(400);
    }
  });

  it('documents every route in the OpenAPI document', async () => {
    const doc = (await get<OpenApiDocument>('/api/docs/json')).body;
    for (const path of ['/api/v1/product/', '/api/v1/product/{id}', '/api/v1/product/{id}/catalogs/']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
