import type { z } from 'zod';
import { badRequest, type FieldErrors } from './errors';

/** Zod issues as Django REST style field errors (`non_field_errors` for the whole body). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses with the schema or throws a 400 with field errors. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(zodFieldErrors(result.error));
  return result.data;
}
