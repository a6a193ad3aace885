import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureImported } from './import/ensure-imported';
import { searchIndexes } from './search/indexes';

const config = loadConfig();
const handle = await openDatabase(config);
await handle.migrate();
await ensureImported(handle.db, config, { force: process.argv.includes('--reimport') });
// Build the in-memory search indexes now rather than on the first search (about half a second on the full catalog).
await searchIndexes(handle.db).catch((err: unknown) => console.error('[search] index build failed; retried on the first search', err));

const app = await buildApp({ db: handle.db, dbKind: handle.kind, config }, { logger: true });
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  });
}
