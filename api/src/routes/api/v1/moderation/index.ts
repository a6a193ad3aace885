import {
  ErrorBody,
  ModerationDecisionRequest,
  ModerationDecisionResponse,
  ModerationHistoryQuery,
  ModerationHistoryResponse,
  ModerationNotesResponse,
  NumericIdPath,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdminToken } from '@/features/analytics';
import { hiddenNotes, reviewHistory, reviewNote } from '@/features/community';
import { HttpError, notFound } from '@/http/errors';
import { dropEmptyQueryValues, pageWindow, paginated } from '@/http/pagination';

export const WRONG_MODERATION_TOKEN = 'Fel eller saknad administratörsnyckel.';
const NOT_HIDDEN = 'Anteckningen väntar inte på granskning.';

/** OpenAPI: the review needs `Authorization: Bearer {MODERATION_ADMIN_TOKEN}` (not a user's token). */
const adminSecurity = [{ moderationAdmin: [] as string[] }];

/** The team's review of notes hidden after reports: list them, then restore or remove each. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  /** 404 unless configured, 401 unless the admin token: before anything else is looked at. */
  const requireAdmin = async (request: FastifyRequest) => {
    const token = config.moderation.adminToken;
    if (!token) throw notFound();
    if (!isAdminToken(request.headers.authorization, token)) {
      throw new HttpError(401, { detail: WRONG_MODERATION_TOKEN }, { 'WWW-Authenticate': 'Bearer' });
    }
  };

  app.get(
    '/api/v1/moderation/notes/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['moderation'],
        summary: 'For the team (Authorization: Bearer {MODERATION_ADMIN_TOKEN}; 404 when not configured): notes hidden after reports, oldest first',
        security: adminSecurity,
        response: { 200: ModerationNotesResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return hiddenNotes(db, config.publicUrl);
    },
  );

  app.post(
    '/api/v1/moderation/notes/:id/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['moderation'],
        summary:
          'Review a hidden note: restore (shown again; its reports are closed and their reporters cannot report it again) or remove (deleted); ' +
          'either is kept in the history; 404 when it is not hidden',
        security: adminSecurity,
        params: NumericIdPath,
        body: ModerationDecisionRequest,
        response: { 200: ModerationDecisionResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { decision } = request.body;
      if (!(await reviewNote(db, request.params.id, decision))) throw notFound(NOT_HIDDEN);
      return { id: request.params.id, decision };
    },
  );

  app.get(
    '/api/v1/moderation/history/',
    {
      onRequest: requireAdmin,
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['moderation'],
        summary: 'For the team (Authorization: Bearer {MODERATION_ADMIN_TOKEN}): every decision on a reported note, newest first, with the reports it closed and the text judged; ?note= for one note',
        security: adminSecurity,
        querystring: ModerationHistoryQuery,
        response: { 200: ModerationHistoryResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const win = pageWindow(request.query.page, request.query.page_size, 50);
      const { count, reviews } = await reviewHistory(db, request.query.note ?? null, win.pageSize, win.offset);
      reply.header('Cache-Control', 'no-store');
      return paginated(request, win, count, reviews);
    },
  );
};
