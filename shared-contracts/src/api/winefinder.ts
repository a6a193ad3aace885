/**
 * Wine finder ("Vinväljaren") half of the API contract: the stateless sommelier chat
 * (POST /api/v1/chat/), its ranked results and "Våra tips".
 *
 * Single source of truth: the API validates with these zod schemas; the front end imports the
 * inferred types (`import type`) and the label tables below. Each schema and its inferred type share
 * one name (value: schema, type: shape).
 *
 * The chat is stateless: the client keeps `answers` (as returned in the last response) and sends them
 * back with every request, optionally with a free-text `message` ('något till lax under 150 kr').
 * Unknown question ids or option values are a 400 `{ "answers.<id>": [messages] }`.
 */
import { z } from 'zod';
import { ProductSummary } from './catalog';
import { TasteProfile } from './tasteProfile';

// ---------------------------------------------------------------------------------------------
// Questions and their option values
// ---------------------------------------------------------------------------------------------

/** Every question of the wine finder, in their default order. */
export const WINEFINDER_QUESTION_IDS = [
  'occasion',
  'food',
  'style',
  'grape',
  'appellation',
  'price',
  'size',
  'body',
  'sweetness',
  'acidity',
  'tannin',
  'oak',
  'country',
  'region',
  'organic',
  'not_country',
  'not_region',
] as const;
export const WinefinderQuestionId = z.enum(WINEFINDER_QUESTION_IDS);
export type WinefinderQuestionId = z.infer<typeof WinefinderQuestionId>;

/** The "no preference" value every question accepts (label 'Spelar ingen roll'). */
export const ANSWER_ANY = 'spelar-ingen-roll' as const;

export const OCCASION_VALUES = ['vardag', 'middag', 'fest', 'present', 'mingel'] as const;
/** Food tag slugs (tag category 'mat', from Systembolaget's food symbols). */
export const FOOD_VALUES = [
  'fisk',
  'skaldjur',
  'flask',
  'not',
  'lamm',
  'vilt',
  'fagel',
  'gronsaker',
  'ost',
  'kryddstarkt',
  'asiatiskt',
  'aperitif',
  'sallskapsdryck',
  'buffemat',
  'dessert',
] as const;
export const STYLE_VALUES = ['rott', 'vitt', 'rose', 'mousserande', 'starkvin'] as const;
export const BODY_VALUES = ['latt', 'medel', 'fyllig'] as const;
export const SWEETNESS_VALUES = ['torr', 'halvtorr', 'sot'] as const;
export const ACIDITY_VALUES = ['frisk', 'mild'] as const;
export const TANNIN_VALUES = ['stravt', 'mjukt'] as const;
export const OAK_VALUES = ['ekfat', 'utan-ekfat'] as const;
export const ORGANIC_VALUES = ['ja'] as const;
/** Bottle sizes: half bottle (37.5 cl), the standard bottle, magnum (150 cl), a box or bag of 2 litres or more, or exactly 3 or 2 litres. */
export const SIZE_VALUES = ['halvflaska', 'flaska', 'magnum', 'box', 'box-3-liter', 'box-2-liter'] as const;
/** Quick-reply price ranges; any `min-max` range (either side optional) is accepted too. */
export const PRICE_RANGE_VALUES = ['-100', '100-150', '150-200', '200-300', '300-'] as const;

/** Questions that take several values (`["fisk","skaldjur"]`); the others take one. */
export const MULTI_VALUE_QUESTIONS: readonly WinefinderQuestionId[] = ['food', 'style', 'grape', 'appellation', 'country', 'not_country', 'not_region'];

/**
 * Open questions, validated by format here and against the catalog by the API: places, grapes and
 * appellations are slugs of names in the catalog; food is a food symbol or a dish of the API's food lexicon.
 */
export const OPEN_QUESTIONS = ['price', 'country', 'region', 'grape', 'appellation', 'food', 'not_country', 'not_region'] as const;
type OpenQuestion = (typeof OPEN_QUESTIONS)[number];

/** Fixed option values per question. */
export const WINEFINDER_QUESTION_VALUES: Record<Exclude<WinefinderQuestionId, OpenQuestion>, readonly string[]> = {
  occasion: OCCASION_VALUES,
  style: STYLE_VALUES,
  size: SIZE_VALUES,
  body: BODY_VALUES,
  sweetness: SWEETNESS_VALUES,
  acidity: ACIDITY_VALUES,
  tannin: TANNIN_VALUES,
  oak: OAK_VALUES,
  organic: ORGANIC_VALUES,
};

/** `min-max` in kronor, either side optional: '-150', '200-', '100-150'. */
export const PRICE_ANSWER_PATTERN = /^(\d{1,6})?-(\d{1,6})?$/;
/** Country, region, grape, appellation and dish answers are slugs of their names: 'italien', 'toscana', 'pinot-noir', 'barolo', 'lax-i-ugn'. */
export const PLACE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Swedish labels of the fixed option values (for quick replies and answer chips). */
export const ANSWER_LABELS: Record<string, Record<string, string>> = {
  occasion: { vardag: 'Vardag', middag: 'Middag', fest: 'Fest', present: 'Present', mingel: 'Mingel' },
  food: {
    fisk: 'Fisk',
    skaldjur: 'Skaldjur',
    flask: 'Fläsk',
    not: 'Nöt',
    lamm: 'Lamm',
    vilt: 'Vilt',
    fagel: 'Fågel',
    gronsaker: 'Grönsaker',
    ost: 'Ost',
    kryddstarkt: 'Kryddstarkt',
    asiatiskt: 'Asiatiskt',
    aperitif: 'Aperitif',
    sallskapsdryck: 'Sällskapsdryck',
    buffemat: 'Buffémat',
    dessert: 'Dessert',
  },
  style: { rott: 'Rött', vitt: 'Vitt', rose: 'Rosé', mousserande: 'Mousserande', starkvin: 'Starkvin' },
  body: { latt: 'Lätt', medel: 'Mellan', fyllig: 'Fylligt' },
  sweetness: { torr: 'Torrt', halvtorr: 'Halvtorrt', sot: 'Sött' },
  acidity: { frisk: 'Friskt och syrligt', mild: 'Mjuk syra' },
  tannin: { stravt: 'Strävt', mjukt: 'Mjukt och runt' },
  oak: { ekfat: 'Gärna ekfat', 'utan-ekfat': 'Helst utan ekfat' },
  organic: { ja: 'Ja, ekologiskt' },
  size: { halvflaska: 'Halvflaska (37,5 cl)', flaska: 'Flaska (75 cl)', magnum: 'Magnum (150 cl)', box: 'Box (2–3 liter)', 'box-3-liter': 'Box 3 liter', 'box-2-liter': 'Box 2 liter' },
  price: { '-100': 'Under 100 kr', '100-150': '100–150 kr', '150-200': '150–200 kr', '200-300': '200–300 kr', '300-': 'Över 300 kr' },
};
export const ANSWER_ANY_LABEL = 'Spelar ingen roll';
export const SHOW_WINES_LABEL = 'Visa vinerna nu';

/** Swedish label of a price value ('-150' → 'Högst 150 kr'). */
export function priceAnswerLabel(value: string): string {
  const fixed = ANSWER_LABELS.price?.[value];
  if (fixed) return fixed;
  const m = PRICE_ANSWER_PATTERN.exec(value);
  if (!m) return value;
  const [, lo, hi] = m;
  if (lo && hi) return `${lo}–${hi} kr`;
  if (hi) return `Högst ${hi} kr`;
  return `Minst ${lo} kr`;
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const MESSAGES = {
  unknownQuestion: 'Okänd fråga.',
  unknownValue: (v: string) => `Okänt alternativ: "${v}".`,
  single: 'Frågan tar bara ett svar.',
  badPrice: 'Ange pris som min-max i kronor, t.ex. "100-150", "-150" eller "200-".',
  priceOrder: 'Lägsta pris får inte vara högre än högsta pris.',
  badPlace: (v: string) => `Ogiltigt värde: "${v}".`,
  empty: 'Ange minst ett värde.',
} as const;
export const WINEFINDER_MESSAGES = MESSAGES;

const AnswerValueInput = z.union([z.string().trim().max(100), z.array(z.string().trim().max(100)).max(20)]);

/**
 * The answers so far, keyed by question id. Multi-value questions (food, style, country) take a value
 * or a list; the others one value. Every question accepts 'spelar-ingen-roll' (answered, no preference).
 * Output (and every response) is canonical: lists for multi-value questions, duplicates removed.
 */
export const WinefinderAnswersInput = z
  .record(z.string().max(50), AnswerValueInput)
  .superRefine((answers, ctx) => {
    for (const [key, raw] of Object.entries(answers)) {
      if (!(WINEFINDER_QUESTION_IDS as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.unknownQuestion });
        continue;
      }
      const id = key as WinefinderQuestionId;
      const values = Array.isArray(raw) ? raw : [raw];
      if (values.length === 0) ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.empty });
      if (values.length > 1 && !MULTI_VALUE_QUESTIONS.includes(id)) {
        ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.single });
        continue;
      }
      values.forEach((value, i) => {
        const path = Array.isArray(raw) ? [key, i] : [key];
        if (value === ANSWER_ANY) return;
        if (id === 'price') {
          const m = PRICE_ANSWER_PATTERN.exec(value);
          if (!m || (m[1] === undefined && m[2] === undefined)) ctx.addIssue({ code: 'custom', path, message: MESSAGES.badPrice });
          else if (m[1] !== undefined && m[2] !== undefined && Number(m[1]) > Number(m[2]))
            ctx.addIssue({ code: 'custom', path, message: MESSAGES.priceOrder });
          return;
        }
        if (id === 'country' || id === 'region' || id === 'grape' || id === 'appellation' || id === 'food' || id === 'not_country' || id === 'not_region') {
          if (!PLACE_SLUG_PATTERN.test(value)) ctx.addIssue({ code: 'custom', path, message: id === 'food' ? MESSAGES.unknownValue(value) : MESSAGES.badPlace(value) });
          return;
        }
        if (!WINEFINDER_QUESTION_VALUES[id].includes(value)) ctx.addIssue({ code: 'custom', path, message: MESSAGES.unknownValue(value) });
      });
    }
  })
  .transform((answers) => canonicalWinefinderAnswers(answers as Record<string, string | string[]>))
  .describe('{questionId: value | value[]}; unknown ids or values → 400');

const list = <T extends z.ZodType>(item: T) => z.array(item);
const withAny = <const T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal(ANSWER_ANY)]);

/** Canonical answers, as returned in every response (and accepted back in the next request). */
export const WinefinderAnswers = z.object({
  occasion: withAny(OCCASION_VALUES).optional(),
  food: list(z.string()).optional(),
  style: list(withAny(STYLE_VALUES)).optional(),
  grape: list(z.string()).optional(),
  appellation: list(z.string()).optional(),
  price: z.string().optional(),
  size: withAny(SIZE_VALUES).optional(),
  body: withAny(BODY_VALUES).optional(),
  sweetness: withAny(SWEETNESS_VALUES).optional(),
  acidity: withAny(ACIDITY_VALUES).optional(),
  tannin: withAny(TANNIN_VALUES).optional(),
  oak: withAny(OAK_VALUES).optional(),
  country: list(z.string()).optional(),
  region: z.string().optional(),
  organic: withAny(ORGANIC_VALUES).optional(),
  /** Places ruled out in the conversation ('inte från Frankrike', 'inte Toscana'). */
  not_country: list(z.string()).optional(),
  not_region: list(z.string()).optional(),
});
export type WinefinderAnswers = z.infer<typeof WinefinderAnswers>;
/** What a client may send: a value or a list for multi-value questions. */
export type WinefinderAnswersInput = z.input<typeof WinefinderAnswersInput>;

/** Multi-value questions as de-duplicated lists, the others as one string; keys in question order. */
export function canonicalWinefinderAnswers(answers: Record<string, string | string[]>): WinefinderAnswers {
  const out: Record<string, string | string[]> = {};
  for (const id of WINEFINDER_QUESTION_IDS) {
    const raw = answers[id];
    if (raw === undefined) continue;
    const values = [...new Set((Array.isArray(raw) ? raw : [raw]).map((v) => v.trim()))];
    if (values.length === 0) continue;
    // A specific value wins over 'spelar-ingen-roll' given alongside it.
    const specific = values.length > 1 ? values.filter((v) => v !== ANSWER_ANY) : values;
    if (MULTI_VALUE_QUESTIONS.includes(id)) out[id] = specific;
    else out[id] = values[0]!;
  }
  return out as WinefinderAnswers;
}

// ---------------------------------------------------------------------------------------------
// POST /api/v1/chat/
// ---------------------------------------------------------------------------------------------

export const WinefinderChatRequest = z.object({
  /** The answers so far (as returned in the previous response). */
  answers: WinefinderAnswersInput.default({}),
  /** Free text, e.g. 'något till lax under 150 kr'; understood words become answers. */
  message: z.string().trim().max(500).optional(),
  /** The question the free text answers, if any (so 'spelar ingen roll' or an option label can answer it). */
  question_id: WinefinderQuestionId.optional(),
  /** Include the ranked wines ('Visa vinerna nu', the results page). */
  include_results: z.boolean().optional(),
  /** How many wines to return with include_results (default 10; 'Visa fler' asks for more, the first ones stay the same). */
  limit: z.number().int().min(1).max(50).optional(),
});
export type WinefinderChatRequest = z.input<typeof WinefinderChatRequest>;
export type WinefinderChatRequestParsed = z.output<typeof WinefinderChatRequest>;

export const WinefinderMessage = z.object({ role: z.literal('sommelier'), text: z.string() });
export type WinefinderMessage = z.infer<typeof WinefinderMessage>;

export const WinefinderOption = z.object({
  value: z.string(),
  label: z.string(),
  /** Wines that would match if this option were chosen; null for 'spelar-ingen-roll'. */
  count: z.number().int().nonnegative().nullable(),
});
export type WinefinderOption = z.infer<typeof WinefinderOption>;

export const WinefinderQuestion = z.object({
  id: WinefinderQuestionId,
  text: z.string(),
  /** Several options may be chosen (send a list). */
  multi: z.boolean(),
  options: z.array(WinefinderOption),
});
export type WinefinderQuestion = z.infer<typeof WinefinderQuestion>;

/** Always offered: show the wines now ('Visa vinerna nu'). */
export const WinefinderAction = z.object({ id: z.literal('show_wines'), label: z.string() });
export type WinefinderAction = z.infer<typeof WinefinderAction>;

export const WinefinderConfidence = z.enum(['hög', 'medel', 'låg']);
export type WinefinderConfidence = z.infer<typeof WinefinderConfidence>;

/** One recommended wine with the why. */
export const RankedWine = z.object({
  /** 1-based position. */
  rank: z.number().int().positive(),
  product: ProductSummary,
  /** Fit to the answers, 0–1. */
  score: z.number().min(0).max(1),
  /** How sure the fit is (lower when taste clocks, food symbols or serving text are missing), 0–1. */
  confidence: z.number().min(0).max(1),
  confidence_label: WinefinderConfidence,
  /** Short Swedish reason, e.g. 'Passar till fisk, frisk syra, 129 kr'. */
  reason: z.string(),
  /** All reasons and caveats, Swedish, most important first. */
  reasons: z.array(z.string()),
  /** In Systembolaget's fixed range (assortment FS); others are marked and ranked lower. */
  fixed_range: z.boolean(),
  /** Matches every answer; false when shown because too few wines matched exactly. */
  strict_match: z.boolean(),
  /** A caveat to show with the wine (e.g. not in the fixed range), or null. */
  note: z.string().nullable(),
});
export type RankedWine = z.infer<typeof RankedWine>;

/** One answer as a chip the client can show (and remove or change). */
export const WinefinderAnswerChip = z.object({
  question_id: WinefinderQuestionId,
  value: z.string(),
  /** Swedish, e.g. 'Fisk', 'Högst 150 kr', 'Italien', 'Priset: spelar ingen roll'. */
  label: z.string(),
});
export type WinefinderAnswerChip = z.infer<typeof WinefinderAnswerChip>;

export const WinefinderChatResponse = z.object({
  /** The sommelier's next message(s), Swedish. */
  messages: z.array(WinefinderMessage),
  /** The next question, or null when no question would change the result any more. */
  question: WinefinderQuestion.nullable(),
  /** Actions offered at any point ('Visa vinerna nu'). */
  actions: z.array(WinefinderAction),
  /** The answers after free-text parsing: keep them and send them back next time. */
  answers: WinefinderAnswers,
  /** What was understood from `message` (empty when nothing, or no message). */
  understood: WinefinderAnswers,
  /** Words of `message` the sommelier did not understand (said back, never silently dropped). */
  not_understood: z.array(z.string()),
  /**
   * True when no wine meets every answer: the results are the nearest alternatives, each saying what it
   * does not meet.
   */
  alternatives: z.boolean(),
  /** The answers as Swedish chips, in question order. */
  chips: z.array(WinefinderAnswerChip),
  /** Wines matching every answer so far (all wine assortments). */
  match_count: z.number().int().nonnegative(),
  /** Of those, wines in the fixed range (FS). */
  fixed_range_count: z.number().int().nonnegative(),
  /** True when there is nothing more worth asking. */
  done: z.boolean(),
  /** The ranked wines, when `include_results` was set. */
  results: z.array(RankedWine).optional(),
});
export type WinefinderChatResponse = z.infer<typeof WinefinderChatResponse>;

// ---------------------------------------------------------------------------------------------
// "Våra tips" (/recommended)
// ---------------------------------------------------------------------------------------------

export const WinefinderTipsRequest = z.object({
  /** Saved wine-finder answers, if any. */
  answers: WinefinderAnswersInput.optional(),
  limit: z.number().int().min(1).max(50).optional(),
});
export type WinefinderTipsRequest = z.input<typeof WinefinderTipsRequest>;

export const WinefinderTipsResponse = z.object({
  /** Why these wines, Swedish. */
  explanation: z.string(),
  based_on: z.object({
    answers: z.boolean(),
    /** Number of the user's liked wines used to find taste twins. */
    liked_count: z.number().int().nonnegative(),
  }),
  /** What the saved wines say about the user's taste; null for anonymous users. */
  profile: TasteProfile.nullable(),
  results: z.array(RankedWine),
});
export type WinefinderTipsResponse = z.infer<typeof WinefinderTipsResponse>;
