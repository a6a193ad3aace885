import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type RawReplyDefaultExpression, type RawRequestDefaultExpression, type RawServerDefault } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiConfig } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './health/routes';
import { BAD_URL, registerErrorHandling } from './http/errors';
import { registerInputGuard } from './http/input-guard';
import { registerReadCache } from './http/read-cache';
import { featureRoutes } from './routes';

// API messages are Swedish, like the rest of the product.
z.config(z.locales.sv());

export interface AppDeps {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  config: ApiConfig;
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Swagger UI: its own scripts and styles (it sets inline styles), the JSON document, data: images. */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'";

/**
 * The largest JSON body any route needs: a note of 2,000 characters even with every character escaped. Larger
 * bodies are answered 413 from Content-Length (or as soon as a chunked body passes it), before any parsing.
 * The profile's multipart upload streams through @fastify/multipart with its own limits.
 */
export const JSON_BODY_LIMIT = 16 * 1024;

export async function buildApp(deps: AppDeps, opts: { logger?: boolean } = {}): Promise<AppInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // Spec paths end with '/'; the slash-less form must work too.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: deps.config.timeouts.requestMs,
    connectionTimeout: deps.config.timeouts.idleMs,
    // Headers too must arrive within the request timeout (Node waits 60 s by default), and Node checks these
    // timeouts only every 30 s by default: check every second.
    http: { headersTimeout: Math.min(deps.config.timeouts.requestMs, 60_000), connectionsCheckingInterval: 1000 },
    genReqId: () => crypto.randomUUID(),
    // A path that is not valid percent-encoding gets the same JSON error shape as everything else.
    frameworkErrors: (_error, _request, reply: FastifyReply) => reply.status(400).send({ detail: BAD_URL }),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);

  await app.register(helmet, {
    // JSON needs no sources at all; the Swagger UI page sets its own policy (DOCS_CSP).
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    // Avatars under /media are loaded as <img> by the web app's origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: deps.config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(cors, {
    origin: deps.config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
  });
  // @fastify/cors sends Allow-Credentials to any origin; without Allow-Origin it only says more than needed.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('access-control-allow-origin')) reply.removeHeader('access-control-allow-credentials');
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vinkompassen API', version: '1.0.0', description: 'Every call of the product specification, section 7.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token {token}' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });

  registerReadCache(app, deps.config.readCache);
  await app.register(healthRoutes);
  await app.register(featureRoutes);
  return app;
}
