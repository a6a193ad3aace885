/**
 * Share cards on the full catalog: render time per card (uncached, one at a time, the `Server-Timing` the route
 * sends) and, with a folder, one card of each kind written there to look at:
 *   npx tsx api/src/bench/share-cards.ts                # PGlite in memory (or DATABASE_URL's database)
 *   npx tsx api/src/bench/share-cards.ts /work/shots    # also card-product.png, card-dish.png, card-user-list.png
 * SHARE_CARDS_DB=/tmp/vk-cards keeps a PGlite database on disk between runs (imports only once).
 * Touches DATABASE_URL's database: imports into it and adds a demo user with a public list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shareCardPath, type CatalogListResponse, type UserList } from '@vinkompassen/shared-contracts/schemas';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, openPglite } from '../db/client';
import { ensureImported } from '../features/import';

const outDir = process.argv[2];
const config = loadConfig();
const handle = process.env.SHARE_CARDS_DB ? await openPglite(process.env.SHARE_CARDS_DB) : config.databaseUrl ? await openDatabase(config) : await openPglite('memory://');
await handle.migrate();
await ensureImported(handle.db, config, { log: () => {} });
const app = await buildApp({ db: handle.db, dbKind: handle.kind, config });
await app.ready();

async function json<T>(method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}): Promise<T> {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** One card: its bytes and the render time the route measured (null when it came from the cache). */
async function card(url: string): Promise<{ png: Buffer; ms: number | null }> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  const timing = /render;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
  return { png: res.rawPayload, ms: timing ? Number(timing[1]) : null };
}

// A Chianti for the wine card; a user's list of wines from the first three editorial lists.
const wine = (await json<{ results: { slug: string }[] }>('GET', '/api/v1/product/?search=chianti%20classico&style=red&page_size=1')).results[0]!;
const catalogs = await json<CatalogListResponse>('GET', '/api/v1/catalogs/?kind=list&page_size=3');
const picks: number[] = [];
for (const c of catalogs.results) {
  const { product_list } = await json<{ product_list: { id: number }[] }>('GET', `/api/v1/catalogs/${c.slug}`);
  picks.push(...product_list.slice(1, 3).map((p) => p.id));
}
const email = `kort-${Date.now()}@example.se`;
const { key } = await json<{ key: string }>('POST', '/auth/registration/', { email, password1: 'kortets-losenord-1', password2: 'kortets-losenord-1', name: 'Karin Lindqvist' });
const list = await json<UserList>(
  'POST',
  '/api/v1/user-lists/',
  { name: 'Helgens middagsviner', description: 'Till fredagsmiddagen', is_public: true, products: picks },
  { authorization: `Token ${key}` },
);

const shots = {
  product: shareCardPath.product(wine.slug),
  dish: shareCardPath.dish('lax-i-ugn'),
  'user-list': shareCardPath.userList(list.slug),
};
for (const [kind, url] of Object.entries(shots)) {
  const { png, ms } = await card(url);
  console.log(`${kind.padEnd(9)} ${url}  ${(png.length / 1024).toFixed(0)} KB  ${ms?.toFixed(1) ?? 'cached'} ms (first: fonts load)`);
  if (outDir) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, `card-${kind}.png`), png);
  }
}

// Warm: 30 wines, 10 dishes, uncached, one after the other.
const wines = await json<{ results: { slug: string }[] }>('GET', '/api/v1/product/?page_size=30&sort=name');
const dishes = await json<{ results: { slug: string }[] }>('GET', '/api/v1/dishes/');
/** A warm card's render, at the median: the target a card preview has to meet. */
const WARM_P50_TARGET_MS = 150;
const times = async (urls: string[]) => {
  const ms: number[] = [];
  for (const url of urls) ms.push((await card(url)).ms ?? 0);
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  const verdict = at(0.5) <= WARM_P50_TARGET_MS ? 'ok' : 'MISS';
  return `n=${ms.length} p50=${at(0.5).toFixed(1)} ms (target ≤ ${WARM_P50_TARGET_MS} ms: ${verdict}) p95=${at(0.95).toFixed(1)} ms max=${ms.at(-1)!.toFixed(1)} ms`;
};
console.log(`[${handle.kind}] product cards: ${await times(wines.results.map((w) => shareCardPath.product(w.slug)))}`);
console.log(`[${handle.kind}] dish cards:    ${await times(dishes.results.slice(0, 10).map((d) => shareCardPath.dish(d.slug)))}`);
await app.close();
await handle.close();
