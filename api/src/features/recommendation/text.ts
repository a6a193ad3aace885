/** Text normalisation shared by free-text parsing, serving-text matching and slugs. */

const SPECIAL: Record<string, string> = { æ: 'ae', ø: 'o', ß: 'ss', œ: 'oe', đ: 'd', ł: 'l', þ: 'th' };

/** Lower case, accents removed (å→a, ä→a, ö→o, é→e): 'Fläsk' → 'flask'. Other characters kept. */
export function unaccent(input: string): string {
  return input
    .toLowerCase()
    .replace(/[æøßœđłþ]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Unaccented, lower-case words: 'Lamm- eller nötkött!' → ['lamm', 'eller', 'notkott']. */
export function words(input: string | null | undefined): string[] {
  if (!input) return [];
  return unaccent(input)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** ASCII slug of a Swedish name, the same as the importer's: 'Nya Zeeland' → 'nya-zeeland', 'Rhônedalen' → 'rhonedalen'. */
export function slugKey(name: string): string {
  return unaccent(name.replace(/&/g, ' och '))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/**
 * Whether `tokens` contain the pattern: pattern words are matched in sequence; a word ending in '*'
 * matches any word starting with it ('fisk*' matches 'fiskratter').
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

/** Pattern words of a phrase: 'ribera del duero' → ['ribera', 'del', 'duero']. */
export const phraseWords = (phrase: string): string[] =>
  unaccent(phrase)
    .replace(/[^a-z0-9*]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
