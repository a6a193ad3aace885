import {
  ErrorBody,
  ModerationDecisionRequest,
  ModerationDecisionResponse,
  ModerationNotesResponse,
  NumericIdPath,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdminToken } from '@/features/analytics/admin-token';
import { hiddenNotes, reviewNote } from '@/features/community/notes';
import { HttpError, notFound } from '@/http/errors';

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
        summary: 'Review a hidden note: restore (shown again, reports cleared) or remove (deleted); 404 when it is not hidden',
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
};
