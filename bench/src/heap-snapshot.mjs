// What a render host process keeps in its JS heap, from V8 heap snapshots: a snapshot collects garbage first, so its
// total is the retained heap, free of the swings RSS shows. The process is started with
// `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=<dir>` (see system.mjs) and writes a snapshot when signalled.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const WAIT_MS = 120_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Node's name for the snapshot files of `pid` in `dir`. */
const snapshotsOf = (dir, pid) => readdirSync(dir).filter((f) => f.endsWith('.heapsnapshot') && f.includes(`.${pid}.`));

/**
 * Retained heap of a snapshot: total self size and, per kind (an object's constructor, a closure's name, or the
 * node type: code, strings, arrays…), count and bytes.
 */
export function summarizeSnapshot(snapshot) {
  const { node_fields: fields, node_types: [types] } = snapshot.snapshot.meta;
  const [type, name, size] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const byKind = new Map();
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const t = types[snapshot.nodes[i + type]];
    const kind = t === 'object' || t === 'closure' ? `${t} ${snapshot.strings[snapshot.nodes[i + name]]}` : t;
    const self = snapshot.nodes[i + size];
    const entry = byKind.get(kind) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += self;
    byKind.set(kind, entry);
    bytes += self;
  }
  return { bytes, byKind };
}

/** Signals `pid` to write a heap snapshot into `dir`, waits until it is written, reads and deletes it. */
export async function takeHeapSnapshot(pid, dir) {
  const before = new Set(snapshotsOf(dir, pid));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    await sleep(250);
    const file = snapshotsOf(dir, pid).find((f) => !before.has(f));
    if (!file) continue;
    const full = path.join(dir, file);
    const size = statSync(full).size;
    await sleep(250);
    if (size === 0 || statSync(full).size !== size) continue;
    try {
      const summary = summarizeSnapshot(JSON.parse(readFileSync(full, 'utf8')));
      rmSync(full);
      return summary;
    } catch {
      // Still being written.
    }
  }
  throw new Error(`process ${pid} wrote no heap snapshot into ${dir} within ${WAIT_MS / 1000} s`);
}

/** Growth from one snapshot to another: total bytes and the kinds that grew the most. */
export function heapGrowth(before, after, top = 3) {
  const kinds = [...after.byKind].map(([kind, a]) => {
    const b = before.byKind.get(kind) ?? { count: 0, bytes: 0 };
    return { kind, count: a.count - b.count, bytes: a.bytes - b.bytes };
  });
  return { bytes: after.bytes - before.bytes, top: kinds.sort((x, y) => y.bytes - x.bytes).slice(0, top) };
}
