import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { productLikes } from '../../db/schema';

export interface LikeRow {
  id: number;
  createdAt: Date;
}

/** Likes a wine (idempotent): the like and whether it is new; null when the wine does not exist (any more). */
export async function likeProduct(db: Database, userId: number, productId: number): Promise<{ like: LikeRow | undefined; created: boolean } | null> {
  let like: LikeRow | undefined;
  try {
    [like] = await db
      .insert(productLikes)
      .values({ userId, productId })
      .onConflictDoNothing()
      .returning({ id: productLikes.id, createdAt: productLikes.createdAt });
  } catch (err) {
    if (isForeignKeyViolation(err)) return null;
    throw err;
  }
  if (like) return { like, created: true };
  [like] = await db
    .select({ id: productLikes.id, createdAt: productLikes.createdAt })
    .from(productLikes)
    .where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId)));
  return { like, created: false };
}

export async function unlikeProduct(db: Database, userId: number, productId: number): Promise<void> {
  await db.delete(productLikes).where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId)));
}
