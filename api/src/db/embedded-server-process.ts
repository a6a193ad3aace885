/**
 * The embedded database's own process, forked by `openEmbeddedServer` (embedded-server.ts): PGlite on the data dir,
 * served over PostgreSQL's wire protocol on a loopback port the OS picks (pglite-socket). It sends its parent the
 * port, then closes the database and exits when the parent asks or goes away.
 */
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createPglite } from './client';

const dataDir = process.argv[2];
const send = process.send?.bind(process);
if (!dataDir || !send) throw new Error('embedded-server-process: fork it with the data dir as its argument');

const db = await createPglite(dataDir);
// One connection (the library's default): PGlite is a single backend, and the multiplexer that lets pglite-socket take
// more queues each protocol message on its own, so one client's parse and bind could meet another's in between.
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
await server.start();

let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= (async () => {
    await server.stop();
    await db.close();
    process.exit(0);
  })());
// Ctrl-C signals the whole process group: the API finishes its requests first, then says 'stop' (or exits).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
process.on('message', (message) => message === 'stop' && void stop());
process.on('disconnect', () => void stop());
send({ port: Number(server.getServerConn().split(':').at(-1)) });
