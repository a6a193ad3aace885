import {
  ErrorBody,
  FollowingQuery,
  FollowingResponse,
  FollowResponse,
  IdOrSlugPath,
  PublicProfile,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, perUser, requireUser, tokenSecurity } from '@/features/auth';
import { findUserOr404, follow, listFollowing, unfollow, followCounts, publicProfile, toUserSummary } from '@/features/users';
import { badRequest } from '@/http/errors';
import { dropEmptyQueryValues, pageWindow, paginated } from '@/http/pagination';
import { RATE_LIMITS } from '@/http/rate-limits';

/** Users: public profiles, follow/unfollow, following (search: routes/api/v1/users/). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/users/:id/',
    {
      schema: {
        tags: ['users'],
        summary: "Another user's public profile (id or slug); saved wines only when the user keeps them public",
        params: IdOrSlugPath,
        response: { 200: PublicProfile, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const target = await findUserOr404(db, request.params.id);
      return publicProfile(db, target, request.user?.id ?? null, config.publicUrl);
    },
  );

  app.post(
    '/users/:id/follow/',
    {
      preValidation: requireUser,
      config: { rateLimit: { ...RATE_LIMITS.follows, keyGenerator: perUser } },
      schema: {
        tags: ['users'],
        summary: 'Follow a user (201; 200 when already following)',
        security: tokenSecurity,
        params: IdOrSlugPath,
        response: { 200: FollowResponse, 201: FollowResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const target = await findUserOr404(db, request.params.id);
      if (target.id === me.id) throw badRequest({ non_field_errors: ['Du kan inte följa dig själv.'] });
      const created = await follow(db, me.id, target.id);
      const counts = await followCounts(db, target.id);
      return reply.status(created ? 201 : 200).send({ following: true, followers_count: counts.followers });
    },
  );

  app.delete(
    '/users/:id/follow/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Unfollow a user (idempotent)',
        security: tokenSecurity,
        params: IdOrSlugPath,
        response: { 200: FollowResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const target = await findUserOr404(db, request.params.id);
      await unfollow(db, me.id, target.id);
      const counts = await followCounts(db, target.id);
      return { following: false, followers_count: counts.followers };
    },
  );

  app.get(
    '/users/:id/following/',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['users'],
        summary: 'Users this user follows, newest first; paginated',
        params: IdOrSlugPath,
        querystring: FollowingQuery,
        response: { 200: FollowingResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const target = await findUserOr404(db, request.params.id);
      const win = pageWindow(request.query.page, request.query.page_size);
      const { count, rows } = await listFollowing(db, target.id, win.pageSize, win.offset);
      return paginated(request, win, count, rows.map((r) => toUserSummary(r, config.publicUrl)));
    },
  );
};
