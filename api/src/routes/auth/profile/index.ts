import { ErrorBody, Profile, ProfileUpdateFields } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, NOT_LOGGED_IN, requireUser, tokenSecurity, unauthorizedError } from '@/features/auth';
import { newAvatarName, findSelf, updateProfile, ownProfile } from '@/features/users';
import { BODY_LIMITS } from '@/http/body-limits';
import { parseOrThrow } from '@/http/parse';
import { deleteAccountRoute } from '../delete-account';
import { readProfileForm } from './profile-form';

/** The own profile: read, update (with the avatar upload), delete. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  const loadSelf = async (userId: number) => {
    const row = await findSelf(db, userId);
    if (!row) throw unauthorizedError(NOT_LOGGED_IN);
    return row;
  };

  app.get(
    '/auth/profile/',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], summary: 'The logged-in user: profile, saved wines, following, counts', security: tokenSecurity, response: { 200: Profile, 401: ErrorBody } },
    },
    async (request) => ownProfile(db, await loadSelf(currentUser(request).id), config.publicUrl),
  );

  app.put(
    '/auth/profile/',
    {
      preValidation: requireUser,
      bodyLimit: BODY_LIMITS.profile,
      schema: {
        tags: ['auth'],
        summary: 'Update the profile: multipart/form-data (or JSON) with name, likes_are_public, ratings_visibility, remove_avatar and file avatar (≤ 5 MB image)',
        description: 'Absent fields are unchanged. The avatar is stored by the API and served under /media/avatars/.',
        security: tokenSecurity,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: Profile, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { fields, avatar } = await readProfileForm(request);
      const update = parseOrThrow(ProfileUpdateFields, fields);
      const set: Parameters<typeof updateProfile>[2] = { updatedAt: new Date() };
      if (update.name !== undefined) set.name = update.name;
      if (update.likes_are_public !== undefined) set.likesArePublic = update.likes_are_public;
      if (update.ratings_visibility !== undefined) set.ratingsVisibility = update.ratings_visibility;
      const newAvatar = avatar ? { name: newAvatarName(user.id), image: avatar.image } : update.remove_avatar ? null : undefined;
      await updateProfile(db, user.id, set, newAvatar);
      return ownProfile(db, await loadSelf(user.id), config.publicUrl);
    },
  );

  await app.register(deleteAccountRoute('/auth/profile/'));
};
