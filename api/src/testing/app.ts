import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, inject } from 'vitest';
import { buildApp, type AppInstance } from '../app';
import { catalogDataDir, loadConfig, type ApiConfig } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';

export type DbKind = 'pglite' | 'postgres';

/** The databases every API suite runs on: PGlite always, PostgreSQL too when DATABASE_URL is set (CI). */
export const dbKinds: DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const describeEachDb = (name: string, fn: (kind: DbKind) => void) => {
  for (const kind of dbKinds) describe(`${name} [${kind}]`, () => fn(kind));
};

let migratedDump: Blob | undefined;

/**
 * A fresh, migrated database: in-memory PGlite started from the run's migrated dump, or a PostgreSQL copy of the
 * run's migrated template (both made by database-templates.ts), dropped on close.
 */
export async function freshDatabase(kind: DbKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    migratedDump ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openPglite('memory://', { loadDataDir: migratedDump });
  }
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'vk_test', { template: inject('postgresTemplate') });
  const handle = await openPostgres(scratch.url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

export interface TestContext {
  app: AppInstance;
  handle: DatabaseHandle;
  config: ApiConfig;
  close(): Promise<void>;
}

/** An app on a fresh database with temp outbox/uploads folders; call close() in afterAll (it removes them). */
export async function createTestApp(kind: DbKind, overrides: Partial<ApiConfig> = {}): Promise<TestContext> {
  const handle = await freshDatabase(kind);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'vk-api-'));
  const config: ApiConfig = {
    ...loadConfig({ ...process.env, DATABASE_URL: '' }),
    dataDir: tmp,
    outboxDir: path.join(tmp, 'outbox'),
    uploadsDir: path.join(tmp, 'uploads'),
    // The repository's catalog, whatever SHARED_DATA_DIR says.
    sharedDataDir: catalogDataDir,
    redisUrl: undefined,
    smtpUrl: undefined,
    // app.inject's requests come from http://localhost.
    publicUrl: 'http://localhost',
    // Whatever the shell exports: collector on, no analytics summary (a test that needs one passes its own token).
    analytics: { enabled: true, adminToken: undefined, batchesPerMinute: undefined },
    moderation: { adminToken: undefined },
    ...overrides,
  };
  const app = await buildApp({ db: handle.db, dbKind: handle.kind, config });
  await app.ready();
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
