/**
 * Free text → answers, by word lists (vocabulary.ts): 'något till lax under 150 kr' → food fisk,
 * price '-150'. Unaccented and lower-cased first; longest phrases win; a negation one or two words
 * before a phrase flips it ('inte för sött' → torrt). Unknown words are ignored.
 */
import {
  ANSWER_ANY,
  ANSWER_LABELS,
  MULTI_VALUE_QUESTIONS,
  canonicalWinefinderAnswers,
  type WinefinderAnswers,
  type WinefinderQuestionId,
} from './contract';
import { findPhrase, phraseWords, unaccent, words } from './text';
import type { PlaceIndex } from './types';
import {
  COUNTRY_WORDS,
  LEXICON,
  NEGATIONS,
  NO_PHRASES,
  NO_PREFERENCE_PHRASES,
  PRICE_PATTERNS,
  REGION_WORDS,
  YES_PHRASES,
  type LexAnswer,
} from './vocabulary';

export interface ParseContext {
  /** Countries and regions in the catalog (names match too, e.g. 'från Murcia'). */
  places?: PlaceIndex;
  /** The question the text answers, if any. */
  questionId?: WinefinderQuestionId;
}

interface Rule {
  pattern: string[];
  set: LexAnswer;
  negated?: LexAnswer;
  /** Only after 'från' / 'i' (catalog region names, which may be ordinary words). */
  needsFrom?: boolean;
  order: number;
}

let staticRules: Rule[] | null = null;

function buildStaticRules(): Rule[] {
  const rules: Rule[] = [];
  let order = 0;
  for (const entry of LEXICON) {
    for (const phrase of entry.phrases) rules.push({ pattern: phraseWords(phrase), set: entry.set, negated: entry.negated, order: order++ });
  }
  for (const [slug, list] of Object.entries(COUNTRY_WORDS)) {
    for (const phrase of list) rules.push({ pattern: phraseWords(phrase), set: { country: [slug] }, order: order++ });
  }
  for (const [slug, region] of Object.entries(REGION_WORDS)) {
    for (const phrase of region.words) rules.push({ pattern: phraseWords(phrase), set: { region: slug, country: [region.country] }, order: order++ });
  }
  return rules;
}

const placeRulesCache = new WeakMap<PlaceIndex, Rule[]>();

/** Rules for the catalog's own country and region names. */
function placeRules(places: PlaceIndex | undefined): Rule[] {
  if (!places) return [];
  let rules = placeRulesCache.get(places);
  if (rules) return rules;
  rules = [];
  let order = 100_000;
  for (const [slug, name] of places.countries) rules.push({ pattern: phraseWords(name), set: { country: [slug] }, order: order++ });
  for (const [slug, region] of places.regions) {
    const pattern = phraseWords(region.name);
    if (pattern.join('').length < 4) continue;
    const set: LexAnswer = region.countrySlug ? { region: slug, country: [region.countrySlug] } : { region: slug };
    rules.push({ pattern, set, needsFrom: true, order: order++ });
  }
  placeRulesCache.set(places, rules);
  return rules;
}

const byLength = (a: Rule, b: Rule) =>
  b.pattern.length - a.pattern.length ||
  Number(a.pattern[a.pattern.length - 1]!.endsWith('*')) - Number(b.pattern[b.pattern.length - 1]!.endsWith('*')) ||
  a.order - b.order;

/** The price in the text as a 'min-max' answer, and the text without it. */
export function parsePriceText(text: string): { price: string | null; rest: string } {
  const t = unaccent(text).replace(/[^a-z0-9:\-–]+/g, ' ');
  for (const { re, range } of PRICE_PATTERNS) {
    const m = re.exec(t);
    if (!m) continue;
    const a = m[1] !== undefined ? Number(m[1]) : NaN;
    const b = m[2] !== undefined ? Number(m[2]) : undefined;
    const [lo, hi] = range(a, b);
    if ((lo !== null && !Number.isFinite(lo)) || (hi !== null && !Number.isFinite(hi))) continue;
    const price = `${lo ?? ''}-${hi ?? ''}`;
    return { price, rest: t.slice(0, m.index) + ' ' + t.slice(m.index + m[0].length) };
  }
  return { price: null, rest: t };
}

export interface ParseResult {
  /** Understood answers (canonical). */
  answers: WinefinderAnswers;
  /** Words that were understood (for debugging and tests). */
  matched: string[];
}

/** Parses Swedish free text into answers. Never throws; unknown words are ignored. */
export function parseFreeText(message: string, ctx: ParseContext = {}): ParseResult {
  const found: Record<string, { values: string[]; pos: number }> = {};
  const matched: string[] = [];
  const put = (answer: LexAnswer, pos: number) => {
    for (const [key, value] of Object.entries(answer)) {
      const values = Array.isArray(value) ? value : [value as string];
      const cur = found[key];
      if (MULTI_VALUE_QUESTIONS.includes(key as WinefinderQuestionId)) {
        found[key] = { values: [...(cur?.values ?? []), ...values], pos: Math.max(pos, cur?.pos ?? -1) };
      } else if (!cur || pos >= cur.pos) {
        found[key] = { values, pos };
      }
    }
  };

  const { price, rest } = parsePriceText(message);
  const tokens = words(rest);
  const used = new Array<boolean>(tokens.length).fill(false);
  if (price) {
    put({ price }, 0);
    matched.push(price);
  }

  staticRules ??= buildStaticRules();
  const rules = [...staticRules, ...placeRules(ctx.places)].sort(byLength);
  const hits: { rule: Rule; at: number }[] = [];
  for (const rule of rules) {
    let from = 0;
    for (;;) {
      const at = findPhrase(tokens, rule.pattern, from);
      if (at < 0) break;
      from = at + 1;
      if (used.slice(at, at + rule.pattern.length).some(Boolean)) continue;
      if (rule.needsFrom && !['fran', 'i'].includes(tokens[at - 1] ?? '')) continue;
      for (let k = at; k < at + rule.pattern.length; k++) used[k] = true;
      hits.push({ rule, at });
    }
  }
  // Apply in text order so that, for one-value questions, the last mention wins.
  hits.sort((a, b) => a.at - b.at);
  for (const { rule, at } of hits) {
    const negated = [tokens[at - 1], tokens[at - 2]].some((t) => t !== undefined && NEGATIONS.includes(t));
    const answer = negated ? rule.negated : rule.set;
    if (!answer) continue;
    put(answer, at);
    matched.push(tokens.slice(at, at + rule.pattern.length).join(' '));
  }

  // Answering a specific question: 'spelar ingen roll', yes/no, or an option's label.
  const q = ctx.questionId;
  if (q && !found[q]) {
    const has = (list: readonly string[]) => list.some((p) => findPhrase(tokens, phraseWords(p)) >= 0);
    const labels = Object.entries(ANSWER_LABELS[q] ?? {}).find(([, label]) => findPhrase(tokens, phraseWords(label)) >= 0);
    if (labels) put({ [q]: [labels[0]] } as LexAnswer, tokens.length);
    else if (q === 'organic' && has(YES_PHRASES)) put({ organic: 'ja' }, tokens.length);
    else if (has(NO_PREFERENCE_PHRASES) || (q === 'organic' && has(NO_PHRASES))) put({ [q]: ANSWER_ANY } as LexAnswer, tokens.length);
    if (found[q]) matched.push(q);
  }

  const raw: Record<string, string | string[]> = {};
  for (const [key, { values }] of Object.entries(found)) raw[key] = MULTI_VALUE_QUESTIONS.includes(key as WinefinderQuestionId) ? values : values[0]!;
  // A region implies its country; a country alone clears nothing.
  return { answers: canonicalWinefinderAnswers(raw), matched };
}
