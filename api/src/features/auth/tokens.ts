import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '@/db/executor';
import { authTokens, passwordResetTokens } from '@/db/schema';

/** 32 random bytes, hex: what the client stores and sends as `Authorization: Token {key}`. */
export const newRandomToken = (): string => randomBytes(32).toString('hex');

/** Only the SHA-256 of a token is stored, so a database leak does not leak usable tokens. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Creates an auth token for the user and returns the raw key (shown once). */
export async function issueAuthToken(db: Executor, userId: number): Promise<string> {
  const key = newRandomToken();
  await db.insert(authTokens).values({ userId, tokenHash: sha256(key) });
  return key;
}

/** Revokes every token of the user, except `keepTokenId` when given. */
export async function revokeAuthTokens(db: Executor, userId: number, keepTokenId?: number): Promise<void> {
  await db
    .delete(authTokens)
    .where(keepTokenId === undefined ? eq(authTokens.userId, userId) : and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId)));
}

/** Revokes one token (logout). */
export async function revokeToken(db: Executor, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

/**
 * After any password change (logged in, or by a reset link): every outstanding reset link dies with the old
 * password, and every session but `keepTokenId` (the one that changed it, if any) is logged out.
 */
export async function revokeAfterPasswordChange(db: Executor, userId: number, keepTokenId?: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await revokeAuthTokens(db, userId, keepTokenId);
}
