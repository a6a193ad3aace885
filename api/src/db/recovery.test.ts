/**
 * Database loss: the API answers 503 `{detail}` (not 500) while PostgreSQL cannot be reached, keeps running,
 * and serves again once connections can be made. PGlite runs in-process, so only PostgreSQL is tested.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '../app';
import { freshIp, registerUser, type TestUser } from '../testing/users';
import { insertProducts } from '../testing/products';
import { loadConfig } from '../config';
import { DATABASE_UNAVAILABLE } from '../http/errors';
import { createTestApp, type TestContext } from '../testing/app';
import { request } from '../testing/request';
import { openPostgres, type DatabaseHandle } from './client';

describe('PostgreSQL not reachable', () => {
  let app: AppInstance;
  let handle: DatabaseHandle;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'vk-api-'));
  beforeAll(async () => {
    // Loopback port with nothing listening (the API's test port block).
    handle = await openPostgres('postgres://postgres@127.0.0.1:4698/nowhere');
    const config = { ...loadConfig({ DATABASE_URL: '' }), dataDir: tmp, outboxDir: path.join(tmp, 'outbox'), uploadsDir: path.join(tmp, 'uploads') };
    app = await buildApp({ db: handle.db, dbKind: 'postgres', config });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('answers 503 {detail} in Swedish with Retry-After on reads, writes, logins and token checks', async () => {
    const requests = [
      { method: 'GET', url: '/healthz' },
      { method: 'GET', url: '/api/v1/product/?search=chardonay' },
      { method: 'GET', url: '/auth/profile/', headers: { authorization: `Token ${'ab'.repeat(32)}` } },
      { method: 'POST', url: '/login/', body: { email: 'a@example.se', password: 'hemligt-losen' } },
    ] as const;
    for (const r of requests) {
      const res = await request<ErrorBody>(app, { ...r, remoteAddress: freshIp() });
      expect(res.status, `${r.method} ${r.url}: ${JSON.stringify(res.body)}`).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ detail: DATABASE_UNAVAILABLE });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL connections dropped and restored', () => {
  let ctx: TestContext;
  let user: TestUser;
  let product: number;
  let admin: pg.Client;
  beforeAll(async () => {
    ctx = await createTestApp('postgres');
    user = await registerUser(ctx.app);
    product = (await insertProducts(ctx.handle.db, [{ name: 'Återanslutningsvin' }]))[0]!;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await ctx?.close();
  });

  /** Kills every server-side connection of the API's database, and waits until they are gone. */
  async function terminateApiConnections(): Promise<number> {
    const { rows } = (await ctx.handle.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
    const database = rows[0]!.name;
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    for (let i = 0; i < 100; i++) {
      const left = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
      if (left.rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return killed.rowCount ?? 0;
  }

  /** Reads and a write; only the status and, for failures, the error body are checked. */
  const traffic = () => [
    request<unknown>(ctx.app, { method: 'GET', url: `/api/v1/product/${product}` }),
    request<unknown>(ctx.app, { method: 'GET', url: '/auth/profile/', headers: user.headers }),
    request<unknown>(ctx.app, { method: 'POST', url: '/api/v1/user-product-likes/', body: { product }, headers: user.headers }),
    request<unknown>(ctx.app, { method: 'GET', url: '/api/v1/product/?search=atera' }),
  ];

  it('the next requests succeed after every connection was terminated (at most one clean 503)', async () => {
    // Several pooled connections in use, then idle.
    for (const res of await Promise.all([...traffic(), ...traffic()])) expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const failures: string[] = [];
    for (let round = 0; round < 3; round++) {
      expect(await terminateApiConnections()).toBeGreaterThan(0);
      for (let i = 0; i < 5; i++) {
        for (const res of await Promise.all(traffic())) {
          if (res.status < 300) continue;
          // Anything but a success must be the clean 503.
          expect(res.status, JSON.stringify(res.body)).toBe(503);
          expect(res.body as ErrorBody).toEqual({ detail: DATABASE_UNAVAILABLE });
          failures.push(JSON.stringify(res.body));
        }
      }
    }
    expect(failures.length).toBeLessThanOrEqual(1);
    const health = await request<{ status: 'ok'; database: 'pglite' | 'postgres' }>(ctx.app, { method: 'GET', url: '/healthz' });
    expect(health.body).toEqual({ status: 'ok', database: 'postgres' });
  });
});
