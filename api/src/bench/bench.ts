/**
 * `npm run bench -w api`: a short local load run of the catalog API.
 * For PGlite (a fresh on-disk data dir) and, when DATABASE_URL is set, PostgreSQL (a fresh database):
 * migrate, import the shared data (timed), start the app on an ephemeral loopback port, then load it
 * with autocannon: product detail, product search with a typo, the wine finder chat, and a bare Fastify
 * route on the same server (the framework's ceiling). Prints requests/s, p50/p95/p99 latency and the
 * ratios to the bare route. Env: BENCH_SECONDS (per case, default 4), BENCH_CONNECTIONS (default 50),
 * BENCH_SUMMARY_FILE (JSON lines for the root `npm run bench` summary).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { ensureImported } from '../import/ensure-imported';
import { queryRows } from '../products/queries';
import { sql } from 'drizzle-orm';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Targets from the issue: search p95 at 50 connections; detail latency within 2× of the bare route. */
const TARGETS = { searchP95Ms: 10, detailVsBare: 2 };

/** A visitor half-way through Vinväljaren asking for results: dinner, lamb, red, a price range, full body. */
const CHAT_BODY = JSON.stringify({
  answers: { occasion: 'middag', food: ['lamm'], style: ['rott'], price: '100-200', body: 'fyllig' },
  include_results: true,
});

interface BenchCase {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Served by a second app on the same database with the read cache off: what a cache miss costs. */
  uncached?: boolean;
}

interface SummaryRow {
  what: string;
  value: string;
  target: string;
  ok: boolean | null;
}
const summary: SummaryRow[] = [];

interface CaseResult {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

async function load(url: string, c: BenchCase, seconds: number): Promise<CaseResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: url + c.path,
    connections: CONNECTIONS,
    duration: seconds,
    method: c.method ?? 'GET',
    ...(c.body ? { body: c.body, headers: { 'content-type': 'application/json' } } : {}),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name: c.name,
    path: c.path,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void>; where: string }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-bench-'));
    const handle = await openPglite(dir);
    return { handle, where: `PGlite ${dir}`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = new URL(process.env.DATABASE_URL!);
  const name = `vk_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    handle,
    where: `PostgreSQL ${base.host}/${name}`,
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: base.toString() });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function benchKind(kind: 'pglite' | 'postgres'): Promise<void> {
  const { handle, cleanup, where } = await freshDatabase(kind);
  try {
    let t = performance.now();
    await handle.migrate();
    const migrateMs = performance.now() - t;
    const config = { ...loadConfig({ ...process.env, DATABASE_URL: '' }), dataDir: os.tmpdir() };
    t = performance.now();
    const imported = await ensureImported(handle.db, config, { log: () => {} });
    const totalImportMs = performance.now() - t;
    if (!imported) throw new Error(`nothing imported from ${config.sharedDataDir}`);
    const s = imported.stats;
    console.log(`\n== ${kind}: ${where}`);
    console.log(`migrate ${fmt(migrateMs, 0)} ms; import ${s.durationMs} ms (+ catalogs and DEMO stock: ${fmt(totalImportMs, 0)} ms in all)`);
    summary.push({ what: `import of the full data set, ${kind}`, value: `${fmt(totalImportMs / 1000, 1)} s`, target: '–', ok: null });
    console.log(
      `imported ${s.wines} wines from ${s.files.join(', ')}; ${s.stores} stores + ${s.agents} agents; ` +
        `${imported.catalogs.length} catalogs`,
    );

    const app = await buildApp({ db: handle.db, dbKind: handle.kind, config });
    app.get('/bench/bare', async () => ({ ok: true }));
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const uncachedApp = await buildApp({ db: handle.db, dbKind: handle.kind, config: { ...config, readCache: { ...config.readCache, enabled: false } } });
    const uncachedAddress = await uncachedApp.listen({ host: '127.0.0.1', port: 0 });
    const baseOf = (c: BenchCase) => (c.uncached ? uncachedAddress : address);
    try {
      const [product] = await queryRows<{ slug: string }>(
        handle.db,
        sql`select slug from products where not is_discontinued order by (clock_body is not null) desc, id limit 1`,
      );
      const cases: BenchCase[] = [
        { name: 'bare Fastify route', path: '/bench/bare' },
        { name: 'product detail', path: `/api/v1/product/${product!.slug}` },
        { name: "product search 'chardonay' (typo)", path: '/api/v1/product/?search=chardonay' },
        { name: 'product detail, no read cache', path: `/api/v1/product/${product!.slug}`, uncached: true },
        { name: "search 'chardonay', no read cache", path: '/api/v1/product/?search=chardonay', uncached: true },
        { name: 'product list, filtered', path: '/api/v1/product/?style=red&price_max=200&sort=price' },
        { name: 'chat: 5 answers, with results', path: '/api/v1/chat/', method: 'POST', body: CHAT_BODY },
      ];
      // Every case must answer 200 before it is timed: a fast 400 would flatter the figures.
      for (const c of cases) {
        const res = await fetch(baseOf(c) + c.path, { method: c.method ?? 'GET', body: c.body, headers: c.body ? { 'content-type': 'application/json' } : {} });
        if (res.status !== 200) throw new Error(`${c.name}: ${c.path} answered ${res.status}`);
      }
      // Requests still queued from the previous case (autocannon stops, the server keeps working) would
      // be timed against the next one: PGlite runs queries one at a time on the event loop. Wait until a
      // trivial query answers at once again (handlers may send several queries in turn).
      const settle = async () => {
        for (let i = 0; i < 100; i++) {
          await new Promise((r) => setTimeout(r, 100));
          const t0 = performance.now();
          await handle.db.execute(sql`select 1`);
          if (performance.now() - t0 < 5) return;
        }
      };
      // Warm-up (JIT, query plans).
      for (const c of cases) {
        await load(baseOf(c), c, 1);
        await settle();
      }
      const results: CaseResult[] = [];
      for (const c of cases) {
        results.push(await load(baseOf(c), c, SECONDS));
        await settle();
      }
      const bare = results[0]!;
      console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per case, loopback`);
      console.log(
        ['case'.padEnd(38), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'req/s÷bare'.padStart(11), 'p50÷bare'.padStart(9), 'errors'.padStart(7)].join(' '),
      );
      for (const r of results) {
        console.log(
          [
            r.name.padEnd(38),
            fmt(r.rps, 0).padStart(9),
            fmt(r.p50).padStart(8),
            fmt(r.p95).padStart(8),
            fmt(r.p99).padStart(8),
            fmt(r.rps / bare.rps, 3).padStart(11),
            `${fmt(r.p50 / bare.p50, 1)}×`.padStart(9),
            String(r.errors + r.non2xx).padStart(7),
          ].join(' '),
        );
      }
      const [, detail, search, detailUncached, searchUncached, , chat] = results;
      summary.push(
        { what: `search p95 at ${CONNECTIONS} conn., ${kind}`, value: `${fmt(search!.p95)} ms`, target: `≤ ${TARGETS.searchP95Ms} ms`, ok: search!.p95 <= TARGETS.searchP95Ms },
        {
          what: `detail p50 vs bare route, ${kind}`,
          value: `${fmt(detail!.p50 / bare.p50, 2)}× (${fmt(detail!.p50)}/${fmt(bare.p50)} ms)`,
          target: `≤ ${TARGETS.detailVsBare}×`,
          ok: detail!.p50 <= TARGETS.detailVsBare * bare.p50,
        },
        { what: `search p95, no read cache, ${kind}`, value: `${fmt(searchUncached!.p95)} ms`, target: '–', ok: null },
        { what: `detail p50, no read cache, ${kind}`, value: `${fmt(detailUncached!.p50)} ms`, target: '–', ok: null },
        { what: `detail req/s vs bare route, ${kind}`, value: `${fmt(detail!.rps / bare.rps, 3)}`, target: '–', ok: null },
        { what: `chat p95 / req/s, ${kind}`, value: `${fmt(chat!.p95)} ms / ${fmt(chat!.rps, 0)}`, target: '–', ok: null },
      );
      const failed = results.filter((r) => r.errors + r.non2xx > 0);
      if (failed.length) throw new Error(`errors under load: ${failed.map((r) => r.name).join(', ')}`);
    } finally {
      await app.close();
      await uncachedApp.close();
    }
  } finally {
    await handle.close();
    await cleanup();
  }
}

const kinds: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) await benchKind(kind);
if (process.env.BENCH_SUMMARY_FILE) writeFileSync(process.env.BENCH_SUMMARY_FILE, JSON.stringify(summary, null, 2));
