import type { RatingSummary } from '@vinkompassen/shared-contracts/schemas';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { isForeignKeyViolation } from '@/db/errors';
import type { Executor } from '@/db/executor';
import { queryRows } from '@/db/query';
import { productRatings } from '@/db/schema';
import { communityAverage } from './average';
import { isEstablished } from './established';

/**
 * SQL condition: the viewer may see, one by one, the ratings of the user in the `users` row aliased `alias`: as its
 * "Vem ser mina betyg?" says (Bara jag, Följare, Alla). The one rule for the feed, notes and suggestions.
 */
export function ratingsShownTo(alias: string, viewerId: number | null): SQL {
  const u = sql.raw(alias);
  const viewer = viewerId ?? 0;
  return sql`(${u}.id = ${viewer} or ${u}.ratings_visibility = 'public'
    or (${u}.ratings_visibility = 'followers' and exists (select 1 from follows rf where rf.followee_id = ${u}.id and rf.follower_id = ${viewer})))`;
}

/**
 * Columns `ratings`, `rating_sum` and `mine` over `product_ratings r` of one wine: what "Medlemmarnas betyg" may count
 * (established members other than the viewer) and the viewer's own rating.
 */
export function ratingCountsSql(productId: number, viewerId: number | null): SQL {
  const viewer = viewerId ?? 0;
  const counted = sql`r.user_id <> ${viewer} and ${isEstablished(sql`r.user_id`)}`;
  return sql`select count(*) filter (where ${counted})::int as ratings, coalesce(sum(r.rating) filter (where ${counted}), 0)::int as rating_sum,
      max(r.rating) filter (where r.user_id = ${viewer}) as mine
    from product_ratings r where r.product_id = ${productId}`;
}

export interface RatingCounts {
  ratings: number;
  rating_sum: number;
  mine: number | null;
}

export const toRatingSummary = (productId: number, row: RatingCounts | undefined): RatingSummary => {
  const count = Number(row?.ratings ?? 0);
  return {
    product: productId,
    count,
    average: communityAverage(count, Number(row?.rating_sum ?? 0)),
    mine: row?.mine === null || row?.mine === undefined ? null : Number(row.mine),
  };
};

/** The members' ratings of a wine as "Medlemmarnas betyg" shows them, and the viewer's own. */
export async function ratingSummary(db: Executor, productId: number, viewerId: number | null): Promise<RatingSummary> {
  const [row] = await queryRows<RatingCounts>(db, ratingCountsSql(productId, viewerId));
  return toRatingSummary(productId, row);
}

/** Sets or replaces the user's rating of the wine; false when the wine does not exist (any more). */
export async function setRating(db: Database, userId: number, productId: number, rating: number): Promise<boolean> {
  try {
    await db
      .insert(productRatings)
      .values({ userId, productId, rating })
      .onConflictDoUpdate({ target: [productRatings.userId, productRatings.productId], set: { rating, updatedAt: new Date() } });
    return true;
  } catch (err) {
    if (isForeignKeyViolation(err)) return false;
    throw err;
  }
}

/** Removes the user's rating of the wine (idempotent). */
export async function deleteRating(db: Database, userId: number, productId: number): Promise<void> {
  await db.delete(productRatings).where(and(eq(productRatings.userId, userId), eq(productRatings.productId, productId)));
}

/** Every rating of a user (the data download), newest first. */
export async function ratingsOf(db: Database, userId: number): Promise<Array<{ product: number; rating: number; updated_at: string }>> {
  const rows = await db
    .select()
    .from(productRatings)
    .where(eq(productRatings.userId, userId))
    .orderBy(sql`${productRatings.updatedAt} desc`, productRatings.productId);
  return rows.map((r) => ({ product: r.productId, rating: r.rating, updated_at: r.updatedAt.toISOString() }));
}
