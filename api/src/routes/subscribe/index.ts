import { ErrorBody, NewsletterSubscribeRequest, NewsletterSubscription } from '@vinkompassen/shared-contracts/schemas';
import { newsletterConfirmPath } from '@vinkompassen/shared-contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newRandomToken, sha256 } from '@/features/auth';
import { newsletterConfirmMail } from '@/features/mail';
import { setConfirmToken, subscribe, toSubscription, type SubscriptionRow } from '@/features/newsletter';
import { RATE_LIMITS, THROTTLES } from '@/http/rate-limits';
import { confirmRoutes } from './confirm';

/**
 * The newsletter signup (spec: a separate service; here stored by the API), with double opt-in: a signup is stored
 * unconfirmed with server times, and counts only once the subscriber confirms from the e-mailed link.
 */
export const subscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  /** Mails a fresh confirmation link, unless this address has had too many lately (then the last link still works). */
  const sendConfirmation = async (row: SubscriptionRow) => {
    if ((await app.throttle.take('newsletter-mail', row.email, THROTTLES.mail)) > 0) return;
    const token = newRandomToken();
    await setConfirmToken(db, row.id, sha256(token));
    app.sendMail(newsletterConfirmMail(row.email, `${config.appUrl.replace(/\/+$/, '')}${newsletterConfirmPath(token)}`));
  };

  app.post(
    '/subscribe',
    {
      config: { rateLimit: RATE_LIMITS.subscribe },
      schema: {
        tags: ['newsletter'],
        summary:
          'Sign up for the newsletter and mail a confirmation link: 201 new, 200 for a known e-mail (a pending one gets a new link). ' +
          "The request's times are checked but the server sets them; opted_in_at stays null until confirmed.",
        body: NewsletterSubscribeRequest,
        response: { 200: NewsletterSubscription, 201: NewsletterSubscription, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { row, created } = await subscribe(db, request.body.email, request.body.groups);
      if (!row.optedInAt) await sendConfirmation(row);
      return reply.status(created ? 201 : 200).send(toSubscription(row));
    },
  );

  await app.register(confirmRoutes);
};
