// Does the shell server's memory stay flat while one remote is released again and again? Each switch points the
// running shell at another release of discovery (another server build to register and load); a render host that
// keeps every release's modules grows with each one.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib.mjs';
import { switchLive } from '../../tooling/src/releases/release-store.mjs';
import { heapGrowth, takeHeapSnapshot } from './heap-snapshot.mjs';
import { showsText } from './html-content.mjs';
import { descendants } from './process-memory.mjs';

export const SWITCHES = Number(process.env.BENCH_RELEASE_SWITCHES ?? 300);
/** Switches before the first heap snapshot: the first releases' loads settle JIT and V8's heap sizing. */
const WARM_UP_SWITCHES = 10;
/** Retained heap growth allowed over the switches: a kept release (its server modules) is hundreds of kB. */
export const SWITCH_HEAP_FLAT_BYTES = 4 * 1024 * 1024;

const HEADERS = { accept: 'text/html', cookie: 'age_confirmed=true', 'cache-control': 'no-cache' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Release ids as `npm run release` makes them, one per switch. */
const releaseId = (i) => `20261207-000000-${i.toString(16).padStart(4, '0')}`;

/**
 * `count` releases of mf-discovery's build, as hard links (each release a folder of its own, as a real release is,
 * without copying its bytes count times).
 */
function makeReleases(releasesDir, count) {
  const dir = path.join(releasesDir, 'mf-discovery');
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i += 1) execFileSync('cp', ['-al', path.join(root, 'mf-discovery/dist'), path.join(dir, releaseId(i))]);
}

async function untilServed(system, id) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const config = await (await fetch(`${system.shellUrl}/runtime-config.json`)).json();
    if (config.remotes.discovery.includes(`/releases/${id}/`)) return;
    await sleep(100);
  }
  throw new Error(`the shell did not serve release ${id} within 10 s`);
}

/**
 * Switches the live release of discovery SWITCHES times, rendering `wines`' pages after each (two per switch); the
 * render processes' retained heap (snapshot after a collection) before and after all but the first switches.
 */
export async function measureReleaseSwitches(system, wines) {
  makeReleases(system.releasesDir, SWITCHES);
  const pids = descendants(system.shellPid).length ? descendants(system.shellPid) : [system.shellPid];
  const pages = { sent: 0, withContent: 0 };
  const started = performance.now();
  let before = null;
  for (let i = 0; i < SWITCHES; i += 1) {
    if (i === WARM_UP_SWITCHES) {
      before = [];
      for (const pid of pids) before.push(await takeHeapSnapshot(pid, system.heapSnapshotDir));
    }
    switchLive(system.pointerFile, 'discovery', releaseId(i));
    await untilServed(system, releaseId(i));
    await Promise.all(
      [wines[(2 * i) % wines.length], wines[(2 * i + 1) % wines.length]].map(async (wine) => {
        const res = await fetch(`${system.shellUrl}/product/${encodeURIComponent(wine.slug)}`, { headers: HEADERS });
        pages.sent += 1;
        if (res.ok && showsText(await res.text(), wine.name)) pages.withContent += 1;
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const processes = [];
  for (const [i, pid] of pids.entries()) {
    const after = await takeHeapSnapshot(pid, system.heapSnapshotDir);
    processes.push({ pid, before: before[i].bytes, after: after.bytes, top: heapGrowth(before[i], after, 4).top });
  }
  switchLive(system.pointerFile, 'discovery', null);
  const growth = Math.max(...processes.map((p) => p.after - p.before));
  return { switches: SWITCHES, seconds, pages, processes, growth, flat: growth < SWITCH_HEAP_FLAT_BYTES };
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

export function printReleaseSwitches(r) {
  console.log(`\n== ${r.switches} release switches of discovery on the running shell, two wine pages rendered after each (${r.seconds.toFixed(0)} s)`);
  for (const p of r.processes) {
    console.log(`render process ${p.pid}: retained heap ${mb(p.before)} MB after ${WARM_UP_SWITCHES} switches → ${mb(p.after)} MB after ${r.switches}`);
    console.log(`  grew most: ${p.top.map((k) => `${k.kind} +${mb(k.bytes)} MB (${k.count >= 0 ? '+' : ''}${k.count})`).join(', ')}`);
  }
  console.log(
    `wine pages naming their wine in the HTML: ${r.pages.withContent} of ${r.pages.sent}; heap growth ${r.growth >= 0 ? '+' : ''}${mb(r.growth)} MB, ` +
      `target flat (< ${mb(SWITCH_HEAP_FLAT_BYTES)} MB): ${r.flat ? 'flat' : 'GROWS'}`,
  );
}
