import { ErrorBody, FEED_PAGE_SIZE, FeedQuery, FeedResponse, FeedSuggestionsResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser, tokenSecurity } from '@/features/auth';
import { feedPage, tasteNeighbours } from '@/features/community';
import { dropEmptyQueryValues, pageWindow, paginated } from '@/http/pagination';

/** How many taste-close people the empty feed suggests. */
const SUGGESTIONS = 5;

/** The feed of the people and lists a user follows, and people to follow when it is empty. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/api/v1/feed/',
    {
      preValidation: [requireUser, dropEmptyQueryValues],
      schema: {
        tags: ['feed'],
        summary:
          'What the people and lists the caller follows did, newest first: saved wines (when shown), public lists created ' +
          'or added to, ratings, notes shared with followers or everyone',
        security: tokenSecurity,
        querystring: FeedQuery,
        response: { 200: FeedResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const win = pageWindow(request.query.page, request.query.page_size, FEED_PAGE_SIZE);
      const { count, items } = await feedPage(db, me.id, win.pageSize, win.offset, config.publicUrl);
      return paginated(request, win, count, items);
    },
  );

  app.get(
    '/api/v1/feed/suggestions/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['feed'],
        summary: 'People not yet followed whose saved and rated wines overlap the caller’s most',
        security: tokenSecurity,
        response: { 200: FeedSuggestionsResponse, 401: ErrorBody },
      },
    },
    async (request) => tasteNeighbours(db, currentUser(request).id, SUGGESTIONS, config.publicUrl),
  );
};
