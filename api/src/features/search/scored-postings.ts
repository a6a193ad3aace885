/**
 * MiniSearch's scores for our queries, from word postings scored once per index instead of on every search.
 *
 * MiniSearch works out BM25 for every document of every query word on each search, and builds match details we
 * never read: for 'chardonay' (460 wines) that was most of a search request's CPU. Here a word's documents with
 * their BM25 score (summed over the query's fields and boosts) are worked out on its first use and kept with the
 * index: at most once per known word and field set, so bounded by the vocabulary, whatever visitors type. A query
 * then combines them by MiniSearch's own rules, as merges of sorted arrays: OR and AND add scores; a prefix match
 * weighs 0.375 × length / (length + 0.3 × extra letters); the total is multiplied by the number of distinct query
 * terms a document matched. scored-postings.test.ts holds the answers to MiniSearch's own.
 *
 * Documents are known by their slot: their place in the `ids` the index was given.
 * For indexes whose search tokenizer splits on spaces and keeps terms as they are (the search feature's).
 * Queries may combine with OR/AND and use fields, boost and prefix: true; anything else throws.
 */
import type MiniSearch from 'minisearch';
import type { Query, SearchOptions } from 'minisearch';

/** MiniSearch's default `weights.prefix`. */
const PREFIX_WEIGHT = 0.375;

/** Documents (ascending slots) with a score each. */
interface Posting {
  readonly slots: Int32Array;
  readonly scores: Float64Array;
}

/** A query's documents, their running scores and the distinct query terms each matched (bits of a 64-bit set). */
interface Matches extends Posting {
  readonly lo: Uint32Array;
  readonly hi: Uint32Array;
}

/** What a query found: slots in ascending order, each with its final score. */
export type ScoredDocs = Posting;

const EMPTY: Posting = { slots: new Int32Array(0), scores: new Float64Array(0) };

/** The indexed words: exact look-up and the words that start with a prefix. */
export interface IndexedWords {
  has(word: string): boolean;
  withPrefix(prefix: string): Iterable<string>;
}

const SUPPORTED = new Set(['queries', 'fields', 'boost', 'prefix', 'fuzzy', 'combineWith', 'tokenize', 'processTerm']);
/** A query's distinct terms are counted in two 32-bit words. */
const MAX_TERMS = 64;

export class ScoredPostings {
  private readonly postings = new Map<string, Posting>();
  private readonly slotOf = new Map<number, number>();
  /** Scratch for merging a prefix's many words (searches run one at a time). */
  private readonly sum: Float64Array;
  private readonly seen: Uint8Array;

  constructor(
    private readonly mini: MiniSearch<unknown>,
    private readonly words: IndexedWords,
    private readonly allFields: readonly string[],
    ids: readonly number[],
  ) {
    ids.forEach((id, slot) => this.slotOf.set(id, slot));
    this.sum = new Float64Array(ids.length);
    this.seen = new Uint8Array(ids.length);
  }

  /** The documents `mini.search(query)` finds, each with the score it gives. */
  scores(query: Query): ScoredDocs {
    const terms = new Map<string, number>();
    const m = this.evaluate(query, {}, terms);
    const scores = new Float64Array(m.slots.length);
    for (let i = 0; i < scores.length; i++) scores[i] = m.scores[i]! * (bitCount(m.lo[i]!) + bitCount(m.hi[i]!) || 1);
    return { slots: m.slots, scores };
  }

  private evaluate(query: Query, inherited: SearchOptions, terms: Map<string, number>): Matches {
    if (typeof query !== 'string') {
      const { queries, ...own } = query as { queries: Query[] } & SearchOptions;
      const options = { ...inherited, ...own };
      return combine(
        queries.map((q) => this.evaluate(q, options, terms)),
        options.combineWith,
      );
    }
    for (const key of Object.keys(inherited)) {
      if (!SUPPORTED.has(key)) throw new Error(`scored postings: search option '${key}' is not supported`);
    }
    if (inherited.fuzzy) throw new Error('scored postings: fuzzy terms are not supported (corrections are separate words)');
    if (inherited.prefix !== undefined && typeof inherited.prefix !== 'boolean') throw new Error('scored postings: prefix must be a boolean');
    const fields = inherited.fields ?? this.allFields;
    const boosts = fields.map((f) => (Object.hasOwn(inherited.boost ?? {}, f) ? inherited.boost![f] : 0) || 1);
    return combine(
      query
        .split(' ')
        .filter(Boolean)
        .map((term) => this.termMatches(term, termBit(terms, term), inherited.prefix === true, fields, boosts)),
      inherited.combineWith,
    );
  }

  /** One query term: the word itself and, for a prefix, the longer words that start with it. */
  private termMatches(term: string, bit: number, prefix: boolean, fields: readonly string[], boosts: readonly number[]): Matches {
    const parts: { posting: Posting; weight: number }[] = [{ posting: this.posting(term, fields, boosts), weight: 1 }];
    if (prefix) {
      for (const word of this.words.withPrefix(term)) {
        if (word.length === term.length) continue;
        const weight = (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * (word.length - term.length));
        parts.push({ posting: this.posting(word, fields, boosts), weight });
      }
    }
    let slots: Int32Array;
    let scores: Float64Array;
    if (parts.length === 1) {
      ({ slots, scores } = parts[0]!.posting);
    } else {
      // Summed in MiniSearch's order (the word, then its longer words), then read back in slot order.
      const touched: number[] = [];
      for (const { posting, weight } of parts) {
        for (let i = 0; i < posting.slots.length; i++) {
          const slot = posting.slots[i]!;
          const score = weight * posting.scores[i]!;
          if (this.seen[slot]) this.sum[slot] = this.sum[slot]! + score;
          else {
            this.seen[slot] = 1;
            this.sum[slot] = score;
            touched.push(slot);
          }
        }
      }
      slots = Int32Array.from(touched).sort();
      scores = new Float64Array(slots.length);
      for (let i = 0; i < slots.length; i++) {
        scores[i] = this.sum[slots[i]!]!;
        this.seen[slots[i]!] = 0;
      }
    }
    const lo = new Uint32Array(slots.length).fill(bit < 32 ? 2 ** bit : 0);
    const hi = new Uint32Array(slots.length).fill(bit < 32 ? 0 : 2 ** (bit - 32));
    return { slots, scores, lo, hi };
  }

  /** A known word's documents with their BM25 score over `fields`; worked out once. */
  private posting(word: string, fields: readonly string[], boosts: readonly number[]): Posting {
    if (!this.words.has(word)) return EMPTY;
    const key = `${fields.join(',')}|${boosts.join(',')}|${word}`;
    let posting = this.postings.get(key);
    if (!posting) {
      const boost = Object.fromEntries(fields.map((f, i) => [f, boosts[i]!]));
      const hits = this.mini
        .search(word, { fields: [...fields], boost, prefix: false, fuzzy: false, combineWith: 'OR' })
        .map((h) => ({ slot: this.slotOf.get(h.id as number)!, score: h.score }))
        .sort((a, b) => a.slot - b.slot);
      posting = { slots: Int32Array.from(hits, (h) => h.slot), scores: Float64Array.from(hits, (h) => h.score) };
      this.postings.set(key, posting);
    }
    return posting;
  }
}

/** The bit of a query term: one per distinct term, as MiniSearch counts them. */
function termBit(terms: Map<string, number>, term: string): number {
  let bit = terms.get(term);
  if (bit === undefined) {
    if (terms.size >= MAX_TERMS) throw new Error(`scored postings: more than ${MAX_TERMS} distinct terms in one query`);
    terms.set(term, (bit = terms.size));
  }
  return bit;
}

function bitCount(n: number): number {
  let count = 0;
  for (let v = n; v; v &= v - 1) count++;
  return count;
}

/** MiniSearch's combinators, left to right: OR keeps what either side matched, AND what both did; scores add. */
function combine(results: Matches[], combineWith: string | undefined): Matches {
  if (results.length === 0) return { ...EMPTY, lo: new Uint32Array(0), hi: new Uint32Array(0) };
  const operator = (combineWith ?? 'OR').toLowerCase();
  if (operator !== 'or' && operator !== 'and') throw new Error(`scored postings: combineWith '${combineWith}' is not supported`);
  return results.reduce((a, b) => merge(a, b, operator === 'and'));
}

/** Two sorted lists merged: the union (OR) or the intersection (AND); a document on both sides adds a's score and b's. */
function merge(a: Matches, b: Matches, both: boolean): Matches {
  const size = both ? Math.min(a.slots.length, b.slots.length) : a.slots.length + b.slots.length;
  const slots = new Int32Array(size);
  const scores = new Float64Array(size);
  const lo = new Uint32Array(size);
  const hi = new Uint32Array(size);
  let i = 0;
  let j = 0;
  let n = 0;
  const take = (from: Matches, k: number) => {
    slots[n] = from.slots[k]!;
    scores[n] = from.scores[k]!;
    lo[n] = from.lo[k]!;
    hi[n] = from.hi[k]!;
    n++;
  };
  while (i < a.slots.length && j < b.slots.length) {
    const sa = a.slots[i]!;
    const sb = b.slots[j]!;
    if (sa === sb) {
      slots[n] = sa;
      scores[n] = a.scores[i]! + b.scores[j]!;
      lo[n] = a.lo[i]! | b.lo[j]!;
      hi[n] = a.hi[i]! | b.hi[j]!;
      n++;
      i++;
      j++;
    } else if (sa < sb) {
      if (!both) take(a, i);
      i++;
    } else {
      if (!both) take(b, j);
      j++;
    }
  }
  if (!both) {
    for (; i < a.slots.length; i++) take(a, i);
    for (; j < b.slots.length; j++) take(b, j);
  }
  return { slots: slots.subarray(0, n), scores: scores.subarray(0, n), lo: lo.subarray(0, n), hi: hi.subarray(0, n) };
}
