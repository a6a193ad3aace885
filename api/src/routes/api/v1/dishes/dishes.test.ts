import { DishListResponse, DishResponse, type ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '@/testing/app';
import { createImportedTestApp, type ImportedContext } from '@/testing/import-fixtures';
import { request } from '@/testing/request';
import { dishWish } from '@/features/dish-pages/pairing';
import { allDishes, findDish } from '@/features/food-knowledge';
import { getSnapshot } from '@/features/recommendation';
import { strictMatches } from '@/features/recommendation/rank';

describeEachDb('GET /api/v1/dishes/', (kind) => {
  let ctx: ImportedContext;
  const get = <T>(url: string) => request<T>(ctx.app, { method: 'GET', url });

  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists the everyday dishes, then the 15 food symbols as broad dishes, with the groups in order', async () => {
    const res = await get<DishListResponse>('/api/v1/dishes/');
    expect(res.status).toBe(200);
    const body = DishListResponse.parse(res.body);
    expect(body.groups.map((g) => g.id)).toEqual(['meat', 'sea', 'pasta', 'green', 'spicy', 'occasion']);
    expect(body.results.length).toBeGreaterThanOrEqual(135);
    expect(body.results.filter((d) => d.broad)).toHaveLength(15);
    expect(body.results.findIndex((d) => d.broad)).toBe(body.results.length - 15);
    expect(body.results).toContainEqual(expect.objectContaining({ slug: 'lax-i-ugn', name: 'Lax i ugn', group: 'sea', symbols: ['fisk'] }));
  });

  it('"Sök maträtt" forgives typos and finds other names', async () => {
    const search = async (q: string) => DishListResponse.parse((await get(`/api/v1/dishes/?q=${encodeURIComponent(q)}`)).body).results.map((d) => d.slug);
    expect((await search('lax i ugm'))[0]).toBe('lax-i-ugn');
    expect((await search('carbonra'))[0]).toBe('pasta-carbonara');
    expect(await search('kottbullar')).toContain('kottbullar-med-graddsas');
    expect(await search('sashimi')).toContain('sushi');
    expect(await search('qqqzzz')).toEqual([]);
  });

  it('a dish page: the dish, its taste in words, and wines with reasons and a confidence', async () => {
    const res = await get<DishResponse>('/api/v1/dishes/fisk/?limit=5');
    expect(res.status).toBe(200);
    const body = DishResponse.parse(res.body);
    expect(body.dish).toMatchObject({ slug: 'fisk', name: 'Fisk', broad: true, taste: expect.stringContaining('frisk syra') });
    expect(body.results.length).toBeGreaterThan(0);
    for (const w of body.results) {
      expect(w.reason).not.toBe('');
      expect(['hög', 'medel', 'låg']).toContain(w.confidence_label);
    }
    // An everyday dish says which food symbol and which clocks carried the pick.
    const lax = DishResponse.parse((await get<DishResponse>('/api/v1/dishes/lax-i-ugn/')).body);
    expect(lax.dish.broad).toBe(false);
    const withSymbol = lax.results.find((r) => r.product.food_tags.some((t) => t.slug === 'fisk'));
    expect(withSymbol?.reasons).toContain('Systembolagets matsymbol: Fisk');
  });

  it('match_count is every wine that suits the dish exactly, however many the page shows', async () => {
    const { wines } = await getSnapshot(ctx.handle.db);
    for (const dish of [findDish('fisk'), findDish('lax-i-ugn'), findDish('kottbullar-med-graddsas')]) {
      const body = DishResponse.parse((await get<DishResponse>(`/api/v1/dishes/${dish!.slug}/?limit=2`)).body);
      const exact = strictMatches(wines, dishWish(dish!));
      expect(exact.length).toBeGreaterThan(0);
      expect(body.match_count).toBe(exact.length);
    }
  });

  it("never shows 'hög' for a type the dish rules out (one it does not name), and 'N viner passar' counts the strict fits", async () => {
    const { wines } = await getSnapshot(ctx.handle.db);
    const dishes = allDishes().filter((d) => !d.broad && d.styles.length > 0);
    expect(dishes.map((d) => d.slug)).toContain('kottbullar-med-graddsas');
    for (const dish of dishes) {
      const body = DishResponse.parse((await get<DishResponse>(`/api/v1/dishes/${dish.slug}/?limit=12`)).body);
      for (const r of body.results.filter((x) => x.confidence_label === 'hög')) expect(dish.styles, `${dish.slug}: ${r.product.name}`).toContain(r.product.style);
      const exact = strictMatches(wines, dishWish(dish));
      expect(body.match_count, dish.slug).toBe(exact.length);
    }
  });

  it('an unknown dish is 404 in Swedish; a bad limit is 400', async () => {
    const missing = await get<ErrorBody>('/api/v1/dishes/finns-inte/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Maträtten hittades inte.' });
    expect((await get('/api/v1/dishes/fisk/?limit=0')).status).toBe(400);
    expect((await get(`/api/v1/dishes/?q=${'x'.repeat(201)}`)).status).toBe(400);
  });
});
