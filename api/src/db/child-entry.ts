import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The entry of a child process the API forks (`name` is its source file under src/, without extension): in the
 * bundle, `dist/<basename>.js` beside main.js (build.mjs names the entries so); from source, the `.ts` run by tsx.
 */
export function childEntry(name: string): { file: string; execArgv: string[] } {
  const dist = path.join(distDir(), `${path.basename(name)}.js`);
  if (existsSync(dist)) return { file: dist, execArgv: [] };
  return { file: fileURLToPath(new URL(`../${name}.ts`, import.meta.url)), execArgv: ['--import', 'tsx'] };
}

/** dist/ when this code runs bundled (from dist/main.js or dist/bench/bench.js), else a folder holding no entry. */
function distDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === 'dist' ? here : path.dirname(here);
}
