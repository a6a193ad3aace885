import { sql, type SQL } from 'drizzle-orm';
import { users } from '@/db/schema';

/** Shown for users who have not chosen a name, followed by their slug's random suffix. */
export const DISPLAY_NAME_PREFIX = 'Vinvän';

/**
 * The name shown for a user: the chosen name, else derived from the slug ("Vinvän 21fc9f"), so it is never empty.
 * Computed rather than stored: choosing a name later needs no migration or backfill.
 */
export function displayName(u: { name: string; slug: string }): string {
  const chosen = u.name.trim();
  if (chosen) return chosen;
  return `${DISPLAY_NAME_PREFIX} ${u.slug.slice(u.slug.lastIndexOf('-') + 1)}`;
}

/** The same as `displayName`, in SQL, for search and ordering. */
export const displayNameSql: SQL<string> = sql<string>`coalesce(nullif(btrim(${users.name}), ''), ${`${DISPLAY_NAME_PREFIX} `} || substring(${users.slug} from '[^-]*$'))`;
