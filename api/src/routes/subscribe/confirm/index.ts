import { ErrorBody, NEWSLETTER_CONFIRM_INVALID, NewsletterConfirmRequest, NewsletterSubscription } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sha256 } from '@/features/auth';
import { confirmSubscription, toSubscription } from '@/features/newsletter';
import { badRequest } from '@/http/errors';
import { RATE_LIMITS } from '@/http/rate-limits';

/** The confirmation link's POST (double opt-in). */
export const confirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscribe/confirm/',
    {
      config: { rateLimit: RATE_LIMITS.subscribe },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a signup with the token from the mailed link (valid 7 days); confirming again is harmless',
        body: NewsletterConfirmRequest,
        response: { 200: NewsletterSubscription, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const confirmed = await confirmSubscription(app.deps.db, sha256(request.body.token.toLowerCase()));
      if (!confirmed) throw badRequest({ token: [NEWSLETTER_CONFIRM_INVALID] });
      return toSubscription(confirmed);
    },
  );
};
