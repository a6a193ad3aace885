import { sql, type SQL } from 'drizzle-orm';
import type { OpeningHours, Store } from '@vinkompassen/shared-contracts/schemas';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import { escapeLike, foldSql, fuzzyTextCondition, fuzzyTextOrder } from '../search';
import { fold, fuzzyDistance, WordList } from '../vocabulary';
import { districtNamed, insideBorder, type District } from './districts';

export interface StoreRow {
  id: number;
  site_id: string;
  alias: string | null;
  display_name: string;
  street_address: string | null;
  city: string | null;
  county: string | null;
  is_agent: boolean;
  is_open: boolean;
  latitude: number | null;
  longitude: number | null;
  opening_hours: { date: string; openFrom: string; openTo: string; reason: string }[] | string;
  distance_km?: number | string;
}

export const storeColumns = sql.raw(
  's.id, s.site_id, s.alias, s.display_name, s.street_address, s.city, s.county, s.is_agent, s.is_open, s.latitude, s.longitude, s.opening_hours',
);

const hhmm = (t: string) => t.slice(0, 5);

/** Systembolaget marks closed days as 00:00–00:00; those become open_from/open_to null. */
export function toOpeningHours(hours: StoreRow['opening_hours']): OpeningHours[] {
  const list = typeof hours === 'string' ? (JSON.parse(hours) as Exclude<StoreRow['opening_hours'], string>) : hours;
  return list.map((h) => {
    const closed = hhmm(h.openFrom) === hhmm(h.openTo);
    const reason = h.reason && h.reason !== '-' ? h.reason : null;
    return { date: h.date, open_from: closed ? null : hhmm(h.openFrom), open_to: closed ? null : hhmm(h.openTo), reason };
  });
}

export function toStore(r: StoreRow): Store {
  return {
    id: Number(r.id),
    site_id: r.site_id,
    name: r.display_name,
    alias: r.alias,
    address: r.street_address,
    city: r.city,
    county: r.county,
    is_agent: r.is_agent,
    is_open: r.is_open,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    opening_hours: toOpeningHours(r.opening_hours),
  };
}

/** Great-circle distance in km between a point and the store `s` (haversine, in SQL). */
export function haversineKm(lat: number, lon: number, alias = 's'): SQL {
  const s = sql.raw(alias);
  // To 1e-7° (~1 cm): PostgreSQL's float8 input refuses subnormal numbers such as 5e-324.
  const latitude = Math.round(lat * 1e7) / 1e7;
  const longitude = Math.round(lon * 1e7) / 1e7;
  return sql`(6371.0 * 2 * asin(least(1.0, sqrt(
    power(sin(radians(${s}.latitude - ${latitude}::float8) / 2), 2) +
    cos(radians(${latitude}::float8)) * cos(radians(${s}.latitude)) * power(sin(radians(${s}.longitude - ${longitude}::float8) / 2), 2)
  ))))`;
}

export async function nearbyStores(
  db: Database,
  opts: { latitude: number; longitude: number; limit: number; includeAgents: boolean },
): Promise<Array<Store & { distance_km: number }>> {
  const distance = haversineKm(opts.latitude, opts.longitude);
  const found = await queryRows<StoreRow>(
    db,
    sql`select ${storeColumns}, ${distance} as distance_km from stores s
        where s.latitude is not null and s.longitude is not null ${opts.includeAgents ? sql`` : sql`and not s.is_agent`}
        order by distance_km, s.id limit ${opts.limit}`,
  );
  return found.map((r) => ({ ...toStore(r), distance_km: Math.round(Number(r.distance_km) * 100) / 100 }));
}

/**
 * How well a store matches a search (lower is better), on folded text (`foldSql`):
 * 0 the whole query is the city, the street name (the address up to its number), the name or the alias
 *   ('Stockholm' → stores in Stockholm, 'Hornsgatan' → Hornsgatan 1);
 * 1 every query word is a whole word of the store's text; 2 a word starts with the query
 *   ('Stockholmsvägen 3' for 'stockholm'); 3 the query is inside a word; 4 typos only (trigram).
 */
export function storeMatchRank(search: string): SQL {
  const folded = fold(search.trim());
  const norm = (column: string) => foldSql(sql`coalesce(${sql.raw(`s.${column}`)}, '')`);
  const streetName = sql`trim(regexp_replace(${norm('street_address')}, '[[:space:]]*[0-9].*$', ''))`;
  const textWords = sql`regexp_split_to_array(s.search_text, '[^[:alnum:]]+')`;
  const queryWords = sql`array_remove(regexp_split_to_array(${folded}::text, '[^[:alnum:]]+'), '')`;
  const like = escapeLike(folded);
  return sql`(case
    when ${folded}::text in (${norm('city')}, ${streetName}, ${norm('display_name')}, ${norm('alias')}, ${norm('street_address')}) then 0
    when ${textWords} @> ${queryWords} then 1
    when (' ' || s.search_text) like ${`% ${like}%`} then 2
    when s.search_text like ${`%${like}%`} then 3
    else 4 end)`;
}

export interface StoreListFilter {
  siteId?: string | undefined;
  search?: string | undefined;
  includeAgents?: boolean | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/**
 * One page of stores. A search naming a district ('Södermalm') gives the stores inside its border; a search no
 * store's text contains but a city's name within a typo or two ('Götebrog') gives that city's stores; otherwise
 * by match quality, then distance (with a position), then trigram similarity; stores before agents.
 */
export async function listStores(db: Database, f: StoreListFilter, limit: number, offset: number): Promise<{ count: number; results: Store[] }> {
  if (!f.search) return listMatchingStores(db, f, limit, offset);
  const district = districtNamed(f.search);
  if (district) return listStoresIn(db, district, f, limit, offset);
  const city = (await containsText(db, f.search)) ? null : await nearestCity(db, f.search);
  return listMatchingStores(db, city ? { ...f, search: city } : f, limit, offset);
}

/** Does any store's text contain the search as typed (folded)? Else only typos could match. */
async function containsText(db: Database, search: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from stores s where s.search_text like ${`%${escapeLike(fold(search.trim()))}%`}) as found`,
  );
  return Boolean(row?.found);
}

async function listMatchingStores(db: Database, f: StoreListFilter, limit: number, offset: number): Promise<{ count: number; results: Store[] }> {
  const where: SQL[] = [];
  if (f.siteId) where.push(sql`s.site_id = ${f.siteId}`);
  if (f.search) where.push(fuzzyTextCondition(f.search, sql`s.search_text`));
  if (f.includeAgents === false) where.push(sql`not s.is_agent`);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const distance = f.latitude !== undefined && f.longitude !== undefined ? [sql`${haversineKm(f.latitude, f.longitude)} nulls last`] : [];
  const order = [
    ...(f.search ? [storeMatchRank(f.search)] : []),
    ...distance,
    ...(f.search ? fuzzyTextOrder(f.search, sql`s.search_text`).slice(1) : []),
    sql`s.is_agent`,
    sql`lower(s.display_name)`,
    sql`s.id`,
  ];
  const run = async (ex: Database) => {
    const [countRow] = await queryRows<{ n: number }>(ex, sql`select count(*)::int as n from stores s ${whereSql}`);
    const found = await queryRows<StoreRow>(
      ex,
      sql`select ${storeColumns} from stores s ${whereSql} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}`,
    );
    return { count: Number(countRow?.n ?? 0), results: found.map(toStore) };
  };
  // A few hundred rows look cheap to the planner, but word_similarity() on every row is not: with a
  // search, use the trigram index (about 5x faster on PGlite).
  if (!f.search) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx as unknown as Database);
  });
}

/** The stores inside a district's border: stores before agents, then by name. */
async function listStoresIn(db: Database, district: District, f: StoreListFilter, limit: number, offset: number): Promise<{ count: number; results: Store[] }> {
  const placed = await queryRows<{ id: number; latitude: number; longitude: number }>(
    db,
    sql`select s.id, s.latitude, s.longitude from stores s where s.latitude is not null and s.longitude is not null
        ${f.includeAgents === false ? sql`and not s.is_agent` : sql``} ${f.siteId ? sql`and s.site_id = ${f.siteId}` : sql``}`,
  );
  const ids = placed.filter((s) => insideBorder(Number(s.latitude), Number(s.longitude), district.border)).map((s) => Number(s.id));
  if (ids.length === 0) return { count: 0, results: [] };
  const distance = f.latitude !== undefined && f.longitude !== undefined ? [sql`${haversineKm(f.latitude, f.longitude)}`] : [];
  const found = await queryRows<StoreRow>(
    db,
    sql`select ${storeColumns} from stores s where s.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
        order by ${sql.join([...distance, sql`s.is_agent`, sql`lower(s.display_name)`, sql`s.id`], sql`, `)} limit ${limit} offset ${offset}`,
  );
  return { count: ids.length, results: found.map(toStore) };
}

/** The stores' city the search misspells ('Götebrog' → 'GÖTEBORG'), or null. */
async function nearestCity(db: Database, search: string): Promise<string | null> {
  const key = fold(search.trim());
  const distance = fuzzyDistance(key);
  if (distance === 0) return null;
  const cities = await queryRows<{ city: string }>(db, sql`select distinct s.city from stores s where s.city is not null`);
  const byKey = new Map(cities.map(({ city }) => [fold(city), city]));
  const list = new WordList();
  for (const k of byKey.keys()) list.add(k);
  const nearest = list.nearest(key, distance, 1)[0];
  return nearest === undefined ? null : (byKey.get(nearest) ?? null);
}
