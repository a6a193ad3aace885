/**
 * One import's catalog in memory: every product once, in the contract's shape, with the names, places, grapes and
 * food symbols shared between the wines that have them. Search indexes, facet columns, the engine's wines and the
 * sommelier's vocabulary are views of a snapshot (catalogView), made once per snapshot when first asked for.
 */
import type { NamedRef as ContractRef, Product, ProductSummary, WineStyle } from '@vinkompassen/shared-contracts/schemas';
import type { CatalogRow, NamedRef, RegionRef } from './rows';

export interface CatalogEntry {
  /** The detail as of the import (likes 0, no source list): the likes held in memory and the source list are laid over it. */
  product: Product;
  /** Ids the product's refs do not carry: food symbols' tag ids. */
  foodTagIds: readonly number[];
  /** Position by name as the list sorts it. */
  nameRank: number;
  /** Launch time in ms; NaN when none. */
  launch: number;
}

export interface RegionInfo {
  level: number;
  countrySlug: string;
  countryName: string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The summary fields of a product, in the contract's order: a summary is a product with fewer fields. */
export function summaryOf(p: Product): ProductSummary {
  return {
    id: p.id,
    slug: p.slug,
    product_number: p.product_number,
    name: p.name,
    name_thin: p.name_thin,
    producer: p.producer,
    style: p.style,
    category: p.category,
    country: p.country,
    region: p.region,
    grapes: p.grapes,
    vintage: p.vintage,
    alcohol_percentage: p.alcohol_percentage,
    volume_ml: p.volume_ml,
    price: p.price,
    taste_clocks: p.taste_clocks,
    food_tags: p.food_tags,
    image_url: p.image_url,
    thumbnail: p.thumbnail,
    is_organic: p.is_organic,
    is_news: p.is_news,
    assortment: p.assortment,
    assortment_text: p.assortment_text,
    is_discontinued: p.is_discontinued,
    likes_count: p.likes_count,
  };
}

/** One object per entity (producer, place, grape, food symbol), shared by every wine that names it. */
class Refs {
  private readonly byKey = new Map<string, ContractRef>();
  private readonly foods = new Map<number, { slug: string; name: string }>();

  ref(kind: string, v: NamedRef | null): ContractRef | null {
    if (!v) return null;
    const key = `${kind}:${v.id}`;
    let r = this.byKey.get(key);
    if (!r) this.byKey.set(key, (r = { id: Number(v.id), slug: v.slug, name: v.name }));
    return r;
  }

  food(v: NamedRef): { slug: string; name: string } {
    let r = this.foods.get(Number(v.id));
    if (!r) this.foods.set(Number(v.id), (r = { slug: v.slug, name: v.name }));
    return r;
  }
}

function toEntry(r: CatalogRow, refs: Refs, regions: Map<number, RegionInfo>): CatalogEntry {
  const region = json(r.region) as RegionRef | null;
  const subregion = json(r.subregion) as RegionRef | null;
  for (const x of [region, subregion]) {
    if (x && !regions.has(Number(x.id))) regions.set(Number(x.id), { level: Number(x.level), countrySlug: x.country_slug, countryName: x.country_name });
  }
  const foods = json(r.food_tags);
  const product: Product = {
    id: Number(r.id),
    slug: r.slug,
    product_number: r.product_number,
    name: r.name_bold,
    name_thin: r.name_thin,
    producer: refs.ref('producer', json(r.producer)),
    style: r.style as WineStyle,
    category: r.category_level2,
    country: refs.ref('country', json(r.country)),
    region: refs.ref('region', region),
    grapes: json(r.grapes).map((g) => refs.ref('grape', g)!),
    vintage: r.vintage,
    alcohol_percentage: r.alcohol_percentage === null ? null : Number(r.alcohol_percentage),
    volume_ml: r.volume_ml,
    price: Number(r.price),
    taste_clocks: {
      body: r.clock_body,
      roughness: r.clock_roughness,
      fruitacid: r.clock_fruitacid,
      sweetness: r.clock_sweetness,
      bitter: r.clock_bitter,
      casque: r.clock_casque,
      smokiness: r.clock_smokiness,
    },
    food_tags: foods.map((t) => refs.food(t)),
    image_url: r.image_url,
    thumbnail: r.thumbnail,
    is_organic: r.is_organic,
    is_news: r.is_news,
    assortment: r.assortment,
    assortment_text: r.assortment_text,
    is_discontinued: r.is_discontinued,
    likes_count: 0,
    product_number_short: r.product_number_short,
    subregion: refs.ref('region', subregion),
    category_level3: r.category_level3,
    category_level4: r.category_level4,
    sugar_g_per_100ml: r.sugar === null ? null : Number(r.sugar),
    color: r.color,
    taste: r.taste,
    aroma: r.aroma,
    usage: r.usage,
    launch_date: r.launch_date,
    source_list: null,
  };
  return { product, foodTagIds: foods.map((t) => Number(t.id)), nameRank: Number(r.name_rank), launch: r.launch === null ? NaN : Number(r.launch) };
}

export class CatalogSnapshot {
  /** Every product, by id. */
  readonly entries: readonly CatalogEntry[];
  readonly byId = new Map<number, CatalogEntry>();
  readonly bySlug = new Map<string, CatalogEntry>();
  /** Level and country of every region a wine names. */
  readonly regions = new Map<number, RegionInfo>();

  /** `stamp`: the import it was read after (the newest finished import run). */
  constructor(
    rows: readonly CatalogRow[],
    readonly stamp: number,
  ) {
    const refs = new Refs();
    this.entries = rows.map((r) => toEntry(r, refs, this.regions));
    for (const e of this.entries) {
      this.byId.set(e.product.id, e);
      this.bySlug.set(e.product.slug, e);
    }
  }
}

/**
 * A view of the catalog, made once per snapshot (on first use) and dropped with it: `const view = catalogView(build)`,
 * then `view(snapshot)` wherever it is needed.
 */
export function catalogView<T>(build: (snapshot: CatalogSnapshot) => T): (snapshot: CatalogSnapshot) => T {
  const made = new WeakMap<CatalogSnapshot, T>();
  return (snapshot) => {
    if (made.has(snapshot)) return made.get(snapshot)!;
    const value = build(snapshot);
    made.set(snapshot, value);
    return value;
  };
}
