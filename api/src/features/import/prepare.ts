/**
 * Database preparation before the API serves: migrations and, on the first start, the catalog import. It runs
 * in a child process because parsing the 27 MB dump and PGlite's initdb take several hundred MB that a
 * WebAssembly heap (and malloc) never give back; the child's memory goes with it, so the serving process
 * starts small (RSS ≤ 350 MB after import).
 */
import { fork } from 'node:child_process';
import { childEntry } from '@/db/child-entry';

/** Migrates and imports on first start (or always with `force`, i.e. `--reimport`) in a child process. */
export function prepareDatabase({ force }: { force: boolean }): Promise<void> {
  const { file, execArgv } = childEntry('features/import/prepare-process');
  return new Promise((resolve, reject) => {
    const child = fork(file, force ? ['--reimport'] : [], { execArgv, stdio: 'inherit' });
    // Stopping the API while it prepares stops the child too (a second importer would wait for its lock).
    const stop = (signal: NodeJS.Signals) => {
      child.kill(signal);
      process.exit(1);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const done = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    };
    child.once('error', (err) => (done(), reject(err)));
    child.once('exit', (code, signal) => {
      done();
      if (code === 0) resolve();
      else reject(new Error(`database preparation failed (${code ?? signal})`));
    });
  });
}
