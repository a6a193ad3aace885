import type { LikedProduct, PublicProfile, Profile, RatingsVisibility, UserSummary } from '@vinkompassen/shared-contracts/schemas';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { avatarUrl } from './avatar';
import type { Executor } from '@/db/executor';
import type { AuthUser } from '../auth';
import { follows, productLikes, savedLists, userLists, users } from '@/db/schema';
import { displayName } from './display-name';
import { loadProductSummaries } from './product-summaries';

export interface UserRow {
  id: number;
  slug: string;
  name: string;
  avatarPath: string | null;
}

/** Columns needed for a UserSummary. */
export const userSummaryColumns = { id: users.id, slug: users.slug, name: users.name, avatarPath: users.avatarPath };

export function toUserSummary(u: UserRow, publicUrl: string): UserSummary {
  return { id: u.id, slug: u.slug, name: displayName(u), avatar: avatarUrl(publicUrl, u.avatarPath) };
}

/** A user's saved wines, newest first. */
export async function likedProducts(db: Executor, userId: number): Promise<LikedProduct[]> {
  const likes = await db
    .select({ id: productLikes.id, productId: productLikes.productId, createdAt: productLikes.createdAt })
    .from(productLikes)
    .where(eq(productLikes.userId, userId))
    .orderBy(desc(productLikes.createdAt), desc(productLikes.id));
  const summaries = await loadProductSummaries(db, likes.map((l) => l.productId));
  return likes.flatMap((l) => {
    const product = summaries.get(l.productId);
    return product ? [{ id: l.id, product, created_at: l.createdAt.toISOString() }] : [];
  });
}

async function countOf(query: PromiseLike<Array<{ n: number }>>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

export async function followCounts(db: Executor, userId: number): Promise<{ followers: number; following: number }> {
  const [followers, following] = await Promise.all([
    countOf(db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId))),
    countOf(db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId))),
  ]);
  return { followers, following };
}

/** GET /auth/profile/ */
export async function ownProfile(
  db: Executor,
  user: Pick<AuthUser, 'id' | 'slug' | 'email' | 'name' | 'avatarPath' | 'likesArePublic' | 'createdAt'> & { ratingsVisibility: RatingsVisibility },
  publicUrl: string,
): Promise<Profile> {
  const [liked, followingRows, counts, listsCount, savedCount] = await Promise.all([
    likedProducts(db, user.id),
    db
      .select(userSummaryColumns)
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followeeId))
      .where(eq(follows.followerId, user.id))
      .orderBy(desc(follows.createdAt), users.id),
    followCounts(db, user.id),
    countOf(db.select({ n: count() }).from(userLists).where(eq(userLists.ownerId, user.id))),
    countOf(
      db
        .select({ n: count() })
        .from(savedLists)
        .innerJoin(userLists, eq(userLists.id, savedLists.listId))
        .where(and(eq(savedLists.userId, user.id), eq(userLists.isPublic, true))),
    ),
  ]);
  return {
    ...toUserSummary(user, publicUrl),
    chosen_name: user.name,
    email: user.email,
    likes_are_public: user.likesArePublic,
    ratings_visibility: user.ratingsVisibility,
    liked_products: liked,
    following: followingRows.map((u) => toUserSummary(u, publicUrl)),
    followers_count: counts.followers,
    following_count: counts.following,
    lists_count: listsCount,
    saved_lists_count: savedCount,
    created_at: user.createdAt.toISOString(),
  };
}

/** GET /users/{id}/ */
export async function publicProfile(
  db: Executor,
  target: UserRow & { likesArePublic: boolean },
  viewerId: number | null,
  publicUrl: string,
): Promise<PublicProfile> {
  const isSelf = viewerId === target.id;
  const [liked, counts, listsCount, followRow] = await Promise.all([
    target.likesArePublic || isSelf ? likedProducts(db, target.id) : Promise.resolve([]),
    followCounts(db, target.id),
    countOf(db.select({ n: count() }).from(userLists).where(and(eq(userLists.ownerId, target.id), eq(userLists.isPublic, true)))),
    viewerId && !isSelf
      ? db
          .select({ n: count() })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, target.id)))
      : Promise.resolve([{ n: 0 }]),
  ]);
  return {
    ...toUserSummary(target, publicUrl),
    likes_are_public: target.likesArePublic,
    liked_products: liked,
    followers_count: counts.followers,
    following_count: counts.following,
    lists_count: listsCount,
    is_following: Number(followRow[0]?.n ?? 0) > 0,
    is_self: isSelf,
  };
}

/** Users by ids, keyed by id. */
export async function userSummariesById(db: Executor, ids: number[], publicUrl: string): Promise<Map<number, UserSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(userSummaryColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, toUserSummary(r, publicUrl)]));
}
