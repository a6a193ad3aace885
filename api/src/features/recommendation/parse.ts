/**
 * Free text → answers through the one vocabulary (features/vocabulary): 'Sauvignon blanc under 120 kr till
 * lax' → grape sauvignon-blanc, price '-120', food fisk. Folded first; longest phrases win; a negation one
 * or two words before a phrase flips it ('inte för sött' → torrt); a word that matches nothing is tried
 * once more as a typo of a known word ('chardonay', 'barollo'); what is still left is said back as not
 * understood, unless it is a word that carries no wish ('jag', 'vill', 'ett').
 */
import {
  ANSWER_ANY,
  ANSWER_LABELS,
  MULTI_VALUE_QUESTIONS,
  canonicalWinefinderAnswers,
  type WinefinderAnswers,
  type WinefinderQuestionId,
} from './contract';
import { vocabularyFor } from './vocabulary';
import {
  NEGATIONS,
  NO_PHRASES,
  NO_PREFERENCE_PHRASES,
  PRICE_PATTERNS,
  YES_PHRASES,
  findPhrase,
  fold,
  phraseWords,
  words,
  type LexAnswer,
  type Rule,
  type Vocabulary,
} from '../vocabulary';

export interface ParseContext {
  /** The catalog's vocabulary (grapes, places, appellations, foods); without it, the hand-written words and foods only. */
  vocabulary?: Vocabulary;
  /** The question the text answers, if any. */
  questionId?: WinefinderQuestionId;
}

/** The price in the text as a 'min-max' answer, and the text without it. */
export function parsePriceText(text: string): { price: string | null; rest: string } {
  const t = fold(text).replace(/[^a-z0-9:\-–]+/g, ' ');
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
  /** Words that carried a wish the sommelier could not read, as typed (folded). */
  unknown: string[];
}

/** The rules by their first word (exact words in a map, prefix words in a list): a message tries only its own. */
interface RuleIndex {
  position: Map<Rule, number>;
  byFirst: Map<string, Rule[]>;
  prefixed: Rule[];
}
const ruleIndexes = new WeakMap<readonly Rule[], RuleIndex>();
function indexOf(rules: readonly Rule[]): RuleIndex {
  let index = ruleIndexes.get(rules);
  if (index) return index;
  index = { position: new Map(rules.map((r, i) => [r, i])), byFirst: new Map(), prefixed: [] };
  for (const rule of rules) {
    const first = rule.pattern[0]!;
    if (first.endsWith('*')) index.prefixed.push(rule);
    else {
      const list = index.byFirst.get(first);
      if (list) list.push(rule);
      else index.byFirst.set(first, [rule]);
    }
  }
  ruleIndexes.set(rules, index);
  return index;
}

/** Matches the rules over the tokens, longest first; returns the hits and which tokens they used. */
function matchRules(tokens: readonly string[], all: readonly Rule[], used: boolean[]): { rule: Rule; at: number }[] {
  const index = indexOf(all);
  const candidates = new Set<Rule>();
  for (const t of new Set(tokens)) for (const r of index.byFirst.get(t) ?? []) candidates.add(r);
  for (const r of index.prefixed) if (tokens.some((t) => t.startsWith(r.pattern[0]!.slice(0, -1)))) candidates.add(r);
  // The vocabulary's own order (longest phrase first, …) decides, as if every rule were tried.
  const rules = [...candidates].sort((a, b) => index.position.get(a)! - index.position.get(b)!);
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
  return hits;
}

/** A place after a negation is ruled out ('inte från Frankrike', 'inget från Toscana'); other words without a negated meaning are ignored. */
function ruledOut(set: LexAnswer): LexAnswer | undefined {
  if (set.region) return { not_region: [set.region as string] };
  if (set.country) return { not_country: set.country };
  return undefined;
}

/** Parses Swedish free text into answers. Never throws. */
export function parseFreeText(message: string, ctx: ParseContext = {}): ParseResult {
  const vocabulary = ctx.vocabulary ?? vocabularyFor([]);
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

  // A word the vocabulary does not know may be a typo of one it does ('chardonay', 'barollo', 'fyligt').
  const corrected = tokens.map((t) => vocabulary.correct(t) ?? t);
  const hits = matchRules(corrected, vocabulary.rules, used);

  // Apply in text order so that, for one-value questions, the last mention wins.
  hits.sort((a, b) => a.at - b.at);
  for (const { rule, at } of hits) {
    const negated = [tokens[at - 1], tokens[at - 2]].some((t) => t !== undefined && NEGATIONS.includes(t));
    const answer = negated ? (rule.negated ?? ruledOut(rule.set)) : rule.set;
    if (!answer) continue;
    put(answer, at);
    matched.push(corrected.slice(at, at + rule.pattern.length).join(' '));
  }

  // Answering a specific question: 'spelar ingen roll', yes/no, or an option's label.
  const q = ctx.questionId;
  if (q && !found[q]) {
    const at = (list: readonly string[]) => list.map((p) => ({ p: phraseWords(p), i: findPhrase(tokens, phraseWords(p)) })).find((x) => x.i >= 0);
    const markUsed = (hit: { p: string[]; i: number } | undefined) => hit && hit.p.forEach((_, k) => (used[hit.i + k] = true));
    const labels = Object.entries(ANSWER_LABELS[q] ?? {}).find(([, label]) => findPhrase(tokens, phraseWords(label)) >= 0);
    const yes = q === 'organic' ? at(YES_PHRASES) : undefined;
    const none = at(NO_PREFERENCE_PHRASES) ?? (q === 'organic' ? at(NO_PHRASES) : undefined);
    if (labels) {
      put({ [q]: [labels[0]] } as LexAnswer, tokens.length);
      markUsed(at([labels[1]]));
    } else if (yes) {
      put({ organic: 'ja' }, tokens.length);
      markUsed(yes);
    } else if (none) {
      put({ [q]: ANSWER_ANY } as LexAnswer, tokens.length);
      markUsed(none);
    }
    if (found[q]) matched.push(q);
  }

  const unknown = [...new Set(tokens.filter((t, i) => !used[i] && !vocabulary.isFiller(t) && !NEGATIONS.includes(t) && !/^\d+$/.test(t)))];
  const raw: Record<string, string | string[]> = {};
  for (const [key, { values }] of Object.entries(found)) raw[key] = MULTI_VALUE_QUESTIONS.includes(key as WinefinderQuestionId) ? values : values[0]!;
  return { answers: canonicalWinefinderAnswers(raw), matched, unknown };
}
