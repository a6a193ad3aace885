/**
 * Global setup of the API tests: one migrated PGlite, dumped once per run. A new PGlite runs initdb (seconds, more on
 * a busy machine); one started from this dump skips it, so every test's fresh database costs a load, not a cluster
 * plus the migrations. With DATABASE_URL, likewise one migrated PostgreSQL database that each test's database copies.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite's dump (a tar file), see freshDatabase. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database each test's database is created from (with DATABASE_URL), see freshDatabase. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const handle = await openPglite('memory://');
  await handle.migrate();
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  const postgres = process.env.DATABASE_URL ? await migratedPostgres(process.env.DATABASE_URL) : undefined;
  if (postgres) project.provide('postgresTemplate', postgres.name);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}

async function migratedPostgres(baseUrl: string) {
  const template = await createScratchDatabase(baseUrl, 'vk_test_template');
  const handle = await openPostgres(template.url);
  try {
    await handle.migrate();
  } finally {
    // A template copies only while nobody is connected to it.
    await handle.close();
  }
  return template;
}
