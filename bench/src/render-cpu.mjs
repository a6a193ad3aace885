// The render host's CPU per page, by kind of page: CPU time of the shell server's processes (from Linux's /proc)
// over a number of page requests that each render anew (`no-cache`: no page cache answers them).
import { readFileSync } from 'node:fs';
import { descendants } from './process-memory.mjs';
import { showsText } from './html-content.mjs';

export const RENDERS_PER_KIND = Number(process.env.BENCH_RENDER_CPU_REQUESTS ?? 120);
/** A few at a time: the API and the remotes answer as they would for visitors, not a queue behind a burst. */
const CONCURRENCY = 2;
/** Linux's clock ticks per second (USER_HZ), the unit of utime and stime in /proc/<pid>/stat. */
const TICKS_PER_SECOND = 100;

const HEADERS = { accept: 'text/html', 'cache-control': 'no-cache', cookie: 'age_confirmed=true' };

/** User + system CPU of `pid` and its descendants, in ms. */
function treeCpuMs(pid) {
  let ticks = 0;
  for (const p of [pid, ...descendants(pid)]) {
    try {
      // Fields after the command name (which may hold spaces) start at the state: utime and stime are 14th and 15th.
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Exited between the listing and the read.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Renders of each kind before any is measured: a fresh server's first pages pay its compilers (JIT), not the render. */
export const WARM_UP_PER_KIND = Number(process.env.BENCH_RENDER_CPU_WARM_UP ?? 60);

/** Fetches `count` of `pages` (cycling), CONCURRENCY at a time; how many showed their text. */
async function run(system, pages, count) {
  let next = 0;
  let whole = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < count; i = next++) {
        const page = pages[i % pages.length];
        const res = await fetch(system.shellUrl + page.path, { headers: HEADERS });
        if (res.ok && showsText(await res.text(), page.text)) whole += 1;
      }
    }),
  );
  return whole;
}

/** @param {{ kind: string, pages: { path: string, text: string }[] }[]} kinds */
export async function measureRenderCpu(system, pid, kinds) {
  // Every kind warmed up first, so the first kind measured is not the one that pays the server's start.
  for (const { pages } of kinds) await run(system, pages, WARM_UP_PER_KIND);
  const rows = [];
  for (const { kind, pages } of kinds) {
    const before = treeCpuMs(pid);
    const whole = await run(system, pages, RENDERS_PER_KIND);
    rows.push({ kind, renders: RENDERS_PER_KIND, cpuMs: (treeCpuMs(pid) - before) / RENDERS_PER_KIND, whole });
  }
  return rows;
}

export function printRenderCpu(rows) {
  const floor = rows.find((r) => r.kind === 'terms (floor)')?.cpuMs;
  console.log(
    `\n== render host CPU per page (shell server processes, ${rows[0]?.renders ?? 0} renders per kind, each anew, ${CONCURRENCY} at a time, after ${WARM_UP_PER_KIND} of each kind)`,
  );
  console.log(['page kind'.padEnd(20), 'CPU ms/page'.padStart(12), '× floor'.padStart(8), 'with content'.padStart(13)].join(' '));
  for (const r of rows) {
    console.log(
      [r.kind.padEnd(20), r.cpuMs.toFixed(1).padStart(12), (floor ? (r.cpuMs / floor).toFixed(1) : '–').padStart(8), `${r.whole}/${r.renders}`.padStart(13)].join(' '),
    );
  }
  console.log("floor: the shell's own terms page (no data, no remote). CPU from /proc (10 ms ticks), the server's HTTP work included.");
}
