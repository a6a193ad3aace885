import { cleanAnswers, QUESTION_IDS, type Answers } from './answers';

/**
 * Answers ↔ query string, so results can be shared by URL: one parameter per question in question
 * order, lists comma-separated (`?food=fisk,skaldjur&style=vitt&price=-150`).
 */
export function answersToSearch(answers: Answers): string {
  const params = new URLSearchParams();
  for (const id of QUESTION_IDS) {
    const value = answers[id];
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (values.length > 0) params.set(id, values.join(','));
  }
  const search = params.toString().replace(/%2C/g, ',');
  return search ? `?${search}` : '';
}

/** Reads the answers of a query string; repeated parameters are accepted too, unknown ones ignored. */
export function answersFromSearch(search: string | URLSearchParams): Answers {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: Record<string, string[]> = {};
  for (const id of QUESTION_IDS) {
    const values = params.getAll(id).flatMap((v) => v.split(','));
    if (values.length > 0) raw[id] = values;
  }
  return cleanAnswers(raw);
}

/** Same answers? Compared in their URL form (question order is fixed there). */
export const sameAnswers = (a: Answers, b: Answers): boolean => answersToSearch(a) === answersToSearch(b);
