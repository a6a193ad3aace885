import {
  ErrorBody,
  FollowingQuery,
  FollowingResponse,
  FollowResponse,
  IdOrSlugPath,
  PublicProfile,
  UserSearchQuery,
  UserSearchResponse,
} from '@vinkompassen/shared-contracts/schemas';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { AppInstance } from '../app';
import { currentUser, requireUser, tokenSecurity } from '../auth/plugin';
import { dropEmptyQueryValues, pageWindow, paginated } from '../auth/http';
import { follows, users } from '../db/schema';
import { badRequest } from '../http/errors';
import { displayNameSql } from './display-name';
import { findUserOr404 } from './lookup';
import { followCounts, publicProfile, toUserSummary, userSummaryColumns } from './serialize';

/** `%`, `_` and `\` are literal in a user's search text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users: public profiles, search, follow/unfollow, following. */
export async function userRoutes(app: AppInstance): Promise<void> {
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
      const win = pageWindow(request.query);
      const search = request.query.search?.trim();
      const where = search
        ? or(sql`unaccent(${displayNameSql}) ilike unaccent(${likePattern(search)})`, sql`${users.slug} ilike ${likePattern(search)}`)
        : undefined;
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select(userSummaryColumns)
        .from(users)
        .where(where)
        .orderBy(
          ...(search ? [desc(sql`unaccent(lower(${displayNameSql})) like unaccent(lower(${`${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}))`)] : []),
          asc(sql`lower(${displayNameSql})`),
          asc(users.id),
        )
        .limit(win.pageSize)
        .offset(win.offset);
      return paginated(request, win, Number(total?.n ?? 0), rows.map((r) => toUserSummary(r, config.publicUrl)));
    },
  );

  app.post(
    '/users/:id/follow/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Follow a user (201; 200 when already following)',
        security: tokenSecurity,
        params: IdOrSlugPath,
        response: { 200: FollowResponse, 201: FollowResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const target = await findUserOr404(db, request.params.id);
      if (target.id === me.id) throw badRequest({ non_field_errors: ['Du kan inte följa dig själv.'] });
      const inserted = await db
        .insert(follows)
        .values({ followerId: me.id, followeeId: target.id })
        .onConflictDoNothing()
        .returning({ followeeId: follows.followeeId });
      const counts = await followCounts(db, target.id);
      return reply.status(inserted.length ? 201 : 200).send({ following: true, followers_count: counts.followers });
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
      await db.delete(follows).where(and(eq(follows.followerId, me.id), eq(follows.followeeId, target.id)));
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
      const win = pageWindow(request.query);
      const where = eq(follows.followerId, target.id);
      const [total] = await db.select({ n: count() }).from(follows).where(where);
      const rows = await db
        .select(userSummaryColumns)
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followeeId))
        .where(where)
        .orderBy(desc(follows.createdAt), asc(users.id))
        .limit(win.pageSize)
        .offset(win.offset);
      return paginated(request, win, Number(total?.n ?? 0), rows.map((r) => toUserSummary(r, config.publicUrl)));
    },
  );
}
