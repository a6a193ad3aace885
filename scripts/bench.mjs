// `npm run bench`: install what is missing, build, then the front-end bench (bench/) and the API bench (api/),
// a summary with the micro-frontend targets and the server-rendering table. Figures only: nothing here is a test.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';

await ensureInstall();
const { buildAll } = await import('./build.mjs');
const { log, root, run } = await import('./lib.mjs');

await buildAll();
const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-bench-summary-'));
const started = Date.now();
try {
  const serverRenderTable = path.join(dir, 'server-render.txt');
  const parts = [
    { name: 'front end', file: path.join(dir, 'front-end.json'), args: ['run', 'bench', '-w', 'bench'], env: { BENCH_TABLE_FILE: serverRenderTable } },
    { name: 'API', file: path.join(dir, 'api.json'), args: ['run', 'bench', '-w', 'api'] },
  ];
  for (const part of parts) {
    log(`${part.name} bench…`);
    await run('npm', part.args, { cwd: root, env: { ...process.env, ...part.env, BENCH_SUMMARY_FILE: part.file } });
  }
  const rows = parts.flatMap((part) => JSON.parse(readFileSync(part.file, 'utf8')));
  const mark = (ok) => (ok === null ? '' : ok ? 'pass' : 'MISS');
  const width = Math.max(...rows.map((r) => r.what.length));
  console.log(`\n== summary (${((Date.now() - started) / 1000).toFixed(0)} s; this machine's load moves the timings)`);
  console.log(`${'what'.padEnd(width)}  ${'measured'.padStart(24)}  ${'target'.padEnd(9)}`);
  for (const r of rows) console.log(`${r.what.padEnd(width)}  ${r.value.padStart(24)}  ${r.target.padEnd(9)}  ${mark(r.ok)}`);
  const missed = rows.filter((r) => r.ok === false).length;
  console.log(`${rows.filter((r) => r.ok === true).length} targets met, ${missed} missed`);
  if (existsSync(serverRenderTable)) console.log(`\n${readFileSync(serverRenderTable, 'utf8')}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
