/**
 * The catalog figures of `npm run bench -w api` on the full catalog: a real first start of the built API
 * (time to listening, RSS after import), one-client latencies of uncached reads (each request waits for the
 * previous one), and the query set they use, drawn from the imported data so nothing is hand-typed.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/query';
import { apiRoot } from '../config';

export interface Latency {
  p50: number;
  p95: number;
  max: number;
  requests: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * One client: each step is a group of GETs sent together (a page's concurrent requests; usually one), the next
 * step after the previous has answered. One untimed pass first; every answer must be 200.
 */
export async function oneClientGroups(base: string, groups: string[][], passes = 3): Promise<Latency> {
  const times: number[] = [];
  for (let pass = 0; pass <= passes; pass++) {
    for (const group of groups) {
      const t = performance.now();
      await Promise.all(
        group.map(async (p) => {
          const res = await fetch(base + p);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
        }),
      );
      if (pass > 0) times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]!, requests: times.length };
}

/** Sequential GETs, one at a time. */
export const oneClient = (base: string, paths: string[], passes = 3) => oneClientGroups(base, paths.map((p) => [p]), passes);

/** Drops one letter from the middle of a word: a typical typo. */
const typo = (word: string) => (word.length >= 6 ? word.slice(0, 3) + word.slice(4) : word);

/**
 * At least 50 distinct search queries as people type them: producers, grapes, regions, countries, names
 * with a typo, names without diacritics, article numbers, two-word queries and Swedish words.
 */
export async function searchQueries(db: Database): Promise<string[]> {
  const pick = async (query: ReturnType<typeof sql>) => (await queryRows<{ q: string }>(db, query)).map((r) => r.q);
  const producers = await pick(sql`select pr.name as q from producers pr join products p on p.producer_id = pr.id
    where not p.is_discontinued group by pr.name order by count(*) desc, pr.name limit 12`);
  const grapes = await pick(sql`select g.name as q from grapes g join product_grapes pg on pg.grape_id = g.id
    group by g.name order by count(*) desc, g.name limit 10`);
  const regions = await pick(sql`select r.name as q from regions r join products p on p.region_id = r.id
    where not p.is_discontinued group by r.name order by count(*) desc, r.name limit 8`);
  const names = await pick(sql`select name_bold as q from products where not is_discontinued and assortment = 'FS'
    and length(name_bold) >= 7 group by name_bold order by min(id) limit 10`);
  const accented = await pick(sql`select name_bold as q from products where not is_discontinued and name_bold ~ '[éèêôâüç]'
    group by name_bold order by min(id) limit 5`);
  const numbers = await pick(sql`select product_number as q from products where not is_discontinued order by id limit 4`);
  const pairs = await pick(sql`select lower(g.name) || ' ' || lower(c.name) as q from products p
    join product_grapes pg on pg.product_id = p.id and pg.position = 0 join grapes g on g.id = pg.grape_id
    join countries c on c.id = p.country_id where not p.is_discontinued group by g.name, c.name order by count(*) desc limit 6`);
  const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const queries = [
    ...producers,
    ...grapes.map((g) => g.toLowerCase()),
    ...regions,
    ...names.map((n) => typo(n.toLowerCase())),
    ...accented.map((n) => fold(n).toLowerCase()),
    ...numbers,
    ...pairs,
    'rosé',
    'mousserande',
    'ekologiskt',
    'låda',
    'chardonay',
    'amaronne',
  ];
  return [...new Set(queries)];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The V8 flags the API runs with (api/package.json's `config.nodeFlags`, as `npm start` and the Docker image use). */
export function apiNodeFlags(): string[] {
  return (JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { config: { nodeFlags: string } }).config.nodeFlags.split(' ').filter(Boolean);
}

const rssMb = (pid: number) => {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return m ? Number(m[1]) / 1024 : NaN;
};

/** The resident memory of a process's children: the embedded database's own process, when the API has one. */
const childrenRssMb = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .reduce((sum, child) => sum + rssMb(Number(child)), 0);

/**
 * Starts the built API (`dist/main.js`) as `npm start` does, on an empty database: the time until it answers
 * (migrate + import + seed + listen), its resident memory once it serves (after a few reads), and the most it
 * holds while `underLoad` loads it (sampled every 100 ms).
 */
export async function firstStart(
  env: NodeJS.ProcessEnv,
  underLoad: (base: string) => Promise<void>,
): Promise<{ seconds: number; rssMb: number; rssUnderLoadMb: number; databaseRssMb: number; databaseRssUnderLoadMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...apiNodeFlags(), path.join(apiRoot, 'dist', 'main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`API exited (${code}) during start`))));
  try {
    const base = `http://127.0.0.1:${port}`;
    const ready = (async () => {
      for (;;) {
        try {
          if ((await fetch(`${base}/healthz`)).ok) return;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await Promise.race([ready, exited, new Promise((_, reject) => setTimeout(() => reject(new Error('API not up after 120 s')), 120_000))]);
    const seconds = (performance.now() - started) / 1000;
    for (const p of ['/api/v1/product/?page_size=20', '/api/v1/product/?search=chardonnay', '/api/v1/catalogs/']) await (await fetch(base + p)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfterImport = rssMb(child.pid!);
    const databaseRssMb = childrenRssMb(child.pid!);
    let rssUnderLoadMb = rssAfterImport;
    let databaseRssUnderLoadMb = databaseRssMb;
    const sampler = setInterval(() => {
      rssUnderLoadMb = Math.max(rssUnderLoadMb, rssMb(child.pid!));
      databaseRssUnderLoadMb = Math.max(databaseRssUnderLoadMb, childrenRssMb(child.pid!));
    }, 100);
    try {
      await Promise.race([underLoad(base), exited]);
    } finally {
      clearInterval(sampler);
    }
    return { seconds, rssMb: rssAfterImport, rssUnderLoadMb, databaseRssMb, databaseRssUnderLoadMb };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
  }
}
