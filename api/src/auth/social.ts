import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { AVATAR_MAX_BYTES } from '@vinkompassen/shared-contracts/schemas';
import type { AppInstance } from '../app';
import { chatRoutes } from '../chat/routes';
import { likeRoutes } from '../likes/routes';
import { createMailer, type MailMessage } from '../mail/mailer';
import { newsletterRoutes } from '../newsletter/routes';
import { noteRoutes } from '../notes/routes';
import { userListRoutes } from '../user-lists/routes';
import { userRoutes } from '../users/routes';
import { avatarDir, AVATAR_URL_PREFIX } from './avatar';
import { authPlugin } from './plugin';
import { registerRateLimit } from './rate-limit';
import { authRoutes } from './routes';

/**
 * The social half of the API: accounts, users, likes, lists, notes, newsletter, chat, avatars.
 * Registered once from src/routes.ts.
 */
export async function socialRoutes(app: AppInstance): Promise<void> {
  const { config } = app.deps;

  const mailer = createMailer(config);
  const pending = new Set<Promise<void>>();
  const sendInBackground = (message: MailMessage) => {
    const p = mailer
      .send(message)
      .catch((err: unknown) => app.log.error({ err, subject: message.subject }, 'could not send mail'))
      .finally(() => pending.delete(p));
    pending.add(p);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
    mailer.close();
  });

  await registerRateLimit(app, config);

  // Avatars: immutable files with unguessable names.
  const avatars = avatarDir(config.uploadsDir);
  mkdirSync(avatars, { recursive: true });
  await app.register(fastifyStatic, {
    root: avatars,
    prefix: AVATAR_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });

  await app.register(newsletterRoutes);

  // Everything below needs `request.user`: src/routes.ts registers the auth plugin once for every feature;
  // registered here only when these routes are mounted on their own.
  await app.register(async (authed) => {
    if (!authed.hasRequestDecorator('user')) await authed.register(authPlugin);
    await authed.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 10 * 1024, parts: 12, headerPairs: 100 },
    });
    await authed.register(authRoutes, { mailer, sendInBackground });
    await authed.register(userRoutes);
    await authed.register(likeRoutes);
    await authed.register(userListRoutes);
    await authed.register(noteRoutes);
    await authed.register(chatRoutes);
  });
}
