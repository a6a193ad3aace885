import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import type { Executor } from '@/db/executor';
import { authTokens, passwordResetTokens, users } from '@/db/schema';
import type { AuthUser } from './request-user';
import { issueAuthToken, revokeAfterPasswordChange, sha256 } from './tokens';

/** The user of a raw token key (any case), with when the token was last used; undefined when unknown. */
export async function findTokenUser(db: Executor, key: string): Promise<(AuthUser & { lastUsedAt: Date }) | undefined> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      id: users.id,
      slug: users.slug,
      email: users.email,
      name: users.name,
      avatarPath: users.avatarPath,
      likesArePublic: users.likesArePublic,
      createdAt: users.createdAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, sha256(key.toLowerCase())))
    .limit(1);
  return row;
}

export async function touchToken(db: Executor, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ lastUsedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

/** Rolls the reset transaction back when its token cannot be claimed. */
class InvalidResetToken extends Error {}

/** Reset links are valid this long. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A user by e-mail (the contract lower-cases e-mails; stored ones are compared lower-cased). */
export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return user;
}

export async function passwordHashOf(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/**
 * Creates the account and its first token in one transaction; null when the e-mail is taken (checked first,
 * and by the unique index when two registrations race).
 */
export async function createAccount(db: Database, account: { email: string; name: string; passwordHash: string; slug: string }): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, account.email)) return null;
      const [user] = await tx.insert(users).values(account).returning({ id: users.id });
      return issueAuthToken(tx, user!.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** Stores a fresh reset token for the user, dropping the user's spent or expired ones. */
export async function storeResetToken(db: Database, userId: number, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), or(lt(passwordResetTokens.expiresAt, new Date()), sql`${passwordResetTokens.usedAt} is not null`)));
    await tx.insert(passwordResetTokens).values({ userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  });
}

/**
 * Sets the password with a reset token, claimed atomically (a second use, even a concurrent one, finds nothing),
 * and revokes every token of the user. Returns the owner's e-mail; null when the token is unknown, used or expired.
 */
export async function resetPassword(db: Database, userId: number, token: string, passwordHash: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token.toLowerCase())),
          eq(passwordResetTokens.userId, userId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw new InvalidResetToken();
    const [owner] = await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ email: users.email });
    await revokeAfterPasswordChange(tx, userId);
    return owner!.email;
  }).catch((err: unknown) => {
    if (err instanceof InvalidResetToken) return null;
    throw err;
  });
}

/** Sets a new password while logged in; every other session of the user ends. */
export async function changePassword(db: Database, userId: number, keepTokenId: number, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAfterPasswordChange(tx, userId, keepTokenId);
  });
}
