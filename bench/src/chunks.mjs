// What a built chunk contains, from its source map: app code of a package, or shared libraries.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `node_modules/react-dom/...` → `react-dom`; `node_modules/@scope/pkg/...` → `@scope/pkg`. */
export function packageOfSource(source) {
  const i = source.lastIndexOf('node_modules/');
  if (i >= 0) {
    const parts = source.slice(i + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (source.includes('shared-contracts/')) return '@vinkompassen/shared-contracts';
  return null;
}

/**
 * For a loaded file in `distDir`: the packages whose code it carries (weighted by source length)
 * and whether it is mostly library code. Files without a map (runtime stubs) count as app code.
 */
export function describeChunk(distDir, fileName) {
  const mapFile = path.join(distDir, `${fileName}.map`);
  if (!existsSync(mapFile)) return { packages: new Map(), librarySources: new Set(), libraryShare: 0 };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const packages = new Map();
  const librarySources = new Set();
  let libraryChars = 0;
  let totalChars = 0;
  map.sources.forEach((source, i) => {
    const size = map.sourcesContent?.[i]?.length ?? 0;
    totalChars += size;
    const pkg = packageOfSource(source);
    if (!pkg) return;
    libraryChars += size;
    packages.set(pkg, (packages.get(pkg) ?? 0) + size);
    // Path inside the package: the same module bundled into two loaded files is a duplicate.
    const at = source.lastIndexOf('node_modules/');
    librarySources.add(at >= 0 ? source.slice(at + 'node_modules/'.length) : source.slice(source.indexOf('shared-contracts/')));
  });
  return { packages, librarySources, libraryShare: totalChars ? libraryChars / totalChars : 0 };
}
