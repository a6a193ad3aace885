import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { isForeignKeyViolation } from '@/db/errors';
import type { Queryable } from '@/db/executor';
import { queryRows } from '@/db/query';
import { productLikes } from '@/db/schema';
import { likesChanged } from './counts';

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
  if (like) {
    likesChanged(db);
    return { like, created: true };
  }
  [like] = await db
    .select({ id: productLikes.id, createdAt: productLikes.createdAt })
    .from(productLikes)
    .where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId)));
  return { like, created: false };
}

export async function unlikeProduct(db: Database, userId: number, productId: number): Promise<void> {
  const gone = await db
    .delete(productLikes)
    .where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId)))
    .returning({ id: productLikes.id });
  if (gone.length) likesChanged(db);
}

/** The wines the taste profile learns from: the user's saved wines since the last reset, most recent first. */
export async function likedProductIds(db: Queryable, userId: number, max = 100): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select pl.product_id from product_likes pl join users u on u.id = pl.user_id
        where pl.user_id = ${userId} and (u.taste_profile_reset_at is null or pl.created_at > u.taste_profile_reset_at)
        order by pl.created_at desc, pl.product_id limit ${max}`,
  );
  return rows.map((r) => Number(r.product_id));
}

/** When the user last reset the taste profile (ISO), or null. */
export async function profileResetAt(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(db, sql`select taste_profile_reset_at as at from users where id = ${userId}`);
  return row?.at ? new Date(row.at).toISOString() : null;
}

/** Forget the learned profile: only wines saved from now on count. The saved wines stay. */
export async function resetProfile(db: Queryable, userId: number): Promise<void> {
  await db.execute(sql`update users set taste_profile_reset_at = now() where id = ${userId}`);
}
