import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundPlugin } from '../plugins/background';
import { mailerPlugin } from '../plugins/mailer';
import { multipartPlugin } from '../plugins/multipart';
import { rateLimitPlugin } from '../plugins/rate-limit';
import { chatRoutes } from './api/v1/chat';
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

/** Accounts and what users write: auth, users, likes, lists, notes, newsletter, the wine finder; avatars. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(backgroundPlugin);
  await app.register(mailerPlugin);
  await app.register(rateLimitPlugin);
  await app.register(avatarRoutes);
  await app.register(subscribeRoutes);
  // Multipart bodies (the profile's avatar) for these routes only; the newsletter takes JSON alone.
  await app.register(async (forms) => {
    await forms.register(multipartPlugin);
    await forms.register(authRoutes);
    await forms.register(loginRoutes);
    await forms.register(passwordRoutes);
    await forms.register(profileRoutes);
    await forms.register(deleteAccountRoutes);
    await forms.register(usersRoutes);
    await forms.register(userSearchRoutes);
    await forms.register(userProductLikesRoutes);
    await forms.register(userListsRoutes);
    await forms.register(publicUserListsRoutes);
    await forms.register(userProductNotesRoutes);
    await forms.register(chatRoutes);
    await forms.register(tasteProfileRoutes);
    // Ratings, others' notes, reports and their review, the feed, the data download.
    await forms.register(ratingsRoutes);
    await forms.register(communityNotesRoutes);
    await forms.register(moderationRoutes);
    await forms.register(feedRoutes);
    await forms.register(exportRoutes);
    await forms.register(tasteMatchRoutes);
  });
};
