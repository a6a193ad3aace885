import { buildApp } from './app';
import { loadConfig } from './config';
import { openPostgres } from './db/client';
import { openEmbeddedServer } from './db/embedded-server';
import { prepareDatabase } from './features/import';
import { warmCatalog } from './plugins/catalog';
import { drainAndClose } from './plugins/lifecycle';
import { requestLogStream } from './http/request-log';

const config = loadConfig();
// Migrate and import in a child process first (its memory is returned when it exits), then serve.
await prepareDatabase({ force: process.argv.includes('--reimport') }).catch((err: unknown) => {
  // The child said why (no catalog, a failed migration…); serving without a prepared database is not an option.
  console.error(`[api] not started: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
// Without DATABASE_URL, the embedded database serves from a process of its own (db/embedded-server.ts).
const handle = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openEmbeddedServer(config.dataDir);
const logger = config.requestLogFile ? { stream: requestLogStream(config.requestLogFile) } : true;
const app = await buildApp({ db: handle.db, dbKind: handle.kind, config }, { logger });
// Load the catalog and make its views now rather than on the first request (about a second on the full catalog):
// the server-rendered wine page waits for its twins only as long as a region may (300 ms).
await warmCatalog(app);
await app.listen({ port: config.port, host: config.host });
if (config.requestLogFile) {
  const wines = (await app.catalog.snapshot()).entries.length;
  console.log(`[api] ${wines.toLocaleString('sv-SE')} wines · http://${config.host}:${config.port} · request log: ${config.requestLogFile}`);
}

// SIGTERM (an orchestrator) or Ctrl-C: finish what is in flight, then close the pools.
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    const outcome = await drainAndClose(app, SHUTDOWN_TIMEOUT_MS);
    await handle.close().catch(() => undefined);
    process.exit(outcome === 'closed' ? 0 : 1);
  });
}
