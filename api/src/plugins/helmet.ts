import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** JSON and the docs page use no browser feature: every powerful one is refused to them and to anything they frame. */
export const API_PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * Security headers; JSON needs no sources at all (the Swagger UI page sets its own policy: DOCS_CSP). An answer to a
 * request that carries credentials (a user's token, the analytics admin's) is never stored by a browser or proxy.
 */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
      // Avatars under /media are loaded as <img> by the web app's origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'no-referrer' },
      hsts: app.deps.config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('permissions-policy', API_PERMISSIONS_POLICY);
      if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'vinkompassen-helmet' },
);
