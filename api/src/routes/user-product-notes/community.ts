import {
  COMMUNITY_NOTES_PAGE_SIZE,
  CommunityNotesQuery,
  CommunityNotesResponse,
  ErrorBody,
  IdOrSlugPath,
  NoteReportResponse,
  NumericIdPath,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, perUser, requireUser, tokenSecurity } from '@/features/auth';
import { communityNotes, reportNote } from '@/features/community';
import { resolveProductId } from '@/features/products';
import { PRODUCT_NOT_FOUND } from '@/features/users';
import { notFound } from '@/http/errors';
import { dropEmptyQueryValues, pageWindow, paginated } from '@/http/pagination';
import { RATE_LIMITS } from '@/http/rate-limits';

export const NOTE_NOT_FOUND = 'Anteckningen finns inte.';

/** Others' notes on a wine, as the caller may read them, and reports of them ("Anmäl"). */
export const communityNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/user-product-notes/community/:id/',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['notes'],
        summary:
          "Others' notes on a product (id or slug) the caller may read: public ones, and those shared with followers of " +
          'people the caller follows (these first); newest first. Never private or hidden notes. With the wine\'s ratings.',
        params: IdOrSlugPath,
        querystring: CommunityNotesQuery,
        response: { 200: CommunityNotesResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const productId = await resolveProductId(db, String(request.params.id));
      if (productId === null) throw notFound(PRODUCT_NOT_FOUND);
      const win = pageWindow(request.query.page, request.query.page_size, COMMUNITY_NOTES_PAGE_SIZE);
      const viewer = request.user?.id ?? null;
      const { count, notes, ratings } = await communityNotes(db, productId, viewer, win.pageSize, win.offset, config.publicUrl);
      reply.header('Cache-Control', 'private, no-store');
      return { ...paginated(request, win, count, notes), ratings };
    },
  );

  app.post(
    '/user-product-notes/:id/report/',
    {
      preValidation: requireUser,
      config: { rateLimit: { ...RATE_LIMITS.noteReports, keyGenerator: perUser } },
      schema: {
        tags: ['notes'],
        summary: "Report someone else's note (201; 200 when already reported); hidden after three different reporters until reviewed",
        security: tokenSecurity,
        params: NumericIdPath,
        response: { 200: NoteReportResponse, 201: NoteReportResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const outcome = await reportNote(db, currentUser(request).id, request.params.id);
      if (outcome === 'missing') throw notFound(NOTE_NOT_FOUND);
      return reply.status(outcome === 'created' ? 201 : 200).send({ reported: true });
    },
  );
};
