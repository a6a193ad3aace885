/**
 * The candidate set: every product with what the engine and the result cards need, in ONE SQL query,
 * kept in a small in-process cache per database. The cache is checked with one cheap stamp query
 * (product count, last import time, last import run) and reloaded when the stamp changes, when it is
 * older than `maxAgeMs` (likes drift), or after invalidateWinefinderCache().
 */
import type { ProductSummary, WineStyle } from '@vinkompassen/shared-contracts/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { buildPlaceIndex } from './places';
import { slugKey } from '../vocabulary/text';
import type { EngineWine, PlaceIndex } from './types';
import { derived } from './derived';
import { isExcludedCategory, isSweetWine } from './scoring';
import { vocabularyFor } from './vocabulary';

export interface CatalogSnapshot {
  wines: EngineWine[];
  summaries: Map<number, ProductSummary>;
  places: PlaceIndex;
  stamp: string;
  loadedAt: number;
}

type Executor = Pick<Database, 'execute'>;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface Row {
  id: number;
  product_number: string;
  slug: string;
  name_bold: string;
  name_thin: string | null;
  style: string;
  category_level2: string | null;
  category_level3: string | null;
  assortment: string;
  assortment_text: string | null;
  price: string | number;
  volume_ml: number | null;
  vintage: string | null;
  alcohol_percentage: string | number | null;
  sugar: string | number | null;
  clock_body: number | null;
  clock_roughness: number | null;
  clock_fruitacid: number | null;
  clock_sweetness: number | null;
  clock_bitter: number | null;
  clock_casque: number | null;
  clock_smokiness: number | null;
  usage: string | null;
  taste: string | null;
  is_organic: boolean;
  is_news: boolean;
  is_discontinued: boolean;
  image_url: string | null;
  thumbnail: string | null;
  producer_id: number | null;
  producer_slug: string | null;
  producer_name: string | null;
  country_id: number | null;
  country_slug: string | null;
  country_name: string | null;
  region_id: number | null;
  region_slug: string | null;
  region_name: string | null;
  subregion_name: string | null;
  food_tags: unknown;
  grapes: unknown;
  likes: number | string;
}

/** The one candidate query. */
const CANDIDATES = sql`
  select p.id, p.product_number, p.slug, p.name_bold, p.name_thin, p.style, p.category_level2, p.category_level3,
         p.assortment, p.assortment_text, p.price, p.volume_ml, p.vintage, p.alcohol_percentage,
         p.sugar_g_per_100ml as sugar,
         p.clock_body, p.clock_roughness, p.clock_fruitacid, p.clock_sweetness, p.clock_bitter, p.clock_casque, p.clock_smokiness,
         p.usage, p.taste, p.is_organic, p.is_news, p.is_discontinued, p.image_url, p.thumbnail,
         pr.id as producer_id, pr.slug as producer_slug, pr.name as producer_name,
         c.id as country_id, c.slug as country_slug, c.name as country_name,
         r.id as region_id, r.slug as region_slug, r.name as region_name,
         sr.name as subregion_name,
         coalesce((select json_agg(json_build_object('slug', t.slug, 'name', t.name) order by t.name)
                     from product_tags pt
                     join tags t on t.id = pt.tag_id
                     join tag_categories tc on tc.id = t.category_id and tc.slug = 'mat'
                    where pt.product_id = p.id), '[]'::json) as food_tags,
         coalesce((select json_agg(json_build_object('id', g.id, 'slug', g.slug, 'name', g.name) order by pg.position)
                     from product_grapes pg
                     join grapes g on g.id = pg.grape_id
                    where pg.product_id = p.id), '[]'::json) as grapes,
         (select count(*) from product_likes pl where pl.product_id = p.id)::int as likes
    from products p
    left join producers pr on pr.id = p.producer_id
    left join countries c on c.id = p.country_id
    left join regions r on r.id = p.region_id
    left join regions sr on sr.id = p.subregion_id
   order by p.id`;

const STAMP = sql`
  select (select count(*) from products)::int as n,
         (select max(imported_at) from products)::text as m,
         (select max(id) from import_runs)::int as r`;

const num = (v: string | number | null): number | null => (v === null || v === undefined ? null : Number(v));
const clock = (v: number | null) => (v != null && v >= 1 && v <= 12 ? v : null);
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const STYLES: readonly WineStyle[] = ['red', 'white', 'rose', 'sparkling', 'other'];

export function mapRow(row: Row): { wine: EngineWine; summary: ProductSummary } {
  const style = (STYLES.includes(row.style as WineStyle) ? row.style : 'other') as WineStyle;
  const foodTags = json<{ slug: string; name: string }[]>(row.food_tags) ?? [];
  const grapes = json<{ id: number; slug: string; name: string }[]>(row.grapes) ?? [];
  const price = Number(row.price);
  const likes = Number(row.likes) || 0;
  const clocks = {
    body: clock(row.clock_body),
    roughness: clock(row.clock_roughness),
    fruitacid: clock(row.clock_fruitacid),
    sweetness: clock(row.clock_sweetness),
    bitter: clock(row.clock_bitter),
    casque: clock(row.clock_casque),
    smokiness: clock(row.clock_smokiness),
  };
  const wine: EngineWine = {
    id: row.id,
    productNumber: row.product_number,
    name: [row.name_bold, row.name_thin].filter(Boolean).join(' '),
    producer: row.producer_name,
    style,
    category: row.category_level2,
    subcategory: row.category_level3,
    assortment: row.assortment,
    assortmentText: row.assortment_text,
    price,
    volumeMl: row.volume_ml,
    country: row.country_name,
    countrySlug: row.country_name ? slugKey(row.country_name) : null,
    region: row.region_name,
    regionSlug: row.region_name ? slugKey(row.region_name) : null,
    subregion: row.subregion_name,
    subregionSlug: row.subregion_name ? slugKey(row.subregion_name) : null,
    grapes: grapes.map((g) => g.name),
    clocks: { body: clocks.body, roughness: clocks.roughness, fruitacid: clocks.fruitacid, sweetness: clocks.sweetness, casque: clocks.casque },
    sugarGramPer100ml: num(row.sugar),
    symbols: foodTags.map((t) => slugKey(t.name)),
    usage: row.usage,
    taste: row.taste,
    isOrganic: row.is_organic,
    isDiscontinued: row.is_discontinued,
    likes,
  };
  const summary: ProductSummary = {
    id: row.id,
    slug: row.slug,
    product_number: row.product_number,
    name: row.name_bold,
    name_thin: row.name_thin,
    producer: row.producer_id != null ? { id: row.producer_id, slug: row.producer_slug!, name: row.producer_name! } : null,
    style,
    category: row.category_level2,
    country: row.country_id != null ? { id: row.country_id, slug: row.country_slug!, name: row.country_name! } : null,
    region: row.region_id != null ? { id: row.region_id, slug: row.region_slug!, name: row.region_name! } : null,
    grapes,
    vintage: row.vintage,
    alcohol_percentage: num(row.alcohol_percentage),
    volume_ml: row.volume_ml,
    price,
    taste_clocks: clocks,
    food_tags: foodTags,
    image_url: row.image_url,
    thumbnail: row.thumbnail,
    is_organic: row.is_organic,
    is_news: row.is_news,
    assortment: row.assortment,
    assortment_text: row.assortment_text,
    is_discontinued: row.is_discontinued,
    likes_count: likes,
  };
  return { wine, summary };
}

/** Loads the whole candidate set (one query). */
export async function loadSnapshot(db: Executor, stamp = ''): Promise<CatalogSnapshot> {
  const wines: EngineWine[] = [];
  const summaries = new Map<number, ProductSummary>();
  for (const row of await rows<Row>(db, CANDIDATES)) {
    const { wine, summary } = mapRow(row);
    wines.push(wine);
    summaries.set(wine.id, summary);
  }
  // The sommelier's vocabulary and each wine's derived words and flags are made with the set, so no request waits for them.
  vocabularyFor(wines);
  for (const w of wines) {
    derived(w);
    isSweetWine(w);
    isExcludedCategory(w);
  }
  return { wines, summaries, places: buildPlaceIndex(wines), stamp, loadedAt: Date.now() };
}

interface SnapshotEntry {
  snapshot?: CatalogSnapshot;
  pending?: Promise<CatalogSnapshot>;
}

const cache = new WeakMap<object, SnapshotEntry>();

/** Drops the cached candidate set (all databases, or one); the importer may call this after a run. */
export function invalidateWinefinderCache(db?: object): void {
  if (db) cache.delete(db);
  else cacheGeneration++;
}
let cacheGeneration = 0;

export interface SnapshotOptions {
  /** Reload at least this often, so popularity (likes) stays fresh. Default 60 s. */
  maxAgeMs?: number;
}

/**
 * The cached candidate set for this database: reloaded, and waited for, when an import changed the products; when it
 * is only older than maxAge (likes may have changed), it is still answered with while a reload runs in the
 * background: no request waits the reload's half second for fresher like counts.
 */
export async function getSnapshot(db: Executor, opts: SnapshotOptions = {}): Promise<CatalogSnapshot> {
  const maxAge = opts.maxAgeMs ?? 60_000;
  const entry = cache.get(db) ?? {};
  cache.set(db, entry);
  const [s] = await rows<{ n: number; m: string | null; r: number | null }>(db, STAMP);
  const stamp = `${cacheGeneration}|${s?.n ?? 0}|${s?.m ?? ''}|${s?.r ?? 0}`;
  const current = entry.snapshot;
  if (current && current.stamp === stamp) {
    if (Date.now() - current.loadedAt >= maxAge) reload(db, entry, stamp).catch((err: unknown) => console.error('[recommendation] snapshot reload failed', err));
    return current;
  }
  return reload(db, entry, stamp);
}

function reload(db: Executor, entry: SnapshotEntry, stamp: string): Promise<CatalogSnapshot> {
  entry.pending ??= loadSnapshot(db, stamp)
    .then((snapshot) => {
      entry.snapshot = snapshot;
      return snapshot;
    })
    .finally(() => {
      entry.pending = undefined;
    });
  return entry.pending;
}

/** The wines the taste profile learns from: the user's saved wines since the last reset, most recent first. */
export async function likedProductIds(db: Executor, userId: number, max = 100): Promise<number[]> {
  const result = await rows<{ product_id: number }>(
    db,
    sql`select pl.product_id from product_likes pl join users u on u.id = pl.user_id
        where pl.user_id = ${userId} and (u.taste_profile_reset_at is null or pl.created_at > u.taste_profile_reset_at)
        order by pl.created_at desc, pl.product_id limit ${max}`,
  );
  return result.map((r) => Number(r.product_id));
}

/** When the user last reset the taste profile (ISO), or null. */
export async function profileResetAt(db: Executor, userId: number): Promise<string | null> {
  const [row] = await rows<{ at: Date | string | null }>(db, sql`select taste_profile_reset_at as at from users where id = ${userId}`);
  return row?.at ? new Date(row.at).toISOString() : null;
}

/** Forget the learned profile: only wines saved from now on count. The saved wines stay. */
export async function resetProfile(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`update users set taste_profile_reset_at = now() where id = ${userId}`);
}
