/** Test helpers for the social routes (used by *.test.ts only). */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppInstance } from '../app';
import type { Database } from '../db/client';
import { importRuns, products, productTags, tagCategories, tags } from '../db/schema';
import { forgetImportStamp } from '../search/indexes';

export interface TestProduct {
  name?: string;
  style?: 'red' | 'white' | 'rose' | 'sparkling' | 'other';
  price?: number;
  assortment?: string;
  foods?: string[];
  discontinued?: boolean;
}

/** Inserts products (and their food tags, category 'mat') directly; returns their ids in order. */
export async function insertProducts(db: Database, specs: TestProduct[]): Promise<number[]> {
  const ids: number[] = [];
  await db.insert(tagCategories).values({ slug: 'mat', name: 'Mat' }).onConflictDoNothing();
  const [cat] = await db.select().from(tagCategories).where(eq(tagCategories.slug, 'mat'));
  for (const spec of specs) {
    const suffix = randomBytes(4).toString('hex');
    const [row] = await db
      .insert(products)
      .values({
        sourceId: `test-${suffix}`,
        productNumber: String(1_000_000 + Math.floor(Math.random() * 8_999_999)),
        slug: `test-vin-${suffix}`,
        nameBold: spec.name ?? `Testvin ${suffix}`,
        style: spec.style ?? 'red',
        categoryLevel2: { red: 'Rött vin', white: 'Vitt vin', rose: 'Rosévin', sparkling: 'Mousserande vin', other: 'Övrigt vin' }[spec.style ?? 'red'],
        assortment: spec.assortment ?? 'FS',
        price: spec.price ?? 129,
        isDiscontinued: spec.discontinued ?? false,
      })
      .returning({ id: products.id });
    for (const food of spec.foods ?? []) {
      const slug = food.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      await db.insert(tags).values({ categoryId: cat!.id, slug, name: food }).onConflictDoNothing();
      const [tag] = await db.select().from(tags).where(and(eq(tags.categoryId, cat!.id), eq(tags.slug, slug)));
      await db.insert(productTags).values({ productId: row!.id, tagId: tag!.id });
    }
    ids.push(row!.id);
  }
  // Wines arrive by import: record a run, as the importer does, so the catalog caches (search, facets,
  // summaries) see them.
  await db.insert(importRuns).values({ files: ['test'], finishedAt: new Date() });
  forgetImportStamp(db);
  return ids;
}

let ipCounter = 1;
/** A fresh client address per call, so rate limits (per IP) do not trip tests that are not about them. */
export const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export interface TestUser {
  key: string;
  id: number;
  slug: string;
  email: string;
  password: string;
  name: string;
  headers: { authorization: string };
}

/** Registers a user through the API and loads its profile. */
export async function registerUser(app: AppInstance, opts: { email?: string; password?: string; name?: string } = {}): Promise<TestUser> {
  const email = opts.email ?? `user-${randomBytes(5).toString('hex')}@example.se`;
  const password = opts.password ?? 'hemligt-losen-1';
  const name = opts.name ?? 'Testare';
  const res = await app.inject({
    method: 'POST',
    url: '/auth/registration/',
    remoteAddress: freshIp(),
    payload: { email, password1: password, password2: password, name },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const key = (res.json() as { key: string }).key;
  const headers = { authorization: `Token ${key}` };
  const profile = (await app.inject({ method: 'GET', url: '/auth/profile/', headers })).json() as { id: number; slug: string };
  return { key, id: profile.id, slug: profile.slug, email, password, name, headers };
}

/** Polls until `check` returns a value (mail is sent in the background). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
