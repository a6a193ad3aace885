/**
 * The sommelier's next step, pure: answers (+ free text) → messages, the next question with quick
 * replies and counts, the number of matching wines, and the answers as understood.
 *
 * Adaptive order: questions go in a default order (occasion, food, style, price, taste, country,
 * region, organic); a question is skipped when it is answered, implied by other answers, or would not
 * split the current matches (no answer would keep some wines and drop others). Taste questions are
 * judged on the wines with a measured clock and asked most-balanced first. With three or fewer
 * matches nothing more is asked. 'occasion' is a soft prior: asked first, and only at the start.
 */
import type { WineStyle } from '@vinkompassen/shared-contracts/schemas';
import {
  assertKnownPlaces,
  issuesToFieldErrors,
  mergeAnswers,
  mergeAnswersAdding,
  toWish,
  validateAnswers,
  WinefinderValidationError,
  type Wish,
} from './answers';
import {
  ANSWER_ANY,
  ANSWER_ANY_LABEL,
  ANSWER_LABELS,
  FOOD_VALUES,
  MULTI_VALUE_QUESTIONS,
  OCCASION_VALUES,
  PRICE_RANGE_VALUES,
  SHOW_WINES_LABEL,
  STYLE_VALUES,
  WINEFINDER_QUESTION_IDS,
  WinefinderChatRequest,
  priceAnswerLabel,
  type WinefinderAnswerChip,
  type WinefinderAnswers,
  type WinefinderChatRequestParsed,
  type WinefinderChatResponse,
  type WinefinderOption,
  type WinefinderQuestion,
  type WinefinderQuestionId,
} from './contract';
import { STYLE_OF_ANSWER, TASTE_QUESTIONS, TASTE_QUESTION_IDS, tasteRange, type ClockRange, type TasteQuestionId } from './knowledge';
import { findDish } from '../food-knowledge';
import { appellationWord, fold, type Vocabulary } from '../vocabulary';
import { parseFreeText } from './parse';
import { relativePriceIn, resolveRelativePrice } from './relative-price';
import { candidates, rankCandidates, strictMatches, type RankOptions, type RankedEngineWine } from './rank';
import { derived } from './derived';
import { FIXED_RANGE, appellationMatchesWish, priceWithin, readClock, regionMatches, stepsOutside } from './scoring';
import { ANSWER_PHRASES, QUESTION_NAMES, QUESTION_TEXTS, REASON_TEXTS, SWEET_STYLE_LABELS, TEXTS } from './texts';
import type { ClockKey, EngineWine, PlaceIndex } from './types';
import { vocabularyFor } from './vocabulary';

/** A message that adds to what was asked rather than replacing it. */
const ADDING = /^\s*(?:eller|och|ocksa|aven|plus|samt)\b|\b(?:ocksa|aven)\s*$/;

/** With this many matches or fewer, the sommelier stops asking. */
export const STOP_AT_MATCHES = 3;
/** Most options shown for open questions (country, region). */
export const MAX_PLACE_OPTIONS = 8;

const TASTE_IMPLIED_SKIPS: Array<{ when: (w: Wish) => boolean; skip: TasteQuestionId[] }> = [
  // Sparkling wines: body/acid/sweetness only.
  { when: (w) => w.styles !== null && w.styles.every((s) => s === 'sparkling'), skip: ['tannin', 'oak'] },
  // Reds are dry in practice: no sweetness question; whites/rosés have no roughness clock.
  { when: (w) => w.styles !== null && w.styles.every((s) => s === 'red'), skip: ['sweetness'] },
  { when: (w) => w.styles !== null && w.styles.every((s) => s !== 'red'), skip: ['tannin'] },
  // Dessert implies sweetness.
  { when: (w) => w.foods.includes('dessert'), skip: ['sweetness'] },
];

/** Questions implied by other answers (never asked). */
export function impliedSkips(wish: Wish, answers: WinefinderAnswers): Set<WinefinderQuestionId> {
  const skip = new Set<WinefinderQuestionId>();
  if (wish.occasion === 'mingel') skip.add('food');
  for (const rule of TASTE_IMPLIED_SKIPS) if (rule.when(wish)) rule.skip.forEach((q) => skip.add(q));
  // Region only after exactly one country.
  if (!answers.country || answers.country.length !== 1 || answers.country[0] === ANSWER_ANY) skip.add('region');
  return skip;
}

interface OptionCount {
  value: string;
  label: string;
  count: number;
  /** Taste questions: wines in range with a measured (or estimated) value … */
  measured?: number;
  /** … and wines with a value at all (in any option). */
  measuredTotal?: number;
}

const label = (q: string, v: string) => ANSWER_LABELS[q]?.[v] ?? v;

function tasteOptionCounts(q: TasteQuestionId, matches: readonly EngineWine[]): OptionCount[] {
  const def = TASTE_QUESTIONS[q];
  const measuredTotal = matches.filter((w) => readClock(w, def.clock).value !== null).length;
  return Object.keys(def.ranges).map((value) => {
    let count = 0;
    let measured = 0;
    for (const w of matches) {
      const range = tasteRange(q, value, w.style)!;
      const r = readClock(w, def.clock);
      if (!r.applicable) {
        count++; // the question does not apply to this wine type: the answer does not exclude it
        continue;
      }
      if (r.value === null) continue; // unmeasured: not a confirmed match (it stays in the widened results)
      if (stepsOutside(r.value, range) === 0) {
        count++;
        measured++;
      }
    }
    return { value, label: label(q, value), count, measured, measuredTotal };
  });
}

function placeCounts(matches: readonly EngineWine[], key: 'country' | 'region', country?: string): OptionCount[] {
  const counts = new Map<string, { label: string; count: number }>();
  for (const w of matches) {
    if (key === 'country' ? !w.countrySlug : !w.regionSlug || w.countrySlug !== country) continue;
    const slug = key === 'country' ? w.countrySlug! : w.regionSlug!;
    const name = (key === 'country' ? w.country : w.region) ?? slug;
    const cur = counts.get(slug) ?? { label: name, count: 0 };
    cur.count++;
    counts.set(slug, cur);
  }
  return [...counts.entries()]
    .map(([value, { label: l, count }]) => ({ value, label: l, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'sv'))
    .slice(0, MAX_PLACE_OPTIONS);
}

/** Option counts for a question over the current matches (what each answer would leave). */
export function optionCounts(q: WinefinderQuestionId, matches: readonly EngineWine[], answers: WinefinderAnswers): OptionCount[] {
  switch (q) {
    case 'occasion':
      return OCCASION_VALUES.map((v) => ({ value: v, label: label(q, v), count: matches.length }));
    case 'food':
      return FOOD_VALUES.map((v) => ({ value: v, label: label(q, v), count: matches.filter((w) => w.symbols.includes(v)).length }));
    case 'style':
      return STYLE_VALUES.map((v) => ({
        value: v,
        label: label(q, v),
        count: matches.filter((w) => w.style === (STYLE_OF_ANSWER[v] as WineStyle)).length,
      }));
    case 'price':
      return PRICE_RANGE_VALUES.map((v) => {
        const [lo, hi] = v.split('-');
        const range = { min: lo ? Number(lo) : null, max: hi ? Number(hi) : null };
        return { value: v, label: priceAnswerLabel(v), count: matches.filter((w) => priceWithin(w.price, range)).length };
      });
    case 'country':
      return placeCounts(matches, 'country');
    case 'region':
      return placeCounts(matches, 'region', answers.country?.[0]);
    case 'organic':
      return [{ value: 'ja', label: label(q, 'ja'), count: matches.filter((w) => w.isOrganic).length }];
    case 'grape':
    case 'appellation':
    case 'size':
    case 'not_country':
    case 'not_region':
      return []; // named in free text, never asked
    default:
      return tasteOptionCounts(q, matches);
  }
}

/** Would answering this question change the matches? */
export function splits(q: WinefinderQuestionId, options: readonly OptionCount[], total: number): boolean {
  if (q === 'occasion') return false; // soft: handled by the caller (asked first only)
  if (TASTE_QUESTION_IDS.includes(q as TasteQuestionId)) {
    // Judged on the wines with a value: some answer must keep some of them and drop others.
    // (Unmeasured wines leave the exact matches whatever the answer, so they cannot tell options apart.)
    return options.some((o) => (o.measured ?? 0) > 0 && (o.measured ?? 0) < (o.measuredTotal ?? 0));
  }
  // Some answer must keep some wines and drop others.
  return options.some((o) => o.count > 0 && o.count < total);
}

/** Most balanced first: the largest option's share of the measured wines, smaller is better. */
const balance = (options: readonly OptionCount[]) =>
  Math.max(...options.map((o) => o.measured ?? 0)) / Math.max(1, options[0]?.measuredTotal ?? 0);

export interface NextQuestion {
  id: WinefinderQuestionId;
  options: OptionCount[];
}

export function chooseQuestion(matches: readonly EngineWine[], answers: WinefinderAnswers, wish: Wish): NextQuestion | null {
  const total = matches.length;
  if (total <= STOP_AT_MATCHES) return null;
  const skip = impliedSkips(wish, answers);
  const open = (q: WinefinderQuestionId) => answers[q] === undefined && !skip.has(q);
  if (wish.answered === 0 && open('occasion')) return { id: 'occasion', options: optionCounts('occasion', matches, answers) };
  for (const q of ['food', 'style', 'price'] as const) {
    if (!open(q)) continue;
    const options = optionCounts(q, matches, answers);
    if (splits(q, options, total)) return { id: q, options };
  }
  const taste = TASTE_QUESTION_IDS.filter(open)
    .map((q, i) => ({ q, i, options: optionCounts(q, matches, answers) }))
    .filter((t) => splits(t.q, t.options, total))
    .sort((a, b) => balance(a.options) - balance(b.options) || a.i - b.i);
  if (taste[0]) return { id: taste[0].q, options: taste[0].options };
  for (const q of ['country', 'region', 'organic'] as const) {
    if (!open(q)) continue;
    const options = optionCounts(q, matches, answers);
    if (splits(q, options, total)) return { id: q, options };
  }
  return null;
}

function toQuestion(next: NextQuestion, answers: WinefinderAnswers, places?: PlaceIndex): WinefinderQuestion {
  const options: WinefinderOption[] = next.options
    .filter((o) => next.id === 'occasion' || o.count > 0)
    .map((o) => ({ value: o.value, label: o.label, count: next.id === 'occasion' ? null : o.count }));
  options.push({ value: ANSWER_ANY, label: ANSWER_ANY_LABEL, count: null });
  let text = QUESTION_TEXTS[next.id];
  if (next.id === 'region') {
    const country = answers.country?.[0];
    const name = (country && places?.countries.get(country)) ?? null;
    if (name) text = `Något särskilt område i ${name}?`;
  }
  return { id: next.id, text, multi: MULTI_VALUE_QUESTIONS.includes(next.id), options };
}


/** The Swedish name of one answer value ('Sauvignon Blanc', 'Barolo', 'Lax i ugn', 'Högst 150 kr'). */
export function answerName(id: WinefinderQuestionId, value: string, places?: PlaceIndex, vocabulary?: Vocabulary): string {
  switch (id) {
    case 'price':
      return priceAnswerLabel(value);
    case 'country':
    case 'not_country':
      return places?.countries.get(value) ?? capitalizeSlug(value);
    case 'region':
    case 'not_region':
      return places?.regions.get(value)?.name ?? capitalizeSlug(value);
    case 'grape':
      return vocabulary?.grapes.get(value)?.name ?? capitalizeSlug(value);
    case 'appellation':
      return appellationWord(value)?.name ?? capitalizeSlug(value);
    case 'food':
      return ANSWER_LABELS.food?.[value] ?? findDish(value)?.name ?? capitalizeSlug(value);
    default:
      return label(id, value);
  }
}

/** 'Sauvignon Blanc, vitt, högst 120 kr, till fisk': what is named first, then taste, place, size, price, the occasion and the food. */
export function summarizeAnswers(answers: WinefinderAnswers, places?: PlaceIndex, vocabulary?: Vocabulary): string {
  const parts: string[] = [];
  const any = (q: WinefinderQuestionId) => parts.push(ANSWER_PHRASES.noPreference(QUESTION_NAMES[q]));
  const list = (items: string[], or = 'eller') => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`);
  const named = (q: 'grape' | 'appellation') => {
    const values = answers[q];
    if (!values) return;
    if (values[0] === ANSWER_ANY) any(q);
    else parts.push(list(values.map((v) => answerName(q, v, places, vocabulary))));
  };
  named('grape');
  // Named wines of one kind are alternatives, kinds narrow together (appellationsMatch): 'Cava och Brut Nature'.
  const appellations = answers.appellation;
  if (appellations && appellations[0] !== ANSWER_ANY) {
    const byKind = new Map<string, string[]>();
    for (const v of appellations) {
      const kind = appellationWord(v)?.kind ?? 'wine';
      byKind.set(kind, [...(byKind.get(kind) ?? []), v]);
    }
    parts.push(list([...byKind.values()].map((vs) => list(vs.map((v) => answerName('appellation', v, places, vocabulary)))), 'och'));
  } else named('appellation');
  if (answers.style) {
    if (answers.style[0] === ANSWER_ANY) any('style');
    else parts.push(list(answers.style.map((s) => ANSWER_PHRASES.style[s] ?? s)));
  }
  for (const q of TASTE_QUESTION_IDS) {
    const v = answers[q];
    if (!v) continue;
    if (v === ANSWER_ANY) any(q);
    else parts.push((ANSWER_PHRASES[q] as Record<string, string>)[v] ?? v);
  }
  if (answers.country) {
    if (answers.country[0] === ANSWER_ANY) any('country');
    else if (!answers.region || answers.region === ANSWER_ANY) parts.push(`från ${list(answers.country.map((c) => answerName('country', c, places)))}`);
  }
  if (answers.region && answers.region !== ANSWER_ANY) {
    const region = answerName('region', answers.region, places);
    const country = answers.country?.length === 1 && answers.country[0] !== ANSWER_ANY ? answerName('country', answers.country[0]!, places) : null;
    parts.push(country && country !== region ? `från ${region} i ${country}` : `från ${region}`);
  }
  const avoided = [...(answers.not_country ?? []).map((c) => answerName('not_country', c, places)), ...(answers.not_region ?? []).map((r) => answerName('not_region', r, places))];
  if (avoided.length > 0) parts.push(REASON_TEXTS.notFrom(list(avoided)));
  if (answers.size) answers.size === ANSWER_ANY ? any('size') : parts.push(ANSWER_PHRASES.size[answers.size] ?? answers.size);
  if (answers.price) answers.price === ANSWER_ANY ? any('price') : parts.push(priceAnswerLabel(answers.price).toLowerCase());
  if (answers.organic) answers.organic === ANSWER_ANY ? any('organic') : parts.push(ANSWER_PHRASES.organic);
  if (answers.occasion) answers.occasion === ANSWER_ANY ? any('occasion') : parts.push(ANSWER_PHRASES.occasion[answers.occasion]!);
  if (answers.food) {
    if (answers.food[0] === ANSWER_ANY) any('food');
    else parts.push(`till ${list(answers.food.map((f) => findDish(f)?.label ?? answerName('food', f).toLowerCase()))}`);
  }
  return parts.join(', ');
}

/** The answers as Swedish chips ('Fisk', 'Högst 150 kr', 'Sauvignon Blanc', 'Priset: spelar ingen roll'). */
export function answerChips(answers: WinefinderAnswers, places?: PlaceIndex, vocabulary?: Vocabulary): WinefinderAnswerChip[] {
  const chips: WinefinderAnswerChip[] = [];
  for (const id of WINEFINDER_QUESTION_IDS) {
    const raw = answers[id];
    if (raw === undefined) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      const name = answerName(id, value, places, vocabulary);
      const text =
        value === ANSWER_ANY ? `${QUESTION_NAMES[id]}: ${ANSWER_ANY_LABEL.toLowerCase()}` : id === 'not_country' || id === 'not_region' ? capitalize(REASON_TEXTS.notFrom(name)) : name;
      chips.push({ question_id: id, value, label: text });
    }
  }
  return chips;
}

const capitalize = (s: string) => s[0]!.toUpperCase() + s.slice(1);

const capitalizeSlug = (slug: string) => {
  const s = slug.replace(/-/g, ' ');
  return s[0]!.toUpperCase() + s.slice(1);
};

export interface ChatStep {
  response: Omit<WinefinderChatResponse, 'results'>;
  /** Ranked wines when include_results was set (product cards are attached by the caller). */
  ranked: RankedEngineWine[] | null;
  wish: Wish;
}

/**
 * For callers holding raw input (the API's route schema does this for HTTP): the request's shape, or
 * WinefinderValidationError.
 */
export function parseChatRequest(raw: unknown): WinefinderChatRequestParsed {
  const parsed = WinefinderChatRequest.safeParse(raw ?? {});
  if (!parsed.success) throw new WinefinderValidationError(issuesToFieldErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * One step of the conversation over a set of wines, for a parsed request. Countries and regions must be known
 * places (which a static schema cannot tell); otherwise throws WinefinderValidationError.
 */
export function chatStep(
  wines: readonly EngineWine[],
  request: WinefinderChatRequestParsed,
  places?: PlaceIndex,
  opts: RankOptions = {},
  /** A logged-in user's learned taste (clock ranges from saved wines): a soft prior where no taste was answered. */
  learned?: Partial<Record<ClockKey, ClockRange>>,
): ChatStep {
  const vocabulary = vocabularyFor(wines);
  assertKnownPlaces(request.answers, places, 'answers', vocabulary);
  let answers = request.answers;
  const messages: string[] = [];
  let understood: WinefinderAnswers = {};
  let notUnderstood: string[] = [];
  if (request.message) {
    const parsed = parseFreeText(request.message, { vocabulary, questionId: request.question_id });
    // The parser only produces valid values; validate anyway so a vocabulary mistake cannot leak out.
    understood = validateAnswers(parsed.answers, places, 'message', vocabulary);
    notUnderstood = parsed.unknown;
    // 'eller rosé', 'också Spanien': adds to the answer instead of replacing it.
    const adding = ADDING.test(fold(request.message));
    const relative = relativePriceIn(request.message);
    if (relative) {
      const { price: _last, ...others } = mergeAnswers(answers, understood);
      const fits = strictMatches(wines, enrichWish(toWish(others), wines), opts).map((w) => w.price);
      const price = resolveRelativePrice(relative, answers.price, fits);
      if (price) understood = { ...understood, price };
    }
    const merged = mergeAnswersAdding(answers, understood, adding);
    answers = adding ? merged : dropStaleRegion(merged, understood, places);
    if (Object.keys(understood).length === 0 && toWish(answers).answered === 0) messages.push(TEXTS.nothingUnderstood(notUnderstood));
    else if (Object.keys(understood).length === 0) messages.push(TEXTS.notUnderstood);
    else {
      messages.push(TEXTS.understood(summarizeAnswers(understood, places, vocabulary)));
      if (notUnderstood.length > 0) messages.push(TEXTS.notUnderstoodWords(notUnderstood));
    }
  }
  const wish = withLearnedTaste(enrichWish(toWish(answers), wines), learned);
  // Nothing asked and nothing understood in what was written: no wine fits yet, the picks are starting points.
  const nothingUnderstood = !!request.message && wish.answered === 0 && Object.keys(understood).length === 0;
  // With results: score once and take the exact matches from the scored tiers.
  const scored = request.include_results ? candidates(wines, wish, opts) : null;
  const matches = nothingUnderstood ? [] : scored ? scored.filter((c) => c.tier === 0).map((c) => c.wine) : strictMatches(wines, wish, opts);
  const fixed = matches.filter((w) => w.assortment === FIXED_RANGE).length;
  const next = chooseQuestion(nothingUnderstood ? wines.filter((w) => !w.isDiscontinued) : matches, answers, wish);
  const alternatives = wish.answered > 0 && matches.length === 0;

  if (wish.answered === 0 && !request.message) messages.push(TEXTS.greeting);
  if (alternatives) messages.push(TEXTS.noneMatch(summarizeAnswers(answers, places, vocabulary)));
  else if (wish.answered > 0) messages.push(TEXTS.matches(matches.length, fixed));
  if (!next && wish.answered > 0 && !alternatives) messages.push(matches.length <= STOP_AT_MATCHES && matches.length > 0 ? TEXTS.fewLeft : TEXTS.done);

  const best = scored ? rankCandidates(scored, wish, { ...opts, limit: request.limit ?? opts.limit }) : null;
  const ranked = best && nothingUnderstood ? best.map(asStartingPoint) : best;
  const asked = next?.id === 'style' ? styleFromPicks(next, rankCandidates(scored ?? candidates(wines, wish, opts), wish, { ...opts, limit: FOLLOW_UP_PICKS }), wish) : next;
  return {
    response: {
      messages: messages.map((text) => ({ role: 'sommelier' as const, text })),
      question: asked ? toQuestion(asked, answers, places) : null,
      actions: [{ id: 'show_wines' as const, label: SHOW_WINES_LABEL }],
      answers,
      understood,
      not_understood: notUnderstood,
      alternatives,
      chips: answerChips(answers, places, vocabulary),
      match_count: matches.length,
      fixed_range_count: fixed,
      done: next === null,
    },
    ranked,
    wish,
  };
}

/** The picks a follow-up question speaks to. */
const FOLLOW_UP_PICKS = 10;

/**
 * The style question offers the types that fill the picks ('sött till chokladtårta': starkvin and white dessert wine,
 * not red or sparkling), most picks first; with one type among the picks, every type with matches stays on offer.
 */
export function styleFromPicks(next: NextQuestion, picks: readonly RankedEngineWine[], wish: Wish): NextQuestion {
  const perStyle = new Map<string, number>();
  for (const p of picks) perStyle.set(p.wine.style, (perStyle.get(p.wine.style) ?? 0) + 1);
  const picked = (o: OptionCount) => perStyle.get(STYLE_OF_ANSWER[o.value] ?? '') ?? 0;
  const relabel = (o: OptionCount) => (wish.sweetAsked && SWEET_STYLE_LABELS[o.value] ? { ...o, label: SWEET_STYLE_LABELS[o.value]! } : o);
  if (perStyle.size < 2) return { ...next, options: next.options.map(relabel) };
  const options = next.options.filter((o) => picked(o) > 0).sort((a, b) => picked(b) - picked(a));
  return { ...next, options: options.map(relabel) };
}

/** A pick shown when nothing was understood: no fit is claimed. */
const asStartingPoint = (r: RankedEngineWine): RankedEngineWine => ({
  ...r,
  strictMatch: false,
  confidence: Math.min(r.confidence, 0.3),
  confidenceLabel: 'låg',
  reasons: [...r.reasons, TEXTS.startingPoint],
});

/**
 * A new country without a region drops an earlier region of another country: 'Barolo', then 'något från
 * Tyskland', is a German wine, not a Barolo from Germany.
 */
export function dropStaleRegion(answers: WinefinderAnswers, understood: WinefinderAnswers, places?: PlaceIndex): WinefinderAnswers {
  if (!understood.country || understood.region || !answers.region || answers.region === ANSWER_ANY) return answers;
  const country = places?.regions.get(answers.region)?.countrySlug;
  if (country && understood.country.includes(country)) return answers;
  const { region: _dropped, ...rest } = answers;
  return rest;
}

/** The learned taste's clock ranges as soft targets, for the clocks no answer speaks to. */
export function withLearnedTaste(wish: Wish, learned?: Partial<Record<ClockKey, ClockRange>>): Wish {
  if (!learned) return wish;
  const answered = new Set((Object.keys(wish.taste) as TasteQuestionId[]).map((q) => TASTE_QUESTIONS[q].clock));
  const profileClocks = Object.fromEntries(Object.entries(learned).filter(([clock]) => !answered.has(clock as ClockKey)));
  return Object.keys(profileClocks).length > 0 ? { ...wish, profileClocks } : wish;
}

/**
 * Share of a named thing's wines that must be of one type for the name to imply it: Barolo is red, Chablis white,
 * Pinot Noir as the main grape red (its rosés and Champagnes are asked for by those names).
 */
export const IMPLIED_STYLE_SHARE = 0.75;

/**
 * What a name implies, from the catalog: a named grape, appellation or area whose wines are nearly all of one
 * type implies that type (for a grape, the wines where it is the main grape), so the nearest alternatives to
 * 'Barolo under 100 kr' are red wines; and a sub-region's own region (Barolo → Piemonte) is its nearest area.
 */
export function enrichWish(wish: Wish, wines: readonly EngineWine[]): Wish {
  if (!wish.grapes && !wish.appellations && !wish.region) return wish;
  const counts = new Map<EngineWine['style'], number>();
  const parents = new Map<string, number>();
  const regionCountries = new Map<string, number>();
  let total = 0;
  for (const w of wines) {
    if (w.isDiscontinued || !appellationMatchesWish(w, wish) || (wish.region && !regionMatches(w, wish.region))) continue;
    if (wish.region && w.regionSlug && w.regionSlug !== wish.region) parents.set(w.regionSlug, (parents.get(w.regionSlug) ?? 0) + 1);
    if (wish.region && w.countrySlug) regionCountries.set(w.countrySlug, (regionCountries.get(w.countrySlug) ?? 0) + 1);
    if (wish.grapes ? !wish.grapes.includes(derived(w).grapeKeys[0] ?? '') : false) continue;
    // Fortified wines (Douro's ports) imply nothing unless asked for by name.
    if (w.style === 'other' && !wish.appellations) continue;
    counts.set(w.style, (counts.get(w.style) ?? 0) + 1);
    total++;
  }
  const top = <K,>(m: Map<K, number>) => [...m.entries()].sort((a, b) => b[1] - a[1])[0];
  const [style, n = 0] = top(counts) ?? [];
  const [parent] = top(parents) ?? [];
  return {
    ...wish,
    styles: wish.styles ?? (style && n >= IMPLIED_STYLE_SHARE * total ? [style] : null),
    preferredStyle: style ?? null,
    regionParent: parent ?? null,
    regionCountry: top(regionCountries)?.[0] ?? null,
  };
}
