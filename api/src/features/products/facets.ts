/**
 * Facet counts for the filter page (GET /api/v1/product/facets/), computed in memory.
 *
 * Why in memory: disjunctive faceting needs, per dimension, a count under "every other filter" —
 * in SQL that is one aggregate per dimension, each re-running the grape/food EXISTS subqueries over
 * ~4,300 rows (tens of ms on PGlite). The facet values of the current wines fit in a few typed
 * arrays (~4,300 rows × 14 small columns), loaded once and reloaded when an import finished
 * (`max(import_runs.id)` changes; checked per request, one index lookup). One pass over the rows then
 * computes every facet: each row gets a bit per dimension it fails; a row failing nothing counts
 * everywhere (and in `total`), a row failing exactly one dimension counts only in that dimension's
 * facet. Search and `ids` are not facets: they are a set of ids from the search index or the query.
 *
 * The filter semantics mirror `productConditions` (queries.ts): values match a slug or (any case) a
 * name; region matches region or subregion; food needs every symbol; unmeasured clocks fail a range.
 */
import { sql } from 'drizzle-orm';
import {
  PRICE_BANDS,
  WINE_STYLE_LABELS,
  type FacetOption,
  type ProductFacetsQuery,
  type ProductFacetsResponse,
  type RegionFacetOption,
  type WineStyle,
} from '@vinkompassen/shared-contracts/schemas';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { importStamp, searchProductIds } from '../search/indexes';

const STYLES: readonly WineStyle[] = ['red', 'white', 'rose', 'sparkling', 'other'];
const CLOCKS = ['body', 'fruitacid', 'roughness', 'sweetness'] as const;
type ClockKey = (typeof CLOCKS)[number];
/** Systembolaget's assortment codes, in the order the filter shows them; unknown codes follow. */
const ASSORTMENT_ORDER = ['FS', 'FSN', 'FSB', 'TSE', 'TSV', 'TSLS', 'TSS', 'BS'];

// One bit per facet dimension.
const D = {
  style: 1 << 0,
  country: 1 << 1,
  region: 1 << 2,
  grape: 1 << 3,
  food: 1 << 4,
  price: 1 << 5,
  body: 1 << 6,
  fruitacid: 1 << 7,
  roughness: 1 << 8,
  sweetness: 1 << 9,
  organic: 1 << 10,
  new: 1 << 11,
  assortment: 1 << 12,
} as const;

interface Named {
  id: number;
  slug: string;
  name: string;
}

/**
 * Options of a slug/name dimension. A filter value selects every entity whose slug equals it or
 * whose name equals it in any case (as the SQL does), so an option (a distinct slug) may cover more
 * than one entity, and an entity may belong to more than one option.
 */
interface Dictionary {
  options: { value: string; label: string }[];
  /** entity id → indexes of the options that select it */
  optionsOf: Map<number, number[]>;
  bySlug: Map<string, number[]>;
  byLowerName: Map<string, number[]>;
}

const lower = (s: string) => s.toLocaleLowerCase('sv');

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function dictionary(entities: Named[], order: (a: Named, b: Named) => number): Dictionary {
  const bySlug = new Map<string, number[]>();
  const byLowerName = new Map<string, number[]>();
  for (const e of entities) {
    push(bySlug, e.slug, e.id);
    push(byLowerName, lower(e.name), e.id);
  }
  const options: Dictionary['options'] = [];
  const seen = new Set<string>();
  for (const e of [...entities].sort(order)) {
    if (seen.has(e.slug)) continue;
    seen.add(e.slug);
    options.push({ value: e.slug, label: e.name });
  }
  const optionsOf = new Map<number, number[]>();
  options.forEach((o, i) => {
    for (const id of new Set([...(bySlug.get(o.value) ?? []), ...(byLowerName.get(lower(o.value)) ?? [])])) push(optionsOf, id, i);
  });
  return { options, optionsOf, bySlug, byLowerName };
}

/** Entity ids a list of filter values selects. */
function resolve(dict: Dictionary, values: string[]): Set<number> {
  const ids = new Set<number>();
  for (const v of values) {
    for (const id of dict.bySlug.get(v) ?? []) ids.add(id);
    for (const id of dict.byLowerName.get(lower(v)) ?? []) ids.add(id);
  }
  return ids;
}

export interface FacetIndex {
  stamp: string;
  size: number;
  id: Int32Array;
  rowOf: Map<number, number>;
  style: Uint8Array;
  country: Int32Array;
  region: Int32Array;
  subregion: Int32Array;
  grapes: number[][];
  tags: number[][];
  price: Float64Array;
  clocks: Record<ClockKey, Uint8Array>;
  organic: Uint8Array;
  news: Uint8Array;
  assortment: string[];
  countries: Dictionary;
  regions: Dictionary;
  regionInfo: Map<string, { country: string | null; level: number }>;
  grapeDict: Dictionary;
  foodDict: Dictionary;
  assortments: { value: string; label: string }[];
  /** Per style: Systembolaget's own category words (categoryLevel2) of its wines, see styleLabel. */
  styleLabels: string[];
  /** Per row: the option indexes it counts in (deduplicated), precomputed so counting is plain loops. */
  countryOpts: number[][];
  regionOpts: number[][];
  grapeOpts: number[][];
  foodOpts: number[][];
  assortmentOpt: Int16Array;
  /** Sort keys of the list (queries.ts): position by name as the SQL orders it, launch time (ms, NaN when none). */
  nameRank: Int32Array;
  launch: Float64Array;
  /** Relevance without search words, lower first: outside the fixed range +4, not a 70–80 cl bottle +2, untasted +1. */
  relevance: Uint8Array;
}

interface Row {
  id: number;
  name_rank: number | string;
  launch: number | string | null;
  style: string;
  country_id: number | null;
  region_id: number | null;
  subregion_id: number | null;
  price: number | string;
  clock_body: number | null;
  clock_fruitacid: number | null;
  clock_roughness: number | null;
  clock_sweetness: number | null;
  is_organic: boolean;
  is_news: boolean;
  assortment: string;
  assortment_text: string | null;
  volume_ml: number | null;
  category_level2: string | null;
  grapes: number[] | string;
  tags: number[] | string;
}

const ids = (v: number[] | string): number[] => (typeof v === 'string' ? (JSON.parse(v) as number[]) : v).map(Number);

export async function loadFacetIndex(db: Database, stamp: string): Promise<FacetIndex> {
  const [rows, countries, regions, grapes, tags] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select p.id, row_number() over (order by lower(p.name_bold), lower(coalesce(p.name_thin, '')), p.id) as name_rank,
            (extract(epoch from p.launch_date) * 1000)::float8 as launch, p.style, p.country_id, p.region_id, p.subregion_id, p.price::float8 as price,
            p.clock_body, p.clock_fruitacid, p.clock_roughness, p.clock_sweetness, p.is_organic, p.is_news,
            p.assortment, p.assortment_text, p.volume_ml, p.category_level2,
            coalesce((select json_agg(pg.grape_id) from product_grapes pg where pg.product_id = p.id), '[]'::json) as grapes,
            coalesce((select json_agg(pt.tag_id) from product_tags pt join tags t on t.id = pt.tag_id
                        join tag_categories tc on tc.id = t.category_id
                       where pt.product_id = p.id and tc.slug = 'mat'), '[]'::json) as tags
          from products p where not p.is_discontinued order by p.id`,
    ),
    queryRows<Named>(db, sql`select id, slug, name from countries`),
    queryRows<Named & { country: string; level: number }>(
      db,
      sql`select r.id, r.slug, r.name, c.slug as country, r.level from regions r join countries c on c.id = r.country_id`,
    ),
    queryRows<Named>(db, sql`select id, slug, name from grapes`),
    queryRows<Named>(db, sql`select t.id, t.slug, t.name from tags t join tag_categories tc on tc.id = t.category_id where tc.slug = 'mat'`),
  ]);
  const n = rows.length;
  const index: FacetIndex = {
    stamp,
    size: n,
    id: new Int32Array(n),
    rowOf: new Map(),
    style: new Uint8Array(n),
    country: new Int32Array(n),
    region: new Int32Array(n),
    subregion: new Int32Array(n),
    grapes: [],
    tags: [],
    price: new Float64Array(n),
    clocks: { body: new Uint8Array(n), fruitacid: new Uint8Array(n), roughness: new Uint8Array(n), sweetness: new Uint8Array(n) },
    organic: new Uint8Array(n),
    news: new Uint8Array(n),
    assortment: [],
    countries: dictionary([], () => 0),
    regions: dictionary([], () => 0),
    regionInfo: new Map(),
    grapeDict: dictionary([], () => 0),
    foodDict: dictionary([], () => 0),
    assortments: [],
    styleLabels: [],
    countryOpts: [],
    regionOpts: [],
    grapeOpts: [],
    foodOpts: [],
    assortmentOpt: new Int16Array(n),
    nameRank: new Int32Array(n),
    launch: new Float64Array(n),
    relevance: new Uint8Array(n),
  };
  const used = { country: new Set<number>(), region: new Set<number>(), grape: new Map<number, number>(), tag: new Set<number>() };
  const assortmentTexts = new Map<string, Map<string, number>>();
  const categories = STYLES.map(() => new Map<string, number>());
  rows.forEach((r, i) => {
    const id = Number(r.id);
    index.id[i] = id;
    index.rowOf.set(id, i);
    index.nameRank[i] = Number(r.name_rank);
    index.launch[i] = r.launch === null ? NaN : Number(r.launch);
    index.style[i] = Math.max(0, STYLES.indexOf(r.style as WineStyle));
    index.country[i] = r.country_id ?? 0;
    index.region[i] = r.region_id ?? 0;
    index.subregion[i] = r.subregion_id ?? 0;
    index.grapes.push([...new Set(ids(r.grapes))]);
    index.tags.push([...new Set(ids(r.tags))]);
    index.price[i] = Number(r.price);
    for (const k of CLOCKS) index.clocks[k][i] = r[`clock_${k}`] ?? 0;
    index.organic[i] = r.is_organic ? 1 : 0;
    index.news[i] = r.is_news ? 1 : 0;
    index.assortment.push(r.assortment);
    const ml = r.volume_ml ?? 0;
    index.relevance[i] = (r.assortment === 'FS' ? 0 : 4) + (ml >= 700 && ml <= 800 ? 0 : 2) + (r.clock_body === null ? 1 : 0);
    if (r.country_id) used.country.add(r.country_id);
    if (r.region_id) used.region.add(r.region_id);
    if (r.subregion_id) used.region.add(r.subregion_id);
    for (const g of index.grapes[i]!) used.grape.set(g, (used.grape.get(g) ?? 0) + 1);
    for (const t of index.tags[i]!) used.tag.add(t);
    const texts = assortmentTexts.get(r.assortment) ?? new Map<string, number>();
    assortmentTexts.set(r.assortment, texts);
    if (r.assortment_text) texts.set(r.assortment_text, (texts.get(r.assortment_text) ?? 0) + 1);
    const words = categories[index.style[i]!]!;
    if (r.category_level2) words.set(r.category_level2, (words.get(r.category_level2) ?? 0) + 1);
  });
  const byName = (a: Named, b: Named) => a.name.localeCompare(b.name, 'sv');
  // Options are the values current wines have; the most common grapes first (the panel folds the rest).
  index.countries = dictionary(countries.filter((c) => used.country.has(c.id)), byName);
  const usedRegions = regions.filter((r) => used.region.has(r.id));
  index.regions = dictionary(usedRegions, byName);
  for (const r of usedRegions) if (!index.regionInfo.has(r.slug)) index.regionInfo.set(r.slug, { country: r.country, level: Number(r.level) });
  index.grapeDict = dictionary(
    grapes.filter((g) => used.grape.has(g.id)),
    (a, b) => (used.grape.get(b.id) ?? 0) - (used.grape.get(a.id) ?? 0) || byName(a, b),
  );
  index.foodDict = dictionary(tags.filter((t) => used.tag.has(t.id)), byName);
  const rank = (code: string) => (ASSORTMENT_ORDER.includes(code) ? ASSORTMENT_ORDER.indexOf(code) : ASSORTMENT_ORDER.length);
  index.assortments = [...assortmentTexts.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((code) => {
      // Systembolaget's own text; a code with several (TSE: "Tillfälligt sortiment", "Webblanseringar") takes the commonest.
      const texts = [...assortmentTexts.get(code)!].sort((a, b) => b[1] - a[1]);
      return { value: code, label: texts[0]?.[0] ?? code };
    });
  index.styleLabels = STYLES.map((s, i) => styleLabel(categories[i]!, WINE_STYLE_LABELS[s]));
  const opts = (dict: Dictionary, ids: number[]) => [...new Set(ids.flatMap((id) => dict.optionsOf.get(id) ?? []))];
  const assortmentIndex = new Map(index.assortments.map((a, i) => [a.value, i]));
  for (let i = 0; i < n; i++) {
    index.countryOpts.push(opts(index.countries, [index.country[i]!]));
    index.regionOpts.push(opts(index.regions, [index.region[i]!, index.subregion[i]!]));
    index.grapeOpts.push(opts(index.grapeDict, index.grapes[i]!));
    index.foodOpts.push(opts(index.foodDict, index.tags[i]!));
    index.assortmentOpt[i] = assortmentIndex.get(index.assortment[i]!) ?? -1;
  }
  return index;
}

/**
 * A style's label in Systembolaget's words: its one category ('Rött vin'), or for the style that gathers several
 * ('other': Starkvin, Sake, Vermouth …) the commonest and 'm.fl.', so port and sherry are not hidden behind a word
 * the data never uses.
 */
export function styleLabel(categories: Map<string, number>, fallback: string): string {
  const words = [...categories].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'sv')).map(([w]) => w);
  if (words.length <= 1) return words[0] ?? fallback;
  return `${words[0]} m.fl.`;
}

const cache = new WeakMap<object, { index?: FacetIndex; pending?: Promise<FacetIndex> }>();

/** The facet index of this database, reloaded after an import (in this process or another). */
export async function getFacetIndex(db: Database): Promise<FacetIndex> {
  const stamp = String(await importStamp(db));
  const entry = cache.get(db) ?? {};
  cache.set(db, entry);
  if (entry.index?.stamp === stamp) return entry.index;
  if (entry.pending) return entry.pending;
  entry.pending = loadFacetIndex(db, stamp)
    .then((index) => (entry.index = index))
    .finally(() => {
      entry.pending = undefined;
    });
  return entry.pending;
}

/** Ids of the wines matching the search text: the same in-memory index as the list's search. */
async function searchIds(db: Database, search: string | undefined): Promise<Set<number> | null> {
  if (!search?.trim()) return null;
  return new Set(await searchProductIds(db, search));
}

export function priceBand(price: number): number {
  for (let b = PRICE_BANDS.length - 1; b >= 0; b--) if (price >= PRICE_BANDS[b]!.min) return b;
  return 0;
}

/** Facet counts for a filter (see the module comment). */
export async function productFacets(db: Database, f: ProductFacetsQuery): Promise<ProductFacetsResponse> {
  const [index, searched] = await Promise.all([getFacetIndex(db), searchIds(db, f.search)]);
  return countFacets(index, f, searched);
}

/** The filter resolved against the index once: entity ids, sets and ranges the per-row test reads. */
interface CompiledFilter {
  f: FacetFilter;
  styles: Set<number>;
  countryIds: Set<number> | null;
  regionIds: Set<number> | null;
  grapeIds: Set<number> | null;
  foodSets: Set<number>[];
  assortments: Set<string> | null;
  onlyIds: Set<number> | null;
  searched: Set<number> | null;
  clockRanges: { k: ClockKey; min: number | undefined; max: number | undefined }[];
}

/** The filter fields the index can answer (the list's and the facets' queries share them). */
export type FacetFilter = Pick<
  ProductFacetsQuery,
  'style' | 'category' | 'country' | 'region' | 'grape' | 'food' | 'tag' | 'price_min' | 'price_max' | 'organic' | 'new' | 'assortment' | 'ids'
> &
  Partial<Record<`${ClockKey}_${'min' | 'max'}`, number>>;

function compileFilter(x: FacetIndex, f: FacetFilter, searched: Set<number> | null): CompiledFilter {
  return {
    f,
    styles: new Set([...(f.style ?? []), ...(f.category ?? [])].map((s) => STYLES.indexOf(s))),
    countryIds: f.country?.length ? resolve(x.countries, f.country) : null,
    regionIds: f.region?.length ? resolve(x.regions, f.region) : null,
    grapeIds: f.grape?.length ? resolve(x.grapeDict, f.grape) : null,
    foodSets: [...new Set([...(f.food ?? []), ...(f.tag ?? [])])].map((v) => resolve(x.foodDict, [v])),
    assortments: f.assortment?.length ? new Set(f.assortment.map((a) => a.toUpperCase())) : null,
    onlyIds: f.ids?.length ? new Set(f.ids) : null,
    searched,
    clockRanges: CLOCKS.map((k) => ({ k, min: f[`${k}_min`], max: f[`${k}_max`] })).filter((c) => c.min !== undefined || c.max !== undefined),
  };
}

/** The dimensions row i fails (one bit each), or -1 when it is outside the search or the asked ids. */
function rowFails(x: FacetIndex, c: CompiledFilter, i: number): number {
  const id = x.id[i]!;
  if (c.onlyIds && !c.onlyIds.has(id)) return -1;
  if (c.searched && !c.searched.has(id)) return -1;
  const f = c.f;
  let fails = 0;
  if (c.styles.size && !c.styles.has(x.style[i]!)) fails |= D.style;
  if (c.countryIds && !c.countryIds.has(x.country[i]!)) fails |= D.country;
  if (c.regionIds && !c.regionIds.has(x.region[i]!) && !c.regionIds.has(x.subregion[i]!)) fails |= D.region;
  if (c.grapeIds && !x.grapes[i]!.some((g) => c.grapeIds!.has(g))) fails |= D.grape;
  if (c.foodSets.length && !c.foodSets.every((set) => x.tags[i]!.some((t) => set.has(t)))) fails |= D.food;
  const p = x.price[i]!;
  if ((f.price_min !== undefined && p < f.price_min) || (f.price_max !== undefined && p > f.price_max)) fails |= D.price;
  for (const r of c.clockRanges) {
    const v = x.clocks[r.k][i]!;
    if (v === 0 || (r.min !== undefined && v < r.min) || (r.max !== undefined && v > r.max)) fails |= D[r.k];
  }
  if (f.organic !== undefined && x.organic[i] !== (f.organic ? 1 : 0)) fails |= D.organic;
  if (f.new !== undefined && x.news[i] !== (f.new ? 1 : 0)) fails |= D.new;
  if (c.assortments && !c.assortments.has(x.assortment[i]!)) fails |= D.assortment;
  return fails;
}

/** Row indexes of the current wines that pass every filter, in index (id) order. */
export function matchingRows(x: FacetIndex, f: FacetFilter, searched: Set<number> | null): number[] {
  const c = compileFilter(x, f, searched);
  const rows: number[] = [];
  for (let i = 0; i < x.size; i++) if (rowFails(x, c, i) === 0) rows.push(i);
  return rows;
}

export function countFacets(x: FacetIndex, f: ProductFacetsQuery, searched: Set<number> | null): ProductFacetsResponse {
  const c = compileFilter(x, f, searched);
  const style = new Array<number>(STYLES.length).fill(0);
  const country = new Array<number>(x.countries.options.length).fill(0);
  const region = new Array<number>(x.regions.options.length).fill(0);
  const grape = new Array<number>(x.grapeDict.options.length).fill(0);
  const food = new Array<number>(x.foodDict.options.length).fill(0);
  const assortment = new Array<number>(x.assortments.length).fill(0);
  const price = new Array<number>(PRICE_BANDS.length).fill(0);
  const clocks = Object.fromEntries(CLOCKS.map((k) => [k, new Array<number>(12).fill(0)])) as Record<ClockKey, number[]>;
  let total = 0;
  let organic = 0;
  let news = 0;
  const add = (options: number[], into: number[]) => {
    for (const o of options) into[o]!++;
  };

  for (let i = 0; i < x.size; i++) {
    const fails = rowFails(x, c, i);
    if (fails < 0) continue;
    // Failing two dimensions: no facet can bring the row back by changing one.
    if (fails & (fails - 1)) continue;
    const all = fails === 0;
    if (all) total++;
    if (all || fails === D.style) style[x.style[i]!]!++;
    if (all || fails === D.country) add(x.countryOpts[i]!, country);
    if (all || fails === D.region) add(x.regionOpts[i]!, region);
    if (all || fails === D.grape) add(x.grapeOpts[i]!, grape);
    // Food is an AND filter: an option counts the wines with the chosen symbols and that one.
    if (all) add(x.foodOpts[i]!, food);
    if (all || fails === D.price) price[priceBand(x.price[i]!)]!++;
    for (const k of CLOCKS) {
      const v = x.clocks[k][i]!;
      if (v >= 1 && v <= 12 && (all || fails === D[k])) clocks[k][v - 1]!++;
    }
    if ((all || fails === D.organic) && x.organic[i]) organic++;
    if ((all || fails === D.new) && x.news[i]) news++;
    if ((all || fails === D.assortment) && x.assortmentOpt[i]! >= 0) assortment[x.assortmentOpt[i]!]!++;
  }

  const options = (dict: Dictionary, counts: number[]): FacetOption[] =>
    dict.options.map((o, i) => ({ value: o.value, label: o.label, count: counts[i]! }));
  return {
    total,
    style: STYLES.map((s, i) => ({ value: s, label: x.styleLabels[i] ?? WINE_STYLE_LABELS[s], count: style[i]! })),
    country: options(x.countries, country),
    region: options(x.regions, region).map(
      (o): RegionFacetOption => ({ ...o, country: x.regionInfo.get(o.value)?.country ?? null, level: x.regionInfo.get(o.value)?.level ?? 1 }),
    ),
    grape: options(x.grapeDict, grape),
    food: options(x.foodDict, food),
    assortment: x.assortments.map((a, i) => ({ ...a, count: assortment[i]! })),
    price: PRICE_BANDS.map((b, i) => ({ min: b.min, max: b.max, count: price[i]! })),
    clocks,
    organic,
    new: news,
  };
}
