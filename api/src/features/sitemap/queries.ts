/** What the sitemap lists from the database: public things only, each with when it last changed. */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';

/** A page's slug and when it last changed (ISO 8601), if known. */
export interface SitemapRow {
  slug: string;
  lastmod: string | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const rows = async (db: Database, query: SQL): Promise<SitemapRow[]> =>
  (await queryRows<{ slug: string; lastmod: Date | string | null }>(db, query)).map((r) => ({ slug: r.slug, lastmod: iso(r.lastmod) }));

/** Current wines (discontinued ones have no page worth finding), with the import that last read them. */
export const sitemapProducts = (db: Database) =>
  rows(db, sql`select slug, imported_at as lastmod from products where not is_discontinued order by id`);

/** Editorial wine lists and top lists holding at least one current wine. */
export const sitemapCatalogs = (db: Database) =>
  rows(
    db,
    sql`select c.slug, c.updated_at as lastmod from catalogs c
      where exists (select 1 from catalog_products cp join products p on p.id = cp.product_id where cp.catalog_id = c.id and not p.is_discontinued)
      order by c.kind, c.position, c.id`,
  );

/** Public user lists only. */
export const sitemapUserLists = (db: Database) =>
  rows(db, sql`select slug, updated_at as lastmod from user_lists where is_public order by id`);

/**
 * Users with a public page worth listing: a public list, or saved wines they chose to show. Everyone else's profile
 * says little more than a name, so it stays out of search engines. lastmod: the newest of the profile and its lists.
 */
export const sitemapUsers = (db: Database) =>
  rows(
    db,
    sql`select u.slug,
        greatest(u.updated_at, (select max(l.updated_at) from user_lists l where l.owner_id = u.id and l.is_public)) as lastmod
      from users u
      where exists (select 1 from user_lists l where l.owner_id = u.id and l.is_public)
        or (u.likes_are_public and exists (select 1 from product_likes pl where pl.user_id = u.id))
      order by u.id`,
  );
