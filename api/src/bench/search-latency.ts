/**
 * Quick search/suggest latency on the full catalog, uncached, one request at a time (app.inject):
 *   npx tsx api/src/bench/search-latency.ts                 # PGlite in memory (or DATABASE_URL's database)
 *   npx tsx api/src/bench/search-latency.ts rosé 'riesling mosel'   # print the top 5 of these queries
 *   node --expose-gc --import tsx api/src/bench/search-latency.ts    # also the index's heap size
 * SEARCH_BENCH_DB=/tmp/vk-bench keeps a PGlite database on disk between runs (imports only once).
 * Touches DATABASE_URL's database: imports into it.
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, openPglite } from '../db/client';
import { ensureImported } from '../features/import';
import { searchIndexes } from '../features/search';

const QUERIES = [
  'chardonay', 'amaronne', 'gruner', 'cotes du rhone', 'chateauneuf', '7345901', 'riesling mosel', 'rosé', 'mousserande',
  'ekologiskt rött', 'låda', 'barolo', 'rioja reserva', 'pinot noir', 'sancerre', 'champagne', 'cabernet sauv', 'prosecco',
  'chianti classico', 'malbec', 'primitivo', 'sauvignon blanc nya zeeland', 'fisk', 'bourgogne', 'zinfandel',
];
const SUGGEST = ['ch', 'chardo', 'rioj', 'barol', 'cabernet sauv', 'gruner', 'ital', 'fisk', 'bordeau', 'pinot', 'mos', 'ros'];

const config = { ...loadConfig(), readCache: { enabled: false, maxEntries: 1, ttlMs: 1 } };
const handle = process.env.SEARCH_BENCH_DB ? await openPglite(process.env.SEARCH_BENCH_DB) : config.databaseUrl ? await openDatabase(config) : await openPglite('memory://');
await handle.migrate();
await ensureImported(handle.db, config, { log: () => {} });
const app = await buildApp({ db: handle.db, dbKind: handle.kind, config });
await app.ready();
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss / 1024 / 1024;
const buildStart = performance.now();
await searchIndexes(handle.db);
const buildMs = performance.now() - buildStart;
gc?.();
const indexMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return res.json();
};

const args = process.argv.slice(2);
if (args.length) {
  for (const q of args) {
    const body = await get(`/api/v1/product/?page_size=5&search=${encodeURIComponent(q)}`);
    console.log(`\n${q}  (${body.count})`);
    for (const p of body.results) console.log(`  ${p.id} ${p.product_number} [${p.style}] ${p.name} | ${p.name_thin ?? ''} | ${p.producer?.name ?? ''} | ${p.grapes.map((g: { name: string }) => g.name).join(', ')} | ${p.country?.name ?? ''} ${p.region?.name ?? ''} | ${p.assortment}`);
    const s = await get(`/api/v1/search/suggest/?q=${encodeURIComponent(q)}`).catch(() => null);
    if (s) console.log('  suggest:', JSON.stringify(s));
  }
} else {
  const time = async (urls: string[], rounds: number) => {
    for (const u of urls) await get(u); // warm-up (index build, plans)
    const ms: number[] = [];
    for (let i = 0; i < rounds; i++) {
      for (const u of urls) {
        const t = performance.now();
        await get(u);
        ms.push(performance.now() - t);
      }
    }
    ms.sort((a, b) => a - b);
    const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
    return `n=${ms.length} p50=${at(0.5)} ms p95=${at(0.95)} ms max=${ms[ms.length - 1]!.toFixed(1)} ms`;
  };
  console.log(`[${handle.kind}] search : ${await time(QUERIES.map((q) => `/api/v1/product/?search=${encodeURIComponent(q)}`), 2)}`);
  // The index's share of it (no database): the rest is SQL (filters, page, count, then the summaries).
  const { products } = await searchIndexes(handle.db);
  const inMemory: number[] = [];
  for (let i = 0; i < 2; i++) {
    for (const q of QUERIES) {
      const t = performance.now();
      products.search(q);
      inMemory.push(performance.now() - t);
    }
  }
  inMemory.sort((a, b) => a - b);
  console.log(`[${handle.kind}] search, index only: p50=${inMemory[Math.floor(inMemory.length / 2)]!.toFixed(2)} ms p95=${inMemory[Math.floor(inMemory.length * 0.95)]!.toFixed(2)} ms`);
  const bare = await time(['/api/v1/product/?page_size=20'], 25);
  console.log(`[${handle.kind}] list without search (same page size, for comparison): ${bare}`);
  console.log(`[${handle.kind}] suggest: ${await time(SUGGEST.map((q) => `/api/v1/search/suggest/?q=${encodeURIComponent(q)}`), 4)}`);
  const rss = process.memoryUsage().rss / 1024 / 1024;
  console.log(`[${handle.kind}] index build ${buildMs.toFixed(0)} ms, heap +${indexMb.toFixed(1)} MB${gc ? '' : ' (run with --expose-gc for a steady figure)'}; process rss ${rssBefore.toFixed(0)} MB before the index, ${rss.toFixed(0)} MB after the runs`);
}
await app.close();
await handle.close();
