/**
 * Text folding, the one copy: free-text parsing, serving-text matching, search indexes, dish search and
 * slugs all fold the same way, so 'gruner' = 'Grüner', 'chateauneuf' = 'Châteauneuf' and 'lada' = 'låda'
 * (Swedish å/ä/ö fold too: what people type on a phone without Swedish keys).
 */

const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l', ı: 'i', þ: 'th' };

/** Lower case, marks removed: 'Fläsk' → 'flask', 'Côte' → 'cote'. Other characters kept. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæøœđłıþ]/g, (c) => SPECIAL[c] ?? c);
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
  return fold(name.replace(/&/g, ' och '))
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
