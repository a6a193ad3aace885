import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type RawReplyDefaultExpression, type RawRequestDefaultExpression, type RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BODY_LIMITS } from './http/body-limits';
import { answerClientError, BAD_URL } from './http/errors';
import { catalogPlugin } from './plugins/catalog';
import { likeCountsPlugin } from './plugins/like-counts';
import { corsPlugin } from './plugins/cors';
import { depsPlugin, type AppDeps } from './plugins/deps';
import { errorHandlingPlugin } from './plugins/error-handling';
import { helmetPlugin } from './plugins/helmet';
import { inputGuardPlugin } from './plugins/input-guard';
import { lifecyclePlugin } from './plugins/lifecycle';
import { readCachePlugin } from './plugins/read-cache';
import { redisPlugin } from './plugins/redis';
import { swaggerPlugin } from './plugins/swagger';
import { routes } from './routes';

// API messages are Swedish, like the rest of the product.
z.config(z.locales.sv());

export type { AppDeps };

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The whole API: server options, then the cross-cutting plugins (order matters for hooks), then the routes. */
export async function buildApp(deps: AppDeps, opts: { logger?: boolean | { stream: { write(line: string): void } } } = {}): Promise<AppInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // Spec paths end with '/'; the slash-less form must work too.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // A few hundred bytes; routes that need more say so (http/body-limits.ts). Larger bodies: 413 before parsing.
    bodyLimit: BODY_LIMITS.default,
    requestTimeout: deps.config.timeouts.requestMs,
    connectionTimeout: deps.config.timeouts.idleMs,
    // Headers too must arrive within the request timeout (Node waits 60 s by default), and Node checks these
    // timeouts only every 30 s by default: check every second.
    http: { headersTimeout: Math.min(deps.config.timeouts.requestMs, 60_000), connectionsCheckingInterval: 1000 },
    genReqId: () => crypto.randomUUID(),
    trustProxy: deps.config.trustProxy,
    // A path that is not valid percent-encoding gets the same JSON error shape as everything else.
    frameworkErrors: (_error, _request, reply: FastifyReply) => reply.status(400).send({ detail: BAD_URL }),
    // Too large headers (431), a request too slow to arrive (408), bytes that are not HTTP (400): `{detail}` too.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(depsPlugin, { deps });
  await app.register(lifecyclePlugin);
  await app.register(redisPlugin);
  await app.register(catalogPlugin);
  await app.register(likeCountsPlugin);
  await app.register(errorHandlingPlugin);
  await app.register(inputGuardPlugin);
  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(swaggerPlugin);
  await app.register(readCachePlugin);
  await app.register(routes);
  return app;
}
