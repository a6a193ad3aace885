/**
 * The one full-catalog read: every product (discontinued ones too: likes, lists and notes point at them) with
 * its names, places, grapes and food symbols, in one query. Every in-memory view of the catalog is made from
 * these rows.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/db/executor';
import { queryRows } from '@/db/query';

export interface NamedRef {
  id: number;
  slug: string;
  name: string;
}

/** A region with what the filter page shows of it: its level (1, 2) and its country. */
export interface RegionRef extends NamedRef {
  level: number;
  country_slug: string;
  country_name: string;
}

export interface CatalogRow {
  id: number;
  slug: string;
  product_number: string;
  product_number_short: string | null;
  name_bold: string;
  name_thin: string | null;
  style: string;
  category_level2: string | null;
  category_level3: string | null;
  category_level4: string | null;
  vintage: string | null;
  alcohol_percentage: number | null;
  volume_ml: number | null;
  price: number;
  sugar: number | null;
  clock_body: number | null;
  clock_roughness: number | null;
  clock_fruitacid: number | null;
  clock_sweetness: number | null;
  clock_bitter: number | null;
  clock_casque: number | null;
  clock_smokiness: number | null;
  color: string | null;
  taste: string | null;
  aroma: string | null;
  usage: string | null;
  is_organic: boolean;
  is_news: boolean;
  image_url: string | null;
  thumbnail: string | null;
  /** YYYY-MM-DD (UTC), as the contract shows it. */
  launch_date: string | null;
  /** Launch time in ms, for sorting by it (null when none). */
  launch: number | null;
  /** Position by name as the list sorts it (lower(name_bold), lower(name_thin), id). */
  name_rank: number;
  assortment: string;
  assortment_text: string | null;
  is_discontinued: boolean;
  producer: NamedRef | string | null;
  country: NamedRef | string | null;
  region: RegionRef | string | null;
  subregion: RegionRef | string | null;
  /** In the catalog's order (position). */
  grapes: NamedRef[] | string;
  /** Food symbols (tag category 'mat'), by name. */
  food_tags: NamedRef[] | string;
}

const region = (column: string) =>
  sql.raw(`(select json_build_object('id', r.id, 'slug', r.slug, 'name', r.name, 'level', r.level, 'country_slug', c.slug, 'country_name', c.name)
      from regions r join countries c on c.id = r.country_id where r.id = p.${column})`);
const named = (table: string, column: string) =>
  sql.raw(`(select json_build_object('id', x.id, 'slug', x.slug, 'name', x.name) from ${table} x where x.id = p.${column})`);

// Scalar subqueries rather than joins: PostgreSQL plans them much faster than a 7-way join.
const CATALOG = sql`
  select p.id, p.slug, p.product_number, p.product_number_short, p.name_bold, p.name_thin, p.style,
    p.category_level2, p.category_level3, p.category_level4, p.vintage,
    p.alcohol_percentage::float8 as alcohol_percentage, p.volume_ml, p.price::float8 as price, p.sugar_g_per_100ml::float8 as sugar,
    p.clock_body, p.clock_roughness, p.clock_fruitacid, p.clock_sweetness, p.clock_bitter, p.clock_casque, p.clock_smokiness,
    p.color, p.taste, p.aroma, p.usage, p.is_organic, p.is_news, p.image_url, p.thumbnail,
    to_char(p.launch_date at time zone 'UTC', 'YYYY-MM-DD') as launch_date,
    (extract(epoch from p.launch_date) * 1000)::float8 as launch,
    (row_number() over (order by lower(p.name_bold), lower(coalesce(p.name_thin, '')), p.id))::int as name_rank,
    p.assortment, p.assortment_text, p.is_discontinued,
    ${named('producers', 'producer_id')} as producer,
    ${named('countries', 'country_id')} as country,
    ${region('region_id')} as region,
    ${region('subregion_id')} as subregion,
    coalesce((select json_agg(json_build_object('id', g.id, 'slug', g.slug, 'name', g.name) order by pg.position)
      from product_grapes pg join grapes g on g.id = pg.grape_id where pg.product_id = p.id), '[]'::json) as grapes,
    coalesce((select json_agg(json_build_object('id', t.id, 'slug', t.slug, 'name', t.name) order by t.name)
      from product_tags pt join tags t on t.id = pt.tag_id join tag_categories tc on tc.id = t.category_id
      where pt.product_id = p.id and tc.slug = 'mat'), '[]'::json) as food_tags
  from products p
  order by p.id`;

let reads = 0;

/** How many full-catalog reads this process has made (the bench prints it per import). */
export const catalogReads = () => reads;

export async function readCatalogRows(db: Queryable): Promise<CatalogRow[]> {
  reads++;
  return queryRows<CatalogRow>(db, CATALOG);
}
