/**
 * Test helpers for the catalog suites: an app on a fresh database with real Systembolaget data imported, always the
 * repository's own copy (api/data), whatever SHARED_DATA_DIR says.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type DbKind, type TestContext } from './app';
import { importAndSeed, type ImportAndSeedResult } from '../features/import/ensure-imported';
import { defaultImportFiles } from '../features/import/importer';
import { readJson } from '../features/import/source';
import { catalogDataDir } from '../config';

export { catalogDataDir };
/** The 100-product sample (40 wines) and the stores: the small fixture for fast suites. */
export const realAssortmentFile = () => path.join(catalogDataDir, 'systembolaget-assortment-sample-100.json.gz');
export const realStoresFile = () => path.join(catalogDataDir, 'systembolaget-stores.json.gz');
export const realFiles = () => [realAssortmentFile(), realStoresFile()];
/** The full catalog (the newest dump, 4,269 wines) and the stores, as `npm start` imports them. */
export const fullCatalogFiles = () => defaultImportFiles(catalogDataDir);
/** The 2025-10-07 dump alone (9,990 rows as found). */
export const fullCatalogFile = () => path.join(catalogDataDir, 'systembolaget-products-2025-10-07.json.gz');

type Raw = Record<string, unknown>;
/** A data file's records as they are (gzipped or not). */
export const readRaw = (file: string) => readJson(file) as Raw[];

/**
 * Extra wines in Systembolaget's format, derived from a real record: a Côtes du Rhône (for diacritics
 * tests, the sample has none) and a second file shows that more assortment files are picked up.
 */
export function extraAssortment(): Raw[] {
  const base = readRaw(realAssortmentFile()).find((p) => p.categoryLevel1 === 'Vin' && p.categoryLevel2 === 'Rött vin')!;
  return [
    {
      ...base,
      productId: '990000001',
      productNumber: '9900001',
      productNumberShort: '99000',
      productNameBold: 'Côtes du Rhône',
      productNameThin: 'Réserve',
      producerName: 'Famille Exemple',
      country: 'Frankrike',
      originLevel1: 'Rhonedalen',
      originLevel2: 'Côtes du Rhône',
      grapes: ['Grenache', 'Syrah'],
      price: 119,
      assortment: 'FS',
      assortmentText: 'Fast sortiment',
      tasteClockBody: 8,
      tasteClockRoughness: 6,
      tasteClockFruitacid: 8,
      tasteClockSweetness: 0,
      tasteSymbols: ['Nöt', 'Lamm', 'Fläsk'],
      isOrganic: true,
      isNews: true,
      productLaunchDate: '2025-10-01T00:00:00',
      images: [],
    },
  ];
}

/** A temp folder with copies of the real files plus the extra assortment file. */
export function dataDirWithExtra(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-data-'));
  for (const f of realFiles()) writeFileSync(path.join(dir, path.basename(f)), readFileSync(f));
  writeFileSync(path.join(dir, 'systembolaget-assortment-extra.json'), JSON.stringify(extraAssortment()));
  return dir;
}

export interface ImportedContext extends TestContext {
  imported: ImportAndSeedResult;
  dataDir: string;
}

/** Catalogs for the 40-wine sample: the production rules pick among thousands of wines, these among 40. */
export const sampleSeedFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../features/editorial-lists/fixtures/sample-catalogs.json');

/** createTestApp + import of the sample (+ the extra Côtes du Rhône) + the sample's catalogs. */
export async function createImportedTestApp(kind: DbKind): Promise<ImportedContext> {
  const ctx = await createTestApp(kind);
  const dataDir = dataDirWithExtra();
  const imported = await importAndSeed(ctx.handle.db, [
    path.join(dataDir, path.basename(realAssortmentFile())),
    path.join(dataDir, 'systembolaget-assortment-extra.json'),
    path.join(dataDir, path.basename(realStoresFile())),
  ], { seedFile: sampleSeedFile });
  return {
    ...ctx,
    imported,
    dataDir,
    close: async () => {
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function sqlRows<T = Record<string, unknown>>(ctx: TestContext, query: string, params: unknown[] = []): Promise<T[]> {
  const { sql } = await import('drizzle-orm');
  const parts = query.split(/\$\d+/);
  const chunks = parts.flatMap((p, i) => (i < parts.length - 1 ? [sql.raw(p), sql`${params[i]}`] : [sql.raw(p)]));
  const res = (await ctx.handle.db.execute(sql.join(chunks, sql``))) as unknown as { rows: T[] };
  return res.rows;
}
