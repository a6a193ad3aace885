/**
 * Search columns maintained by the importer (same SQL on PGlite and PostgreSQL):
 * - products.search_vector: 'swedish' full-text vector over unaccented text, weighted
 *   A = name, B = producer and grapes, C = country and regions, D = category and vintage;
 * - products.search_text / stores.search_text: flat lower-case unaccented text for pg_trgm.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export async function refreshProductSearch(db: Database): Promise<void> {
  await db.execute(sql`
    with src as (
      select p.id,
        concat_ws(' ', p.name_bold, p.name_thin) as name,
        coalesce(pr.name, '') as producer,
        coalesce((select string_agg(g.name, ' ' order by pg.position) from product_grapes pg join grapes g on g.id = pg.grape_id where pg.product_id = p.id), '') as grapes,
        concat_ws(' ', c.name, r1.name, r2.name) as origin,
        concat_ws(' ', p.category_level2, p.category_level3, p.category_level4, p.vintage) as extra,
        p.product_number
      from products p
      left join producers pr on pr.id = p.producer_id
      left join countries c on c.id = p.country_id
      left join regions r1 on r1.id = p.region_id
      left join regions r2 on r2.id = p.subregion_id
    )
    update products p set
      search_vector =
        setweight(to_tsvector('swedish', unaccent(src.name)), 'A') ||
        setweight(to_tsvector('swedish', unaccent(src.producer || ' ' || src.grapes)), 'B') ||
        setweight(to_tsvector('swedish', unaccent(src.origin)), 'C') ||
        setweight(to_tsvector('swedish', unaccent(src.extra)), 'D'),
      search_text = lower(unaccent(concat_ws(' ', src.name, src.producer, src.grapes, src.origin, src.product_number)))
    from src where src.id = p.id
  `);
}

export async function refreshStoreSearch(db: Database): Promise<void> {
  await db.execute(sql`
    update stores set search_text = lower(unaccent(concat_ws(' ', display_name, alias, street_address, city, county)))
  `);
}
