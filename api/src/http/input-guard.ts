import { badRequest, type FieldErrors } from './errors';

export const NUL_CHARACTER = 'Tecknet NUL (\\u0000) är inte tillåtet.';
export const BROKEN_CHARACTER = 'Texten innehåller ett trasigt tecken (ett ensamt UTF-16-surrogat).';
export const BIDI_CONTROL = 'Tecken som vänder textens riktning (t.ex. U+202E) är inte tillåtna.';

// Embeddings, overrides and isolates: they make text display in another order than it is stored (spoofing).
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Passwords are never displayed: any character may be part of one.
const DISPLAYED = (path: string) => !/password/i.test(path);

/** The first reason a string cannot be stored or shown as given, or null. */
function problemOf(value: string, path: string): string | null {
  // PostgreSQL text cannot hold U+0000 (it would fail in the database: a 500).
  if (value.includes('\u0000')) return NUL_CHARACTER;
  // A lone surrogate would silently become U+FFFD on the way to the database.
  if (LONE_SURROGATE.test(value)) return BROKEN_CHARACTER;
  if (DISPLAYED(path) && BIDI_CONTROLS.test(value)) return BIDI_CONTROL;
  return null;
}

function collect(value: unknown, path: string, errors: FieldErrors, depth = 0): void {
  if (typeof value === 'string') {
    const problem = problemOf(value, path);
    if (problem) (errors[path || 'non_field_errors'] ??= []).push(problem);
  } else if (value && typeof value === 'object' && depth < 20) {
    for (const [key, v] of Object.entries(value)) {
      const problem = problemOf(key, key);
      if (problem) (errors[path || 'non_field_errors'] ??= []).push(problem);
      else collect(v, path ? `${path}.${key}` : key, errors, depth + 1);
    }
  }
}

/**
 * The one check of every string that arrives, however it arrives: path parameters, query, JSON bodies (the hook
 * below) and multipart form fields (their readers call this). Throws 400 `{field: [message]}`.
 */
export function assertCleanInput(...sources: unknown[]): void {
  const errors: FieldErrors = {};
  for (const source of sources) collect(source, '', errors);
  if (Object.keys(errors).length) throw badRequest(errors);
}
