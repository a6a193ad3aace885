import helmet from 'helmet';
import fp from 'fastify-plugin';

/** JSON and the docs page use no browser feature: every powerful one is refused to them and to anything they frame. */
export const API_PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * Security headers; JSON needs no sources at all (the Swagger UI page sets its own policy: DOCS_CSP). An answer to a
 * request that carries credentials (a user's token, the analytics admin's) is never stored by a browser or proxy.
 *
 * Helmet itself, its middleware built once: @fastify/helmet builds it again for every request (parsing the policy
 * each time), which cost ~4 % of a search request's CPU.
 */
export const helmetPlugin = fp(
  async (app) => {
    const setHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
      // Avatars under /media are loaded as <img> by the web app's origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'no-referrer' },
      hsts: app.deps.config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('permissions-policy', API_PERMISSIONS_POLICY);
      if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'vinkompassen-helmet' },
);
