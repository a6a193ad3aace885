// Memory of a running process and its descendants, from Linux's /proc (no change to the process measured).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export const canReadProcesses = () => existsSync('/proc/self/status');

/** `VmRSS: 123456 kB` and friends, in bytes. */
function statusFields(pid) {
  const fields = {};
  for (const line of readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
    const m = line.match(/^(\w+):\s+(\d+) kB$/);
    if (m) fields[m[1]] = Number(m[2]) * 1024;
  }
  return fields;
}

/** Child processes of every thread of `pid`, recursively: a render host may run work in processes of its own. */
export function descendants(pid) {
  const found = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      for (const child of children.map(Number)) found.push(child, ...descendants(child));
    }
  } catch {
    // Gone, or a kernel without the children file (CONFIG_PROC_CHILDREN): only the process itself is read.
  }
  return found;
}

/**
 * RSS of `pid` and its descendants, and their anonymous share (RssAnon: the JS heaps and native allocations,
 * without mapped code files), in bytes; `byPid` has each process's RSS.
 */
export function processTreeMemory(pid) {
  const pids = [pid, ...descendants(pid)];
  let rss = 0;
  let anon = 0;
  const byPid = {};
  for (const p of pids) {
    try {
      const f = statusFields(p);
      rss += f.VmRSS ?? 0;
      anon += f.RssAnon ?? 0;
      byPid[p] = f.VmRSS ?? 0;
    } catch {
      // A descendant that exited between the listing and the read.
    }
  }
  return { rss, anon, processes: pids.length, byPid };
}
