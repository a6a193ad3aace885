// Rspack + Module Federation configuration shared by the shell (host) and every remote.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { BootPreloadPlugin } from './boot-preload-plugin.mjs';
import { EXPECTED_WARNINGS, quietConsole } from './build-noise.mjs';

/** Modern evergreen browsers; keeps the output small (no regenerator, native classes/async). */
export const BROWSERS = ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4'];

/**
 * Singletons shared between the shell and the remotes. Subpath entries are listed because a
 * subpath import is its own request and would otherwise bundle a second copy of the package.
 * `versionFrom` names the dependency whose range applies when the request itself isn't declared.
 * `facade` (in shared-facades/) is provided instead of the whole package: only the names the packages
 * use, so the shared copy is tree-shaken. Still one singleton under the package's own name and version.
 */
export const SHARED_MODULES = [
  { request: 'react', strict: true },
  { request: 'react/jsx-runtime', versionFrom: 'react', strict: true },
  { request: 'react-dom', strict: true },
  { request: 'react-dom/client', versionFrom: 'react-dom', strict: true },
  { request: 'react-router-dom', facade: 'react-router-dom.mjs' },
  { request: '@reduxjs/toolkit', facade: 'reduxjs-toolkit.mjs' },
  { request: '@reduxjs/toolkit/query', versionFrom: '@reduxjs/toolkit' },
  { request: '@reduxjs/toolkit/query/react', versionFrom: '@reduxjs/toolkit' },
  { request: 'react-redux' },
  { request: 'rxjs', facade: 'rxjs.mjs' },
  { request: '@vinkompassen/shared-contracts', strict: true },
  { request: '@vinkompassen/shared-contracts/api-client', versionFrom: '@vinkompassen/shared-contracts', strict: true },
];

/**
 * How a consumer's dependency on a shared singleton is declared. `strict` (React, the contracts) where another major
 * breaks the consumer: the federation runtime then refuses the shared copy and the remote fails to load (its region
 * falls back), instead of running against an incompatible copy (an unmet requiredVersion alone only warns). A
 * workspace's exact pin (`4.1.0`) becomes its major (`^4.0.0`): the shell's copy is the one loaded, so a remote built
 * on a newer minor than the shell's runs on the shell's older one (a minor only adds; what it adds may be missing),
 * and the shell on a newer minor serves remotes built on an older one.
 */
export function versionRule({ strict = false }, spec) {
  if (!strict) return { requiredVersion: spec, strictVersion: false };
  const pin = /^(\d+)\.(\d+)\.\d+$/.exec(spec);
  if (!pin) return { requiredVersion: spec, strictVersion: true };
  // Below 1.0.0 the minor is the breaking number.
  return { requiredVersion: pin[1] === '0' ? `^0.${pin[2]}.0` : `^${pin[1]}.0.0`, strictVersion: true };
}

/**
 * The federation runtime packages, pinned to their ES module builds. The plugin `require`s them, which
 * picks the CommonJS builds: those cannot be tree-shaken, so the shell and every remote entry carried all
 * of the runtime (~7 kB gzip more per remote entry, ~7 kB more in the shell).
 */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/webpack-bundler-runtime',
];

function federationRuntimeAliases() {
  const require = createRequire(import.meta.url);
  return Object.fromEntries(
    FEDERATION_RUNTIME_PACKAGES.flatMap((name) => {
      const cjs = require.resolve(name);
      // Their package.json is not exported; the main entry sits in <package>/dist/.
      const pkgDir = path.resolve(path.dirname(cjs), '..');
      const esm = path.join(pkgDir, JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).exports['.'].import.default);
      // The plugin injects the bundler runtime by its resolved (CommonJS) path, the rest by name.
      return [
        [`${name}$`, esm],
        [cjs, esm],
      ];
    }),
  );
}

/**
 * react-router 7 points every bundler at its development build (remix-run/react-router#12532), whose warnings build
 * their messages on every render. A production build takes the package's own production files, which differ only
 * in that switch.
 */
function productionRouterAliases(isDev) {
  if (isDev) return {};
  const require = createRequire(import.meta.url);
  const dist = path.resolve(path.dirname(require.resolve('react-router')), '..');
  return { 'react-router$': path.join(dist, 'production/index.mjs'), 'react-router/dom$': path.join(dist, 'production/dom-export.mjs') };
}

/** Where a package's browser build goes: `dist/`, or BUILD_OUT_DIR (a release builds into its own new folder). */
export const outDirOf = (dir) => process.env.BUILD_OUT_DIR || path.join(dir, 'dist');

function readPackageJson(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

export const FACADE_DIR = path.join(import.meta.dirname, 'shared-facades');

/** The installed version of a package, as seen from `dir` (a facade has no package.json of its own). */
function installedVersion(dir, name) {
  const require = createRequire(path.join(dir, 'package.json'));
  return readPackageJson(path.dirname(require.resolve(`${name}/package.json`))).version;
}

/** The `shared` option, with requiredVersion taken from the consuming package's own dependencies. */
export function sharedConfig(pkg, dir) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    SHARED_MODULES.map((entry) => {
      const { request, versionFrom = request, facade } = entry;
      const requiredVersion = deps[versionFrom];
      if (!requiredVersion) throw new Error(`${pkg.name}: "${versionFrom}" must be a dependency to share "${request}"`);
      const config = { singleton: true, ...versionRule(entry, requiredVersion) };
      if (!facade) return [request, config];
      return [request, { ...config, import: path.join(FACADE_DIR, facade), version: installedVersion(dir, versionFrom) }];
    }),
  );
}

/**
 * The Redux stack: the shared Redux packages, the libraries they bundle, and the @reduxjs/toolkit facade.
 * The shell loads all of it at start-up (its store is built with RTK Query), so it goes in one chunk. As one
 * chunk per shared package, reselect (used by three of them, under splitChunks' minSize) was bundled three
 * times; one file also compresses better (33.4 → 28.6 kB gzip on the first view, facade included).
 */
const REDUX_STACK =
  /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|@standard-schema[\\/]utils|react-redux|use-sync-external-store)[\\/]|[\\/]shared-facades[\\/]reduxjs-toolkit\.mjs$/;

const swcRule = (isDev) => ({
  test: /\.[cm]?[jt]sx?$/,
  // Workspace packages resolve through symlinks to their real path, so this still compiles
  // @vinkompassen/shared-contracts (TypeScript source) while skipping prebuilt libraries.
  exclude: /[\\/]node_modules[\\/]/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: isDev } },
    },
    env: { targets: BROWSERS },
  },
  type: 'javascript/auto',
});

/** What the browser and the Node build of a package federate alike. */
function federationBase({ name, isHost, exposes }) {
  return {
    name,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: isHost ? undefined : exposes,
    // The shell registers remotes at run time from /runtime-config.json; nothing is baked in.
    remotes: {},
    // The host's copies win; version-first would fetch every remote entry at start-up.
    shareStrategy: 'loaded-first',
    manifest: !isHost,
    dts: false,
  };
}

/**
 * @param {object} options
 * @param {string} options.name    federation name (`shell`, `discovery`, ...)
 * @param {string} options.dir     package directory (pass `import.meta.dirname`)
 * @param {number} options.port    dev-server port
 * @param {Record<string, string>} [options.exposes]  remote modules (remotes only)
 * @param {boolean} [options.isHost]  the shell: HTML page, absolute public path, no exposes
 * @param {string} [options.mode]  defaults to NODE_ENV, else production
 */
export function createFederatedConfig({ name, dir, port, exposes = {}, isHost = false, mode }) {
  const pkg = readPackageJson(dir);
  const resolvedMode = mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isDev = resolvedMode === 'development';
  const hashed = isDev ? '[name]' : '[name].[contenthash:8]';

  /** @type {import('@rspack/core').Configuration} */
  return {
    mode: resolvedMode,
    context: dir,
    target: `browserslist:${BROWSERS.join(', ')}`,
    entry: isHost ? { main: './src/index.ts' } : {},
    // Production maps are written for the bench and error reports but not linked from the code (and never served).
    devtool: isDev ? 'cheap-module-source-map' : 'hidden-source-map',
    // The build's expected lines (build-noise.mjs says which and why) stay out of the terminal.
    infrastructureLogging: { console: quietConsole() },
    ignoreWarnings: EXPECTED_WARNINGS,
    output: {
      path: outDirOf(dir),
      // Remotes are loaded from other origins: chunk URLs resolve against remoteEntry.js.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      cssFilename: `${hashed}.css`,
      cssChunkFilename: `${hashed}.css`,
      assetModuleFilename: `assets/${hashed}[ext]`,
      // The server build (createServerConfig) writes dist/server/ after this one.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { ...federationRuntimeAliases(), ...productionRouterAliases(isDev) } },
    module: {
      rules: [swcRule(isDev), { test: /\.css$/, type: 'css/auto' }, { test: /\.svg$/, type: 'asset/resource' }],
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federationBase({ name, isHost, exposes }),
        shared: sharedConfig(pkg, dir),
        // Remotes reuse the shell's federation runtime core instead of shipping their own copy
        // (~25 kB gzip less per remote entry). All packages build with this tooling, so versions match.
        // target 'web' drops the runtime's Node.js code paths from the shell's main chunk and every remote entry.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
        dev: isDev ? { disableLiveReload: false, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true } : false,
      }),
      isHost &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'src/index.html'),
          scriptLoading: 'defer',
          minify: !isDev,
        }),
      isHost && !isDev && new BootPreloadPlugin(),
      !isDev && new PrecompressPlugin(),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(resolvedMode) }),
    ].filter(Boolean),
    optimization: {
      // Stable ids keep unchanged chunks' hashes stable across releases (long-term caching).
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // Only the shell: its copies are the ones loaded. In a remote, a lazy module using, say, immer would pull
      // the whole chunk of Redux fallbacks, which are otherwise never loaded.
      splitChunks: isHost ? { cacheGroups: { redux: { test: REDUX_STACK, chunks: 'async', name: 'redux', enforce: true } } } : undefined,
    },
    performance: { hints: false },
    devServer: {
      port,
      hot: false,
      historyApiFallback: isHost,
      // Remotes are fetched by the shell from another origin.
      headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: 'errors-warnings',
  };
}

/** Server builds skip styles: the browser build's CSS files are linked from the HTML the server renders. */
const IGNORE_CSS_LOADER = path.join(import.meta.dirname, 'ignore-css-loader.cjs');

/** Shared singletons on the server: whole packages (no facades, size does not matter in Node). */
export function serverSharedConfig(pkg) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    SHARED_MODULES.filter(({ request }) => request !== 'react-dom/client').map((entry) => {
      const { request, versionFrom = request } = entry;
      const requiredVersion = deps[versionFrom];
      if (!requiredVersion) throw new Error(`${pkg.name}: "${versionFrom}" must be a dependency to share "${request}"`);
      return [request, { singleton: true, ...versionRule(entry, requiredVersion) }];
    }),
  );
}

/**
 * The Node build of a package, for server rendering. A remote publishes the same exposed screens as a
 * CommonJS federation container in `dist/server/` (remoteEntry.js + mf-manifest.json, next to the browser's
 * manifest, so its static server serves both); the shell's render host goes to `dist-server/` (not served).
 * Remote chunks are fetched over HTTP at run time by @module-federation/node's runtime plugin: nothing of a remote
 * is in the host's build.
 *
 * @param {object} options
 * @param {string} options.name
 * @param {string} options.dir
 * @param {Record<string, string>} [options.exposes]
 * @param {Record<string, string>} [options.entry]  the render host's entry (shell only)
 * @param {string} [options.mode]
 */
export function createServerConfig({ name, dir, exposes = {}, entry, mode }) {
  const pkg = readPackageJson(dir);
  const isHost = entry !== undefined;
  const resolvedMode = mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const require = createRequire(import.meta.url);

  /** @type {import('@rspack/core').Configuration} */
  return {
    name: `${name}-server`,
    mode: resolvedMode,
    context: dir,
    target: 'async-node',
    entry: entry ?? {},
    devtool: false,
    infrastructureLogging: { console: quietConsole() },
    output: {
      path: isHost ? path.join(outDirOf(dir), '..', 'dist-server') : path.join(outDirOf(dir), 'server'),
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      // The host's files are require()d from packages of "type": "module"; remote files are fetched and evaluated.
      filename: isHost ? '[name].cjs' : '[name].js',
      chunkFilename: isHost ? '[name].[contenthash:8].cjs' : '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: productionRouterAliases(resolvedMode === 'development') },
    module: {
      rules: [
        { ...swcRule(resolvedMode === 'development'), options: { ...swcRule(false).options, env: { targets: 'node 20' } } },
        { test: /\.css$/, loader: IGNORE_CSS_LOADER, type: 'javascript/auto' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federationBase({ name, isHost, exposes }),
        shared: serverSharedConfig(pkg),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        dev: false,
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(resolvedMode) }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
