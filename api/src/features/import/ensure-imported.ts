/**
 * First-start import: while the database holds no wine, import the data folder's files (the repository's api/data
 * unless SHARED_DATA_DIR says otherwise) and seed the editorial catalogs (DEMO stock is a view). A later start does
 * nothing unless forced (`node dist/main.js --reimport`, or `npm run import -w api`).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ApiConfig } from '@/config';
import type { Database } from '@/db/client';
import { loadSeedFile, seedCatalogs, type SeedResult } from '../editorial-lists';
import { queryRows } from '@/db/query';
import { defaultImportFiles, importCatalog, type ImportStats } from './importer';
import { sourceFileKind } from './source';

export interface ImportAndSeedResult {
  stats: ImportStats;
  catalogs: SeedResult[];
}

/** Import the files, then (re)seed the catalogs, which depend on the imported wines (demo stock is a view). */
export async function importAndSeed(
  db: Database,
  files: string[],
  opts: { log?: (msg: string) => void; seedFile?: string } = {},
): Promise<ImportAndSeedResult> {
  const stats = await importCatalog(db, files, { log: opts.log });
  const catalogs = await seedCatalogs(db, loadSeedFile(opts.seedFile));
  return { stats, catalogs };
}

export async function hasImported(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from import_runs where finished_at is not null`);
  return Number(row?.n ?? 0) > 0;
}

/** Whether the database holds wines to serve (the importer never deletes one, so once true it stays true). */
export async function hasCatalog(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(db, sql`select exists (select 1 from products where not is_discontinued) as ok`);
  return row?.ok === true;
}

/** The start cannot serve a catalog: no wines in the database and none to import. */
export class NoCatalogError extends Error {
  constructor(reason: string, dir: string) {
    super(
      `No catalog to serve: ${reason}. The API imports systembolaget-products-*.json(.gz) and systembolaget-stores.json(.gz) ` +
        `from ${dir} on its first start: unset SHARED_DATA_DIR to use the copy in the repository (api/data), ` +
        `or point it at a folder with a Systembolaget dump.`,
    );
    this.name = 'NoCatalogError';
  }
}

/**
 * First start (no wines in the database yet) or `force`: import the data folder's files. Throws NoCatalogError
 * rather than start a site without wines when the folder is missing or holds no catalog.
 */
export async function ensureImported(
  db: Database,
  config: Pick<ApiConfig, 'sharedDataDir'>,
  opts: { force?: boolean; log?: (msg: string) => void } = {},
): Promise<ImportAndSeedResult | null> {
  const log = opts.log ?? ((msg: string) => console.log(`[import] ${msg}`));
  if (!opts.force && (await hasCatalog(db))) return null;
  const dir = config.sharedDataDir;
  let files: string[];
  try {
    files = defaultImportFiles(dir);
  } catch (err) {
    throw new NoCatalogError(`the data folder ${dir} cannot be read (${(err as Error).message})`, dir);
  }
  if (!files.some((f) => sourceFileKind(f) === 'assortment')) throw new NoCatalogError(`no systembolaget-products-*.json(.gz) in ${dir}`, dir);
  const result = await importAndSeed(db, files, { log });
  const s = result.stats;
  log(
    `imported ${s.wines} wines (${s.productsInserted} new, ${s.productsUpdated} updated, ${s.productsDiscontinued} discontinued; ` +
      `${s.duplicates} repeated rows and ${s.notWine} other products skipped), ` +
      `${s.stores} stores + ${s.agents} agents in ${s.durationMs} ms; ${result.catalogs.length} catalogs`,
  );
  if (!(await hasCatalog(db))) throw new NoCatalogError(`${files.map((f) => path.basename(f)).join(', ')} hold no wine`, dir);
  return result;
}
