/**
 * The engine's view of the catalog: its wines (each with its derived words and flags made up front), places and
 * vocabulary, made once per catalog snapshot. Popularity (likes) is laid over the wines from the like counts that
 * features/likes holds in memory.
 */
import type { ProductSummary, WineStyle } from '@vinkompassen/shared-contracts/schemas';
import type { Queryable } from '@/db/executor';
import { parseIdOrSlug } from '@/db/id-or-slug';
import { catalogSnapshot, catalogView, summaryOf, type CatalogSnapshot } from '../catalog-read-model';
import { likeCountsOf } from '../likes';
import { slugKey } from '../vocabulary';
import { derived } from './derived';
import { buildPlaceIndex } from './places';
import { isExcludedCategory, isSweetWine } from './scoring';
import { similarPools, type SimilarPools } from './similar';
import type { EngineWine, PlaceIndex } from './types';
import { vocabularyFor } from './vocabulary';
import { vintageYear } from './festive';
import { learnTypicalNotes } from './typical-notes';

/** Product cards by id, with the like counts the engine ranked by. */
export interface SummaryLookup {
  get(id: number): ProductSummary | undefined;
}

/** The engine's wines as of the newest import, with their like counts. */
export interface EngineSnapshot {
  wines: EngineWine[];
  summaries: SummaryLookup;
  places: PlaceIndex;
  byId: ReadonlyMap<number, EngineWine>;
  /** A wine by numeric id or by its slug as written (no case folding), without scanning the wines. */
  wineOf(ref: string): EngineWine | undefined;
  /** Taste-twin candidates by style and price band ("Liknande viner"). */
  similar: SimilarPools;
  loadedAt: number;
}

const STYLES: readonly WineStyle[] = ['red', 'white', 'rose', 'sparkling', 'other'];
const clock = (v: number | null) => (v != null && v >= 1 && v <= 12 ? v : null);

interface EngineView {
  wines: EngineWine[];
  byId: Map<number, EngineWine>;
  places: PlaceIndex;
  similar: SimilarPools;
}

/** The engine's wines of a catalog snapshot, likes 0 until counts are laid over them. */
export const engineView = catalogView((catalog: CatalogSnapshot): EngineView => {
  const wines = catalog.entries.map(({ product: p }): EngineWine => {
    const c = p.taste_clocks;
    return {
      id: p.id,
      productNumber: p.product_number,
      name: [p.name, p.name_thin].filter(Boolean).join(' '),
      producer: p.producer?.name ?? null,
      style: STYLES.includes(p.style) ? p.style : 'other',
      category: p.category,
      subcategory: p.category_level3,
      assortment: p.assortment,
      assortmentText: p.assortment_text,
      price: p.price,
      volumeMl: p.volume_ml,
      country: p.country?.name ?? null,
      countrySlug: p.country ? slugKey(p.country.name) : null,
      region: p.region?.name ?? null,
      regionSlug: p.region ? slugKey(p.region.name) : null,
      subregion: p.subregion?.name ?? null,
      subregionSlug: p.subregion ? slugKey(p.subregion.name) : null,
      grapes: p.grapes.map((g) => g.name),
      clocks: { body: clock(c.body), roughness: clock(c.roughness), fruitacid: clock(c.fruitacid), sweetness: clock(c.sweetness), casque: clock(c.casque) },
      vintage: vintageYear(p.vintage),
      sugarGramPer100ml: p.sugar_g_per_100ml,
      symbols: p.food_tags.map((t) => slugKey(t.name)),
      usage: p.usage,
      taste: p.taste,
      isOrganic: p.is_organic,
      isDiscontinued: p.is_discontinued,
      likes: 0,
    };
  });
  // The sommelier's vocabulary and each wine's derived words and flags are made with the set, so no request waits for them.
  vocabularyFor(wines);
  learnTypicalNotes(wines);
  for (const w of wines) {
    derived(w);
    isSweetWine(w);
    isExcludedCategory(w);
  }
  return { wines, byId: new Map(wines.map((w) => [w.id, w])), places: buildPlaceIndex(wines), similar: similarPools(wines) };
});

interface Entry {
  catalog?: CatalogSnapshot;
  snapshot?: EngineSnapshot;
}

const entries = new WeakMap<object, Entry>();

export interface SnapshotOptions {
  /** Like counts at most this old, so popularity stays fresh. Default: the likes' own rule (features/likes). */
  maxAgeMs?: number;
}

/**
 * The engine's wines as of the newest import, with like counts: waited for when the catalog changed; the counts as
 * features/likes keeps them (fresh after a change, otherwise reloaded in the background when old).
 */
export async function getSnapshot(db: Queryable, opts: SnapshotOptions = {}): Promise<EngineSnapshot> {
  let entry = entries.get(db);
  if (!entry) entries.set(db, (entry = {}));
  const catalog = await catalogSnapshot(db);
  const likes = await likeCountsOf(db).snapshot(opts.maxAgeMs);
  const current = entry.snapshot;
  if (current && entry.catalog === catalog && current.loadedAt === likes.at) return current;
  const { wines, byId, places, similar } = engineView(catalog);
  for (const w of wines) w.likes = likes.counts.get(w.id) ?? 0;
  const counts = likes.counts;
  const summaries: SummaryLookup = {
    get(id) {
      const found = catalog.byId.get(id);
      return found && { ...summaryOf(found.product), likes_count: counts.get(id) ?? 0 };
    },
  };
  entry.catalog = catalog;
  const wineOf = (ref: string) => {
    const r = parseIdOrSlug(ref);
    // A slug is matched as written (parseIdOrSlug lower-cases it for the SQL routes that fold case).
    return 'id' in r ? byId.get(r.id) : 'slug' in r ? byId.get(catalog.bySlug.get(ref)?.product.id ?? NaN) : undefined;
  };
  entry.snapshot = { wines, summaries, places, byId, wineOf, similar, loadedAt: likes.at };
  return entry.snapshot;
}
