// The shell's production server: static dist/ with SPA fallback, runtime config, security headers.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import helmet from 'helmet';
import { registerStatic, requestLogController } from '@vinkompassen/tooling/serve';
import { createPageRenderer } from './render-page.mjs';
import { allowedOrigins, runtimeConfigFromEnv } from './runtime-config.mjs';

const CONFIG = Symbol('runtimeConfig');

/** Paths that look like files (have an extension) get a real 404 instead of the app. */
const looksLikeFile = (url) => /\.[a-z0-9]+$/i.test(url.split('?')[0]);

/** `name.0123abcd.js` (and its compressed copies): a build's file named by its content. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)(\.(br|gz))?$/i;

/**
 * A file an earlier release of the shell built and this one did not (a tab opened before the release still loads
 * it): the folder holding it and its name there, or null. Only content-hashed files (a name never means two files),
 * never a source map.
 */
function earlierReleaseFiles(dirs) {
  const roots = dirs.map((dir) => path.resolve(dir));
  return (url) => {
    const file = decodeURIComponent(url.split('?')[0]).replace(/^\/+/, '');
    if (!HASHED_FILE.test(file) || file.split('/').includes('..')) return null;
    const dir = roots.find((root) => existsSync(path.join(root, file)));
    return dir ? { dir, file } : null;
  };
}

/**
 * Where `main.mjs` listens: PORT (3000) and HOST. Loopback unless HOST says otherwise, so `npm start` is not
 * reachable from the network; the container image sets HOST=0.0.0.0.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ port: number, host: string }}
 */
export function listenOptions(env = process.env) {
  return { port: Number(env.PORT ?? 3000), host: env.HOST ?? 'localhost' };
}

/**
 * @param {object} options
 * @param {string} options.distDir  the built shell
 * @param {string} [options.serverDir]  the render host's build (default: dist-server next to distDir)
 * @param {string[]} [options.staticDirs]  where files are looked up, distDir first (then earlier releases')
 * @param {string|null} [options.release]  the shell release served (null: the package's own build), in /healthz
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {boolean|object} [options.logger]
 */
export async function buildServer({ distDir, serverDir = path.join(distDir, '..', 'dist-server'), staticDirs = [distDir], release = null, env = process.env, logger = true }) {
  const production = env.NODE_ENV === 'production';
  // Wine images live on Systembolaget's product CDN; blob: is the preview of a chosen avatar; data: the wines'
  // tiny inline thumbnails shown until the CDN image arrives.
  const extraImageOrigins = (env.CSP_IMG_ORIGINS ?? 'https://product-cdn.systembolaget.se').split(',').map((s) => s.trim()).filter(Boolean);
  // Fail at start-up on a bad configuration rather than on every request.
  let lastGood = await runtimeConfigFromEnv(env);
  const app = Fastify({ logger, logController: requestLogController(env), trustProxy: true });

  // Resolved per request (before helmet) because RUNTIME_CONFIG_FILE may change between requests.
  // A file caught mid-write or broken keeps the last good config instead of failing every page.
  app.addHook('onRequest', async (request) => {
    try {
      lastGood = await runtimeConfigFromEnv(env);
    } catch (error) {
      request.log.warn({ err: error }, 'runtime config unreadable, using the last good one');
    }
    request.raw[CONFIG] = lastGood;
  });

  const origins = (kind) => (req) => allowedOrigins(req[CONFIG])[kind].join(' ');
  // Helmet's middleware built once: @fastify/helmet builds it again for every request. The origins above are
  // functions, read per request from the runtime config.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Plus the third-party analytics script's origin, only when the runtime config names one.
        scriptSrc: ["'self'", origins('script')],
        styleSrc: ["'self'", origins('code')],
        imgSrc: ["'self'", 'blob:', 'data:', origins('code'), ...extraImageOrigins],
        fontSrc: ["'self'", origins('code')],
        connectSrc: ["'self'", origins('connect')],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production && { upgradeInsecureRequests: [] }),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, done));

  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', name: 'shell', release: release ?? 'dist' };
  });

  app.get('/runtime-config.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return request.raw[CONFIG];
  });

  // Search engines: /sitemap.xml (pages from the API) and /robots.txt, see sitemap.mjs.
  await app.register(import('./sitemap.mjs'), { env });
  // The age gate's answer from a browser without JavaScript.
  await app.register(import('./age-gate.mjs'));

  await registerStatic(app, {
    dir: path.resolve(distDir),
    index: false,
    // A page's path (no extension) goes straight to the render, without a look on the disk for a file of that name.
    allowedPath: (pathName) => looksLikeFile(pathName),
    // Answers other than pages (a rendered page compresses itself, render-page.mjs) are compressed in one call: the
    // stream a larger answer would go through costs more than zlib.
    syncCompressMax: 512 * 1024,
    setHeaders: (res, filePath) => {
      if (path.basename(filePath) !== 'sw.js') return;
      res.setHeader('Service-Worker-Allowed', '/');
      // The worker keeps the CSP it was installed with, so it cannot list remote origins a later
      // runtime config adds. It only forwards requests the page's own CSP allowed and fetches the
      // configured remotes' manifests, hence any https origin (any http one outside production), plus
      // today's configured origins, which a production build on plain http (the bench) still uses.
      const config = res.req?.[CONFIG];
      const configured = config ? allowedOrigins(config).connect.join(' ') : '';
      const connectSrc = ["'self'", 'https:', production ? '' : 'http:', configured].filter(Boolean).join(' ');
      res.setHeader('Content-Security-Policy', `default-src 'self'; connect-src ${connectSrc}; object-src 'none'`);
    },
  });

  // Pages: rendered on the server (with the right status: 404 for an unknown path, wine, list, …), or, without the
  // render host's build or when a render fails, the app shell the browser renders alone.
  const renderPage = await createPageRenderer({ distDir, serverDir, env, config: lastGood });
  const servePage = async (request, reply) => {
    if (renderPage && (await renderPage(request, reply, request.raw[CONFIG])) !== false) return reply;
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', servePage);
  const earlierFile = earlierReleaseFiles(staticDirs.filter((dir) => path.resolve(dir) !== path.resolve(distDir)));
  app.setNotFoundHandler(async (request, reply) => {
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (reading && !looksLikeFile(request.url)) return servePage(request, reply);
    const earlier = reading ? earlierFile(request.url) : null;
    if (earlier) return reply.sendFile(earlier.file, earlier.dir);
    return reply.code(404).send({ error: 'Not Found' });
  });

  return app;
}
