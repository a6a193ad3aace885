import { ErrorBody, UserSearchQuery, UserSearchResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchUsers, toUserSummary } from '@/features/users';
import { dropEmptyQueryValues, pageWindow, paginated } from '@/http/pagination';

export const userSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/api/v1/users/',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['users'],
        summary: 'Search users by name (accent-insensitive); paginated',
        querystring: UserSearchQuery,
        response: { 200: UserSearchResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const win = pageWindow(request.query.page, request.query.page_size);
      const { count, rows } = await searchUsers(db, request.query.search?.trim(), win.pageSize, win.offset);
      return paginated(request, win, count, rows.map((r) => toUserSummary(r, config.publicUrl)));
    },
  );
};
