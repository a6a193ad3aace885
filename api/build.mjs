// Bundles the API (and its workspace dependency shared-contracts, which is TypeScript source) for Node.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => !d.startsWith('@vinkompassen/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    // The first start's migrate + import runs in this child process (src/features/import/prepare.ts).
    'prepare-process': 'src/features/import/prepare-process.ts',
    // Without DATABASE_URL, PGlite serves from this process (src/db/embedded-server.ts).
    'embedded-server-process': 'src/db/embedded-server-process.ts',
    'cli/import': 'src/cli/import.ts',
    // The benchmark is built only for `npm run bench`.
    ...(process.argv.includes('--bench') ? { 'bench/bench': 'src/bench/bench.ts', 'bench/load-worker': 'src/bench/load-worker.ts' } : {}),
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((d) => [d, `${d}/*`]),
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
