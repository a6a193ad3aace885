/**
 * The scale-out load run: two built API processes (`dist/main.js`) on one fresh PostgreSQL database and
 * one Redis, behind a round-robin proxy that, like the Caddy proxy of docker-compose, tries the other instance when
 * a connection cannot be made. 50 connections of mixed reads and writes (browse, search, wine pages, likes, list
 * additions, notes) for SCALE_SECONDS (60); a third of the way in one instance is killed with SIGKILL, and it is
 * started again five seconds later. Then every write that was answered 2xx is looked up in the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiRoot } from '../config';
import { apiNodeFlags } from './catalog-figures';
import { createScratchDatabase } from '../db/scratch-database';

const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const mainJs = path.join(apiRoot, 'dist', 'main.js');

export interface ScaleOutResult {
  seconds: number;
  requests: number;
  rps: number;
  writesAcknowledged: number;
  lostWrites: number;
  /** 5xx, proxy failures and network errors. */
  errors: number;
  /** Of those: requests sent to the killed instance before the proxy first saw it fail (in flight when it died). */
  errorsInFlightOnKilled: number;
  /**
   * 4xx answers, by status: none expected but 409s, a write retried after its first try died with the killed
   * instance although it had been applied (a wine already in the list). Counted so a refusal is not taken for a loss.
   */
  refused: number;
  refusedByStatus: Record<number, number>;
  killedAtS: number;
  restartedAtS: number;
  readyAgainAfterS: number;
}

interface Instance {
  port: number;
  child: ChildProcess;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitReady(port: number, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API on ${port} exited (${child.exitCode}) during start`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`API on ${port} not ready after ${timeoutMs / 1000} s`);
}

function startInstance(port: number, env: NodeJS.ProcessEnv): Instance {
  const child = spawn(process.execPath, [...apiNodeFlags(), mainJs], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  return { port, child };
}

/**
 * Round robin with Caddy's passive health checks: an instance that failed is skipped for FAIL_MS, and a refused
 * connection (nothing was sent) is tried on another instance.
 */
const FAIL_MS = 10_000;
function startProxy(ports: number[], onError: (port: number, sentAt: number, code: string) => void): Promise<http.Server> {
  let next = 0;
  const downUntil = new Map<number, number>();
  const choose = (exclude: Set<number>) => {
    const candidates = ports.filter((p) => !exclude.has(p));
    const healthy = candidates.filter((p) => (downUntil.get(p) ?? 0) <= Date.now());
    const pool = healthy.length ? healthy : candidates;
    return pool.length ? pool[next++ % pool.length]! : undefined;
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS * 2 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<number>();
      const forward = () => {
        const port = choose(tried)!;
        tried.add(port);
        const sentAt = performance.now();
        const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent }, (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          up.on('error', () => res.destroy());
        });
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          downUntil.set(port, Date.now() + FAIL_MS);
          if (err.code === 'ECONNREFUSED' && tried.size < ports.length) return forward();
          onError(port, sentAt, String(err.code));
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
          res.end('{"detail":"upstream failed"}');
        });
        upstream.end(body);
      };
      forward();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Visitor {
  id: number;
  token: string;
  listId: number;
  liked: Set<number>;
  listed: Set<number>;
}

type Write = { kind: 'like'; user: number; product: number } | { kind: 'list'; list: number; product: number } | { kind: 'note'; user: number; text: string };

const SEARCHES = ['chardonnay', 'rioja', 'barolo', 'riesling', 'sancerre', 'malbec', 'chianti', 'champagne', 'pinot noir', 'amarone'];

export async function scaleOutRun(log: (line: string) => void = console.log): Promise<ScaleOutResult> {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) throw new Error('scale-out run needs DATABASE_URL and REDIS_URL');
  const db = await createScratchDatabase(process.env.DATABASE_URL, 'vk_scale');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vk-scale-'));
  // One Redis database for this run, emptied first: rate limits and throttles start from zero.
  const env = { DATABASE_URL: db.url, REDIS_URL: process.env.REDIS_URL, DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100000', LOG_LEVEL: 'warn' };
  const [portA, portB] = [await freePort(), await freePort()];
  const a = startInstance(portA, env);
  let b: Instance | undefined;
  let proxy: http.Server | undefined;
  try {
    await waitReady(portA, a.child);
    b = startInstance(portB, env);
    await waitReady(portB, b.child);

    let killedAt = Infinity;
    const proxyFailures: { port: number; sentAt: number; failedAt: number }[] = [];
    proxy = await startProxy([portA, portB], (port, sentAt) => proxyFailures.push({ port, sentAt, failedAt: performance.now() }));
    const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

    const call = async (method: string, url: string, body?: unknown, token?: string) => {
      const res = await fetch(base + url, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Token ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, json: () => JSON.parse(text) as unknown };
    };

    const products = ((await call('GET', '/api/v1/product/?page_size=100')).json() as { results: { id: number }[] }).results.map((p) => p.id);
    const visitors: Visitor[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const email = `last-${i}-${randomUUID().slice(0, 8)}@example.se`;
      const reg = await call('POST', '/auth/registration/', { email, password1: 'Lastprov-2026!', password2: 'Lastprov-2026!', name: `Last ${i}` });
      const { key } = reg.json() as { key: string };
      const { id } = (await call('GET', '/auth/profile/', undefined, key)).json() as { id: number };
      const list = (await call('POST', '/api/v1/user-lists/', { name: `Lastlista ${i}` }, key)).json() as { id: number };
      visitors.push({ id, token: key, listId: list.id, liked: new Set(), listed: new Set() });
    }

    const writes: Write[] = [];
    let requests = 0;
    let refused = 0;
    const refusedByStatus: Record<number, number> = {};
    let errors = 0;
    const started = performance.now();
    const until = started + SECONDS * 1000;
    const elapsedS = () => (performance.now() - started) / 1000;
    const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    const fresh = (taken: Set<number>) => products.find((p) => !taken.has(p) && Math.random() < 0.2) ?? products.find((p) => !taken.has(p));

    const worker = async (v: Visitor) => {
      while (performance.now() < until) {
        const r = Math.random();
        let write: Write | undefined;
        let request: Promise<{ status: number }>;
        if (r < 0.35) request = call('GET', `/api/v1/product/?page=${1 + Math.floor(Math.random() * 40)}&page_size=24`);
        else if (r < 0.55) request = call('GET', `/api/v1/product/?search=${encodeURIComponent(pick(SEARCHES))}`);
        else if (r < 0.7) request = call('GET', `/api/v1/product/${pick(products)}/`);
        else if (r < 0.8 && fresh(v.liked) !== undefined) {
          const product = fresh(v.liked)!;
          v.liked.add(product);
          write = { kind: 'like', user: v.id, product };
          request = call('POST', '/api/v1/user-product-likes/', { product }, v.token);
        } else if (r < 0.9 && fresh(v.listed) !== undefined) {
          const product = fresh(v.listed)!;
          v.listed.add(product);
          write = { kind: 'list', list: v.listId, product };
          request = call('POST', `/api/v1/user-lists/${v.listId}/add-product/`, { product }, v.token);
        } else {
          const text = `Lastprov ${randomUUID()}`;
          write = { kind: 'note', user: v.id, text };
          request = call('POST', '/user-product-notes/', { product: pick(products), text }, v.token);
        }
        let status = 0;
        try {
          status = (await request).status;
        } catch {
          status = 0;
        }
        requests++;
        if (status >= 200 && status < 300) {
          if (write) writes.push(write);
        } else if (status >= 400 && status < 500) {
          refused++;
          refusedByStatus[status] = (refusedByStatus[status] ?? 0) + 1;
        }
        else errors++;
        // A write that failed may or may not have happened: allow it to be tried again later.
        if (write && !(status >= 200 && status < 300) && write.kind !== 'note') (write.kind === 'like' ? v.liked : v.listed).delete(write.product);
      }
    };

    const chaos = (async () => {
      await new Promise((r) => setTimeout(r, (SECONDS / 3) * 1000));
      killedAt = performance.now();
      const killedAtS = elapsedS();
      b!.child.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 5000));
      const restartedAtS = elapsedS();
      b = startInstance(portB, env);
      await waitReady(portB, b.child);
      return { killedAtS, restartedAtS, readyAgainAfterS: elapsedS() - restartedAtS };
    })();

    await Promise.all(visitors.map(worker));
    const times = await chaos;
    const seconds = elapsedS();
    // In flight on the killed instance: sent to it before the proxy first saw it fail after the kill.
    const seenDeadAt = Math.min(...proxyFailures.filter((f) => f.port === portB && f.failedAt >= killedAt).map((f) => f.failedAt));
    const errorsInFlightOnKilled = proxyFailures.filter((f) => f.port === portB && f.sentAt <= seenDeadAt).length;

    // Every acknowledged write must be in the database.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const likes = new Set((await client.query<{ k: string }>(`select user_id || ':' || product_id as k from product_likes`)).rows.map((r) => r.k));
    const listed = new Set((await client.query<{ k: string }>(`select list_id || ':' || product_id as k from user_list_products`)).rows.map((r) => r.k));
    const notes = new Set((await client.query<{ k: string }>(`select user_id || ':' || text as k from notes`)).rows.map((r) => r.k));
    await client.end();
    const lostWrites = writes.filter((w) =>
      w.kind === 'like' ? !likes.has(`${w.user}:${w.product}`) : w.kind === 'list' ? !listed.has(`${w.list}:${w.product}`) : !notes.has(`${w.user}:${w.text}`),
    ).length;

    const result: ScaleOutResult = {
      seconds,
      requests,
      rps: requests / seconds,
      writesAcknowledged: writes.length,
      lostWrites,
      errors,
      errorsInFlightOnKilled,
      refused,
      refusedByStatus,
      ...times,
    };
    log(
      `two instances on PostgreSQL + Redis, ${CONNECTIONS} connections, ${seconds.toFixed(0)} s mixed reads and writes; ` +
        `instance B killed (SIGKILL) at ${times.killedAtS.toFixed(1)} s, restarted at ${times.restartedAtS.toFixed(1)} s, serving again after ${times.readyAgainAfterS.toFixed(1)} s`,
    );
    return result;
  } finally {
    proxy?.close();
    a.child.kill('SIGTERM');
    b?.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await db.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
