// Fastify helpers to serve built front-end output (a remote's or the shell's dist/).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify, { LogController } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { ANSWER_ENCODINGS, BROTLI_OPTIONS, GZIP_OPTIONS } from './answer-compression.mjs';
import { releasesDirOf } from './releases/release-store.mjs';

/** `[name].[contenthash:8].ext` and its source map: safe to cache forever. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/i;

const SOURCE_MAP = /\.map$/i;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Browser features the site may use: geolocation for "stores near me", from the page's own origin (the remotes run
 * in the shell's page); every other powerful feature is refused to it and to anything it frames.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/** The build's compressed copy of a file (precompress-plugin.mjs): cached as the file itself. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Entry points keep their names between releases, so clients must revalidate them. */
export function cacheControlFor(filePath) {
  return HASHED_FILE.test(path.basename(filePath).replace(COMPRESSED_COPY, '')) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * Registers compression and static files from `dir` on `app`.
 * `cors`: remotes are fetched cross-origin by the shell (script tags and the manifest fetch).
 * `index`: the file for a directory URL, or false to let the not-found handler answer it.
 * `allowedPath(pathName)`: false hands the request to the not-found handler at once, without looking on the disk.
 * `syncCompressMax`: answers up to this many bytes are compressed in one call rather than through a stream (less
 * work per answer, but the process waits for it).
 */
export async function registerStatic(app, { dir, cors = false, wildcard = true, index = 'index.html', setHeaders, allowedPath, syncCompressMax }) {
  if (!existsSync(dir)) throw new Error(`Directory not found: ${dir} (build the package first)`);
  // On every answer of the server (files, pages the shell renders, errors), not only on the files below.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    return payload;
  });
  // What is compressed per answer (files without a compressed copy, JSON), with answer-compression.mjs's settings.
  // An answer that already says its Content-Encoding (a page the shell compressed itself) is left as it is.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ANSWER_ENCODINGS,
    zlibOptions: GZIP_OPTIONS,
    brotliOptions: BROTLI_OPTIONS,
    ...(syncCompressMax !== undefined && { syncThreshold: syncCompressMax }),
  });
  await app.register(fastifyStatic, {
    root: dir,
    wildcard,
    // false: a directory URL (`/`) is left to the app (the shell renders its pages on the server).
    index,
    // The build's brotli and gzip copies (precompress-plugin.mjs), sent as they are; other files are compressed above.
    preCompressed: true,
    // Builds keep their source maps on disk for the bench and error reports; they are never served.
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName) && (allowedPath?.(pathName) ?? true),
    // Cache-Control is set per file below.
    cacheControl: false,
    setHeaders: (res, filePath, stat) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      }
      setHeaders?.(res, filePath, stat);
    },
  });
}

/**
 * The servers' own log level from LOG_LEVEL (default `info`): `npm start` sets `warn`, so its terminal shows what
 * starts and what fails, not a JSON "Server listening" line per server.
 * @param {NodeJS.ProcessEnv} [env]
 */
export const serverLogger = (env = process.env) => ({ level: env.LOG_LEVEL || 'info' });

/** Per-request log lines only when LOG_REQUESTS is set: static traffic is too chatty to log by default. */
export const requestLogController = (env = process.env) =>
  new LogController({ disableRequestLogging: !env.LOG_REQUESTS });

/**
 * `vk-serve`'s options from its arguments: `--dir` (dist), `--port` (or PORT), `--host` (or HOST). Loopback unless
 * told otherwise, so `npm start` is not reachable from the network; the container image sets HOST=0.0.0.0.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ dir: string, port: number, host: string }}  port is NaN when neither --port nor PORT gives one
 */
export function serveCliOptions(args, env = process.env) {
  const { values } = parseArgs({
    args,
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: env.PORT },
      host: { type: 'string', default: env.HOST ?? 'localhost' },
    },
  });
  return { dir: values.dir, port: Number(values.port), host: values.host };
}

/**
 * A release's files never change, its manifest and entry included (a new release is a new folder): cached for good.
 * Dot-folders (a release still being built) are not served.
 */
async function registerReleases(app, releasesDir) {
  mkdirSync(releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName) && !pathName.includes('/.'),
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', CACHE_IMMUTABLE);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}

/** Releases are served where they are switched: with RELEASES_FILE or RELEASES_DIR set (`npm start` sets one). */
const releasesDirFor = (name, env = process.env) => (env.RELEASES_FILE || env.RELEASES_DIR ? path.join(releasesDirOf(env), name) : null);

/**
 * A static server for one remote's dist/: CORS for GET, long-term caching, compression, /healthz; and every release
 * of the package (`releasesDir`: the package's folder of the releases, see above) under /releases/<id>/.
 */
export async function createStaticServer({ dir, name = path.basename(path.dirname(path.resolve(dir))), logger = true, releasesDir = releasesDirFor(name) }) {
  const app = Fastify({ logger, logController: requestLogController() });
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', name };
  });
  // Only GET/HEAD are served; answer CORS preflights for completeness (e.g. fetch with custom headers).
  app.options('/*', async (_request, reply) => {
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
      .header('Access-Control-Max-Age', '86400')
      .code(204)
      .send();
  });
  await registerStatic(app, { dir: path.resolve(dir), cors: true });
  if (releasesDir) await registerReleases(app, releasesDir);
  return app;
}
