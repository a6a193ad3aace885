/** Answers: validation (typed errors), merging, and what they mean for the engine (the "wish"). */
import type { WineStyle } from '@vinkompassen/shared-contracts/schemas';
import {
  ANSWER_ANY,
  PRICE_ANSWER_PATTERN,
  SIZE_VALUES,
  WINEFINDER_QUESTION_IDS,
  WINEFINDER_MESSAGES,
  WinefinderAnswersInput,
  canonicalWinefinderAnswers,
  type WinefinderAnswers,
  type WinefinderQuestionId,
} from './contract';
import { findDish, isDessertDish } from '../food-knowledge';
import { COUNTRY_WORDS, REGION_WORDS, type Vocabulary } from '../vocabulary';
import { STYLE_OF_ANSWER, TASTE_QUESTION_IDS, type ClockRange, type TasteQuestionId } from './knowledge';
import type { ClockKey, PlaceIndex } from './types';

/** `{ field: [messages] }`, Django REST style, as the API's 400 bodies. */
export type FieldErrors = Record<string, string[]>;

/** Invalid wine-finder input; the route maps it to 400 with `fieldErrors` as the body. */
export class WinefinderValidationError extends Error {
  constructor(readonly fieldErrors: FieldErrors) {
    super(`Invalid wine finder input: ${Object.keys(fieldErrors).join(', ')}`);
    this.name = 'WinefinderValidationError';
  }
}

/** Zod issues → field errors keyed by dotted path under `prefix` ('answers.food.1'). */
export function issuesToFieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'non_field_errors';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Countries and regions every answer may name, even when the catalog has no wine from them yet. */
const knownCache = new WeakMap<PlaceIndex, { countries: Set<string>; regions: Set<string> }>();

export function knownPlaces(places?: PlaceIndex): { countries: Set<string>; regions: Set<string> } {
  const cached = places && knownCache.get(places);
  if (cached) return cached;
  const countries = new Set<string>(Object.keys(COUNTRY_WORDS));
  const regions = new Set<string>(Object.keys(REGION_WORDS));
  for (const slug of places?.countries.keys() ?? []) countries.add(slug);
  for (const slug of places?.regions.keys() ?? []) regions.add(slug);
  if (places) knownCache.set(places, { countries, regions });
  return { countries, regions };
}

/**
 * Validates raw answers (shape and option values, then countries/regions against the known places);
 * returns them canonical or throws WinefinderValidationError with `answers.<id>` keys.
 */
export function validateAnswers(raw: unknown, places?: PlaceIndex, prefix = 'answers', vocabulary?: Vocabulary): WinefinderAnswers {
  const parsed = WinefinderAnswersInput.safeParse(raw ?? {});
  if (!parsed.success) throw new WinefinderValidationError(issuesToFieldErrors(parsed.error.issues, prefix));
  const errors = placeErrors(parsed.data, places, prefix, vocabulary);
  if (Object.keys(errors).length > 0) throw new WinefinderValidationError(errors);
  return parsed.data;
}

/** Parsed answers name only known countries and regions; otherwise throws WinefinderValidationError. */
export function assertKnownPlaces(answers: WinefinderAnswers, places?: PlaceIndex, prefix = 'answers', vocabulary?: Vocabulary): void {
  const errors = placeErrors(answers, places, prefix, vocabulary);
  if (Object.keys(errors).length > 0) throw new WinefinderValidationError(errors);
}

/** Open answers (places, foods and, with the catalog's vocabulary, grapes and appellations) name things the API knows. */
export function placeErrors(answers: WinefinderAnswers, places: PlaceIndex | undefined, prefix = 'answers', vocabulary?: Vocabulary): FieldErrors {
  const known = knownPlaces(places);
  const errors: FieldErrors = {};
  const listed = (id: 'food' | 'grape' | 'appellation', ok: (v: string) => boolean) => {
    const values = answers[id] ?? [];
    values.forEach((v, i) => {
      if (v !== ANSWER_ANY && !ok(v)) (errors[`${prefix}.${id}${values.length > 1 ? `.${i}` : ''}`] ??= []).push(WINEFINDER_MESSAGES.unknownValue(v));
    });
  };
  listed('food', (v) => findDish(v) !== undefined);
  if (vocabulary) {
    listed('grape', (v) => vocabulary.grapes.has(v));
    listed('appellation', (v) => vocabulary.appellations.has(v));
  }
  (answers.country ?? []).forEach((c, i) => {
    if (c !== ANSWER_ANY && !known.countries.has(c)) (errors[`${prefix}.country${answers.country!.length > 1 ? `.${i}` : ''}`] ??= []).push(`Okänt land: "${c}".`);
  });
  if (answers.region && answers.region !== ANSWER_ANY && !known.regions.has(answers.region)) {
    (errors[`${prefix}.region`] ??= []).push(`Okänt område: "${answers.region}".`);
  }
  for (const [id, set, what] of [['not_country', known.countries, 'land'], ['not_region', known.regions, 'område']] as const) {
    const values = answers[id] ?? [];
    values.forEach((v, i) => {
      if (v !== ANSWER_ANY && !set.has(v)) (errors[`${prefix}.${id}${values.length > 1 ? `.${i}` : ''}`] ??= []).push(`Okänt ${what}: "${v}".`);
    });
  }
  return errors;
}

/**
 * Later answers win per question; with `adding` ('eller rosé', 'också Spanien') a multi-value answer grows instead.
 * A place asked for again is no longer ruled out, and a place ruled out is no longer asked for.
 */
export function mergeAnswersAdding(base: WinefinderAnswers, update: WinefinderAnswers, adding: boolean): WinefinderAnswers {
  const merged: Record<string, string | string[]> = { ...(base as Record<string, string | string[]>) };
  for (const [id, value] of Object.entries(update) as [WinefinderQuestionId, string | string[]][]) {
    const cur = merged[id];
    merged[id] = adding && Array.isArray(value) && Array.isArray(cur) && cur[0] !== ANSWER_ANY ? [...cur, ...value] : value;
  }
  const without = (id: 'country' | 'not_country' | 'region' | 'not_region', drop: readonly string[] | undefined) => {
    const cur = merged[id];
    if (!cur || !drop) return;
    const kept = (Array.isArray(cur) ? cur : [cur]).filter((v) => !drop.includes(v));
    if (kept.length === 0) delete merged[id];
    else merged[id] = Array.isArray(cur) ? kept : kept[0]!;
  };
  without('not_country', update.country);
  without('not_region', update.region ? [update.region] : undefined);
  without('country', update.not_country);
  without('region', update.not_region);
  return canonicalWinefinderAnswers(merged);
}

/** Later answers win per question. */
export function mergeAnswers(base: WinefinderAnswers, update: WinefinderAnswers): WinefinderAnswers {
  return canonicalWinefinderAnswers({ ...(base as Record<string, string | string[]>), ...(update as Record<string, string | string[]>) });
}

/** What the answers ask of a wine. `null` = no preference. */
export interface Wish {
  occasion: string | null;
  foods: string[];
  styles: WineStyle[] | null;
  price: { min: number | null; max: number | null } | null;
  /** Explicit taste answers: question → option value. */
  taste: Partial<Record<TasteQuestionId, string>>;
  countries: string[] | null;
  region: string | null;
  /** Grape keys (features/vocabulary grapeKey): the wine must carry one of them. */
  grapes: string[] | null;
  /** Places ruled out (country slugs; region or sub-region slugs). */
  notCountries: string[] | null;
  notRegions: string[] | null;
  /** Appellation slugs: the wine must carry one of them. */
  appellations: string[] | null;
  size: (typeof SIZE_VALUES)[number] | null;
  organic: boolean;
  /** Sweet or dessert wines asked for (otherwise they are left out). */
  sweetAsked: boolean;
  /** Number of answered questions (including 'spelar ingen roll'). */
  answered: number;
  /** When `region` is a sub-region (Barolo): its region (Piemonte), whose other wines are the nearest alternatives. */
  regionParent?: string | null;
  /** The country of the named region's wines (a region binds only its own country's wines). */
  regionCountry?: string | null;
  /** The type most wines of a named grape or place are (Chardonnay: white), preferred but not required. */
  preferredStyle?: WineStyle | null;
  /** Soft clock targets learned from saved wines (the taste profile); answered clocks win. */
  profileClocks?: Partial<Record<ClockKey, ClockRange>>;
}

const isDessertFood = (slug: string) => {
  const dish = findDish(slug);
  return dish !== undefined && isDessertDish(dish);
};

const specific = (v: string | string[] | undefined): string[] =>
  (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((x) => x !== ANSWER_ANY);

export function parsePrice(value: string | undefined): { min: number | null; max: number | null } | null {
  if (!value || value === ANSWER_ANY) return null;
  const m = PRICE_ANSWER_PATTERN.exec(value);
  if (!m) return null;
  return { min: m[1] !== undefined ? Number(m[1]) : null, max: m[2] !== undefined ? Number(m[2]) : null };
}

export function toWish(answers: WinefinderAnswers): Wish {
  const styles = specific(answers.style).map((s) => STYLE_OF_ANSWER[s]!).filter(Boolean);
  const taste: Wish['taste'] = {};
  for (const id of TASTE_QUESTION_IDS) {
    const v = answers[id];
    if (v && v !== ANSWER_ANY) taste[id] = v;
  }
  const foods = specific(answers.food);
  const countries = specific(answers.country);
  const region = answers.region && answers.region !== ANSWER_ANY ? answers.region : null;
  const grapes = specific(answers.grape);
  const appellations = specific(answers.appellation);
  return {
    occasion: answers.occasion && answers.occasion !== ANSWER_ANY ? answers.occasion : null,
    foods,
    styles: styles.length > 0 ? styles : null,
    price: parsePrice(answers.price),
    taste,
    countries: countries.length > 0 ? countries : null,
    region,
    grapes: grapes.length > 0 ? grapes : null,
    appellations: appellations.length > 0 ? appellations : null,
    notCountries: specific(answers.not_country).length > 0 ? specific(answers.not_country) : null,
    notRegions: specific(answers.not_region).length > 0 ? specific(answers.not_region) : null,
    size: answers.size && answers.size !== ANSWER_ANY ? answers.size : null,
    organic: answers.organic === 'ja',
    // Sweet wines when asked for, for a dessert, or when an appellation is named (Sauternes, Port, Tokaji).
    sweetAsked: foods.some(isDessertFood) || taste.sweetness === 'sot' || appellations.length > 0,
    answered: WINEFINDER_QUESTION_IDS.filter((id) => answers[id] !== undefined).length,
  };
}

