/**
 * First-start import: when no import has finished yet (import_runs), import the shared data files,
 * seed the editorial catalogs and generate the DEMO stock. A later start does nothing unless forced
 * (`node dist/main.js --reimport`, or `npm run import -w api`).
 */
import { sql } from 'drizzle-orm';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { loadSeedFile, seedCatalogs, type SeedResult } from '../catalogs/seed';
import { queryRows } from '../../db/query';
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

export async function ensureImported(
  db: Database,
  config: Pick<ApiConfig, 'sharedDataDir'>,
  opts: { force?: boolean; log?: (msg: string) => void } = {},
): Promise<ImportAndSeedResult | null> {
  const log = opts.log ?? ((msg: string) => console.log(`[import] ${msg}`));
  if (!opts.force && (await hasImported(db))) return null;
  let files: string[];
  try {
    files = defaultImportFiles(config.sharedDataDir);
  } catch (err) {
    log(`no data folder ${config.sharedDataDir} (${(err as Error).message}); starting without a catalog`);
    return null;
  }
  if (!files.some((f) => sourceFileKind(f) === 'assortment')) {
    log(`no systembolaget-products-*.json in ${config.sharedDataDir}; starting without a catalog`);
    return null;
  }
  const result = await importAndSeed(db, files, { log });
  const s = result.stats;
  log(
    `imported ${s.wines} wines (${s.productsInserted} new, ${s.productsUpdated} updated, ${s.productsDiscontinued} discontinued; ` +
      `${s.duplicates} repeated rows and ${s.notWine} other products skipped), ` +
      `${s.stores} stores + ${s.agents} agents in ${s.durationMs} ms; ${result.catalogs.length} catalogs`,
  );
  return result;
}
