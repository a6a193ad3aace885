/** Child process of prepareDatabase(): migrate, import on first start (or with --reimport), close. */
import { loadConfig } from '../config';
import { ensureImported } from '../import/ensure-imported';
import { openDatabase } from './client';

const config = loadConfig();
const handle = await openDatabase(config);
try {
  await handle.migrate();
  await ensureImported(handle.db, config, { force: process.argv.includes('--reimport') });
} finally {
  await handle.close();
}
