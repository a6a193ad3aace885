// The public surface of shared-contracts as API Extractor reports (`shared-contracts/api-report/<entry>.api.md`):
// every export of every entry in its package.json, with the bus messages, their payloads and the exposed modules'
// props as types. API Extractor reads declarations, so tsc first emits the package's .d.ts into a cache folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const contractsDir = path.join(root, 'shared-contracts');
export const reportDir = path.join(contractsDir, 'api-report');
// Not under node_modules: API Extractor takes whatever is there for another package.
const cacheDir = path.join(contractsDir, 'dist/surface');

/** Entry (`.`, `./schemas`, …) → report name (`index`, `schemas`, …) and source file, from the package's exports. */
export function entryPoints() {
  const { exports } = JSON.parse(readFileSync(path.join(contractsDir, 'package.json'), 'utf8'));
  return Object.entries(exports).map(([entry, source]) => ({
    name: entry === '.' ? 'index' : entry.slice(2),
    source: path.join(contractsDir, source),
  }));
}

function emitDeclarations(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const args = [tsc, '-p', path.join(contractsDir, 'tsconfig.json'), '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--outDir', outDir];
  const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tsc could not emit shared-contracts' declarations:\n${result.stdout}${result.stderr}`);
}

/** `src/bus/index.ts` → `<dts>/bus/index.d.ts`; `.mjs` → `.d.mts`. */
const declarationOf = (dtsDir, source) =>
  path.join(dtsDir, path.relative(path.join(contractsDir, 'src'), source)).replace(/\.tsx?$/, '.d.ts').replace(/\.mjs$/, '.d.mts');

/** Writes one `<entry>.api.md` per entry into `outDir`; returns their paths. */
export function writeSurfaceReports(outDir) {
  const dtsDir = path.join(cacheDir, 'dts');
  const tempDir = path.join(cacheDir, 'temp');
  emitDeclarations(dtsDir);
  mkdirSync(outDir, { recursive: true });
  const entries = entryPoints().map((e) => ({ ...e, dts: declarationOf(dtsDir, e.source) }));
  const configOf = (entry) =>
    ExtractorConfig.prepare({
      configObjectFullPath: undefined,
      packageJsonFullPath: path.join(contractsDir, 'package.json'),
      configObject: {
        projectFolder: contractsDir,
        newlineKind: 'lf',
        mainEntryPointFilePath: entry.dts,
        compiler: {
          overrideTsconfig: {
            compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM'], jsx: 'react-jsx', strict: true, skipLibCheck: true, types: [] },
            files: entries.map((e) => e.dts),
          },
        },
        apiReport: { enabled: true, reportFolder: outDir, reportTempFolder: tempDir, reportFileName: entry.name },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: 'warning' } },
          extractorMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
          tsdocMessageReporting: { default: { logLevel: 'none' } },
        },
      },
    });
  // One TypeScript program for every entry: each would otherwise parse the libraries' types again.
  const compilerState = CompilerState.create(configOf(entries[0]), { additionalEntryPoints: entries.map((e) => e.dts) });
  return entries.map((entry) => {
    const result = Extractor.invoke(configOf(entry), { localBuild: true, compilerState, showVerboseMessages: false, messageCallback: (m) => { if (m.logLevel !== 'warning' && m.logLevel !== 'error') m.handled = true; } });
    if (!result.succeeded && result.errorCount > 0) throw new Error(`API Extractor failed on ${entry.name} (${result.errorCount} errors)`);
    return path.join(outDir, `${entry.name}.api.md`);
  });
}
