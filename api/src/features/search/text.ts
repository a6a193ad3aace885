/**
 * Query words and the typo-tolerant word list shared by the in-memory search indexes (products,
 * suggestions). Both sides are folded by the vocabulary's one `fold`.
 */
import type { Query, SearchOptions } from 'minisearch';
import { fuzzyDistance, WordList as Vocabulary, fold, words } from '../vocabulary';

export { fold, fuzzyDistance, Vocabulary, words };

/** Dropped unless nothing else is left: 'rött vin från italien'. */
const STOPWORDS = new Set(['vin', 'viner', 'vinet', 'och', 'med', 'fran', 'till', 'av']);

/** The query's words (at most 12): folded, 'bag in box' → 'box', stopwords dropped; `last` = still being typed. */
export function queryWords(text: string): { word: string; last: boolean }[] {
  let ws = words(fold(text).replace(/\bbag\W*in\W*box\b/g, 'box')).slice(0, 12);
  const kept = ws.filter((w) => !STOPWORDS.has(w));
  if (kept.length) ws = kept;
  // A query ending in a space or punctuation has a finished last word.
  const typing = /[\p{L}\p{N}]$/u.test(text);
  return ws.map((word, i) => ({ word, last: typing && i === ws.length - 1 }));
}

/**
 * A MiniSearch query for one word over `fields`: the word itself (also as a prefix while it is being
 * typed) when it is known, else its nearest known words (typos); an unknown word with none matches nothing.
 * `loose` (a second try when nothing matched): a known word also stands for its nearest other words
 * ('sauvignon blank' → blanc: 'Blank' is a word of some other wine).
 */
export function wordQuery(
  vocabulary: Vocabulary,
  word: string,
  last: boolean,
  fields: readonly string[],
  boost: Record<string, number>,
  loose = false,
): Query {
  const digits = /^\d+$/.test(word);
  const prefix = last && !digits && word.length >= 2;
  const exact = vocabulary.has(word);
  const known = exact || (prefix && vocabulary.hasPrefix(word));
  const corrections = digits || (known && !loose) ? [] : [...vocabulary.nearest(word, fuzzyDistance(word))];
  const terms = known ? [word, ...corrections] : corrections;
  const options: SearchOptions = { fields: [...fields], boost, fuzzy: false, combineWith: 'OR' };
  if (!known || !prefix || corrections.length === 0) return { ...options, queries: terms.length ? terms : [word], prefix: known && prefix };
  // The prefix and its corrections: only the typed word is expanded as a prefix.
  return { ...options, queries: [{ ...options, queries: [word], prefix: true }, { ...options, queries: corrections, prefix: false }] };
}
