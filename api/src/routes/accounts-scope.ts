import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundPlugin } from '../plugins/background';
import { mailerPlugin } from '../plugins/mailer';
import { multipartPlugin } from '../plugins/multipart';
import { rateLimitPlugin } from '../plugins/rate-limit';
import { feedRoutes } from './api/v1/feed';
import { moderationRoutes } from './api/v1/moderation';
import { ratingsRoutes } from './api/v1/ratings';
import { tasteMatchRoutes } from './api/v1/taste-match';
import { tasteProfileRoutes } from './api/v1/taste-profile';
import { publicUserListsRoutes } from './api/v1/public/user-lists';
import { userListsRoutes } from './api/v1/user-lists';
import { userProductLikesRoutes } from './api/v1/user-product-likes';
import { userSearchRoutes } from './api/v1/users';
import { authRoutes } from './auth';
import { deleteAccountRoutes } from './auth/delete-account';
import { exportRoutes } from './auth/export';
import { passwordRoutes } from './auth/password';
import { profileRoutes } from './auth/profile';
import { loginRoutes } from './login';
import { avatarRoutes } from './media/avatars';
import { subscribeRoutes } from './subscribe';
import { userProductNotesRoutes } from './user-product-notes';
import { communityNotesRoutes } from './user-product-notes/community';
import { usersRoutes } from './users';

/** Accounts and what users write: auth, users, likes, lists, notes, newsletter, the taste profile; avatars. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(backgroundPlugin);
  await app.register(mailerPlugin);
  await app.register(rateLimitPlugin);
  await app.register(avatarRoutes);
  await app.register(subscribeRoutes);
  // Multipart bodies (the profile's avatar) for the profile alone; every other route takes JSON.
  await app.register(async (forms) => {
    await forms.register(multipartPlugin);
    await forms.register(profileRoutes);
  });
  await app.register(authRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(deleteAccountRoutes);
  await app.register(usersRoutes);
  await app.register(userSearchRoutes);
  await app.register(userProductLikesRoutes);
  await app.register(userListsRoutes);
  await app.register(publicUserListsRoutes);
  await app.register(userProductNotesRoutes);
  // The taste profile (it reads the user's saved wines).
  await app.register(tasteProfileRoutes);
  // Ratings, others' notes, reports and their review, the feed, the data download.
  await app.register(ratingsRoutes);
  await app.register(communityNotesRoutes);
  await app.register(moderationRoutes);
  await app.register(feedRoutes);
  await app.register(exportRoutes);
  await app.register(tasteMatchRoutes);
};
