/**
 * `npm run bench -w api`: a short local load run of the catalog API.
 * For PGlite (a fresh on-disk data dir) and, when DATABASE_URL is set, PostgreSQL (a fresh database):
 * migrate, import the shared data (timed), start the app on an ephemeral loopback port, then load it
 * with autocannon (in a worker thread, off the server's event loop): product detail, product search with a typo,
 * the wine finder chat, and a bare Fastify route on the same server (the framework's ceiling). Prints requests/s, p50/p95/p99 latency and the
 * ratios to the bare route. Env: BENCH_SECONDS (per case, default 4), BENCH_CONNECTIONS (default 50),
 * BENCH_KINDS (pglite, postgres or both: which databases; default every one available), BENCH_SUMMARY_FILE (JSON lines
 * for the root `npm run bench` summary).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { openEmbeddedServer } from '../db/embedded-server';
import { createScratchDatabase } from '../db/scratch-database';
import { ensureImported } from '../features/import';
import { queryRows } from '../db/query';
import { generateLoad, type LoadRequest } from './load';
import { scaleOutRun } from './scale-out';
import { sommelierFigures } from './sommelier';
import { allDishes } from '../features/food-knowledge';
import { catalogReads, heldCatalogs } from '../features/catalog-read-model';
import { firstStart, oneClient, oneClientGroups, searchQueries, type Latency } from './catalog-figures';
import { sql } from 'drizzle-orm';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/**
 * Targets: search p95 at 50 connections and detail within 2× of the bare route; on the full catalog,
 * uncached, one client: search p95 ≤ 10 ms, detail p95 ≤ 5 ms; mixed uncached reads at 50 connections; RSS and
 * first start of a real API process.
 */
const TARGETS = {
  searchP95Ms: 10,
  detailVsBare: 2,
  oneClientSearchP95Ms: 10,
  oneClientDetailP95Ms: 5,
  oneClientFacetsP95Ms: 15,
  suggestP95Ms: 20,
  dishTop8P95Ms: 20,
  mixedRps: { pglite: 800, postgres: 2000 },
  rssMb: 250,
  rssUnderLoadMb: 350,
  firstStartS: 15,
  uncachedSearchP95Ms: 50,
  catalogReadsPerImport: 1,
  catalogCopies: 1,
};

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

/** Filters as the filter page sends them. */
const FILTERS = [
  'style=red&price_max=150',
  'style=white&country=frankrike',
  'food=fisk&assortment=FS',
  'style=red&body_min=8&sort=price',
  'organic=true&style=sparkling',
  'grape=riesling',
  'country=italien&region=toscana',
  'style=rose&price_min=80&price_max=120',
  'food=lamm&food=not&sort=-price',
  'assortment=FS&sweetness_max=3&style=white',
];

/** `c` (or `requests`, each connection walking them) under CONNECTIONS connections for `seconds`. */
async function load(url: string, c: BenchCase, seconds: number, requests?: LoadRequest[]): Promise<CaseResult> {
  const outcome = await generateLoad({
    url: url + c.path,
    connections: CONNECTIONS,
    seconds,
    ...(c.method ? { method: c.method } : {}),
    ...(c.body ? { body: c.body } : {}),
    ...(requests ? { requests } : {}),
  });
  return { name: c.name, path: c.path, ...outcome };
}

interface FreshDatabase {
  /** For the API process: DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL). */
  env: NodeJS.ProcessEnv;
  where: string;
  cleanup: () => Promise<void>;
}

async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<FreshDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-bench-'));
    return { env: { DATA_DIR: dir, DATABASE_URL: '' }, where: `PGlite ${dir}`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const db = await createScratchDatabase(process.env.DATABASE_URL!, 'vk_bench');
  return { env: { DATABASE_URL: db.url }, where: `PostgreSQL ${new URL(db.url).host}/${db.name}`, cleanup: db.drop };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** The database as the serving API opens it (PGlite in its own process, as `npm start` runs it). */
const open = (kind: 'pglite' | 'postgres', db: FreshDatabase) =>
  kind === 'pglite' ? openEmbeddedServer(db.env.DATA_DIR!) : openPostgres(db.env.DATABASE_URL!);

async function benchKind(kind: 'pglite' | 'postgres'): Promise<void> {
  const db = await freshDatabase(kind);
  const { cleanup, where } = db;
  const handle = await open(kind, db);
  try {
    let t = performance.now();
    await handle.migrate();
    const migrateMs = performance.now() - t;
    const config = { ...loadConfig({ ...process.env, DATABASE_URL: '' }), dataDir: os.tmpdir() };
    t = performance.now();
    const readsBefore = catalogReads();
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
      console.log(`autocannon in its own thread: ${CONNECTIONS} connections, ${SECONDS} s per case, loopback`);
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
        {
          what: `search p95 at ${CONNECTIONS} conn., no read cache, ${kind}`,
          value: `${fmt(searchUncached!.p95)} ms, ${fmt(searchUncached!.rps, 0)} req/s`,
          target: `≤ ${TARGETS.uncachedSearchP95Ms} ms`,
          ok: searchUncached!.p95 <= TARGETS.uncachedSearchP95Ms,
        },
        { what: `detail p50, no read cache, ${kind}`, value: `${fmt(detailUncached!.p50)} ms`, target: '–', ok: null },
        { what: `detail req/s vs bare route, ${kind}`, value: `${fmt(detail!.rps / bare.rps, 3)}`, target: '–', ok: null },
        { what: `chat p95 / req/s, ${kind}`, value: `${fmt(chat!.p95)} ms / ${fmt(chat!.rps, 0)}`, target: '–', ok: null },
      );
      const failed = results.filter((r) => r.errors + r.non2xx > 0);
      if (failed.length) throw new Error(`errors under load: ${failed.map((r) => r.name).join(', ')}`);

      await catalogFigures(handle.db, kind, uncachedAddress, settle);
      await settle();
      summary.push(...(await sommelierFigures(handle.db, kind, uncachedAddress)));
      // Counted over the import and everything above (two apps, every case): the read model's own counter of its loads.
      const reads = catalogReads() - readsBefore;
      const copies = heldCatalogs();
      console.log(`full-catalog SQL reads since the import: ${reads}; catalogs held in memory: ${copies}`);
      summary.push(
        {
          what: `full-catalog SQL reads per import, ${kind}`,
          value: String(reads),
          target: String(TARGETS.catalogReadsPerImport),
          ok: reads <= TARGETS.catalogReadsPerImport,
        },
        { what: `in-memory copies of the catalog, ${kind}`, value: String(copies), target: String(TARGETS.catalogCopies), ok: copies <= TARGETS.catalogCopies },
      );
    } finally {
      await app.close();
      await uncachedApp.close();
    }
  } finally {
    await handle.close();
    await cleanup();
  }
}

const ms = (l: Latency) => `p50 ${fmt(l.p50)} / p95 ${fmt(l.p95)} ms`;

/** The catalog figures: uncached reads on the full catalog, one client and 50 connections. */
async function catalogFigures(db: DatabaseHandle['db'], kind: 'pglite' | 'postgres', uncached: string, settle: () => Promise<void>) {
  const queries = await searchQueries(db);
  const slugs = (await queryRows<{ slug: string }>(db, sql`select slug from products where not is_discontinued order by md5(slug) limit 60`)).map((r) => r.slug);
  const search = await oneClient(uncached, queries.map((q) => `/api/v1/product/?search=${encodeURIComponent(q)}`));
  const detail = await oneClient(uncached, slugs.map((s) => `/api/v1/product/${s}`));
  const filtered = await oneClient(uncached, FILTERS.map((f) => `/api/v1/product/?${f}`));
  // The filter page asks for the list and the facet counts of the same filter together.
  const faceted = await oneClientGroups(uncached, FILTERS.map((f) => [`/api/v1/product/?${f}`, `/api/v1/product/facets/?${f}`]));
  // Suggestions as typed: every prefix of 2–7 characters of the queries.
  const prefixes = [...new Set(queries.flatMap((q) => [2, 3, 4, 5, 7].map((n) => q.slice(0, n))).filter((q) => q.trim().length >= 2))];
  const suggest = await oneClient(uncached, prefixes.map((q) => `/api/v1/search/suggest/?q=${encodeURIComponent(q)}`), 1);
  // Pairing: every dish's top 8 (the engine over the whole catalog), and the taste twins of wines.
  const dishes = await oneClient(uncached, allDishes().map((d) => `/api/v1/dishes/${d.slug}/`));
  const twins = await oneClient(uncached, slugs.slice(0, 30).map((s) => `/api/v1/product/${s}/similar/`));
  console.log(
    `one client, no read cache: search (${queries.length} queries) ${ms(search)}; detail ${ms(detail)}; filtered list ${ms(filtered)}; ` +
      `list + facet counts ${ms(faceted)}; suggest (${prefixes.length} prefixes) ${ms(suggest)}; ` +
      `dish → top 8 (${allDishes().length} dishes) ${ms(dishes)}; similar wines ${ms(twins)}`,
  );
  summary.push(
    { what: `search, 1 client, ${queries.length} queries, uncached, ${kind}`, value: `p95 ${fmt(search.p95)} ms`, target: `≤ ${TARGETS.oneClientSearchP95Ms} ms`, ok: search.p95 <= TARGETS.oneClientSearchP95Ms },
    { what: `product detail, 1 client, uncached, ${kind}`, value: `p95 ${fmt(detail.p95)} ms`, target: `≤ ${TARGETS.oneClientDetailP95Ms} ms`, ok: detail.p95 <= TARGETS.oneClientDetailP95Ms },
    { what: `filtered list + facet counts, 1 client, uncached, ${kind}`, value: `p95 ${fmt(faceted.p95)} ms`, target: `≤ ${TARGETS.oneClientFacetsP95Ms} ms`, ok: faceted.p95 <= TARGETS.oneClientFacetsP95Ms },
    { what: `suggest as you type, 1 client, uncached, ${kind}`, value: `p95 ${fmt(suggest.p95)} ms`, target: `≤ ${TARGETS.suggestP95Ms} ms`, ok: suggest.p95 <= TARGETS.suggestP95Ms },
    { what: `filtered list alone, 1 client, uncached, ${kind}`, value: `p95 ${fmt(filtered.p95)} ms`, target: '–', ok: null },
    { what: `dish → top 8, 1 client, uncached, ${kind}`, value: `p95 ${fmt(dishes.p95)} ms`, target: `≤ ${TARGETS.dishTop8P95Ms} ms`, ok: dishes.p95 <= TARGETS.dishTop8P95Ms },
    { what: `similar wines, 1 client, uncached, ${kind}`, value: `p95 ${fmt(twins.p95)} ms`, target: '–', ok: null },
  );
  await settle();
  // Mixed uncached reads: every connection walks a different mix of detail, search, filtered lists and stores.
  const mix = [
    ...slugs.slice(0, 30).map((s) => `/api/v1/product/${s}`),
    ...queries.slice(0, 20).map((q) => `/api/v1/product/?search=${encodeURIComponent(q)}`),
    ...FILTERS.map((f) => `/api/v1/product/?${f}`),
    '/api/v1/store/?search=stockholm',
    '/api/v1/catalogs/',
    '/api/v1/tag-categories/?slug=mat',
  ];
  const mixed = await load(uncached, { name: 'mixed uncached reads', path: mix[0]! }, SECONDS * 2, mix.map((p) => ({ path: p })));
  const target = TARGETS.mixedRps[kind];
  console.log(`${CONNECTIONS} connections, mixed uncached reads (${mix.length} URLs): ${fmt(mixed.rps, 0)} req/s, p95 ${fmt(mixed.p95)} ms, errors ${mixed.errors + mixed.non2xx}`);
  summary.push({
    what: `mixed uncached reads, ${CONNECTIONS} conn., ${kind}`,
    value: `${fmt(mixed.rps, 0)} req/s, ${mixed.errors + mixed.non2xx} errors`,
    target: `≥ ${target} req/s`,
    ok: mixed.rps >= target && mixed.errors + mixed.non2xx === 0,
  });
}

/**
 * The bench's mix on a real API process (read cache on, as deployed): wine pages, searches, filtered lists with their
 * facet counts, suggestions, taste twins and the wine finder's chat.
 */
async function mixedLoad(base: string): Promise<void> {
  const page = (await (await fetch(`${base}/api/v1/product/?page_size=60&sort=-price`)).json()) as { results: { slug: string; name: string }[] };
  const words = ['chardonay', 'amaronne', 'rioja reserva', 'pinot noir', 'barolo', 'rosé', 'ekologiskt rött', 'låda', 'sancerre', 'champagne'];
  const queries = [...words, ...page.results.slice(0, 20).map((p) => p.name.toLowerCase())];
  const requests: LoadRequest[] = [
    ...page.results.map((p) => ({ path: `/api/v1/product/${p.slug}` })),
    ...queries.map((q) => ({ path: `/api/v1/product/?search=${encodeURIComponent(q)}` })),
    ...queries.map((q) => ({ path: `/api/v1/search/suggest/?q=${encodeURIComponent(q.slice(0, 4))}` })),
    ...FILTERS.flatMap((f) => [{ path: `/api/v1/product/?${f}` }, { path: `/api/v1/product/facets/?${f}` }]),
    ...page.results.slice(0, 10).map((p) => ({ path: `/api/v1/product/${p.slug}/similar/` })),
    { path: '/api/v1/chat/', method: 'POST', body: CHAT_BODY, headers: { 'content-type': 'application/json' } },
  ];
  await load(base, { name: 'mixed reads, real process', path: requests[0]!.path }, SECONDS * 2, requests);
}

/** A real first start of the built API on an empty database: migrate + import + seed + listen, then RSS, then RSS under load. */
async function firstStartFigures(kind: 'pglite' | 'postgres') {
  const db = await freshDatabase(kind);
  try {
    return await firstStart({ ...db.env, REDIS_URL: '' }, mixedLoad);
  } finally {
    await db.cleanup();
  }
}

// BENCH_KINDS=postgres (or pglite) runs one database's part alone.
const kinds = (process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)).filter(
  (k) => !process.env.BENCH_KINDS || process.env.BENCH_KINDS.split(',').includes(k),
);
for (const kind of kinds) {
  const start = await firstStartFigures(kind);
  console.log(
    `\n== ${kind}: first start of the built API on an empty database: ${fmt(start.seconds)} s; RSS once serving ${fmt(start.rssMb, 0)} MB, ` +
      `at most ${fmt(start.rssUnderLoadMb, 0)} MB under ${CONNECTIONS} connections of mixed reads` +
      (kind === 'pglite' ? `; the embedded database's own process ${fmt(start.databaseRssMb, 0)} MB, at most ${fmt(start.databaseRssUnderLoadMb, 0)} MB` : ''),
  );
  summary.push(
    { what: `first start (migrate + import + seed), ${kind}`, value: `${fmt(start.seconds)} s`, target: `≤ ${TARGETS.firstStartS} s`, ok: start.seconds <= TARGETS.firstStartS },
    { what: `API RSS after import, ${kind}`, value: `${fmt(start.rssMb, 0)} MB`, target: `≤ ${TARGETS.rssMb} MB`, ok: start.rssMb <= TARGETS.rssMb },
    {
      what: `API RSS under the bench's load, ${kind}`,
      value: `${fmt(start.rssUnderLoadMb, 0)} MB`,
      target: `≤ ${TARGETS.rssUnderLoadMb} MB`,
      ok: start.rssUnderLoadMb <= TARGETS.rssUnderLoadMb,
    },
    ...(kind === 'pglite'
      ? [
          {
            what: "the embedded database's own process: RSS after import / under load (PGlite, beside the API)",
            value: `${fmt(start.databaseRssMb, 0)} / ${fmt(start.databaseRssUnderLoadMb, 0)} MB`,
            target: '–',
            ok: null,
          },
        ]
      : []),
  );
  await benchKind(kind);
}

// Scale-out: two instances on PostgreSQL + Redis, one killed and restarted under load.
if (process.env.DATABASE_URL && process.env.REDIS_URL) {
  console.log('\n== scale-out: two API instances, one killed mid-run');
  const run = await scaleOutRun();
  const errorShare = run.requests ? (100 * run.errors) / run.requests : 0;
  console.log(
    `${run.requests} requests (${fmt(run.rps, 0)} req/s), ${run.writesAcknowledged} writes answered 2xx, ${run.lostWrites} lost; ` +
      `errors ${run.errors} (${fmt(errorShare, 2)} %), of which ${run.errorsInFlightOnKilled} in flight on the killed instance; refused ${run.refused} ${JSON.stringify(run.refusedByStatus)}`,
  );
  summary.push(
    { what: 'scale-out load run: lost writes', value: `${run.lostWrites} of ${run.writesAcknowledged}`, target: '0', ok: run.lostWrites === 0 },
    {
      what: 'scale-out load run: errors',
      value: `${fmt(errorShare, 2)} % (${run.errors - run.errorsInFlightOnKilled} outside the killed instance's in-flight requests)`,
      target: '< 0.5 %, only in flight on the killed instance',
      ok: errorShare < 0.5 && run.errors === run.errorsInFlightOnKilled,
    },
  );
} else {
  console.log('\n== scale-out load run skipped: it needs DATABASE_URL and REDIS_URL');
}
if (process.env.BENCH_SUMMARY_FILE) writeFileSync(process.env.BENCH_SUMMARY_FILE, JSON.stringify(summary, null, 2));
