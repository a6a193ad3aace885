/**
 * Global setup of the API tests: one migrated PGlite, dumped once per run. A new PGlite runs initdb (seconds, more on
 * a busy machine); one started from this dump skips it, so every test's fresh database costs a load, not a cluster
 * plus the migrations.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite's dump (a tar file), see freshDatabase. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const handle = await openPglite('memory://');
  await handle.migrate();
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
