/** Wines for API tests, inserted directly (with their food tags) and announced as an import. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { importRuns, products, productTags, tagCategories, tags } from '../db/schema';
import { catalogChanged } from '../features/catalog-read-model';

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
  catalogChanged(db);
  return ids;
}
