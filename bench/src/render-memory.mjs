// Does the shell server's memory stay flat over many page requests? A render host that keeps something per
// request (a store, a cache without bound, listeners) grows with every render.
import { heapGrowth, takeHeapSnapshot } from './heap-snapshot.mjs';
import { showsText } from './html-content.mjs';
import { canReadProcesses, processTreeMemory } from './process-memory.mjs';

export const TOTAL = Number(process.env.BENCH_MEMORY_REQUESTS ?? 10_000);
export const CONNECTIONS = Number(process.env.BENCH_MEMORY_CONNECTIONS ?? 4);
/** Samples over the run: enough that every third holds several of the low points right after a collection. */
const SAMPLES = 40;
/** Share of the requests before the baseline: JIT, lazily loaded modules and V8's heap growth settle first. */
const WARM_UP_SHARE = 1 / 5;
/**
 * Growth allowed of the floor: the lowest RSS of the last third over the lowest of the first half after warm-up.
 * RSS swings by tens of MB as V8 lets garbage pile up and collects it, so one high sample says nothing; what a
 * leak raises is the level RSS falls back to after a collection. 10 MB over the ≥ 3,000 requests between the two
 * windows (of 10,000) is ≤ 3 kB kept per request, while a leaked render (its HTML, store or React tree) is tens of kB.
 */
export const FLAT_THRESHOLD_BYTES = 10 * 1024 * 1024;

/**
 * The leak check proper: each render process's retained JS heap (a heap snapshot, taken after a collection) before
 * and after HEAP_REQUESTS more renders, once the RSS run has warmed everything up. RSS also moves with compiled code,
 * V8's heap sizing and the allocator, none of which is a render kept; a kept render is a retained object. 4 MB over
 * 5,000 renders shared by the processes is ≤ ~1.6 kB per render in the process that rendered half of them.
 */
export const HEAP_REQUESTS = Number(process.env.BENCH_HEAP_REQUESTS ?? 5_000);
export const HEAP_FLAT_BYTES = 4 * 1024 * 1024;

const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'sv-SE,sv;q=0.9', 'cache-control': 'no-cache' };

/**
 * 10 requests per round: wine pages most (the page SSR matters for), then lists, dishes, home, the winefinder
 * and pages that do not exist; slugs rotate so that many different pages are rendered.
 */
const ROUND = ['wine', 'home', 'wine', 'list', 'dish', 'wine', 'dishes', 'winefinder', 'list', 'missing'];

/**
 * `{ path, wine }` in the order they are sent; `wine` (its name) on wine pages, whose HTML is checked for it.
 * @param {{ wines: {slug: string, name: string}[], lists: {slug: string}[], dishes: {slug: string}[] }} data
 */
export function mixedRequests(data, total = TOTAL) {
  const page = (path) => ({ path, wine: null });
  const pools = {
    wine: data.wines.map((w) => ({ path: `/product/${encodeURIComponent(w.slug)}`, wine: w.name })),
    home: [page('/')],
    list: data.lists.map((l) => page(`/list/${encodeURIComponent(l.slug)}`)),
    dish: data.dishes.map((d) => page(`/dishes/${encodeURIComponent(d.slug)}`)),
    dishes: [page('/dishes')],
    winefinder: [page('/winefinder')],
    missing: ['/no-such-page', '/product/no-such-wine', '/list/no-such-list', '/dishes/no-such-dish'].map(page),
  };
  const used = Object.fromEntries(Object.keys(pools).map((k) => [k, 0]));
  return Array.from({ length: total }, (_, i) => {
    const kind = ROUND[i % ROUND.length];
    const pool = pools[kind].length ? pools[kind] : pools.home;
    return pool[used[kind]++ % pool.length];
  });
}

/** Least-squares slope of bytes over requests: what each request leaves behind, on average. */
function slope(points) {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxx ? points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx : 0;
}

/** Verdict on a series of `{ requests, rss }` samples (the first one taken before any request). */
export function judgeSeries(series, total = TOTAL) {
  const baseline = series.find((s) => s.requests >= total * WARM_UP_SHARE) ?? series[0];
  const early = series.filter((s) => s.requests >= baseline.requests && s.requests <= total / 2);
  const lastThird = series.filter((s) => s.requests > (total * 2) / 3);
  const floor = (samples) => Math.min(...samples.map((s) => s.rss));
  const growth = floor(lastThird) - floor(early.length ? early : [baseline]);
  const afterWarmUp = series.filter((s) => s.requests >= baseline.requests).map((s) => ({ x: s.requests, y: s.rss }));
  return { baseline, growth, bytesPerRequest: slope(afterWarmUp), flat: growth < FLAT_THRESHOLD_BYTES };
}

/**
 * Verdict per process of the render host (`byPid` in each sample): a leak grows the process that renders, and the
 * garbage-collection noise of several heaps adds up in their sum without being growth. Flat when every process
 * is; a process that went away meanwhile (a worker replaced) is not. `growth` is the largest of them.
 */
export function judgeProcesses(series, total = TOTAL) {
  const host = judgeSeries(series, total);
  const pids = Object.keys(host.baseline.byPid ?? {});
  const later = series.filter((s) => s.requests >= host.baseline.requests);
  const replaced = pids.some((pid) => later.some((s) => !(pid in s.byPid)));
  const processes = pids.map((pid) => ({
    pid: Number(pid),
    ...judgeSeries(
      series.filter((s) => pid in s.byPid).map((s) => ({ requests: s.requests, rss: s.byPid[pid] })),
      total,
    ),
  }));
  if (processes.length <= 1) return { ...host, processes };
  return {
    ...host,
    processes,
    growth: Math.max(...processes.map((p) => p.growth)),
    bytesPerRequest: Math.max(...processes.map((p) => p.bytesPerRequest)),
    flat: !replaced && processes.every((p) => p.flat),
    replaced,
  };
}

/** Sends `requests` in order from CONNECTIONS concurrent clients; `onResponse(done)` after each. */
async function sendRequests(system, requests, onResponse = () => {}) {
  const statuses = new Map();
  const winePages = { sent: 0, withContent: 0 };
  let errors = 0;
  let next = 0;
  let done = 0;
  const client = async () => {
    while (next < requests.length) {
      const { path, wine } = requests[next++];
      try {
        const res = await fetch(system.shellUrl + path, { headers: HEADERS });
        const html = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (wine) {
          winePages.sent += 1;
          if (res.ok && showsText(html, wine)) winePages.withContent += 1;
        }
      } catch {
        errors += 1;
      }
      done += 1;
      onResponse(done);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  return { done, statuses, winePages, errors };
}

/** Retained heap of each render process (`pids`) before and after `requests`. */
async function measureRetainedHeap(system, pids, requests) {
  const before = [];
  for (const pid of pids) before.push(await takeHeapSnapshot(pid, system.heapSnapshotDir));
  const sent = await sendRequests(system, requests);
  const processes = [];
  for (const [i, pid] of pids.entries()) {
    const after = await takeHeapSnapshot(pid, system.heapSnapshotDir);
    processes.push({ pid, before: before[i].bytes, after: after.bytes, ...heapGrowth(before[i], after) });
  }
  return {
    requests: sent.done,
    errors: sent.errors,
    processes,
    growth: Math.max(...processes.map((p) => p.bytes)),
    flat: processes.every((p) => p.bytes < HEAP_FLAT_BYTES),
  };
}

/**
 * Sends `requests` in order from CONNECTIONS concurrent clients, sampling `pid`'s memory SAMPLES times on the way;
 * then, when the host takes heap snapshots, `heapRequests` more between two snapshots of each render process.
 */
export async function measureRenderMemory(system, pid, requests, heapRequests = []) {
  if (!canReadProcesses()) return null;
  const every = Math.max(1, Math.floor(requests.length / SAMPLES));
  const series = [{ requests: 0, ...processTreeMemory(pid) }];
  const started = performance.now();
  const sent = await sendRequests(system, requests, (done) => {
    if (done % every === 0) series.push({ requests: done, ...processTreeMemory(pid) });
  });
  if (sent.done % every !== 0) series.push({ requests: sent.done, ...processTreeMemory(pid) });
  const seconds = (performance.now() - started) / 1000;
  const { byPid } = series.at(-1);
  // With workers, the first process only hands out connections; without, it renders itself.
  const renderers = Object.keys(byPid).length > 1 ? Object.keys(byPid).map(Number).filter((p) => p !== pid) : [pid];
  const heap = system.heapSnapshotDir && heapRequests.length ? await measureRetainedHeap(system, renderers, heapRequests) : null;
  return {
    requests: sent.done,
    connections: CONNECTIONS,
    seconds,
    statuses: [...sent.statuses].sort(([a], [b]) => a - b),
    errors: sent.errors,
    winePages: sent.winePages,
    contentInHtml: sent.winePages.sent > 0 && sent.winePages.withContent === sent.winePages.sent,
    series,
    heap,
    ...judgeProcesses(series, requests.length),
  };
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

const signed = (bytes) => `${bytes >= 0 ? '+' : ''}${mb(bytes)}`;

/** The RSS verdict: the floor's growth after warm-up. */
function describeRss(r) {
  const verdict = `RSS floor ${signed(r.growth)} MB after warm-up`;
  return r.processes?.length > 1 ? `${verdict} (the most of ${r.processes.length} processes)` : verdict;
}

/** No leak when every render process's retained heap stays flat (RSS alone when no snapshot was taken). */
export const memoryFlat = (r) => (r.heap ? r.heap.flat : r.flat);

export function describeVerdict(r) {
  if (!r.heap) return `${r.flat ? 'flat' : 'growing'} (${describeRss(r)})`;
  const heap = r.heap.processes.map((p) => signed(p.bytes)).join(' / ');
  return `${r.heap.flat ? 'flat' : 'growing'} (retained heap ${heap} MB; RSS floor ${signed(r.growth)} MB)`;
}

export function printRenderMemory(r) {
  if (!r) {
    console.log('\n== shell server memory: not measured (no /proc on this system)');
    return;
  }
  const perProcess = r.processes.length > 1 ? r.processes : [];
  console.log(
    `\n== shell server memory over ${r.requests} page requests, ${r.connections} concurrent (home, wine pages, lists, dishes, winefinder, 404s), ${r.seconds.toFixed(0)} s` +
      (perProcess.length ? `; RSS of the server and its ${perProcess.length - 1} child process(es), each judged on its own` : ''),
  );
  const pidColumns = perProcess.map((p) => `pid ${p.pid}`.padStart(10));
  console.log(['requests'.padStart(9), 'RSS MB'.padStart(8), 'anon MB'.padStart(8), ...pidColumns].join(' '));
  for (const s of r.series) {
    const byPid = perProcess.map((p) => (p.pid in s.byPid ? mb(s.byPid[p.pid]) : '–').padStart(10));
    console.log([String(s.requests).padStart(9), mb(s.rss).padStart(8), mb(s.anon).padStart(8), ...byPid].join(' '));
  }
  if (perProcess.length) {
    console.log(`floor growth after warm-up per process: ${perProcess.map((p) => `${p.pid} ${p.growth >= 0 ? '+' : ''}${mb(p.growth)} MB`).join(', ')}` + (r.replaced ? '; a process was replaced during the run' : ''));
  }
  console.log(
    `statuses: ${r.statuses.map(([status, n]) => `${status} ×${n}`).join(', ')}; errors ${r.errors}; ` +
      `wine pages naming their wine in the HTML: ${r.winePages.withContent} of ${r.winePages.sent}. ` +
      `Baseline at ${r.baseline.requests} requests ${mb(r.baseline.rss)} MB; ${describeVerdict(r)}; ` +
      `slope ${(r.bytesPerRequest / 1024).toFixed(2)} kB/request. Flat = the last third's lowest RSS < ${mb(FLAT_THRESHOLD_BYTES)} MB above the lowest from the baseline to half-way, in every process.`,
  );
  console.log('anon = RssAnon: JS heap and native allocations, without mapped code files.');
  if (!r.heap) return;
  console.log(`\nretained JS heap (V8 heap snapshot, after a collection) of each render process, before and after ${r.heap.requests} more renders (errors ${r.heap.errors}):`);
  for (const p of r.heap.processes) {
    const grew = p.top.filter((k) => k.bytes > 0).map((k) => `${k.kind.slice(0, 40)} ${signed(k.bytes)} MB (${k.count >= 0 ? '+' : ''}${k.count})`);
    console.log(`  pid ${p.pid}: ${mb(p.before)} → ${mb(p.after)} MB (${signed(p.bytes)} MB)${grew.length ? `; grew most: ${grew.join(', ')}` : ''}`);
  }
  console.log(`Flat = every process's retained heap grows < ${mb(HEAP_FLAT_BYTES)} MB: ${r.heap.flat ? 'yes' : 'no'}.`);
}
