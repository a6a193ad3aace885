import { AnalyticsBatch, AnalyticsSummary, AnalyticsSummaryQuery, ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdminToken, eventRows, stockholmDay, sweepDue, analyticsSummary, deleteExpiredEvents, insertEvents } from '@/features/analytics';
import { BODY_LIMITS } from '@/http/body-limits';
import { HttpError, notFound, sendError } from '@/http/errors';
import { RATE_LIMITS } from '@/http/rate-limits';
import { backgroundPlugin } from '@/plugins/background';
import { rateLimitPlugin } from '@/plugins/rate-limit';

export const UNKNOWN_EVENT = 'Okänd händelse.';
export const WRONG_ADMIN_TOKEN = 'Fel eller saknad administratörsnyckel.';

/** OpenAPI: the summary needs `Authorization: Bearer {ANALYTICS_ADMIN_TOKEN}` (not a user's token). */
const adminSecurity = [{ analyticsAdmin: [] as string[] }];

/**
 * The first-party analytics collector and the team's summary (README "Analytics"). Registered outside the auth
 * scope on purpose: the collector never looks at who is signed in (a user's token, valid or not, is neither
 * resolved nor refused), and the summary has its own admin token.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  await app.register(backgroundPlugin);
  await app.register(rateLimitPlugin);

  // navigator.sendBeacon sends a string as text/plain;charset=UTF-8 (a Blob may say application/json): in this
  // scope text/plain bodies are parsed as JSON, by Fastify's own JSON parser (prototype poisoning refused).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  // An event name outside the catalogue fails the discriminated union with zod's generic "Ogiltig input": say what.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      for (const issue of error.validation) {
        if (issue.keyword === 'invalid_union' && /^\/events\/\d+\/name$/.test(issue.instancePath)) issue.message = UNKNOWN_EVENT;
      }
    }
    return sendError(error, request, reply);
  });

  let lastSweep: number | undefined;
  /** Retention: at most once an hour per instance, after a batch (stored or, turned off, dropped), never delaying its answer. */
  const sweepExpired = (now: Date) => {
    if (!sweepDue(lastSweep, now.getTime())) return;
    lastSweep = now.getTime();
    app.inBackground(async () => {
      await deleteExpiredEvents(db, stockholmDay(now));
    }, 'analytics retention');
  };

  app.post(
    '/api/v1/events/',
    {
      bodyLimit: BODY_LIMITS.analyticsBatch,
      // No access-log lines (they carry the client address) for a batch: warnings and errors only.
      logLevel: 'warn',
      config: { rateLimit: { ...RATE_LIMITS.analytics, ...(config.analytics.batchesPerMinute ? { max: config.analytics.batchesPerMinute } : {}) } },
      schema: {
        tags: ['analytics'],
        summary:
          'Analytics events after consent (sendBeacon: JSON as application/json or text/plain), each checked against the ' +
          'event catalogue; stored all or none, without the client address, user agent or user: 204. ' +
          "A search's query is kept only when the request carries no Authorization header.",
        consumes: ['application/json', 'text/plain'],
        body: AnalyticsBatch,
        response: { 204: z.null().describe('Stored (or, with analytics turned off, dropped)'), 400: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const receivedAt = new Date();
      if (config.analytics.enabled) {
        await insertEvents(db, eventRows(request.body, receivedAt, { signedIn: request.headers.authorization !== undefined }));
      }
      sweepExpired(receivedAt);
      return reply.status(204).send(null);
    },
  );

  /** 404 unless configured (and turned on), 401 unless the admin token: before the query is looked at. */
  const requireAdmin = async (request: FastifyRequest) => {
    const token = config.analytics.adminToken;
    if (!token || !config.analytics.enabled) throw notFound();
    if (!isAdminToken(request.headers.authorization, token)) {
      throw new HttpError(401, { detail: WRONG_ADMIN_TOKEN }, { 'WWW-Authenticate': 'Bearer' });
    }
  };

  app.get(
    '/api/v1/events/summary',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['analytics'],
        summary:
          'For the team (Authorization: Bearer {ANALYTICS_ADMIN_TOKEN}; 404 when not configured): events per name and ' +
          'Europe/Stockholm day over the last `days` days (every day, 0 when none), the ten most viewed routes, and the ' +
          'wine finder completion over browser-days. Never cached.',
        security: adminSecurity,
        querystring: AnalyticsSummaryQuery,
        response: { 200: AnalyticsSummary, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return analyticsSummary(db, stockholmDay(new Date()), request.query.days ?? 30);
    },
  );
};
