import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { Executor } from '@/db/executor';
import { avatars, follows, users } from '@/db/schema';
import { likesChanged } from '../likes';
import { AVATAR_CONTENT_TYPE } from './avatar';
import { displayNameSql } from './display-name';
import { escapeLike, foldSql } from '../search';
import { fold, fuzzyDistance } from '../vocabulary';
import { userSummaryColumns, type UserRow } from './serialize';

/** The own account's fields for the profile; undefined when it was deleted meanwhile. */
export async function findSelf(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      slug: users.slug,
      email: users.email,
      name: users.name,
      avatarPath: users.avatarPath,
      likesArePublic: users.likesArePublic,
      ratingsVisibility: users.ratingsVisibility,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Updates the own profile in one transaction. `avatar`: a new image (stored under its name), null to remove the
 * avatar, undefined to keep it; a replaced image is deleted with the change.
 */
export async function updateProfile(
  db: Database,
  userId: number,
  set: Partial<Pick<typeof users.$inferInsert, 'name' | 'likesArePublic' | 'ratingsVisibility' | 'updatedAt'>>,
  avatar: { name: string; image: Buffer } | null | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, userId)).for('update');
    if (avatar) await tx.insert(avatars).values({ name: avatar.name, userId, contentType: AVATAR_CONTENT_TYPE, data: avatar.image });
    const avatarPath = avatar === undefined ? undefined : (avatar?.name ?? null);
    await tx.update(users).set(avatarPath === undefined ? set : { ...set, avatarPath }).where(eq(users.id, userId));
    if (avatarPath !== undefined && before?.avatarPath && before.avatarPath !== avatarPath) {
      await tx.delete(avatars).where(eq(avatars.name, before.avatarPath));
    }
  });
}

/** An avatar image by its name (the URL's last segment). */
export async function findAvatar(db: Database, name: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  const [row] = await db.select({ contentType: avatars.contentType, data: avatars.data }).from(avatars).where(eq(avatars.name, name));
  return row;
}

/** Deletes the account. Cascades: tokens, reset tokens, follows (both ways), likes, lists and their wines, saved lists, notes, avatars. */
export async function deleteUser(db: Database, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
  likesChanged(db);
}

/**
 * One page of users whose display name (folded: case, accents, Swedish spelling variants) or slug contains
 * `search`, or whose name has a word within a typo or two of it ('bertl' → Bertil); names starting with it
 * first, then other substring matches, then the closest typos.
 */
export async function searchUsers(db: Database, search: string | undefined, limit: number, offset: number): Promise<{ count: number; rows: UserRow[] }> {
  const name = foldSql(displayNameSql);
  const q = search ? fold(search) : '';
  const typos = search !== undefined && fuzzyDistance(q) > 0;
  const where = search
    ? or(
        sql`${name} like ${`%${escapeLike(q)}%`}`,
        sql`${users.slug} ilike ${`%${escapeLike(search)}%`}`,
        ...(typos ? [sql`${q}::text <% ${name}`] : []),
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const order: SQL[] = [
    ...(search ? [desc(sql`${name} like ${`${escapeLike(q)}%`}`), desc(sql`${name} like ${`%${escapeLike(q)}%`}`)] : []),
    ...(typos ? [desc(sql`word_similarity(${q}::text, ${name})`)] : []),
    asc(sql`lower(${displayNameSql})`),
    asc(users.id),
  ];
  const rows = await db
    .select(userSummaryColumns)
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

/** Follows; true when it is new. */
export async function follow(db: Database, followerId: number, followeeId: number): Promise<boolean> {
  const inserted = await db.insert(follows).values({ followerId, followeeId }).onConflictDoNothing().returning({ followeeId: follows.followeeId });
  return inserted.length > 0;
}

export async function unfollow(db: Database, followerId: number, followeeId: number): Promise<void> {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

/** One page of the users a user follows, newest first. */
export async function listFollowing(db: Database, userId: number, limit: number, offset: number): Promise<{ count: number; rows: UserRow[] }> {
  const where = eq(follows.followerId, userId);
  const [total] = await db.select({ n: count() }).from(follows).where(where);
  const rows = await db
    .select(userSummaryColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(where)
    .orderBy(desc(follows.createdAt), asc(users.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}
