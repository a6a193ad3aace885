import type { WinefinderAnswersInput, WinefinderQuestionId } from '@vinkompassen/shared-contracts/schemas';

/** Answers as the client holds them: a value or a list per question id (the API canonicalises them). */
export type Answers = Partial<Record<WinefinderQuestionId, string | string[]>>;

// The contract's id list is a zod-module value; a Record keeps this copy complete at compile time.
const ORDER: Record<WinefinderQuestionId, number> = {
  occasion: 0,
  food: 1,
  style: 2,
  grape: 3,
  appellation: 4,
  price: 5,
  size: 6,
  body: 7,
  sweetness: 8,
  acidity: 9,
  tannin: 10,
  oak: 11,
  country: 12,
  region: 13,
  organic: 14,
  not_country: 15,
  not_region: 16,
};

/** Question ids in the contract's order. */
export const QUESTION_IDS = (Object.keys(ORDER) as WinefinderQuestionId[]).sort((a, b) => ORDER[a] - ORDER[b]);

/** Questions taking several values (`food=fisk,skaldjur`). */
export const MULTI_VALUE: ReadonlySet<WinefinderQuestionId> = new Set(['food', 'style', 'grape', 'appellation', 'country', 'not_country', 'not_region']);

export const hasAnswers = (answers: Answers): boolean => Object.keys(answers).length > 0;

/** Copies only known questions with non-empty values, so stored or linked data cannot smuggle in keys. */
export function cleanAnswers(raw: unknown): Answers {
  const out: Answers = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const id of QUESTION_IDS) {
    const value: unknown = (raw as Record<string, unknown>)[id];
    const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (values.length === 0) continue;
    out[id] = MULTI_VALUE.has(id) ? [...new Set(values.map((v) => v.trim()))] : values[0]!.trim();
  }
  return out;
}

/** The answers without one value (a whole single-value answer, or one item of a list). */
export function withoutAnswer(answers: Answers, id: WinefinderQuestionId, value: string): Answers {
  const out = { ...answers };
  const current = out[id];
  const rest = Array.isArray(current) ? current.filter((v) => v !== value) : [];
  if (rest.length > 0) out[id] = rest;
  else delete out[id];
  return out;
}

/** Request body form of the answers. */
export const toInput = (answers: Answers): WinefinderAnswersInput => answers as WinefinderAnswersInput;
