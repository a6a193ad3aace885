import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/executor';
import { parseIdOrSlug } from '@/db/id-or-slug';
import { users } from '@/db/schema';
import { notFound } from '@/http/errors';

export const USER_NOT_FOUND = 'Användaren finns inte.';

/** A user by numeric id or slug, or 404. */
export async function findUserOr404(db: Executor, idOrSlug: string) {
  const ref = parseIdOrSlug(idOrSlug);
  if ('none' in ref) throw notFound(USER_NOT_FOUND);
  const [row] = await db
    .select({ id: users.id, slug: users.slug, name: users.name, avatarPath: users.avatarPath, likesArePublic: users.likesArePublic })
    .from(users)
    .where('id' in ref ? eq(users.id, ref.id) : eq(users.slug, ref.slug))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}
