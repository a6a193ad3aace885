/**
 * The filter index: the catalog's filter columns in memory, answering the wine list's filters and the facet
 * counts of the filter page (GET /api/v1/product/facets/).
 *
 * Why in memory: disjunctive faceting needs, per dimension, a count under "every other filter" —
 * in SQL that is one aggregate per dimension, each re-running the grape/food EXISTS subqueries over
 * ~4,300 rows (tens of ms on PGlite). The facet values fit in a few typed arrays (a row per wine × 14
 * small columns), a view of the catalog snapshot made once per import. One pass over the rows then
 * computes every facet: each row gets a bit per dimension it fails; a row failing nothing counts
 * everywhere (and in `total`), a row failing exactly one dimension counts only in that dimension's
 * facet. Search and `ids` are not facets: they are a set of ids from the search index or the query.
 *
 * The same columns answer the product list (queries.ts): the filter rules are here only (FacetFilter).
 */
import {
  PRICE_BANDS,
  WINE_STYLE_LABELS,
  type FacetOption,
  type ProductFacetsQuery,
  type ProductFacetsResponse,
  type RegionFacetOption,
  type WineStyle,
} from '@vinkompassen/shared-contracts/schemas';
import type { Queryable } from '@/db/executor';
import { catalogSnapshot, catalogView, type CatalogSnapshot } from '../catalog-read-model';
import { searchMatches } from '../search';

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
  /** 1: discontinued (counted nowhere, listed only on request). */
  discontinued: Uint8Array;
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

/** The facet columns of a catalog snapshot: every product (discontinued ones flagged), made once per import. */
export const facetView = catalogView(buildFacetIndex);

function buildFacetIndex(snapshot: CatalogSnapshot): FacetIndex {
  const rows = snapshot.entries;
  const n = rows.length;
  const index: FacetIndex = {
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
    discontinued: new Uint8Array(n),
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
  const grapeCounts = new Map<number, number>();
  const assortmentTexts = new Map<string, Map<string, number>>();
  const categories = STYLES.map(() => new Map<string, number>());
  const countries = new Map<number, Named>();
  const regions = new Map<number, Named & { country: string; level: number }>();
  const grapes = new Map<number, Named>();
  const tags = new Map<number, Named>();
  rows.forEach(({ product: p, foodTagIds, nameRank, launch }, i) => {
    const id = p.id;
    index.id[i] = id;
    index.rowOf.set(id, i);
    index.nameRank[i] = nameRank;
    index.launch[i] = launch;
    index.style[i] = Math.max(0, STYLES.indexOf(p.style));
    index.country[i] = p.country?.id ?? 0;
    index.region[i] = p.region?.id ?? 0;
    index.subregion[i] = p.subregion?.id ?? 0;
    index.grapes.push([...new Set(p.grapes.map((g) => g.id))]);
    index.tags.push([...new Set(foodTagIds)]);
    index.price[i] = p.price;
    for (const k of CLOCKS) index.clocks[k][i] = p.taste_clocks[k] ?? 0;
    index.organic[i] = p.is_organic ? 1 : 0;
    index.news[i] = p.is_news ? 1 : 0;
    index.discontinued[i] = p.is_discontinued ? 1 : 0;
    index.assortment.push(p.assortment);
    const ml = p.volume_ml ?? 0;
    index.relevance[i] = (p.assortment === 'FS' ? 0 : 4) + (ml >= 700 && ml <= 800 ? 0 : 2) + (p.taste_clocks.body === null ? 1 : 0);
    // Options are the values current wines have.
    if (p.is_discontinued) return;
    if (p.country) countries.set(p.country.id, p.country);
    for (const r of [p.region, p.subregion]) {
      const info = r && snapshot.regions.get(r.id);
      if (r && info) regions.set(r.id, { ...r, country: info.countrySlug, level: info.level });
    }
    for (const g of p.grapes) grapes.set(g.id, g);
    p.food_tags.forEach((t, j) => tags.set(foodTagIds[j]!, { id: foodTagIds[j]!, ...t }));
    for (const g of index.grapes[i]!) grapeCounts.set(g, (grapeCounts.get(g) ?? 0) + 1);
    const texts = assortmentTexts.get(p.assortment) ?? new Map<string, number>();
    assortmentTexts.set(p.assortment, texts);
    if (p.assortment_text) texts.set(p.assortment_text, (texts.get(p.assortment_text) ?? 0) + 1);
    const words = categories[index.style[i]!]!;
    if (p.category) words.set(p.category, (words.get(p.category) ?? 0) + 1);
  });
  const byName = (a: Named, b: Named) => a.name.localeCompare(b.name, 'sv');
  // Options are the values current wines have; the most common grapes first (the panel folds the rest).
  // In id order (as the tables are), so that among equal names the first entity gives the label.
  const values = <T extends Named>(m: Map<number, T>) => [...m.values()].sort((a, b) => a.id - b.id);
  index.countries = dictionary(values(countries), byName);
  const usedRegions = values(regions);
  index.regions = dictionary(usedRegions, byName);
  for (const r of usedRegions) if (!index.regionInfo.has(r.slug)) index.regionInfo.set(r.slug, { country: r.country, level: Number(r.level) });
  index.grapeDict = dictionary(
    values(grapes),
    (a, b) => (grapeCounts.get(b.id) ?? 0) - (grapeCounts.get(a.id) ?? 0) || byName(a, b),
  );
  index.foodDict = dictionary(values(tags), byName);
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

/** The facet columns of this database's catalog as of its newest import. */
export async function getFacetIndex(db: Queryable): Promise<FacetIndex> {
  return facetView(await catalogSnapshot(db));
}

/** Ids of the wines matching the search text: the same in-memory index as the list's search. */
async function searchIds(db: Queryable, search: string | undefined): Promise<Set<number> | null> {
  if (!search?.trim()) return null;
  return new Set((await searchMatches(db, search)).ids);
}

export function priceBand(price: number): number {
  for (let b = PRICE_BANDS.length - 1; b >= 0; b--) if (price >= PRICE_BANDS[b]!.min) return b;
  return 0;
}

/** Facet counts for a filter (see the module comment). */
export async function productFacets(db: Queryable, f: ProductFacetsQuery): Promise<ProductFacetsResponse> {
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

/**
 * The filter rules of the list, the facets and the catalog rules, in one place: values match a slug or (any case) a
 * name; region matches region or subregion; food needs every symbol; unmeasured clocks fail a range; discontinued
 * wines only on request.
 */
export type FacetFilter = Pick<
  ProductFacetsQuery,
  'style' | 'category' | 'country' | 'region' | 'grape' | 'food' | 'tag' | 'price_min' | 'price_max' | 'organic' | 'new' | 'assortment' | 'ids'
> &
  Partial<Record<`${ClockKey}_${'min' | 'max'}`, number>> & { include_discontinued?: boolean | undefined };

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
  if (x.discontinued[i] && !c.f.include_discontinued) return -1;
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

/**
 * Row indexes of the wines that pass every filter: in the order of `ranked` (product ids) when it is given, and then
 * only its wines are looked at; else in index (id) order.
 */
export function matchingRows(x: FacetIndex, f: FacetFilter, ranked: ArrayLike<number> | null): number[] {
  if (ranked) return Array.from(passingPositions(x, f, ranked), (k) => x.rowOf.get(ranked[k]!)!);
  const c = compileFilter(x, f, null);
  const rows: number[] = [];
  for (let i = 0; i < x.size; i++) if (rowFails(x, c, i) === 0) rows.push(i);
  return rows;
}

/** The places in `ids` of the wines that pass every filter, in order. */
export function passingPositions(x: FacetIndex, f: FacetFilter, ids: ArrayLike<number>): Int32Array {
  const c = compileFilter(x, f, null);
  const passing: number[] = [];
  for (let k = 0; k < ids.length; k++) {
    const i = x.rowOf.get(ids[k]!);
    if (i !== undefined && rowFails(x, c, i) === 0) passing.push(k);
  }
  return Int32Array.from(passing);
}

export function countFacets(x: FacetIndex, f: ProductFacetsQuery, searched: Set<number> | null): ProductFacetsResponse {
  // Facets count current wines only, whatever the caller passed.
  const c = compileFilter(x, { ...f, include_discontinued: false }, searched);
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
