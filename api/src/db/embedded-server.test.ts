/**
 * The serving API's embedded database: PGlite in its own process, reached over the wire protocol. Migrations,
 * writes, transactions and many concurrent queries go through its one connection, the data outlives a restart, and
 * closing the handle stops the process.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { openEmbeddedServer } from './embedded-server';
import { queryRows } from './query';

/** The children of `parent` (this process by default) that run the embedded server. */
function serverPids(parent = process.pid): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(parent), '-f', 'embedded-server-process'], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded database server', { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vk-embedded-'));
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openEmbeddedServer(dataDir);
    await handle.migrate();
  }, 60_000);
  let closed = false;
  const close = async () => {
    if (!closed) await handle?.close();
    closed = true;
  };
  afterAll(async () => {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is PGlite, migrated, with the extensions the schema uses', async () => {
    expect(handle.kind).toBe('pglite');
    const rows = await queryRows<{ folded: string; similar: number }>(handle.db, sql`select unaccent('Rhône') as folded, similarity('chardonnay', 'chardonay') as similar`);
    expect(rows[0]!.folded).toBe('Rhone');
    expect(rows[0]!.similar).toBeGreaterThan(0.5);
    const tables = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from information_schema.tables where table_name = 'products'`);
    expect(tables[0]!.n).toBe(1);
  });

  it('answers each of many concurrent parameterised queries with its own result', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => queryRows<{ n: number; s: string }>(handle.db, sql`select ${i}::int * 2 as n, repeat(${String(i)}, ${i % 5 + 1}) as s`)),
    );
    answers.forEach((rows, i) => expect(rows[0]).toEqual({ n: i * 2, s: String(i).repeat((i % 5) + 1) }));
  });

  it('keeps a transaction to itself and rolls it back on error, while other queries wait their turn', async () => {
    await handle.db.execute(sql`create table if not exists embedded_probe (id int primary key, note text)`);
    const failed = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into embedded_probe values (1, 'rolled back')`);
        throw new Error('stop');
      })
      .catch((err: Error) => err.message);
    const outside = queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from embedded_probe`);
    expect(await failed).toBe('stop');
    expect((await outside)[0]!.n).toBe(0);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into embedded_probe values (2, 'kept')`);
    });
    const kept = await queryRows<{ note: string }>(handle.db, sql`select note from embedded_probe order by id`);
    expect(kept).toEqual([{ note: 'kept' }]);
  });

  it('keeps its data across a restart, and closing the handle stops the process', async () => {
    expect(serverPids()).toHaveLength(1);
    await close();
    expect(serverPids()).toHaveLength(0);
    handle = await openEmbeddedServer(dataDir);
    closed = false;
    const kept = await queryRows<{ note: string }>(handle.db, sql`select note from embedded_probe`);
    expect(kept).toEqual([{ note: 'kept' }]);
  });

  it('stops when the API that started it is killed, so no orphan keeps the data dir', async () => {
    // The data dir made above (no second initdb): this suite's own server gives it up first.
    await close();
    const script = `const { openEmbeddedServer } = await import(${JSON.stringify(new URL('./embedded-server.ts', import.meta.url).href)});
      await openEmbeddedServer(${JSON.stringify(dataDir)}); console.log('up');`;
    const api = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await once(api.stdout!, 'data');
      const [server] = serverPids(api.pid);
      expect(server).toBeGreaterThan(0);
      api.kill('SIGKILL');
      const deadline = Date.now() + 10_000;
      while (alive(server!) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(alive(server!)).toBe(false);
    } finally {
      api.kill('SIGKILL');
    }
  });
});
