/**
 * The serving API's embedded database: PGlite in a process of its own (embedded-server-process.ts), reached over
 * PostgreSQL's wire protocol like PostgreSQL itself. PGlite's WebAssembly memory and compiled code (about 100 MB,
 * never given back) and its queries' CPU then stay out of the API process, whose event loop keeps serving while the
 * database works.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { childEntry } from './child-entry';
import { openPostgres, type DatabaseHandle } from './client';

export async function openEmbeddedServer(dataDir: string): Promise<DatabaseHandle> {
  const { file, execArgv } = childEntry('db/embedded-server-process');
  const child = fork(file, [dataDir], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await listeningPort(child);
  let closing = false;
  child.once('exit', (code, signal) => {
    if (closing) return;
    // Without its database the API can answer nothing; exiting lets whatever started it start it again.
    console.error(`[api] the embedded database stopped (${code ?? signal}); stopping`);
    process.exit(1);
  });
  // One connection held open: the server takes one (PGlite runs one query at a time anyway), and a connection
  // closed for idleness could race its replacement for that one slot.
  const handle = await openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 1, idleTimeoutMillis: 0 });
  return {
    ...handle,
    kind: 'pglite',
    // One process owns the data dir, and the one connection must stay free for fn's queries.
    exclusively: (fn) => fn(),
    close: async () => {
      closing = true;
      await handle.close();
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.send('stop');
      await exited;
    },
  };
}

function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`the embedded database did not start (${code ?? signal})`)));
  });
}
