import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { createTestApp, type TestContext } from '../testing/app';
import { insertProducts } from '../testing/products';
import { request } from '../testing/request';
import { drainAndClose, markDraining } from './lifecycle';

/** The health routes' answer (no shared contract: only orchestrators read it). */
interface Health {
  status: 'ok';
  database?: 'pglite' | 'postgres';
}

describe('liveness and readiness', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is live but not ready while the database holds no catalog, nor with only discontinued wines', async () => {
    expect((await request<Health>(ctx.app, { method: 'GET', url: '/livez' })).body).toEqual({ status: 'ok' });
    expect((await request<Health>(ctx.app, { method: 'GET', url: '/healthz' })).status).toBe(200);
    const empty = await request<ErrorBody>(ctx.app, { method: 'GET', url: '/readyz' });
    expect(empty.status).toBe(503);
    expect(empty.body).toEqual({ detail: 'Katalogen är inte inläst.' });
    await insertProducts(ctx.handle.db, [{ discontinued: true }]);
    expect((await request<ErrorBody>(ctx.app, { method: 'GET', url: '/readyz' })).status).toBe(503);
  });

  it('is live and ready while serving; not ready once draining, still live', async () => {
    await insertProducts(ctx.handle.db, [{}]);
    expect((await request<Health>(ctx.app, { method: 'GET', url: '/livez' })).body).toEqual({ status: 'ok' });
    expect((await request<Health>(ctx.app, { method: 'GET', url: '/readyz' })).body).toEqual({ status: 'ok', database: 'pglite' });
    markDraining(ctx.app);
    const draining = await request<ErrorBody>(ctx.app, { method: 'GET', url: '/readyz' });
    expect(draining.status).toBe(503);
    expect(draining.body).toEqual({ detail: 'Instansen stängs ner.' });
    expect((await request<Health>(ctx.app, { method: 'GET', url: '/livez' })).status).toBe(200);
  });
});

describe('graceful shutdown', () => {
  it('stops taking connections but finishes the request in flight, then closes', async () => {
    const ctx = await createTestApp('pglite');
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      // A login whose body is still arriving when the shutdown starts.
      const body = JSON.stringify({ email: 'ingen@example.se', password: 'fel-losenord' });
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const ended = new Promise((resolve) => socket.once('close', resolve));
      socket.write(`POST /login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
      await new Promise((r) => setTimeout(r, 100));

      const closing = drainAndClose(ctx.app, 10_000);
      await new Promise((r) => setTimeout(r, 100));
      // No new connections…
      const refused = await new Promise<string>((resolve) => {
        const late = net.connect(port, '127.0.0.1');
        late.once('connect', () => (late.destroy(), resolve('connected')));
        late.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');
      // …but the one in flight gets its answer.
      socket.write(body.slice(10));
      await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('Det går inte att logga in');
      // The connection closes after its answer instead of staying kept-alive.
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(await closing).toBe('closed');
    } finally {
      await ctx.close();
    }
  });
});
