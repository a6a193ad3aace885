import { sql, type SQL } from 'drizzle-orm';
import type { CountryFirstLevel, Grape, TagCategory } from '@vinkompassen/shared-contracts/schemas';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import { foldSql, fuzzyTextCondition, fuzzyTextOrder } from '../search';

// Product counts count current wines only (not discontinued ones).

export interface GrapeFilter {
  id?: number | undefined;
  name?: string | undefined;
  search?: string | undefined;
}

/** One page of grapes with product counts; id/name exact, search typo-tolerant. */
export async function listGrapes(db: Database, f: GrapeFilter, limit: number, offset: number): Promise<{ count: number; results: Grape[] }> {
  const where: SQL[] = [];
  if (f.id !== undefined) where.push(sql`g.id = ${f.id}`);
  if (f.name) where.push(sql`lower(g.name) = lower(${f.name})`);
  const text = foldSql(sql`g.name`);
  if (f.search) where.push(fuzzyTextCondition(f.search, text));
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const order = [...(f.search ? fuzzyTextOrder(f.search, text) : []), sql`product_count desc`, sql`lower(g.name)`, sql`g.id`];
  const [countRow] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from grapes g ${whereSql}`);
  const found = await queryRows<{ id: number; slug: string; name: string; product_count: number }>(
    db,
    sql`select g.id, g.slug, g.name,
          (select count(*)::int from product_grapes pg join products p on p.id = pg.product_id
            where pg.grape_id = g.id and not p.is_discontinued) as product_count
        from grapes g ${whereSql} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}`,
  );
  return { count: Number(countRow?.n ?? 0), results: found.map((r) => ({ ...r, id: Number(r.id), product_count: Number(r.product_count) })) };
}

/** Countries with wines and their level-1 regions, with product counts. */
export async function countriesFirstLevel(db: Database): Promise<CountryFirstLevel[]> {
  const countries = await queryRows<{ id: number; slug: string; name: string; product_count: number }>(
    db,
    sql`select c.id, c.slug, c.name, count(p.id)::int as product_count
        from countries c join products p on p.country_id = c.id and not p.is_discontinued
        group by c.id order by lower(c.name)`,
  );
  const regions = await queryRows<{ id: number; slug: string; name: string; country_id: number; product_count: number }>(
    db,
    sql`select r.id, r.slug, r.name, r.country_id, count(p.id)::int as product_count
        from regions r join products p on p.region_id = r.id and not p.is_discontinued
        where r.level = 1 group by r.id order by lower(r.name)`,
  );
  const byCountry = new Map<number, CountryFirstLevel['regions']>();
  for (const r of regions) {
    const list = byCountry.get(Number(r.country_id)) ?? [];
    list.push({ id: Number(r.id), slug: r.slug, name: r.name, product_count: Number(r.product_count) });
    byCountry.set(Number(r.country_id), list);
  }
  return countries.map((c) => ({
    id: Number(c.id),
    slug: c.slug,
    name: c.name,
    product_count: Number(c.product_count),
    regions: byCountry.get(Number(c.id)) ?? [],
  }));
}

/** Tag categories (all, or the one with `slug`) with their tags, commonest first. */
export async function tagCategories(db: Database, slug: string | undefined): Promise<TagCategory[]> {
  const categories = await queryRows<{ id: number; slug: string; name: string }>(
    db,
    sql`select id, slug, name from tag_categories ${slug ? sql`where slug = ${slug}` : sql``} order by id`,
  );
  if (!categories.length) return [];
  const tagRows = await queryRows<{ id: number; slug: string; name: string; category_id: number; product_count: number }>(
    db,
    // One grouped count (a hash join) rather than a count per tag: 18 → 4.5 ms on the full catalog (PGlite).
    sql`select t.id, t.slug, t.name, t.category_id, coalesce(n.product_count, 0)::int as product_count
        from tags t
        left join (select pt.tag_id, count(*) as product_count from product_tags pt
                    join products p on p.id = pt.product_id and not p.is_discontinued group by pt.tag_id) n on n.tag_id = t.id
        where t.category_id in (${sql.join(categories.map((c) => sql`${Number(c.id)}`), sql`, `)})
        order by product_count desc, lower(t.name)`,
  );
  return categories.map(
    (c): TagCategory => ({
      id: Number(c.id),
      slug: c.slug,
      name: c.name,
      tags: tagRows
        .filter((t) => Number(t.category_id) === Number(c.id))
        .map((t) => ({ id: Number(t.id), slug: t.slug, name: t.name, product_count: Number(t.product_count) })),
    }),
  );
}
