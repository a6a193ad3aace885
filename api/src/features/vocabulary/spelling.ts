/**
 * Spelling tolerance shared by the search indexes and the sommelier: a list of known words with their
 * frequency, and the nearest known words to a typo ('chardonay' → chardonnay, 'barollo' → barolo).
 */
import SearchableMap from 'minisearch/SearchableMap';

/** Edit distance allowed for a word that is not in the vocabulary: none for short words. */
export function fuzzyDistance(word: string): number {
  if (/^\d+$/.test(word) || word.length < 4) return 0;
  return word.length >= 7 ? 2 : 1;
}

/**
 * The indexed words with their frequency: exact and prefix look-ups, and typo correction to the
 * nearest known words (so a rare word two edits away never beats a common one at one edit).
 */
const CORRECTIONS_KEPT = 10_000;

export class WordList {
  private readonly map = new SearchableMap<number>();
  /** Corrections already worked out (a fuzzy walk of the whole list costs milliseconds; typos repeat). */
  private readonly corrections = new Map<string, readonly string[]>();

  add(term: string): void {
    this.map.update(term, (n) => (n ?? 0) + 1);
    this.corrections.clear();
  }

  has(term: string): boolean {
    return this.map.has(term);
  }

  hasPrefix(prefix: string): boolean {
    for (const _ of this.withPrefix(prefix)) return true;
    return false;
  }

  /** The known words that start with `prefix`, itself included. */
  withPrefix(prefix: string): Iterable<string> {
    return this.map.atPrefix(prefix).keys();
  }

  /**
   * Other known words at the smallest edit distance (1…max) and, among those, with the longest common
   * start (people get the start right: 'blank' → blanc, not black); most frequent first, at most `limit`.
   */
  nearest(term: string, max: number, limit = 4): readonly string[] {
    if (max <= 0) return [];
    const key = `${max}|${limit}|${term}`;
    let known = this.corrections.get(key);
    if (!known) {
      // Bounded: what people mistype is a small set, but a crawler's random words must not grow it without end.
      if (this.corrections.size >= CORRECTIONS_KEPT) this.corrections.clear();
      this.corrections.set(key, (known = this.walk(term, max, limit)));
    }
    return known;
  }

  private walk(term: string, max: number, limit: number): string[] {
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

