// Fastify helpers to serve built front-end output (a remote's or the shell's dist/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';

/** `[name].[contenthash:8].ext` and its source map: safe to cache forever. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/i;

const SOURCE_MAP = /\.map$/i;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Entry points keep their names between releases, so clients must revalidate them. */
export function cacheControlFor(filePath) {
  return HASHED_FILE.test(path.basename(filePath)) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * Registers compression and static files from `dir` on `app`.
 * `cors`: remotes are fetched cross-origin by the shell (script tags and the manifest fetch).
 */
export async function registerStatic(app, { dir, cors = false, wildcard = true, setHeaders }) {
  if (!existsSync(dir)) throw new Error(`Directory not found: ${dir} (build the package first)`);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: dir,
    wildcard,
    // Builds keep their source maps on disk for the bench and error reports; they are never served.
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
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

/** Per-request log lines only when LOG_REQUESTS is set: static traffic is too chatty to log by default. */
export const requestLogController = (env = process.env) =>
  new LogController({ disableRequestLogging: !env.LOG_REQUESTS });

/** A static server for one remote's dist/: CORS for GET, long-term caching, compression, /healthz. */
export async function createStaticServer({ dir, name = path.basename(path.dirname(path.resolve(dir))), logger = true }) {
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
  return app;
}
