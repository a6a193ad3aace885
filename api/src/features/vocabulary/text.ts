/**
 * Text folding, the one copy: free-text parsing, serving-text matching, search indexes, dish search and
 * the SQL searches (stores, users) all fold the same way, so 'gruner' = 'Grüner', 'chateauneuf' = 'Châteauneuf',
 * 'lada' = 'låda' (Swedish å/ä/ö fold too: what people type on a phone without Swedish keys) and 'laks' = 'lax'.
 * Slugs only drop the marks.
 */

const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l', ı: 'i', þ: 'th' };

/** Lower case, marks removed: 'Fläsk' → 'flask', 'Côte' → 'cote'. Other characters kept. */
function unmark(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæøœđłıþ]/g, (c) => SPECIAL[c] ?? c);
}

/**
 * Spellings Swedes type for one another, each folded to one form (after the marks are gone):
 * 'laks' = 'lax', 'aa' = 'å', 'ae' = 'ä', 'oe' = 'ö'. Also read by SQL searches (`foldSql`).
 */
export const SPELLING_VARIANTS: readonly (readonly [typed: string, folded: string])[] = [
  ['ks', 'x'],
  ['aa', 'a'],
  ['ae', 'a'],
  ['oe', 'o'],
];

/**
 * The search form of a text: unmarked, spelling variants folded one after the other (as SQL's nested
 * replace() does): 'Fläsk' → 'flask', 'Laks' → 'lax', 'Goeteborg' → 'goteborg'.
 */
export function fold(text: string): string {
  return SPELLING_VARIANTS.reduce((t, [typed, folded]) => t.replaceAll(typed, folded), unmark(text));
}

/** Folded words (letters and digits); everything else separates words: 'Lamm- eller nötkött!' → ['lamm', 'eller', 'notkott']. */
export function words(text: string | null | undefined): string[] {
  if (!text) return [];
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** ASCII slug of a name: 'Nya Zeeland' → 'nya-zeeland', 'Rhônedalen' → 'rhonedalen', 'Fruktigt & Smakrikt' → 'fruktigt-och-smakrikt'. */
export function slugKey(name: string): string {
  // Unmarked only: a slug keeps the name's spelling ('Rafael' stays 'rafael').
  return unmark(name.replace(/&/g, ' och '))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/**
 * Where `tokens` contain the pattern (its index, or -1): pattern words are matched in sequence; a word
 * ending in '*' matches any word starting with it ('fisk*' matches 'fiskratter').
 */
export function findPhrase(tokens: readonly string[], pattern: readonly string[], from = 0): number {
  outer: for (let i = from; i + pattern.length <= tokens.length; i++) {
    for (let j = 0; j < pattern.length; j++) {
      if (!wordMatches(tokens[i + j]!, pattern[j]!)) continue outer;
    }
    return i;
  }
  return -1;
}

export function wordMatches(token: string, pattern: string): boolean {
  return pattern.endsWith('*') ? token.startsWith(pattern.slice(0, -1)) : token === pattern;
}

/** Pattern words of a phrase: 'ribera del duero' → ['ribera', 'del', 'duero'], 'lamm*' → ['lamm*']. */
export const phraseWords = (phrase: string): string[] =>
  fold(phrase)
    .replace(/[^a-z0-9*]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
