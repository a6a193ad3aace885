/**
 * Established accounts: at least a week old and with something done (a saved wine, a rating, a note or a list).
 * Their reports count fully and only their ratings make up "Medlemmarnas betyg", so a handful of accounts made for
 * the purpose can neither silence a note nor work out one member's rating. The rule is in api/README.md.
 */
import { sql, type SQL } from 'drizzle-orm';

export const ESTABLISHED_AFTER_DAYS = 7;

/** SQL condition: the account whose id `userId` (a column or a value) names is established. */
export function isEstablished(userId: SQL | number): SQL {
  return sql`exists (
    select 1 from users eu
    where eu.id = ${userId} and eu.created_at <= now() - ${sql.raw(`interval '${ESTABLISHED_AFTER_DAYS} days'`)}
      and (exists (select 1 from product_likes a where a.user_id = eu.id)
        or exists (select 1 from product_ratings a where a.user_id = eu.id)
        or exists (select 1 from notes a where a.user_id = eu.id)
        or exists (select 1 from user_lists a where a.owner_id = eu.id)))`;
}
