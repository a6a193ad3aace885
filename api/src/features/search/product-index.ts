/**
 * In-memory product search (MiniSearch), a view of the catalog snapshot (built once per import). The index
 * answers ranked product ids; the list's filters apply to them (products/filter-index.ts).
 *
 * - Article numbers: a query of digits equal to productNumber or productNumberShort comes first.
 * - Every word must match (AND); the last one also as a prefix (search as you type); a word that is
 *   not in the vocabulary stands for its nearest known words (edit distance ≤ 1, ≤ 2 from 7 letters;
 *   the nearest only, most frequent first, so 'chardonay' finds Chardonnay, not a rare 'Charnay').
 * - Swedish words mean wine properties: 'rosé'/'rosévin' → the rosé style, 'mousserande' → sparkling,
 *   'rött'/'vitt', 'ekologiskt' → organic, 'låda'/'box'/'bag in box' → boxes (see isBox), 'fisk',
 *   'kyckling'… → food symbols, as the sommelier's vocabulary (features/vocabulary) reads them. Such a word
 *   matches the property (far above anything else) or the word
 *   in a wine's name.
 * - Boxes count half unless the query names one: 'chardonay' means a bottle first, 'chardonnay box' a box.
 */
import { LRUCache } from 'lru-cache';
import MiniSearch from 'minisearch';
import type { CatalogSnapshot } from '../catalog-read-model';
import { findDish } from '../food-knowledge';
import { vocabularyFor } from '../recommendation';
import { wordMeaning } from '../vocabulary';
import { rankOrder, type SearchMatches } from './ranking';
import { ScoredPostings, type ScoredDocs } from './scored-postings';
import { queryWords, Vocabulary, wordQuery, words } from './text';

const TEXT_FIELDS = ['name', 'producer', 'grapes', 'origin', 'category', 'vintage'] as const;
const FIELD_BOOST: Record<string, number> = { name: 3, producer: 2, grapes: 2, origin: 1.5, category: 1, vintage: 1 };

/** Swedish (and a few English) words, folded → the property they stand for. */
/** A wine with the property outranks one that only has the word in its name (BM25 scores stay far below). */
const PROPERTY_SCORE = 100;
/** Boxes weigh this much of a bottle's score unless the query asks for a box: a bottle is what most searches mean. */
const BOX_WEIGHT = 0.5;

/**
 * Boxes (and bags): the packaging is not stored, so ≥ 2 litres at an everyday price (≤ 200 kr per 75 cl;
 * in the 2025 dump that is every Box/Påse of 2 l or more and none of the 3-litre glass bottles).
 */
export function isBox(p: { volume_ml: number | null; price: number | string }): boolean {
  const ml = p.volume_ml ?? 0;
  return ml >= 2000 && (Number(p.price) * 750) / ml <= 200;
}

interface Doc {
  id: number;
  name: string;
  producer: string;
  grapes: string;
  origin: string;
  category: string;
  vintage: string;
}

export interface SearchHit {
  id: number;
  score: number;
}

export class ProductIndex {
  private readonly mini: MiniSearch<Doc>;
  /** MiniSearch's scores without its per-search BM25 work (scored-postings.ts). */
  private readonly postings: ScoredPostings;
  private readonly vocabulary: Vocabulary;
  private readonly byNumber = new Map<string, number[]>();
  private readonly snapshot: CatalogSnapshot;
  /** Per wine, by its slot (its place in the snapshot's entries): its id, and its weight when a query names a box or not. */
  private readonly idOf: number[] = [];
  private readonly weight: Float64Array;
  private readonly bottleFirstWeight: Float64Array;
  /** Property → wines' slots: style:red…, organic, box, food:fisk… */
  private readonly tags = new Map<string, Set<number>>();

  constructor(snapshot: CatalogSnapshot) {
    this.snapshot = snapshot;
    const vocabulary = new Vocabulary();
    this.mini = new MiniSearch<Doc>({
      fields: [...TEXT_FIELDS],
      storeFields: [],
      // Text is folded and split into words (the vocabulary keeps them for typo corrections).
      tokenize: (text) => {
        const ws = words(text);
        for (const w of ws) vocabulary.add(w);
        return ws;
      },
      processTerm: (term) => term,
      searchOptions: { tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (term) => term },
    });
    const docs: Doc[] = [];
    this.weight = new Float64Array(snapshot.entries.length);
    this.bottleFirstWeight = new Float64Array(snapshot.entries.length);
    snapshot.entries.forEach(({ product: p }, slot) => {
      const id = p.id;
      this.idOf.push(id);
      const box = isBox(p);
      const tags = [`style:${p.style}`];
      if (p.is_organic) tags.push('organic');
      if (box) tags.push('box');
      for (const food of p.food_tags) tags.push(`food:${food.slug}`);
      for (const tag of tags) {
        const set = this.tags.get(tag) ?? new Set<number>();
        set.add(slot);
        this.tags.set(tag, set);
      }
      docs.push({
        id,
        name: `${p.name} ${p.name_thin ?? ''}`,
        producer: p.producer?.name ?? '',
        grapes: p.grapes.map((g) => g.name).join(' '),
        origin: [p.country?.name, p.region?.name, p.subregion?.name].filter(Boolean).join(' '),
        category: [p.category, p.category_level3, p.category_level4].filter(Boolean).join(' '),
        vintage: p.vintage ?? '',
      });
      // The fixed range first among equals; discontinued wines (shown only on request) last.
      this.weight[slot] = p.is_discontinued ? 0.5 : p.assortment === 'FS' ? 1.15 : 1;
      this.bottleFirstWeight[slot] = this.weight[slot]! * (box ? BOX_WEIGHT : 1);
      for (const n of new Set([p.product_number, p.product_number_short])) {
        if (!n) continue;
        const list = this.byNumber.get(n) ?? [];
        list.push(id);
        this.byNumber.set(n, list);
      }
    });
    this.mini.addAll(docs);
    this.vocabulary = vocabulary;
    this.postings = new ScoredPostings(this.mini as MiniSearch<unknown>, vocabulary, TEXT_FIELDS, this.idOf);
  }

  get size(): number {
    return this.snapshot.entries.length;
  }

  /** The product of a hit. */
  product(id: number) {
    return this.snapshot.byId.get(id)?.product;
  }

  /** Ranked hits, best first; [] when the query has no words. */
  search(raw: string): SearchHit[] {
    const m = this.match(raw);
    return Array.from(rankOrder(m), (i) => ({ id: m.ids[i]!, score: m.scores[i]! }));
  }

  /** The wines a query matches with their scores, unranked (rankOrder ranks them): article numbers score Infinity. */
  match(raw: string): SearchMatches {
    const text = raw.trim();
    if (!text) return NO_MATCHES;
    const compact = text.replace(/[\s-]/g, '');
    const numberIds = /^\d{3,12}$/.test(compact) ? (this.byNumber.get(compact) ?? []) : [];
    const found = this.searchWords(queryWords(text));
    if (numberIds.length === 0) return found;
    const first = new Set(numberIds);
    const rest = found.ids.reduce((n, id) => n + (first.has(id) ? 0 : 1), 0);
    const ids = new Int32Array(first.size + rest);
    const scores = new Float64Array(ids.length);
    let n = 0;
    for (const id of first) {
      ids[n] = id;
      scores[n++] = Infinity;
    }
    found.ids.forEach((id, i) => {
      if (first.has(id)) return;
      ids[n] = id;
      scores[n++] = found.scores[i]!;
    });
    return { ids, scores };
  }

  /**
   * Plain words go to MiniSearch (AND); a property word then keeps the wines that have the property or
   * the word in their name, the property counting far more than the name. Done here rather than as
   * MiniSearch terms: 'rött' alone would score 2,000 wines twice over (5 ms instead of 1).
   */
  private searchWords(ws: { word: string; last: boolean }[]): SearchMatches {
    if (!ws.length) return NO_MATCHES;
    const plain = ws.filter((w) => !propertyTag(w.word));
    const properties = ws.filter((w) => propertyTag(w.word));
    let found: ScoredDocs | null = null;
    if (plain.length) {
      const run = (loose: boolean) => {
        const parts = plain.map(({ word, last }) => wordQuery(this.vocabulary, word, last, TEXT_FIELDS, FIELD_BOOST, loose));
        return this.postings.scores({ combineWith: 'AND', queries: parts });
      };
      found = run(false);
      if (found.slots.length === 0) found = run(true);
    }
    for (const { word } of properties) {
      const tagged = this.tags.get(propertyTag(word)!) ?? new Set<number>();
      const inName = scoreMap(this.postings.scores(wordQuery(this.vocabulary, word, false, ['name'], FIELD_BOOST)));
      const before = found ? scoreMap(found) : null;
      const candidates: Iterable<number> = before ? before.keys() : new Set([...tagged, ...inName.keys()]);
      const slots: number[] = [];
      const scores: number[] = [];
      for (const slot of candidates) {
        const has = tagged.has(slot);
        const name = inName.get(slot);
        if (!has && name === undefined) continue;
        slots.push(slot);
        scores.push((before?.get(slot) ?? 0) + (has ? PROPERTY_SCORE : 0) + (name ?? 0));
      }
      found = { slots: Int32Array.from(slots), scores: Float64Array.from(scores) };
    }
    // A wine's weight scales every part of its score alike, so it is applied once per wine, not per matched term.
    const weight = properties.some((w) => propertyTag(w.word) === 'box') ? this.weight : this.bottleFirstWeight;
    const { slots } = found!;
    const ids = new Int32Array(slots.length);
    const scores = new Float64Array(slots.length);
    for (let i = 0; i < slots.length; i++) {
      ids[i] = this.idOf[slots[i]!]!;
      scores[i] = found!.scores[i]! * weight[slots[i]!]!;
    }
    return { ids, scores };
  }
}

const NO_MATCHES: SearchMatches = { ids: new Int32Array(0), scores: new Float64Array(0) };
const scoreMap = (docs: ScoredDocs) => new Map(Array.from(docs.slots, (slot, i) => [slot, docs.scores[i]!]));

const STYLE_TAGS: Record<string, string> = { rott: 'style:red', vitt: 'style:white', rose: 'style:rose', mousserande: 'style:sparkling' };

/**
 * The property a Swedish word stands for in the sommelier's vocabulary ('rött' → style:red, 'lax' → food:fisk,
 * 'låda' → box), or null. Foods count when the word names one of the 15 food symbols' foods: 'pizza' is a dish,
 * and searching for it finds wines named Pizza, not every wine for beef.
 */
export function propertyTag(word: string): string | null {
  let known = tagCache.get(word);
  if (known === undefined) tagCache.set(word, (known = { tag: computeTag(word) }));
  return known.tag;
}

// Keyed by whatever visitors type: bounded, so a stream of distinct words cannot grow it without end.
const tagCache = new LRUCache<string, { tag: string | null }>({ max: 5_000 });
/** Words whose meaning is remembered now (at most 5,000). */
export const rememberedWordCount = (): number => tagCache.size;

function computeTag(word: string): string | null {
  const meaning = wordMeaning(vocabularyFor([]), word);
  if (!meaning) return null;
  if (meaning.style) return STYLE_TAGS[(meaning.style as string[])[0]!] ?? null;
  if (meaning.organic === 'ja') return 'organic';
  if (meaning.size === 'box') return 'box';
  const food = findDish((meaning.food as string[] | undefined)?.[0] ?? '');
  return food?.broad ? `food:${food.slug}` : null;
}
