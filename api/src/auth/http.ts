import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, type FieldErrors } from '../http/errors';
import { dropEmptyQueryValues, pageLinks, pageWindow as catalogPageWindow, type PageWindow } from '../products/pagination';

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

export type { PageWindow };
/** Same paging as the catalog routes: `page` (1-based), `page_size` (default 20, max 100). */
export const pageWindow = (query: { page?: number | undefined; page_size?: number | undefined }): PageWindow =>
  catalogPageWindow(query.page, query.page_size);

/** `{count, next, previous, results}` with absolute next/previous URLs (Django REST style), like the catalog routes. */
export function paginated<T>(request: FastifyRequest, win: PageWindow, count: number, results: T[]) {
  return { count, ...pageLinks(request, win, count), results };
}

/** preValidation: empty query values (`?page=`) count as absent, as on the catalog routes. */
export { dropEmptyQueryValues };
