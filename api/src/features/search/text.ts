/**
 * Text folding and query words shared by the in-memory search indexes (products, suggestions).
 * Both sides are folded the same way, so 'gruner' = 'Grüner', 'chateauneuf' = 'Châteauneuf' and
 * 'lada' = 'låda': Swedish å/ä/ö fold too, which is what people type on a phone without Swedish keys.
 */
import type { Query, SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';

const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l', ı: 'i', þ: 'th' };

export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæøœđłıþ]/g, (c) => SPECIAL[c] ?? c);
}

/** Folded words (letters and digits); everything else separates words. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Edit distance allowed for a word that is not in the vocabulary: none for short words. */
export function fuzzyDistance(word: string): number {
  if (/^\d+$/.test(word) || word.length < 4) return 0;
  return word.length >= 7 ? 2 : 1;
}

/**
 * The indexed words with their frequency: exact and prefix look-ups, and typo correction to the
 * nearest known words (so a rare word two edits away never beats a common one at one edit).
 */
export class Vocabulary {
  private readonly map = new SearchableMap<number>();

  add(term: string): void {
    this.map.update(term, (n) => (n ?? 0) + 1);
  }

  has(term: string): boolean {
    return this.map.has(term);
  }

  hasPrefix(prefix: string): boolean {
    for (const _ of this.map.atPrefix(prefix).keys()) return true;
    return false;
  }

  /**
   * Other known words at the smallest edit distance (1…max) and, among those, with the longest common
   * start (people get the start right: 'blank' → blanc, not black); most frequent first, at most `limit`.
   */
  nearest(term: string, max: number, limit = 4): string[] {
    if (max <= 0) return [];
    const found: { key: string; count: number; distance: number; start: number }[] = [];
    for (const [key, [count, distance]] of this.map.fuzzyGet(term, max)) {
      if (distance === 0) continue;
      let start = 0;
      while (start < key.length && key[start] === term[start]) start++;
      found.push({ key, count, distance, start });
    }
    found.sort((a, b) => a.distance - b.distance || b.start - a.start || b.count - a.count);
    const best = found[0];
    return found
      .filter((f) => best && f.distance === best.distance && f.start === best.start)
      .slice(0, limit)
      .map((f) => f.key);
  }
}

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
  const corrections = digits || (known && !loose) ? [] : vocabulary.nearest(word, fuzzyDistance(word));
  const terms = known ? [word, ...corrections] : corrections;
  const options: SearchOptions = { fields: [...fields], boost, fuzzy: false, combineWith: 'OR' };
  if (!known || !prefix || corrections.length === 0) return { ...options, queries: terms.length ? terms : [word], prefix: known && prefix };
  // The prefix and its corrections: only the typed word is expanded as a prefix.
  return { ...options, queries: [{ ...options, queries: [word], prefix: true }, { ...options, queries: corrections, prefix: false }] };
}
