/**
 * The engine over a real database: the shared data imported by the importer, the candidate set loaded
 * with one query (and cached), results with product cards; plus the route wiring a chat route should
 * use (zod schemas from shared-contracts, validation errors → 400 {field: [messages]}).
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { productLikes, users } from '@/db/schema';
import { HttpError, sendError } from '@/http/errors';
import { asHttpErrors } from '@/routes/api/v1/chat';
import { catalogChanged } from '../catalog-read-model';
import { likesChanged } from '../likes';
import { importCatalog } from '../import/importer';
import { describeEachDb, freshDatabase } from '@/testing/app';
import type { DatabaseHandle } from '@/db/client';
import { WinefinderChatRequest, WinefinderChatResponse, type ErrorBody } from './contract';
import {
  getSnapshot,
  nextStep,
  recommend,
  recommendForUser,
  similarTo,
  WinefinderValidationError,
} from './index';
import { chatStep, parseChatRequest } from './chat';
import { buildPlaceIndex } from './places';
import { assortmentFiles, realWines } from '@/testing/recommendation-fixtures';

describeEachDb('recommendation engine on the database', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(kind);
    await importCatalog(handle.db, assortmentFiles());
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('loads every product in one query and maps it like the pure path', async () => {
    catalogChanged(handle.db);
    const snapshot = await getSnapshot(handle.db);
    const pure = realWines();
    expect(snapshot.wines).toHaveLength(pure.length);
    const ripasso = snapshot.wines.find((w) => w.productNumber === '7630801')!;
    const pureRipasso = pure.find((w) => w.productNumber === '7630801')!;
    expect({ ...ripasso, id: 0 }).toEqual({ ...pureRipasso, id: 0 });
    expect(snapshot.summaries.get(ripasso.id)).toMatchObject({
      name: '1909 Righetti',
      name_thin: 'Ripasso',
      style: 'red',
      assortment: 'FS',
      price: 129,
      food_tags: [
        { slug: 'lamm', name: 'Lamm' },
        { slug: 'not', name: 'Nöt' },
      ],
      taste_clocks: { body: 9, roughness: 8, fruitacid: 9, sweetness: null },
    });
  });

  it('gives the same answers as the pure engine on the same data', async () => {
    // Same wines, same ids (ids are the last tie-break): take the database ids by article number.
    const idOf = new Map((await getSnapshot(handle.db)).wines.map((w) => [w.productNumber, w.id]));
    const pure = realWines().map((w) => ({ ...w, id: idOf.get(w.productNumber)! }));
    const places = buildPlaceIndex(pure);
    for (const body of [{ answers: { food: 'not' } }, { message: 'något till lax under 150 kr' }, { message: 'fylligt rött från Italien' }, {}]) {
      const db = await nextStep(handle.db, parseChatRequest({ ...body, include_results: true, limit: 5 }));
      const expected = chatStep(pure, parseChatRequest({ ...body, include_results: true, limit: 5 }), places);
      expect(db.results!.map((r) => r.product.product_number)).toEqual(expected.ranked!.map((r) => r.wine.productNumber));
      expect({ ...db, results: undefined }).toEqual({ ...expected.response, results: undefined });
    }
  });

  it('returns product cards, reasons and confidence; validates against the response schema', async () => {
    const response = await nextStep(handle.db, parseChatRequest({ answers: { food: 'not' }, include_results: true, limit: 3 }));
    expect(WinefinderChatResponse.safeParse(response).success).toBe(true);
    expect(response.results!.map((r) => [r.rank, r.product.name, r.reason, r.confidence_label, r.fixed_range])).toEqual([
      [1, '150+1 Barbera', 'Passar till nötkött, medelfyllig, inslag av fat och körsbär, 109 kr', 'hög', true],
      [2, '1909 Righetti', 'Passar till nötkött, fyllig, inslag av mörka körsbär och choklad, 129 kr', 'hög', true],
      [3, '19 Crimes', 'Passar till nötkött, fyllig, inslag av björnbär och eukalyptus, 99 kr', 'hög', true],
    ]);
  });

  it('recommend(db, answers) ranks and validates', async () => {
    const ranked = await recommend(handle.db, { food: 'fisk' }, { limit: 2 });
    expect(ranked.map((r) => r.product.product_number).sort()).toEqual(['7389101', '9010301']);
    expect((await recommend(handle.db, { food: 'fisk' }, { fixedRangeOnly: true })).length).toBe(0);
    await expect(recommend(handle.db, { food: 'sten' })).rejects.toBeInstanceOf(WinefinderValidationError);
    // Countries and regions in the catalog are valid answers.
    expect((await recommend(handle.db, { region: 'murcia' })).length).toBeGreaterThan(0);
  });

  it("'Våra tips' uses the user's liked wines from the database", async () => {
    const [user] = await handle.db.insert(users).values({ slug: 'tips-anvandare', email: 'tips@example.com', passwordHash: 'x' }).returning({ id: users.id });
    const snapshot = await getSnapshot(handle.db);
    const liked = snapshot.wines.find((w) => w.productNumber === '7396801')!;
    await handle.db.insert(productLikes).values({ userId: user!.id, productId: liked.id });
    const tips = await recommendForUser(handle.db, { userId: user!.id });
    expect(tips.based_on).toEqual({ answers: false, liked_count: 1 });
    expect(tips.results.map((r) => r.product.product_number)).toEqual(['7630801', '7002101']);
    expect(tips.explanation).toMatch(/19 Crimes Red Wine/);
    const withAnswers = await recommendForUser(handle.db, { userId: user!.id, answers: { price: '-150' }, limit: 3 });
    expect(withAnswers.based_on.answers).toBe(true);
    expect(withAnswers.results[0]!.reason).toMatch(/^Liknar 19 Crimes Red Wine som du har sparat/);
  });

  it('caches the candidate set and reloads it after an import', async () => {
    catalogChanged(handle.db);
    const first = await getSnapshot(handle.db);
    expect(await getSnapshot(handle.db)).toBe(first);
    await importCatalog(handle.db, assortmentFiles());
    const second = await getSnapshot(handle.db);
    expect(second).not.toBe(first);
    expect(second.wines).toHaveLength(first.wines.length);
    // Discontinued products stay loaded (liked wines keep their twins) but are never recommended.
    await handle.db.execute(sql`update products set is_discontinued = true where product_number = '7630801'`);
    catalogChanged(handle.db);
    const ranked = await recommend(handle.db, { food: 'not' });
    expect(ranked.map((r) => r.product.product_number)).not.toContain('7630801');
    await handle.db.execute(sql`update products set is_discontinued = false where product_number = '7630801'`);
    catalogChanged(handle.db);
  });

  it('finds a wine\'s twins once per snapshot, anew when the likes that break ties change, never with a stock filter', async () => {
    catalogChanged(handle.db);
    const snapshot = await getSnapshot(handle.db);
    const of = snapshot.wines.find((w) => w.productNumber === '7630801')!;
    const twins = similarTo(snapshot, of, { limit: 6 });
    expect(twins.length).toBeGreaterThan(0);
    expect(similarTo(snapshot, of, { limit: 6 })).toBe(twins);
    expect(similarTo(snapshot, of, { limit: 3 })).not.toBe(twins);
    const among = new Set(twins.map((t) => t.wine.id));
    expect(similarTo(snapshot, of, { limit: 6, among })).not.toBe(similarTo(snapshot, of, { limit: 6, among }));
    const [fan] = await handle.db.insert(users).values({ slug: 'tvilling-fan', email: 'tvilling@example.com', passwordHash: 'x' }).returning({ id: users.id });
    await handle.db.insert(productLikes).values({ userId: fan!.id, productId: twins[0]!.wine.id });
    likesChanged(handle.db);
    const next = await getSnapshot(handle.db);
    expect(next).not.toBe(snapshot);
    expect(similarTo(next, of, { limit: 6 })).not.toBe(twins);
    expect(similarTo(next, of, { limit: 6 }).map((t) => t.wine.id)).toEqual(twins.map((t) => t.wine.id));
  });

  it('answers with a candidate set only older than its age limit at once, and reloads it in the background', async () => {
    catalogChanged(handle.db);
    const first = await getSnapshot(handle.db);
    // Too old (likes may have changed) but the products are the same: no request waits for the reload.
    expect(await getSnapshot(handle.db, { maxAgeMs: 0 })).toBe(first);
    await vi.waitFor(async () => expect(await getSnapshot(handle.db)).not.toBe(first));
  });

  it('asHttpErrors maps invalid input to a 400 HttpError with {field: [messages]}', async () => {
    const err = await asHttpErrors(async () => nextStep(handle.db, parseChatRequest({ answers: { colour: 'röd', food: 'Pizza!' } }))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 400, body: { 'answers.colour': ['Okänd fråga.'], 'answers.food': ['Okänt alternativ: "Pizza!".'] } });
  });

  it('works as a Fastify route with the shared zod schemas (how POST /api/v1/chat/ should call it)', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(sendError);
    app.post('/api/v1/chat/', { schema: { body: WinefinderChatRequest, response: { 200: WinefinderChatResponse } } }, (request) =>
      asHttpErrors(() => nextStep(handle.db, request.body)),
    );
    await app.ready();
    try {
      const ok = await app.inject({ method: 'POST', url: '/api/v1/chat/', payload: { answers: { food: 'not' }, message: 'under 120 kr', include_results: true, limit: 2 } });
      expect(ok.statusCode).toBe(200);
      // A bare Fastify app (not the composed API): read with light-my-request's typed json<T>().
      const body = ok.json<WinefinderChatResponse>();
      expect(body.answers).toEqual({ food: ['not'], price: '-120' });
      expect(body.match_count).toBe(2);
      expect(body.results!.map((r) => r.product.product_number)).toEqual(['7396801', '5291501']);
      expect(body.actions).toEqual([{ id: 'show_wines', label: 'Visa vinerna nu' }]);

      const bad = await app.inject({ method: 'POST', url: '/api/v1/chat/', payload: { answers: { colour: 'röd', style: ['rott', 'blått'] } } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>()).toEqual({ 'answers.colour': ['Okänd fråga.'], 'answers.style.1': ['Okänt alternativ: "blått".'] });

      const place = await app.inject({ method: 'POST', url: '/api/v1/chat/', payload: { answers: { country: 'narnia' } } });
      expect(place.statusCode).toBe(400);
      expect(place.json<ErrorBody>()).toEqual({ 'answers.country': ['Okänt land: "narnia".'] });

      const empty = await app.inject({ method: 'POST', url: '/api/v1/chat/', payload: {} });
      expect(empty.statusCode).toBe(200);
      expect(empty.json<WinefinderChatResponse>().question!.id).toBe('occasion');
    } finally {
      await app.close();
    }
  });
});
