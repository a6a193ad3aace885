// Builds dist/sw.js (shell/sw/serviceWorker.ts + Workbox) as a second compilation after the app's,
// and injects the app's files as Workbox's precache list (`self.__WB_MANIFEST`).
import { createHash } from 'node:crypto';
import { rspack } from '@rspack/core';
import { BROWSERS, outDirOf } from '@vinkompassen/tooling/rspack';

/** Files the shell needs offline; source maps, the build stamp and crawler files are left out. */
const PRECACHE_FILE = /\.(js|css|html|svg|png|webmanifest)$/;
const NOT_PRECACHED = new Set(['sw.js', 'robots.txt', 'icons/og-image.png']);
/** `[name].[contenthash:8].ext`: the URL is the revision. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';

/** @param {{ name: string, source: { source(): string | Buffer } }[]} assets */
export function precacheEntries(assets) {
  return assets
    .filter(({ name }) => PRECACHE_FILE.test(name) && !NOT_PRECACHED.has(name))
    .map(({ name, source }) => ({
      url: `/${name}`,
      revision: HASHED_FILE.test(name) ? null : createHash('sha256').update(source.source()).digest('hex').slice(0, 16),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * @param {{ dir: string, mode: string }} options
 * @returns {{ collect: import('@rspack/core').RspackPluginInstance, config: import('@rspack/core').Configuration }}
 *   `collect` goes into the app's config; `config` is the worker's, to build after it.
 */
export function serviceWorkerBuild({ dir, mode, appName }) {
  let entries = null;

  const collect = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PrecacheCollect', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'PrecacheCollect', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          entries = precacheEntries(compilation.getAssets());
        });
      });
    },
  };

  const inject = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PrecacheInject', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'PrecacheInject', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          if (!entries) throw new Error('sw.js: the app compilation has not run (no precache list)');
          const source = compilation.getAsset('sw.js').source.source().toString();
          if (!source.includes(MANIFEST_PLACEHOLDER)) throw new Error(`sw.js: ${MANIFEST_PLACEHOLDER} not found`);
          compilation.updateAsset('sw.js', new rspack.sources.RawSource(source.replace(MANIFEST_PLACEHOLDER, JSON.stringify(entries))));
        });
      });
    },
  };

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name: 'service-worker',
    dependencies: [appName],
    mode,
    context: dir,
    target: 'webworker',
    entry: { sw: './sw/serviceWorker.ts' },
    devtool: false,
    output: { path: outDirOf(dir), filename: '[name].js', clean: false, publicPath: '/' },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]s$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: BROWSERS } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }), inject],
    optimization: { splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  return { collect, config };
}
