import { ErrorBody, NewsletterSubscribeRequest, NewsletterSubscription } from '@vinkompassen/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../app';
import { RATE_LIMITS } from '../auth/rate-limit';
import { newsletterSubscriptions } from '../db/schema';

/** 'YYYY-MM-DD HH:MM:SS' (UTC) ⇄ Date. */
export const parseNewsletterTime = (s: string) => new Date(`${s.replace(' ', 'T')}Z`);
export const formatNewsletterTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

type Row = typeof newsletterSubscriptions.$inferSelect;
const toSubscription = (r: Row) => ({
  email: r.email,
  groups: r.groups,
  subscribed_at: formatNewsletterTime(r.subscribedAt),
  opted_in_at: formatNewsletterTime(r.optedInAt),
});

/** The newsletter signup (spec: a separate service; here stored by the API). */
export async function newsletterRoutes(app: AppInstance): Promise<void> {
  const { db } = app.deps;

  app.post(
    '/subscribe',
    {
      config: { rateLimit: RATE_LIMITS.subscribe },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to the newsletter: 201, or 200 with the existing subscription for a known e-mail (idempotent)',
        body: NewsletterSubscribeRequest,
        response: { 200: NewsletterSubscription, 201: NewsletterSubscription, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const [created] = await db
        .insert(newsletterSubscriptions)
        .values({
          email: body.email,
          groups: body.groups,
          subscribedAt: parseNewsletterTime(body.subscribed_at),
          optedInAt: parseNewsletterTime(body.opted_in_at),
        })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning();
      if (created) return reply.status(201).send(toSubscription(created));
      const [existing] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, body.email));
      return reply.status(200).send(toSubscription(existing!));
    },
  );
}
