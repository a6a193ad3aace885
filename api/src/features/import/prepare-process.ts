/** Child process of prepareDatabase(): migrate, import on first start (or with --reimport), close. */
import { loadConfig } from '@/config';
import { ensureImported, NoCatalogError } from './ensure-imported';
import { openDatabase } from '@/db/client';
import { moveLegacyAvatars } from '../users';
import { refreshStoreSearch } from '../search';

const config = loadConfig();
const handle = await openDatabase(config);
try {
  await handle.exclusively(async () => {
    await handle.migrate();
    await ensureImported(handle.db, config, { force: process.argv.includes('--reimport') });
    // The folding can change with the code (spelling variants); the stored search text follows it.
    await refreshStoreSearch(handle.db);
    const moved = await moveLegacyAvatars(handle.db, config.uploadsDir);
    if (moved) console.log(`[avatars] moved ${moved} avatar file(s) into the database`);
  });
} catch (err) {
  // Said plainly rather than as a stack: the API will not start, and this is why.
  if (!(err instanceof NoCatalogError)) throw err;
  console.error(`[import] ${err.message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
