import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers; JSON needs no sources at all (the Swagger UI page sets its own policy: DOCS_CSP). */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
      // Avatars under /media are loaded as <img> by the web app's origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'no-referrer' },
      hsts: app.deps.config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'vinkompassen-helmet' },
);
