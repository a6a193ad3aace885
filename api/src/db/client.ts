import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../config';
import * as schema from './schema';
import { isDatabaseUnavailable, wasNotRunByServer } from './unavailable';

export type Schema = typeof schema;
/** Drizzle database over either driver; feature code is written once against this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs `fn` while holding the database-wide preparation lock: instances starting together migrate and import one at a time. */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** pg_advisory_lock key of the first-start preparation (migrate + import). */
const PREPARE_LOCK = 74110000;

/**
 * PGlite's defaults size Postgres for a server (160 MB of shared buffers); its WebAssembly heap never shrinks.
 * The catalog is ~90 MB on disk and pages not in the buffers come from the OS page cache.
 */
const PGLITE_CONF = ['shared_buffers = 16MB'];

/** PGlite with the extensions and settings the schema needs, on `dataDir`. */
export function createPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, postgresqlconf: PGLITE_CONF, ...options });
}

/**
 * Embedded PGlite in this process, persisted in `dataDir` (or in memory when dataDir is 'memory://'); `loadDataDir`
 * starts it from a dump (`dumpDataDir`) instead of a new cluster, which skips initdb.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  const client = await createPglite(dataDir, options);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    // One process owns a PGlite data dir.
    exclusively: (fn) => fn(),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, poolOptions: pg.PoolConfig = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DB_POOL_SIZE ?? 10), ...poolOptions });
  // A dropped connection must not crash the process; the pool reconnects on the next query.
  pool.on('error', (err) => console.error('postgres pool error', err.message));
  retryOnLostConnection(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsDir }),
    exclusively: async (fn) => {
      // A session lock on a connection of its own, held for the whole of fn.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Attempts of a statement whose pooled connection turns out dead (each failure drops that connection). */
const ATTEMPTS = 3;

/**
 * After the server dropped connections (restart, failover, pg_terminate_backend) the pool may still hand out
 * idle connections that are dead. A statement the server answered by shutting the connection was not committed,
 * so it is sent again on another connection. A plain SELECT is also sent again after any lost connection; a
 * write that lost its socket is not (it might have been applied) and answers 503 instead.
 */
export function retryOnLostConnection(pool: Pick<pg.Pool, 'query'>): void {
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  const isRead = (config: unknown) => /^\s*select\b/i.test(typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? ''));
  const canRetry = (config: unknown, err: unknown) => wasNotRunByServer(err) || (isRead(config) && isDatabaseUnavailable(err));
  (pool as unknown as { query: typeof query }).query = async (config, values) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await query(config, values);
      } catch (err) {
        if (attempt >= ATTEMPTS || !canRetry(config, err)) throw err;
      }
    }
  };
}

/** For a short-lived process (preparation, the import command): PGlite, when there is no DATABASE_URL, in this process. */
export function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
