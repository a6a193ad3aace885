/**
 * A change of e-mail address in two steps: asked for while logged in (with the password), made only when the new
 * address follows its link. The old address gets a notice whose link reports it: the change is called off (or undone
 * when already made), every session ends and the old address gets a reset link (the route sends it).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { queryRows } from '@/db/query';
import { findUserByEmail } from './queries';
import { newRandomToken, revokeAfterPasswordChange, sha256 } from './tokens';

export const EMAIL_CHANGE_CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
/** How long the old address's "it was not me" link works. */
export const EMAIL_CHANGE_REPORT_DAYS = 7;

/** Asks for the change; 'taken' when another account has the address. Earlier unconfirmed requests end. */
export async function requestEmailChange(
  db: Database,
  user: { id: number; email: string },
  newEmail: string,
): Promise<{ confirmToken: string; reportToken: string } | 'taken'> {
  return db.transaction(async (tx) => {
    const holder = await findUserByEmail(tx, newEmail);
    if (holder && holder.id !== user.id) return 'taken';
    const confirmToken = newRandomToken();
    const reportToken = newRandomToken();
    await queryRows(tx, sql`delete from email_changes where user_id = ${user.id} and confirmed_at is null and reported_at is null`);
    await queryRows(
      tx,
      sql`insert into email_changes (user_id, old_email, new_email, confirm_token_hash, report_token_hash, expires_at)
          values (${user.id}, ${user.email}, ${newEmail}, ${sha256(confirmToken)}, ${sha256(reportToken)}, ${new Date(Date.now() + EMAIL_CHANGE_CONFIRM_TTL_MS)})`,
    );
    return { confirmToken, reportToken };
  });
}

class Rollback extends Error {
  constructor(readonly outcome: 'invalid' | 'taken') {
    super(outcome);
  }
}

/**
 * Makes the change the link names, once: the address changes, outstanding reset links die and every session ends but
 * `keep` (the caller's own token, when it is the same account's). 'invalid': unknown, used, reported or expired.
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
  keep: { userId: number; tokenId: number } | null,
): Promise<{ userId: number; email: string } | 'invalid' | 'taken'> {
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await queryRows<{ user_id: number; new_email: string }>(
        tx,
        sql`update email_changes set confirmed_at = now()
            where confirm_token_hash = ${sha256(token.toLowerCase())} and confirmed_at is null and reported_at is null and expires_at > now()
            returning user_id, new_email`,
      );
      if (!claimed) throw new Rollback('invalid');
      const userId = Number(claimed.user_id);
      const holder = await findUserByEmail(tx, claimed.new_email);
      if (holder && holder.id !== userId) throw new Rollback('taken');
      await queryRows(tx, sql`update users set email = ${claimed.new_email}, updated_at = now() where id = ${userId}`);
      await revokeAfterPasswordChange(tx, userId, keep?.userId === userId ? keep.tokenId : undefined);
      return { userId, email: claimed.new_email };
    });
  } catch (err) {
    if (err instanceof Rollback) return err.outcome;
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}

/**
 * "Det var inte jag", from the old address: calls the change off, or undoes it when made (unless another account
 * took the old address meanwhile), and ends every session and reset link. The old address, for a reset link; null
 * when the link is unknown, already used or older than a week.
 */
export async function reportEmailChange(db: Database, token: string): Promise<{ userId: number; oldEmail: string } | null> {
  return db.transaction(async (tx) => {
    const [reported] = await queryRows<{ user_id: number; old_email: string; new_email: string }>(
      tx,
      sql`update email_changes set reported_at = now()
          where report_token_hash = ${sha256(token.toLowerCase())} and reported_at is null
            and created_at > now() - ${sql.raw(`interval '${EMAIL_CHANGE_REPORT_DAYS} days'`)}
          returning user_id, old_email, new_email`,
    );
    if (!reported) return null;
    const userId = Number(reported.user_id);
    const holder = await findUserByEmail(tx, reported.old_email.toLowerCase());
    if (!holder || holder.id === userId) {
      await queryRows(tx, sql`update users set email = ${reported.old_email}, updated_at = now() where id = ${userId} and lower(email) = lower(${reported.new_email})`);
    }
    await revokeAfterPasswordChange(tx, userId);
    return { userId, oldEmail: reported.old_email };
  });
}
