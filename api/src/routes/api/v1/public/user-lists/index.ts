import {
  ErrorBody,
  IdOrSlugPath,
  PublicUserListsQuery,
  PublicUserListsResponse,
  UserList,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicLists, findVisibleList, serializeList, serializeLists } from '@/features/user-lists';
import { findUserOr404 } from '@/features/users';
import { dropEmptyQueryValues, pageWindow, paginated } from '@/http/pagination';

/** Public lists: everyone's, or one user's; one list by id or slug (private ones only for their owner). */
export const publicUserListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const pub = config.publicUrl;

  app.get(
    '/api/v1/public/user-lists/',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['user-lists'],
        summary: "Public lists, of one user with user_id (id or slug); newest first; paginated",
        querystring: PublicUserListsQuery,
        response: { 200: PublicUserListsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const win = pageWindow(request.query.page, request.query.page_size);
      const ownerId = request.query.user_id ? (await findUserOr404(db, request.query.user_id)).id : undefined;
      const { count, lists } = await publicLists(db, ownerId, win.pageSize, win.offset);
      const results = await serializeLists(db, lists, request.user?.id ?? null, pub);
      return paginated(request, win, count, results);
    },
  );

  app.get(
    '/api/v1/public/user-lists/:id/',
    {
      schema: {
        tags: ['user-lists'],
        summary: 'One list by id or slug: public lists for everyone, private ones only for their owner (others: 404)',
        params: IdOrSlugPath,
        response: { 200: UserList, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const viewer = request.user?.id ?? null;
      const list = await findVisibleList(db, request.params.id, viewer);
      return serializeList(db, list, viewer, pub);
    },
  );
};
