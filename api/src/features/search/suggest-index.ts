/**
 * Suggestions as you type: producers, grapes, countries/regions and dishes (food tags) in one small
 * MiniSearch index, wines from the product index. Only things with current (not discontinued) wines.
 */
import MiniSearch from 'minisearch';
import type { SuggestItem, SuggestPlace, SuggestResponse, SuggestWine } from '@vinkompassen/shared-contracts/schemas';
import { SUGGEST_MIN_CHARS } from '@vinkompassen/shared-contracts/schemas';
import type { CatalogSnapshot } from '../catalog-read-model';
import type { ProductIndex } from './product-index';
import { findDish } from '../food-knowledge';
import { queryWords, Vocabulary, wordQuery, words } from './text';

export type EntityKind = 'producer' | 'grape' | 'country' | 'region' | 'dish';

interface EntityRow {
  kind: EntityKind;
  id: number;
  slug: string;
  name: string;
  country: string | null;
  n: number;
}

interface EntityDoc {
  key: string;
  name: string;
  aliases: string;
}

/** Other words for a dish, from the sommelier's food lexicon: 'lax' suggests Fisk, 'kyckling' Fågel. */
const dishWords = (slug: string) => {
  const dish = findDish(slug);
  return dish ? [...dish.aliases, ...dish.words.map((w) => w.replace(/\*/g, ''))].join(' ') : '';
};

const MAX_SUGGESTIONS = 8;
const MAX_PER_KIND = 3;

export class EntityIndex {
  private readonly mini: MiniSearch<EntityDoc>;
  private readonly vocabulary = new Vocabulary();
  private readonly entities = new Map<string, EntityRow>();

  private constructor(rows: EntityRow[]) {
    this.mini = new MiniSearch<EntityDoc>({
      idField: 'key',
      fields: ['name', 'aliases'],
      storeFields: [],
      tokenize: (text) => {
        const ws = words(text);
        for (const w of ws) this.vocabulary.add(w);
        return ws;
      },
      processTerm: (term) => term,
      searchOptions: { tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (term) => term },
    });
    const docs: EntityDoc[] = [];
    for (const r of rows) {
      const key = `${r.kind}:${r.id}`;
      this.entities.set(key, { ...r, id: Number(r.id), n: Number(r.n) });
      docs.push({ key, name: r.name, aliases: r.kind === 'dish' ? dishWords(r.slug) : '' });
    }
    this.mini.addAll(docs);
  }

  /** The entities of the current (not discontinued) wines, with how many wines each has. */
  static of(snapshot: CatalogSnapshot): EntityIndex {
    const found = new Map<string, EntityRow>();
    const count = (kind: EntityKind, ref: { id: number; slug: string; name: string } | null, country: string | null = null) => {
      if (!ref) return;
      const key = `${kind}:${ref.id}`;
      const row = found.get(key);
      if (row) row.n++;
      else found.set(key, { kind, id: ref.id, slug: ref.slug, name: ref.name, country, n: 1 });
    };
    for (const { product: p, foodTagIds } of snapshot.entries) {
      if (p.is_discontinued) continue;
      count('producer', p.producer);
      for (const g of new Map(p.grapes.map((g) => [g.id, g])).values()) count('grape', g);
      count('country', p.country);
      for (const r of new Map([p.region, p.subregion].filter((r) => r !== null).map((r) => [r.id, r])).values()) {
        count('region', r, snapshot.regions.get(r.id)?.countryName ?? null);
      }
      p.food_tags.forEach((t, i) => count('dish', { id: foodTagIds[i]!, slug: t.slug, name: t.name }));
    }
    const kinds: EntityKind[] = ['producer', 'grape', 'country', 'region', 'dish'];
    return new EntityIndex([...found.values()].sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.id - b.id));
  }

  /** Best first; at most MAX_PER_KIND of each kind. Popular entities (more wines) rank higher among equals. */
  search(text: string): { entity: EntityRow; score: number }[] {
    const parts = queryWords(text).map(({ word, last }) => wordQuery(this.vocabulary, word, last, ['name', 'aliases'], { name: 2, aliases: 1 }));
    if (!parts.length) return [];
    const hits = this.mini.search(
      { combineWith: 'AND', queries: parts },
      { boostDocument: (key) => 1 + Math.log10(1 + (this.entities.get(key as string)?.n ?? 0)) / 2 },
    );
    const perKind = new Map<string, number>();
    const out: { entity: EntityRow; score: number }[] = [];
    for (const h of hits) {
      const entity = this.entities.get(h.id as string);
      if (!entity) continue;
      const group = entity.kind === 'country' ? 'region' : entity.kind;
      const n = perKind.get(group) ?? 0;
      if (n >= MAX_PER_KIND) continue;
      perKind.set(group, n + 1);
      out.push({ entity, score: h.score });
    }
    return out;
  }
}

export const emptySuggestions = (query: string): SuggestResponse => ({ query, wines: [], producers: [], grapes: [], regions: [], dishes: [] });

/** Up to 8 suggestions: the best entities (at most 4 while there are wines to show), wines fill the rest. */
export function suggest(products: ProductIndex, entities: EntityIndex, raw: string): SuggestResponse {
  const query = raw.trim();
  const out = emptySuggestions(query);
  if (query.length < SUGGEST_MIN_CHARS) return out;
  const wines: SuggestWine[] = [];
  for (const hit of products.search(query)) {
    const p = products.product(hit.id);
    if (!p || p.is_discontinued) continue;
    wines.push({ id: p.id, slug: p.slug, name: p.name, name_thin: p.name_thin, style: p.style, category: p.category, product_number: p.product_number });
    if (wines.length >= MAX_SUGGESTIONS) break;
  }
  const found = entities.search(query);
  const entityCount = Math.min(found.length, Math.max(MAX_SUGGESTIONS / 2, MAX_SUGGESTIONS - wines.length));
  for (const { entity: e } of found.slice(0, entityCount)) {
    const item: SuggestItem = { id: e.id, slug: e.slug, name: e.name, product_count: e.n };
    if (e.kind === 'producer') out.producers.push(item);
    else if (e.kind === 'grape') out.grapes.push(item);
    else if (e.kind === 'dish') out.dishes.push(item);
    else out.regions.push({ ...item, kind: e.kind, country: e.country } satisfies SuggestPlace);
  }
  out.wines = wines.slice(0, MAX_SUGGESTIONS - entityCount);
  return out;
}
