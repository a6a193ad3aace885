import type { RatingSummary } from '@vinkompassen/shared-contracts/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { isForeignKeyViolation } from '@/db/errors';
import type { Executor } from '@/db/executor';
import { productRatings } from '@/db/schema';
import { communityAverage } from './average';

/** The members' ratings of a wine, and the viewer's own. */
export async function ratingSummary(db: Executor, productId: number, viewerId: number | null): Promise<RatingSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${productRatings.rating}), 0)::int`,
      mine: sql<number | null>`max(${productRatings.rating}) filter (where ${productRatings.userId} = ${viewerId ?? 0})`,
    })
    .from(productRatings)
    .where(eq(productRatings.productId, productId));
  const count = Number(row?.count ?? 0);
  return {
    product: productId,
    count,
    average: communityAverage(count, Number(row?.sum ?? 0)),
    mine: row?.mine === null || row?.mine === undefined ? null : Number(row.mine),
  };
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
