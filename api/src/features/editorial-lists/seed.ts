/**
 * Editorial catalogs (Vinlistor, kind 'list') and top lists (Topplistor, kind 'toplist') are data:
 * api/seed/catalogs.json. Each entry has a slug, kind, name, Swedish description and either
 *  - `rule`: evaluated against the imported wines on seed (see CatalogRule), or
 *  - `products`: hand-picked Systembolaget article numbers (productNumber), in display order.
 * Seeding upserts catalogs by slug and replaces their products; catalogs no longer in the file are kept.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CatalogKind } from '@vinkompassen/shared-contracts/schemas';
import { z } from 'zod';
import { seedDir } from '@/config';
import { pgTextArray } from '@/db/arrays';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import { catalogs } from '@/db/schema';
import { CatalogRule, catalogDataDate, evaluateRule, replaceProducts } from './rules';

export const CatalogSeedEntry = z
  .object({
    // 'saved' is the path of GET /api/v1/catalogs/saved/, so no catalog may take it.
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).refine((slug) => slug !== 'saved', 'Reserved slug.'),
    kind: CatalogKind,
    name: z.string().min(1).max(100),
    description: z.string().max(1000),
    rule: CatalogRule.optional(),
    products: z.array(z.string().regex(/^\d+$/)).max(100).optional(),
  })
  .strict()
  .refine((c) => (c.rule ? 1 : 0) + (c.products ? 1 : 0) === 1, { message: 'Give either rule or products.' });
export type CatalogSeedEntry = z.infer<typeof CatalogSeedEntry>;

export const CatalogSeedFile = z
  .object({ $comment: z.string().optional(), catalogs: z.array(CatalogSeedEntry) })
  .refine((f) => new Set(f.catalogs.map((c) => c.slug)).size === f.catalogs.length, { message: 'Duplicate slug.' });

export const defaultSeedFile = path.join(seedDir, 'catalogs.json');

export function loadSeedFile(file = defaultSeedFile): CatalogSeedEntry[] {
  const parsed = CatalogSeedFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.catalogs;
}

/** Product ids for hand-picked article numbers, in the given order (unknown numbers are skipped). */
async function handPicked(db: Database, numbers: string[]): Promise<number[]> {
  if (!numbers.length) return [];
  const found = await queryRows<{ id: number; product_number: string }>(
    db,
    sql`select distinct on (product_number) id, product_number from products
        where product_number = any(${pgTextArray(numbers)}::text[]) order by product_number, is_discontinued, id`,
  );
  const byNumber = new Map(found.map((r) => [r.product_number, Number(r.id)]));
  return numbers.flatMap((n) => (byNumber.has(n) ? [byNumber.get(n)!] : []));
}

export interface SeedResult {
  slug: string;
  products: number;
}

/**
 * Upserts every catalog of the seed file and replaces its products, in one transaction. The rules are evaluated
 * first, on the pool: they read through the shared in-memory indexes, whose loads query in parallel, which one
 * transaction's connection must not be asked to do.
 */
export async function seedCatalogs(db: Database, entries: CatalogSeedEntry[] = loadSeedFile()): Promise<SeedResult[]> {
  const selected: number[][] = [];
  for (const entry of entries) selected.push(entry.rule ? await evaluateRule(db, entry.rule) : await handPicked(db, entry.products ?? []));
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const results: SeedResult[] = [];
    // The lists are as new as the wines they were chosen from, not as the moment they were seeded.
    const dataDate = (await catalogDataDate(tx)) ?? new Date();
    for (const [position, entry] of entries.entries()) {
      const rule = entry.rule ? { ...entry.rule } : null;
      const [row] = await tx
        .insert(catalogs)
        .values({ slug: entry.slug, kind: entry.kind, name: entry.name, description: entry.description, rule, position })
        .onConflictDoUpdate({
          target: catalogs.slug,
          set: { kind: entry.kind, name: entry.name, description: entry.description, rule, position },
        })
        .returning({ id: catalogs.id });
      const ids = selected[position]!;
      await replaceProducts(tx, row!.id, ids, dataDate);
      results.push({ slug: entry.slug, products: ids.length });
    }
    return results;
  });
}
