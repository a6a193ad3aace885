/**
 * The sommelier's Swedish wine vocabulary, one module: built from the catalog at load (grapes with their
 * synonyms, countries, regions, sub-regions, appellation words in product names) plus what the catalog
 * cannot give, written once by hand (lexicon.ts: styles, taste, sizes, organic, occasions, prices; the
 * food lexicon comes from the dish registry the caller passes in). A new dump brings its new names with it.
 *
 *   buildVocabulary(wines, foods)  → rules (phrase → answer), known words, spelling correction
 *   grapeKey(name)                 → one key per grape whatever its synonym ('Shiraz' → 'syrah')
 *   appellationMatches(wine, a)    → does a wine carry an appellation word
 */
import { swe as SWEDISH_STOPWORDS } from 'stopword';
import { APPELLATION_WORDS, type AppellationWord } from './appellations';
import { GRAPE_SHORT_FORMS, GRAPE_SYNONYMS } from './grapes';
import { COUNTRY_WORDS, LEXICON, REGION_WORDS, type LexAnswer } from './lexicon';
import { fuzzyDistance, WordList } from './spelling';
import { findPhrase, fold, phraseWords, slugKey, words } from './text';

export type { AppellationWord } from './appellations';
export * from './lexicon';
export { fold, words, slugKey, findPhrase, phraseWords, SPELLING_VARIANTS } from './text';
export { fuzzyDistance, WordList } from './spelling';

/** What the vocabulary needs of a wine (the engine's wines have it). */
export interface CatalogWine {
  name: string;
  producer: string | null;
  grapes: readonly string[];
  country: string | null;
  countrySlug: string | null;
  region: string | null;
  regionSlug: string | null;
  subregion: string | null;
  subregionSlug: string | null;
  category: string | null;
  subcategory: string | null;
}

/** A food, dish, cooking method or occasion the sommelier knows (the dish registry's entries). */
export interface FoodTerm {
  slug: string;
  name: string;
  words: readonly string[];
  aliases: readonly string[];
  /** One of Systembolaget's 15 food symbols. */
  broad: boolean;
  /** A dish with a page (its words are also for reading serving texts, so a shared word is no name). */
  listed: boolean;
}

export interface Rule {
  pattern: string[];
  set: LexAnswer;
  negated?: LexAnswer;
  /** Only right after 'från' / 'i' (a place name that is also an ordinary word). */
  needsFrom?: boolean;
  order: number;
}

export interface Vocabulary {
  /** Longest phrase first, then exact before prefix, then registration order. */
  rules: Rule[];
  /** grape key → the name said back ('Sauvignon Blanc') and how many wines carry it. */
  grapes: Map<string, { name: string; count: number }>;
  /** appellation slug → its word and how many wines carry it. */
  appellations: Map<string, { word: AppellationWord; count: number }>;
  /** The nearest known word to a typo, or null. */
  correct(token: string): string | null;
  /** Words that carry no wish ('jag', 'vill', 'ett'): never reported as not understood. */
  isFiller(token: string): boolean;
}

// ---------------------------------------------------------------------------------------------
// Grapes
// ---------------------------------------------------------------------------------------------

const SYNONYM_OF = new Map<string, string>();
for (const group of GRAPE_SYNONYMS) for (const name of group) SYNONYM_OF.set(slugKey(name), slugKey(group[0]!));

/** One key per grape: 'Shiraz' → 'syrah', 'Pinot grigio' → 'pinot-gris', 'Merlot' → 'merlot'. */
export function grapeKey(name: string): string {
  const key = slugKey(name);
  return SYNONYM_OF.get(key) ?? key;
}

const SMALL_WORDS = new Set(['de', 'del', 'di', 'da', 'du', 'la', 'le', 'd', 'dal', 'della']);
/** 'pinot noir' → 'Pinot Noir', "nero d'avola" → "Nero d'Avola". */
const titleCase = (name: string) =>
  name.replace(/[\p{L}]+/gu, (w, offset: number) => (offset > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1)));

// ---------------------------------------------------------------------------------------------
// Appellations
// ---------------------------------------------------------------------------------------------

const appellationPatterns = new WeakMap<AppellationWord, string[][]>();
const patternsOf = (a: AppellationWord) => {
  let p = appellationPatterns.get(a);
  if (!p) appellationPatterns.set(a, (p = (a.members ?? a.phrases).map(phraseWords)));
  return p;
};

interface WineTokens {
  name: string[];
  category: string[];
  subregion: string[];
  producer: string[];
}
// Kept on the wine under a symbol (not enumerable): read for every wine when an appellation is asked for.
const TOKENS = Symbol('appellationTokens');
const tokensOf = (w: CatalogWine): WineTokens => {
  const held = (w as CatalogWine & { [TOKENS]?: WineTokens })[TOKENS];
  if (held) return held;
  const t = { name: words(w.name), category: words(`${w.category ?? ''} ${w.subcategory ?? ''}`), subregion: words(w.subregion), producer: words(w.producer) };
  Object.defineProperty(w, TOKENS, { value: t, enumerable: false });
  return t;
};

/** Does the wine carry the appellation word (in its name, category or sub-region, as the word says)? */
export function appellationMatches(w: CatalogWine, a: AppellationWord): boolean {
  if (a.category && w.category !== a.category) return false;
  const t = tokensOf(w);
  return a.in.some((field) => patternsOf(a).some((p) => findPhrase(t[field], p) >= 0));
}

/**
 * Named wines by answer slug: the hand-written words, and the producers each built vocabulary found in its
 * catalog (a producer stays known once seen, so an answer naming it is read the same on every request).
 */
const NAMED = new Map<string, AppellationWord>(APPELLATION_WORDS.map((a) => [slugKey(a.name), a]));

export function appellationWord(slug: string): AppellationWord | undefined {
  return NAMED.get(slug);
}

/** Does the wine carry the named words: one of each kind named ('Cava' and 'brut nature'), any of one kind. */
export function appellationsMatch(w: CatalogWine, slugs: readonly string[]): boolean {
  const kinds = new Map<string, boolean>();
  for (const slug of slugs) {
    const word = NAMED.get(slug);
    const kind = word?.kind ?? 'wine';
    if (kinds.get(kind)) continue;
    kinds.set(kind, word ? appellationMatches(w, word) : false);
  }
  return [...kinds.values()].every(Boolean);
}

/** Words in a producer's name that say nothing of who it is ('Weingut', 'Bodegas', 'AB', 'S.r.l.'). */
const PRODUCER_NOISE = new Set(
  'ab as sa sas sarl srl s r l spa s p a plc ltd llc inc gmbh eg kg co oy pty bv nv cie et fils figli freres and the of winery wines wine vineyards vineyard estate estates cellars vins vinos vini weingut weinkellerei weinkeller winzergenossenschaft domaine domaines chateau bodega bodegas azienda agricola tenuta cantina cantine casa maison quinta herdade cave caves vignobles familia family group company sweden sverige'.split(' '),
);

/** A producer as people name it: 'Weingut Markus Molitor' → 'markus molitor'; null when nothing is left. */
export function producerPhrase(producer: string): string | null {
  const kept = words(producer).filter((t) => !PRODUCER_NOISE.has(t) && !/^\d+$/.test(t));
  return kept.length > 0 && kept.join(' ').length >= 4 ? kept.join(' ') : null;
}

// ---------------------------------------------------------------------------------------------
// Building
// ---------------------------------------------------------------------------------------------

/** Words in a request that carry no wish: Swedish stop words plus what people say around a wish. */
const FILLERS = new Set(
  [
    ...SWEDISH_STOPWORDS,
    ...'vin viner vinet vinerna vinsort flaska flaskan flaskor nat nagot nagra nan typ passar passande passa ska laga lagar lagat gor gora gjort vill ha hitta hittar ge tips forslag rekommendera rekommenderar letar soker tank tanker gillar gilla alskar serverar servera bjuda bjuder ater ata ikvall idag imorgon helgen helg kvall lunch hemma oss dom folk gaster vanner familjen mamma pappa sambo hej tjena hallo snalla tack kanske garna och eller samt men bara ocksa en ett nagon till med for fran av pa i som att det den de far kan mig vi jag du ni han hon vara blir ar var sa'.split(' '),
  ].map(fold),
);

/** Region and sub-region names that are also everyday words need 'från' or 'i' before them. */
const isOrdinary = (pattern: string[], taken: ReadonlySet<string>) =>
  pattern.join(' ').length < 4 || (pattern.length === 1 && (FILLERS.has(pattern[0]!) || taken.has(pattern[0]!)));

/** Swedish sub-regions are municipalities: 'Malmö stad', 'Lomma kommun' are said 'Malmö', 'Lomma'. */
const MUNICIPALITY = /\s+(kommun|stad|lan)$/;

/** What one word means on its own ('lax' → a food, 'rött' → a style): its exact rule, else a prefix rule. */
export function wordMeaning(v: Vocabulary, word: string): LexAnswer | undefined {
  const single = v.rules.filter((r) => r.pattern.length === 1 && !r.needsFrom);
  return (single.find((r) => r.pattern[0] === word) ?? single.find((r) => r.pattern[0]!.endsWith('*') && word.startsWith(r.pattern[0]!.slice(0, -1))))?.set;
}

export function buildVocabulary(wines: readonly CatalogWine[], foods: readonly FoodTerm[]): Vocabulary {
  const rules: Rule[] = [];
  const seen = new Set<string>();
  let order = 0;
  const add = (phrase: string, set: LexAnswer, extra: Partial<Rule> = {}) => {
    const pattern = phraseWords(phrase);
    if (pattern.length === 0) return;
    const key = pattern.join(' ');
    if (seen.has(key)) return; // the first meaning registered wins
    seen.add(key);
    rules.push({ pattern, set, order: order++, ...extra });
  };

  // Hand-written words first: they name styles, tastes, sizes and prices, and win over a catalog name.
  for (const entry of LEXICON) for (const phrase of entry.phrases) add(phrase, entry.set, entry.negated ? { negated: entry.negated } : {});
  for (const [slug, list] of Object.entries(COUNTRY_WORDS)) for (const phrase of list) add(phrase, { country: [slug] });
  for (const [slug, region] of Object.entries(REGION_WORDS)) for (const phrase of region.words) add(phrase, { region: slug, country: [region.country] });

  // Appellation words the catalog carries: a name in free text is the more specific reading ('Brunello').
  const appellations = new Map<string, { word: AppellationWord; count: number }>();
  for (const word of APPELLATION_WORDS) {
    const count = wines.reduce((n, w) => n + (appellationMatches(w, word) ? 1 : 0), 0);
    if (count === 0) continue;
    const slug = slugKey(word.name);
    appellations.set(slug, { word, count });
    for (const phrase of word.phrases) add(phrase, { appellation: [slug] });
  }

  // Producers, from the catalog: the name without its legal form and trade words, and its last word alone
  // ('Guigal', 'Molitor') when that word names no other producer, place, grape or style.
  const producers = new Map<string, { phrase: string; name: string; count: number }>();
  for (const w of wines) {
    const phrase = w.producer ? producerPhrase(w.producer) : null;
    if (!phrase) continue;
    const cur = producers.get(phrase);
    if (cur) cur.count++;
    else producers.set(phrase, { phrase, name: w.producer!, count: 1 });
  }
  const lastWords = new Map<string, number>();
  for (const { phrase } of producers.values()) {
    const last = phrase.split(' ').pop()!;
    lastWords.set(last, (lastWords.get(last) ?? 0) + 1);
  }
  const producerRules: Array<{ phrase: string; slug: string }> = [];
  for (const { phrase, name, count } of producers.values()) {
    const slug = slugKey(phrase);
    if (!NAMED.has(slug)) NAMED.set(slug, { name, phrases: [phrase], in: ['producer'], kind: 'producer' });
    else if (NAMED.get(slug)!.kind !== 'producer') continue;
    appellations.set(slug, { word: NAMED.get(slug)!, count });
    producerRules.push({ phrase, slug });
    const last = phrase.split(' ').pop()!;
    if (phrase.includes(' ') && last.length >= 5 && lastWords.get(last) === 1) producerRules.push({ phrase: last, slug });
  }

  // Grapes, from the catalog.
  const grapes = new Map<string, { name: string; count: number }>();
  const grapeNames = new Map<string, Set<string>>();
  for (const w of wines) {
    for (const name of new Set(w.grapes.map(grapeKey))) {
      const cur = grapes.get(name);
      if (cur) cur.count++;
      else grapes.set(name, { name: '', count: 1 });
    }
    for (const name of w.grapes) {
      const key = grapeKey(name);
      let names = grapeNames.get(key);
      if (!names) grapeNames.set(key, (names = new Set()));
      names.add(name);
    }
  }
  for (const group of GRAPE_SYNONYMS) {
    const key = slugKey(group[0]!);
    if (grapes.has(key)) group.forEach((n) => grapeNames.get(key)!.add(n));
  }
  for (const [key, info] of grapes) {
    const group = GRAPE_SYNONYMS.find((g) => slugKey(g[0]!) === key);
    info.name = titleCase(group?.[0] ?? [...grapeNames.get(key)!][0]!);
  }
  // Grapes before places: 'Montepulciano' the grape; 'Montepulciano d'Abruzzo' is longer and still wins.
  const byCount = [...grapes.entries()].sort((a, b) => b[1].count - a[1].count);
  for (const [key] of byCount) for (const name of grapeNames.get(key)!) add(name, { grape: [key] });
  for (const [phrase, name] of Object.entries(GRAPE_SHORT_FORMS)) if (grapes.has(grapeKey(name))) add(phrase, { grape: [grapeKey(name)] });

  // Foods, dishes, cooking and occasions: names and other names first; then the words of the 15 symbols and of the
  // lexicon; a dish's own words only when no other dish has them ('grillat' is said of seven dishes' serving texts).
  const sharedBy = new Map<string, number>();
  for (const food of foods) for (const w of new Set(food.words)) sharedBy.set(w, (sharedBy.get(w) ?? 0) + 1);
  for (const food of foods) for (const phrase of [food.name, ...food.aliases]) add(phrase, { food: [food.slug] });
  for (const food of foods) if (food.broad) for (const phrase of food.words) add(phrase, { food: [food.slug] });
  for (const food of foods) if (!food.listed) for (const phrase of food.words) add(phrase, { food: [food.slug] });
  for (const food of foods) if (food.listed && !food.broad) for (const phrase of food.words) if (sharedBy.get(phrase) === 1) add(phrase, { food: [food.slug] });

  // Places, from the catalog: countries, regions (originLevel1) and sub-regions (originLevel2).
  const taken = new Set(rules.filter((r) => r.pattern.length === 1).map((r) => r.pattern[0]!.replace(/\*$/, '')));
  const byId = [...wines];
  const countries = new Map<string, string>();
  const regions = new Map<string, { name: string; country: string | null }>();
  for (const w of byId) {
    if (w.country && w.countrySlug && !countries.has(w.countrySlug)) countries.set(w.countrySlug, w.country);
    if (w.region && w.regionSlug && !regions.has(w.regionSlug)) regions.set(w.regionSlug, { name: w.region, country: w.countrySlug });
    if (w.subregion && w.subregionSlug && !regions.has(w.subregionSlug)) regions.set(w.subregionSlug, { name: w.subregion, country: w.countrySlug });
  }
  for (const [slug, name] of countries) add(name, { country: [slug] });
  for (const [slug, { name, country }] of regions) {
    const set: LexAnswer = country ? { region: slug, country: [country] } : { region: slug };
    for (const phrase of new Set([name, fold(name).replace(MUNICIPALITY, '')])) {
      const pattern = phraseWords(phrase);
      add(phrase, set, isOrdinary(pattern, taken) ? { needsFrom: true } : {});
    }
  }

  // Producers last: a grape, place, food or style word means that, not a producer who shares it.
  const singleTaken = new Set(rules.filter((r) => r.pattern.length === 1).map((r) => r.pattern[0]!.replace(/\*$/, '')));
  for (const { phrase, slug } of producerRules) {
    const pattern = phraseWords(phrase);
    if (pattern.length === 1 && (singleTaken.has(pattern[0]!) || FILLERS.has(pattern[0]!))) continue;
    add(phrase, { appellation: [slug] }, pattern.length === 1 && pattern[0]!.length < 5 ? { needsFrom: true } : {});
  }

  rules.sort(
    (a, b) =>
      b.pattern.length - a.pattern.length ||
      Number(a.pattern[a.pattern.length - 1]!.endsWith('*')) - Number(b.pattern[b.pattern.length - 1]!.endsWith('*')) ||
      a.order - b.order,
  );

  // Spelling: every word of every phrase is a known word; a prefix pattern ('fyllig*') by its stem and the
  // endings Swedish puts on it ('fylligt', 'fylliga'), so 'fyligt' is one edit from a known word.
  const known = new WordList();
  const exact = new Set<string>();
  const stems = new Set<string>();
  for (const rule of rules) {
    for (const word of rule.pattern) {
      const stem = word.replace(/\*$/, '');
      if (word.endsWith('*')) stems.add(stem);
      else exact.add(stem);
      if (stem.length < 4) continue;
      known.add(stem);
      if (word.endsWith('*')) for (const ending of ['t', 'a', 'e', 'en', 'ar', 'er']) known.add(stem + ending);
    }
  }
  const knows = (token: string) => FILLERS.has(token) || exact.has(token) || [...Array(token.length).keys()].some((i) => i >= 2 && stems.has(token.slice(0, i + 1)));
  const correct = (token: string): string | null => {
    if (token.length < 5 || /\d/.test(token) || knows(token)) return null;
    return known.nearest(token, fuzzyDistance(token), 1)[0] ?? null;
  };
  return { rules, grapes, appellations, correct, isFiller: (token) => FILLERS.has(token) };
}
