// Preload tags for what the host loads at start: without them the browser discovers the app chunk and
// the shared libraries only after main.js has downloaded and run (one more round trip on a slow phone).
import { rspack } from '@rspack/core';

const PROVIDE_SHARED = 'provide shared module';

/** True for a chunk group started by the entry's own `import()` (the async boundary). */
const startedByEntry = (group, entryModules) => group.origins.some((origin) => origin.module && entryModules.has(origin.module.identifier()));

/** True for the chunks of a library this build provides to the share scope (the host's copies win). */
const providesShared = (group) => group.origins.some((origin) => origin.module?.identifier().startsWith(PROVIDE_SHARED));

/** JS and CSS files of the boot chunk groups, in a stable order. */
export function bootFiles(compilation) {
  const entryModules = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) entryModules.add(module.identifier());
    }
  }
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial() || !(startedByEntry(group, entryModules) || providesShared(group))) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  }
  return [...files].sort();
}

export class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '';
        const preloads = bootFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', href: publicPath + file, as: file.endsWith('.css') ? 'style' : 'script', fetchpriority: 'low' },
        }));
        // main.js first: it starts the first screen's remote; the preloads must not take its bandwidth.
        for (const tag of data.headTags) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}
