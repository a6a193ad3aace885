import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ErrorBody, Product, Profile, UserList } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type AppInstance } from './app';
import { loadConfig } from './config';
import { openPostgres, type DatabaseHandle } from './db/client';
import { createScratchDatabase } from './db/scratch-database';
import { readOutbox } from './features/mail/outbox';
import { multipart } from './testing/multipart';
import { insertProducts } from './testing/products';
import { request } from './testing/request';
import { eventually, registerUser } from './testing/users';

/**
 * Scale-out: two API instances on one PostgreSQL database and one Redis, each with its own disk, as
 * docker-compose runs them. What one instance writes, the other serves; limits count across both.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('two API instances on the same PostgreSQL and Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let handles: DatabaseHandle[] = [];
  let a: AppInstance;
  let b: AppInstance;
  let product: number;

  const instance = async (handle: DatabaseHandle) => {
    const disk = mkdtempSync(path.join(os.tmpdir(), 'vk-instance-'));
    const config = {
      ...loadConfig({ ...process.env }),
      dataDir: disk,
      outboxDir: path.join(disk, 'outbox'),
      uploadsDir: path.join(disk, 'uploads'),
      redisUrl: process.env.REDIS_URL,
      smtpUrl: undefined,
      publicUrl: 'http://localhost',
      readCache: { enabled: true, maxEntries: 1000, ttlMs: 60_000 },
    };
    const app = await buildApp({ db: handle.db, dbKind: 'postgres', config });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'vk_pair');
    handles = [await openPostgres(scratch.url), await openPostgres(scratch.url)];
    await handles[0]!.migrate();
    product = (await insertProducts(handles[0]!.db, [{ name: 'Delat vin' }]))[0]!;
    a = await instance(handles[0]!);
    b = await instance(handles[1]!);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const h of handles) await h.close();
    await scratch?.drop();
  });

  it('serves from one instance the avatar uploaded on the other', async () => {
    const u = await registerUser(a);
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7b1e3a' } }).png().toBuffer();
    const form = multipart({}, [{ field: 'avatar', filename: 'jag.png', contentType: 'image/png', data: image }]);
    const res = await request<Profile>(a, { method: 'PUT', url: '/auth/profile/', body: form.payload, headers: { ...u.headers, ...form.headers } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const served = await request<string>(b, { method: 'GET', url: new URL(res.body.avatar!).pathname });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('an import on one instance is seen by the other at once: told over Redis, not after the import stamp expires', async () => {
    await b.catalog.snapshot();
    const heard = vi.spyOn(b.catalog, 'forgetStamp');
    try {
      // As an import on instance a: rows and a finished run, then the importer's catalogChanged.
      const [id] = await insertProducts(handles[0]!.db, [{ name: 'Nyss importerat vin' }]);
      await eventually(async () => (heard.mock.calls.length > 0 ? true : undefined));
      expect((await b.catalog.snapshot()).byId.has(id!)).toBe(true);
    } finally {
      heard.mockRestore();
    }
  });

  it('reads fresh on one instance a list changed on the other', async () => {
    const u = await registerUser(a);
    const created = await request<UserList>(a, { method: 'POST', url: '/api/v1/user-lists/', body: { name: 'Fredagsviner' }, headers: u.headers });
    const id = created.body.id;
    expect((await request<UserList>(b, { method: 'GET', url: `/api/v1/public/user-lists/${id}/`, headers: u.headers })).body).toMatchObject({ name: 'Fredagsviner' });
    await request(a, { method: 'PATCH', url: `/api/v1/user-lists/${id}`, body: { name: 'Lördagsviner' }, headers: u.headers });
    await request(a, { method: 'POST', url: `/api/v1/user-lists/${id}/add-product/`, body: { product }, headers: u.headers });
    const read = (await request<UserList>(b, { method: 'GET', url: `/api/v1/public/user-lists/${id}/`, headers: u.headers })).body;
    expect(read.name).toBe('Lördagsviner');
    expect(read.product_list).toHaveLength(1);
  });

  it("drops the other instance's cached read within a second of a write", async () => {
    const url = `/api/v1/product/${product}/`;
    const likesOnB = async () => {
      const res = await request<Product>(b, { method: 'GET', url });
      return { count: res.body.likes_count, cache: res.headers['x-cache'] };
    };
    const before = await likesOnB();
    expect((await likesOnB()).cache).toBe('hit');
    const u = await registerUser(a);
    expect((await request(a, { method: 'POST', url: '/api/v1/user-product-likes/', body: { product }, headers: u.headers })).status).toBe(201);
    const after = await eventually(async () => {
      const now = await likesOnB();
      return now.count === before.count + 1 ? now : undefined;
    }, 1000);
    expect(after.cache).not.toBe('hit');
  });

  it('counts rate limits and login throttles across both instances', async () => {
    // Counters live in Redis across test runs: addresses of this run's own.
    const randomIp = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const ip = randomIp();
    const login = (app: AppInstance, email: string, remoteAddress = randomIp()) =>
      request<ErrorBody>(app, { method: 'POST', url: '/login/', body: { email, password: 'fel-losen' }, remoteAddress });
    // Per address: ten a minute, wherever they land.
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? a : b, `ip${i}@example.se`, ip)).status).toBe(400);
    expect((await login(a, 'ip-sista@example.se', ip)).status).toBe(429);
    // Per account: five wrong passwords, then a delay, wherever they land.
    const victim = `konto-${randomBytes(3).toString('hex')}@example.se`;
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? a : b, victim)).status).toBe(400);
    expect((await login(a, victim)).status).toBe(429);
  });

  it('counts mails to one address across both instances', async () => {
    // Welcome mails, each instance writing to its own outbox: made and deleted again on A, then B, then A …
    const email = `valkommen-${randomBytes(3).toString('hex')}@example.se`;
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? b : a;
      const u = await registerUser(app, { email });
      expect((await request(app, { method: 'DELETE', url: '/auth/delete-account/', headers: u.headers })).status).toBe(204);
    }
    const welcomes = async () => {
      const outboxes = await Promise.all([a, b].map((app) => readOutbox(app.deps.config.outboxDir, email)));
      return outboxes.flat().filter((m) => m.subject.includes('Välkommen'));
    };
    await eventually(async () => ((await welcomes()).length >= 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await welcomes()).toHaveLength(3);
  });
});
