import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { NewsletterSubscription } from '@vinkompassen/shared-contracts/schemas';
import type { Database } from '@/db/client';
import { newsletterSubscriptions } from '@/db/schema';

/** 'YYYY-MM-DD HH:MM:SS' (UTC). */
export const formatNewsletterTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export const toSubscription = (r: SubscriptionRow): NewsletterSubscription => ({
  email: r.email,
  groups: r.groups,
  subscribed_at: formatNewsletterTime(r.subscribedAt),
  opted_in_at: r.optedInAt ? formatNewsletterTime(r.optedInAt) : null,
});

/** Stores a signup once, unconfirmed and timed by the server; a known e-mail keeps its row (`created: false`). */
export async function subscribe(db: Database, email: string, groups: string[]): Promise<{ row: SubscriptionRow; created: boolean }> {
  const [created] = await db
    .insert(newsletterSubscriptions)
    .values({ email, groups, subscribedAt: new Date() })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning();
  if (created) return { row: created, created: true };
  const [existing] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return { row: existing!, created: false };
}

/** A new confirmation link for a pending signup (the previous link stops working). */
export async function setConfirmToken(db: Database, id: number, tokenHash: string): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ confirmTokenHash: tokenHash, confirmExpiresAt: new Date(Date.now() + CONFIRM_LINK_TTL_MS) })
    .where(and(eq(newsletterSubscriptions.id, id), isNull(newsletterSubscriptions.optedInAt)));
}

/** Confirms the signup the link belongs to; a confirmed one stays as it was. Undefined for a dead or unknown link. */
export async function confirmSubscription(db: Database, tokenHash: string): Promise<SubscriptionRow | undefined> {
  const [confirmed] = await db
    .update(newsletterSubscriptions)
    .set({ optedInAt: sql`coalesce(${newsletterSubscriptions.optedInAt}, now())` })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
        or(isNotNull(newsletterSubscriptions.optedInAt), gt(newsletterSubscriptions.confirmExpiresAt, new Date())),
      ),
    )
    .returning();
  return confirmed;
}
