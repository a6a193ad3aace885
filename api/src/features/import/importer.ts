/**
 * The catalog importer: Systembolaget JSON → products, producers, countries, regions, grapes, food tags,
 * stores. One transaction per run; idempotent (upserts keyed by productId / siteId, never duplicates);
 * products missing from the run's assortment files are marked discontinued, never deleted, so likes,
 * lists and notes that reference them survive.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { pgIntArray } from '@/db/arrays';
import type { Database } from '@/db/client';
import { countries, grapes, importRuns, producers, products, regions, stores, tagCategories, tags } from '@/db/schema';
import { catalogChanged } from '../catalog-read-model';
import { refreshStoreSearch } from '../search';
import { foodSlug, jsonName, parseProducts, parseStores, readJson, sourceFileKind, type SourceProduct, type SourceStore } from './source';
import { slugify, uniqueSlug } from './slug';

export const FOOD_CATEGORY = { slug: 'mat', name: 'Mat' } as const;

export interface ImportStats {
  files: string[];
  /** Wines read from the assortment files (after de-duplication by productId). */
  wines: number;
  productsInserted: number;
  productsUpdated: number;
  /** Products newly marked discontinued because they were absent from this run. */
  productsDiscontinued: number;
  /** Records that were not wine (beer, spirits…) and were left out (each productId once). */
  notWine: number;
  /** Rows whose productId was already read in this run (dumps repeat rows): taken once. */
  duplicates: number;
  /** Records without productId/productNumber/name/price (or stores without siteId). */
  skipped: number;
  stores: number;
  agents: number;
  durationMs: number;
}

/**
 * Default input: the newest catalog dump (`systembolaget-products-YYYY-MM-DD.json`, by the date in its name) plus
 * `systembolaget-stores.json`, each plain or gzipped (`.json.gz`; with both, the plain file). Only the newest dump,
 * so a wine it no longer lists is marked discontinued. Without a dump, the older `systembolaget-assortment*.json`
 * files are used (a later name wins); sample files (`*-sample-*`) are test fixtures and never imported by default.
 */
export function defaultImportFiles(dir: string): string[] {
  const byName = new Map<string, string>();
  // Sorted, so `x.json` comes before `x.json.gz` and is kept.
  for (const f of readdirSync(dir).sort()) if (/\.json(\.gz)?$/i.test(f) && !byName.has(jsonName(f))) byName.set(jsonName(f), f);
  const names = [...byName.keys()];
  const dumps = names.filter((f) => /^systembolaget-products-.*\.json$/i.test(f));
  const catalog = dumps.length
    ? [dumps[dumps.length - 1]!]
    : names.filter((f) => /^systembolaget-assortment.*\.json$/i.test(f) && !/sample/i.test(f));
  const stores = names.filter((f) => /^systembolaget-stores\.json$/i.test(f));
  return [...catalog, ...stores].map((f) => path.join(dir, byName.get(f)!));
}

type Exec = Pick<Database, 'execute' | 'insert' | 'select' | 'update' | 'delete'>;

async function rows<T>(db: Exec, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const chunk = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};


/** Reads and parses the files, then writes everything in one transaction. */
export async function importCatalog(db: Database, files: string[], opts: { log?: (msg: string) => void } = {}): Promise<ImportStats> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const byId = new Map<string, SourceProduct>();
  const storeBySite = new Map<string, SourceStore>();
  let assortmentFiles = 0;
  let storeFiles = 0;
  const notWineIds = new Set<string>();
  let duplicates = 0;
  let skipped = 0;

  for (const file of files) {
    const kind = sourceFileKind(file);
    if (!kind) throw new Error(`${file}: not a systembolaget assortment or stores file`);
    const data = readJson(file);
    if (kind === 'assortment') {
      assortmentFiles++;
      const parsed = parseProducts(data);
      // Dumps repeat rows (the source paged with overlap): each productId once per file. A later file wins
      // for the same productId (newer dumps are named later).
      const seen = new Set<string>();
      for (const p of parsed.records) {
        if (seen.has(p.sourceId)) duplicates++;
        seen.add(p.sourceId);
        byId.set(p.sourceId, p);
      }
      for (const id of parsed.notWineIds) {
        if (seen.has(id)) duplicates++;
        seen.add(id);
        notWineIds.add(id);
      }
      skipped += parsed.skipped;
      log(`${path.basename(file)}: ${seen.size} products (${seen.size - new Set(parsed.notWineIds).size} wines), ${duplicates} repeated rows, ${parsed.skipped} skipped`);
    } else {
      storeFiles++;
      const parsed = parseStores(data);
      for (const s of parsed.records) storeBySite.set(s.siteId, s);
      skipped += parsed.skipped;
      log(`${path.basename(file)}: ${parsed.records.length} stores and agents`);
    }
  }

  const wines = [...byId.values()];
  const storeList = [...storeBySite.values()];

  const result = await db.transaction(async (tx) => {
    // Concurrent importers (several API instances starting on one PostgreSQL) run one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(74110001)`);
    let inserted = 0;
    let updated = 0;
    let discontinued = 0;
    if (assortmentFiles > 0) {
      ({ inserted, updated } = await upsertProducts(tx as unknown as Database, wines));
      // now() is the transaction's start time: every product touched by this run has imported_at = now().
      const gone = await rows<{ id: number }>(
        tx as unknown as Database,
        sql`update products set is_discontinued = true where imported_at < now() and not is_discontinued returning id`,
      );
      discontinued = gone.length;
    }
    if (storeFiles > 0) {
      await upsertStores(tx as unknown as Database, storeList);
      await refreshStoreSearch(tx as unknown as Database);
    }
    await tx.insert(importRuns).values({
      files: files.map((f) => path.basename(f)),
      finishedAt: new Date(),
      productsUpserted: wines.length,
      productsDiscontinued: discontinued,
      storesUpserted: storeList.length,
    });
    return { inserted, updated, discontinued };
  });
  // This process's catalog read model (and, over Redis, other instances') sees the import at once.
  catalogChanged(db);
  // Fresh planner statistics, so searches and filters use the right indexes from the first request.
  await db.execute(sql`analyze products, product_grapes, product_tags, stores`);

  return {
    files: files.map((f) => path.basename(f)),
    wines: wines.length,
    productsInserted: result.inserted,
    productsUpdated: result.updated,
    productsDiscontinued: result.discontinued,
    notWine: notWineIds.size,
    duplicates,
    skipped,
    stores: storeList.filter((s) => !s.isAgent).length,
    agents: storeList.filter((s) => s.isAgent).length,
    durationMs: Math.round(performance.now() - started),
  };
}

/** Name → id for a name-keyed lookup table, inserting the missing names with unique slugs. */
async function ensureNamed(
  db: Database,
  table: typeof countries | typeof producers | typeof grapes,
  names: Iterable<string>,
  key: (name: string) => string = (n) => n,
): Promise<Map<string, number>> {
  const existing = await db.select({ id: table.id, name: table.name, slug: table.slug }).from(table);
  const ids = new Map(existing.map((r) => [key(r.name), r.id]));
  const slugs = new Set(existing.map((r) => r.slug));
  const missing = new Map<string, string>();
  for (const name of names) if (!ids.has(key(name)) && !missing.has(key(name))) missing.set(key(name), name);
  for (const part of chunk([...missing.values()], 1000)) {
    const insertedRows = await db
      .insert(table)
      .values(part.map((name) => ({ name, slug: uniqueSlug(name, slugs) })))
      .returning({ id: table.id, name: table.name });
    for (const r of insertedRows) ids.set(key(r.name), r.id);
  }
  return ids;
}

/** Grape names vary in case between products ('Cabernet Sauvignon' / 'Cabernet sauvignon'): one grape. */
const grapeKey = (name: string) => name.toLocaleLowerCase('sv');
const grapeDisplay = (name: string) => name.charAt(0).toLocaleUpperCase('sv') + name.slice(1);

async function ensureRegions(db: Database, wines: SourceProduct[], countryIds: Map<string, number>) {
  const existing = await db.select().from(regions);
  const key = (countryId: number, parentId: number | null, name: string) => `${countryId}|${parentId ?? 0}|${name}`;
  const ids = new Map(existing.map((r) => [key(r.countryId, r.parentId, r.name), r.id]));
  const insertLevel = async (level: 1 | 2, wanted: Array<{ countryId: number; parentId: number | null; name: string }>) => {
    const missing = new Map<string, (typeof wanted)[number]>();
    for (const w of wanted) {
      const k = key(w.countryId, w.parentId, w.name);
      if (!ids.has(k)) missing.set(k, w);
    }
    for (const part of chunk([...missing.values()], 1000)) {
      const insertedRows = await db
        .insert(regions)
        .values(part.map((w) => ({ ...w, level, slug: slugify(w.name) || 'region' })))
        .returning();
      for (const r of insertedRows) ids.set(key(r.countryId, r.parentId, r.name), r.id);
    }
  };
  const level1 = (p: SourceProduct) => p.originLevel1 ?? p.originLevel2;
  await insertLevel(
    1,
    wines.flatMap((p) => {
      const countryId = p.country ? countryIds.get(p.country) : undefined;
      const name = level1(p);
      return countryId && name ? [{ countryId, parentId: null, name }] : [];
    }),
  );
  const regionOf = (p: SourceProduct): { regionId: number | null; subregionId: number | null } => {
    const countryId = p.country ? countryIds.get(p.country) : undefined;
    const name = level1(p);
    if (!countryId || !name) return { regionId: null, subregionId: null };
    const regionId = ids.get(key(countryId, null, name)) ?? null;
    return { regionId, subregionId: null };
  };
  await insertLevel(
    2,
    wines.flatMap((p) => {
      const { regionId } = regionOf(p);
      const countryId = p.country ? countryIds.get(p.country) : undefined;
      return countryId && regionId && p.originLevel1 && p.originLevel2 ? [{ countryId, parentId: regionId, name: p.originLevel2 }] : [];
    }),
  );
  return (p: SourceProduct) => {
    const { regionId } = regionOf(p);
    const countryId = p.country ? countryIds.get(p.country) : undefined;
    const subregionId =
      countryId && regionId && p.originLevel1 && p.originLevel2 ? (ids.get(key(countryId, regionId, p.originLevel2)) ?? null) : null;
    return { regionId, subregionId };
  };
}

async function ensureFoodTags(db: Database, wines: SourceProduct[]): Promise<Map<string, number>> {
  await db.insert(tagCategories).values(FOOD_CATEGORY).onConflictDoNothing();
  const [category] = await rows<{ id: number }>(db, sql`select id from tag_categories where slug = ${FOOD_CATEGORY.slug}`);
  const categoryId = category!.id;
  const names = new Map<string, string>();
  for (const p of wines) for (const f of p.foods) if (foodSlug(f)) names.set(foodSlug(f), f);
  if (names.size > 0) {
    await db
      .insert(tags)
      .values([...names].map(([slug, name]) => ({ categoryId, slug, name })))
      .onConflictDoUpdate({ target: [tags.categoryId, tags.slug], set: { name: sql`excluded.name` } });
  }
  const all = await rows<{ id: number; slug: string }>(db, sql`select id, slug from tags where category_id = ${categoryId}`);
  return new Map(all.map((t) => [t.slug, t.id]));
}

/** Columns the importer overwrites on re-import (never slug, created_at or id). */
const UPDATED_COLUMNS = [
  'productNumber',
  'productNumberShort',
  'nameBold',
  'nameThin',
  'producerId',
  'style',
  'categoryLevel2',
  'categoryLevel3',
  'categoryLevel4',
  'assortment',
  'assortmentText',
  'countryId',
  'regionId',
  'subregionId',
  'vintage',
  'alcoholPercentage',
  'volumeMl',
  'price',
  'sugarGramPer100ml',
  'clockBody',
  'clockRoughness',
  'clockFruitacid',
  'clockSweetness',
  'clockBitter',
  'clockCasque',
  'clockSmokiness',
  'color',
  'taste',
  'aroma',
  'usage',
  'isOrganic',
  'isNews',
  'imageUrl',
  'thumbnail',
  'launchDate',
  'isDiscontinued',
  'importedAt',
] as const satisfies ReadonlyArray<keyof typeof products.$inferInsert>;

async function upsertProducts(db: Database, wines: SourceProduct[]): Promise<{ inserted: number; updated: number }> {
  const countryIds = await ensureNamed(db, countries, wines.flatMap((p) => (p.country ? [p.country] : [])));
  const producerIds = await ensureNamed(db, producers, wines.flatMap((p) => (p.producer ? [p.producer] : [])));
  const grapeIds = await ensureNamed(
    db,
    grapes,
    wines.flatMap((p) => p.grapes.map(grapeDisplay)),
    grapeKey,
  );
  const regionOf = await ensureRegions(db, wines, countryIds);
  const tagIds = await ensureFoodTags(db, wines);

  const existing = await db.select({ id: products.id, sourceId: products.sourceId, slug: products.slug }).from(products);
  const existingBySource = new Map(existing.map((r) => [r.sourceId, r]));
  const slugs = new Set(existing.map((r) => r.slug));

  const values = wines.map((p) => {
    const { regionId, subregionId } = regionOf(p);
    const known = existingBySource.get(p.sourceId);
    // Slug: name + article number (stable: an existing product keeps its slug).
    const slug = known?.slug ?? uniqueSlug(`${slugify(`${p.nameBold} ${p.nameThin ?? ''}`).slice(0, 70)} ${p.productNumber}`, slugs, 'vin');
    return {
      sourceId: p.sourceId,
      slug,
      productNumber: p.productNumber,
      productNumberShort: p.productNumberShort,
      nameBold: p.nameBold,
      nameThin: p.nameThin,
      producerId: p.producer ? (producerIds.get(p.producer) ?? null) : null,
      style: p.style,
      categoryLevel2: p.categoryLevel2,
      categoryLevel3: p.categoryLevel3,
      categoryLevel4: p.categoryLevel4,
      assortment: p.assortment,
      assortmentText: p.assortmentText,
      countryId: p.country ? (countryIds.get(p.country) ?? null) : null,
      regionId,
      subregionId,
      vintage: p.vintage,
      alcoholPercentage: p.alcoholPercentage,
      volumeMl: p.volumeMl,
      price: p.price,
      sugarGramPer100ml: p.sugarGramPer100ml,
      clockBody: p.clocks.body,
      clockRoughness: p.clocks.roughness,
      clockFruitacid: p.clocks.fruitacid,
      clockSweetness: p.clocks.sweetness,
      clockBitter: p.clocks.bitter,
      clockCasque: p.clocks.casque,
      clockSmokiness: p.clocks.smokiness,
      color: p.color,
      taste: p.taste,
      aroma: p.aroma,
      usage: p.usage,
      isOrganic: p.isOrganic,
      isNews: p.isNews,
      imageUrl: p.imageUrl,
      thumbnail: p.thumbnail,
      launchDate: p.launchDate ? new Date(`${p.launchDate}T00:00:00Z`) : null,
      isDiscontinued: p.isDiscontinued,
    };
  });

  // One statement per few thousand rows, the rows as one JSON parameter: Postgres parses JSON far faster than
  // it binds tens of thousands of parameters (PGlite: ~0.3 s instead of ~3 s for the full catalog).
  const columns = ['sourceId', 'slug', ...UPDATED_COLUMNS.filter((c) => c !== 'importedAt')] as const;
  const names = columns.map((c) => products[c].name);
  const list = sql.raw(names.join(', '));
  const updates = sql.raw(UPDATED_COLUMNS.map((c) => `${products[c].name} = excluded.${products[c].name}`).join(', '));
  const idBySource = new Map<string, number>();
  for (const part of chunk(values, 2000)) {
    const json = JSON.stringify(part.map((v) => Object.fromEntries(columns.map((c, i) => [names[i], v[c] instanceof Date ? v[c].toISOString() : v[c]]))));
    const upserted = await rows<{ id: number; source_id: string }>(
      db,
      sql`insert into products (${list}, imported_at)
          select ${list}, now() from json_populate_recordset(null::products, ${json}::json)
          on conflict (source_id) do update set ${updates}
          returning id, source_id`,
    );
    for (const r of upserted) idBySource.set(r.source_id, Number(r.id));
  }

  // Grapes and food tags of the imported products are replaced by this run's.
  const ids = [...idBySource.values()];
  for (const part of chunk(ids, 5000)) {
    await db.execute(sql`delete from product_grapes where product_id = any(${pgIntArray(part)}::int[])`);
    await db.execute(sql`delete from product_tags where product_id = any(${pgIntArray(part)}::int[])`);
  }
  const grapeRows = wines.flatMap((p) => {
    const productId = idBySource.get(p.sourceId)!;
    const seen = new Set<number>();
    return p.grapes.flatMap((g, position) => {
      const grapeId = grapeIds.get(grapeKey(g));
      if (!grapeId || seen.has(grapeId)) return [];
      seen.add(grapeId);
      return [{ productId, grapeId, position }];
    });
  });
  // Link rows as three int arrays (one parameter each) rather than thousands of bound parameters.
  for (const part of chunk(grapeRows, 20000)) {
    await db.execute(sql`insert into product_grapes (product_id, grape_id, position)
      select * from unnest(${pgIntArray(part.map((r) => r.productId))}::int[], ${pgIntArray(part.map((r) => r.grapeId))}::int[],
        ${pgIntArray(part.map((r) => r.position))}::int[])`);
  }
  const tagRows = wines.flatMap((p) => {
    const productId = idBySource.get(p.sourceId)!;
    const tagSet = new Set(p.foods.map((f) => tagIds.get(foodSlug(f))).filter((t): t is number => t !== undefined));
    return [...tagSet].map((tagId) => ({ productId, tagId }));
  });
  for (const part of chunk(tagRows, 20000)) {
    await db.execute(sql`insert into product_tags (product_id, tag_id)
      select * from unnest(${pgIntArray(part.map((r) => r.productId))}::int[], ${pgIntArray(part.map((r) => r.tagId))}::int[])`);
  }

  const inserted = wines.filter((p) => !existingBySource.has(p.sourceId)).length;
  return { inserted, updated: wines.length - inserted };
}

async function upsertStores(db: Database, list: SourceStore[]): Promise<void> {
  const values = list.map((s) => ({
    siteId: s.siteId,
    alias: s.alias,
    displayName: s.displayName,
    streetAddress: s.streetAddress,
    city: s.city,
    county: s.county,
    isAgent: s.isAgent,
    isOpen: s.isOpen,
    latitude: s.latitude,
    longitude: s.longitude,
    openingHours: s.openingHours,
  }));
  const cols = ['alias', 'displayName', 'streetAddress', 'city', 'county', 'isAgent', 'isOpen', 'latitude', 'longitude', 'openingHours'] as const;
  const set = Object.fromEntries(cols.map((c) => [c, sql.raw(`excluded.${stores[c].name}`)]));
  for (const part of chunk(values, 500)) {
    await db.insert(stores).values(part).onConflictDoUpdate({ target: stores.siteId, set });
  }
}
