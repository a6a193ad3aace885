/**
 * Catalog importer command.
 *   npm run import -w api                    # the newest systembolaget-products-*.json(.gz) + stores in SHARED_DATA_DIR (default api/data)
 *   npm run import -w api -- a.json b.json.gz  # just these files (assortment and/or stores files, plain or gzipped)
 *   npx tsx api/src/cli/import.ts [files…]   # from source
 * Uses DATABASE_URL (PostgreSQL) or the embedded PGlite database in DATA_DIR (stop the API first: PGlite
 * allows one process). Migrates, imports in one transaction, then re-seeds the catalogs.
 * Options: --no-seed (import only).
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { importAndSeed, defaultImportFiles, importCatalog } from '../features/import';

const args = process.argv.slice(2);
const noSeed = args.includes('--no-seed');
const fileArgs = args.filter((a) => !a.startsWith('--')).map((f) => path.resolve(f));
const config = loadConfig();
const files = fileArgs.length ? fileArgs : defaultImportFiles(config.sharedDataDir);
if (!files.length) {
  console.error(`No systembolaget-*.json files given or found in ${config.sharedDataDir}`);
  process.exit(1);
}

const handle = await openDatabase(config);
try {
  await handle.migrate();
  const log = (msg: string) => console.log(msg);
  console.log(`Importing into ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}:`);
  if (noSeed) {
    const stats = await importCatalog(handle.db, files, { log });
    console.log(JSON.stringify(stats, null, 2));
  } else {
    const { stats, catalogs } = await importAndSeed(handle.db, files, { log });
    console.log(JSON.stringify(stats, null, 2));
    console.log(`Catalogs: ${catalogs.map((c) => `${c.slug} (${c.products})`).join(', ')}`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
