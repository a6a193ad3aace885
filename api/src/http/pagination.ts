import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE } from '@vinkompassen/shared-contracts/schemas';

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

/** `page` is 1-based; `pageSize` defaults to 20 (the contract caps it at 100). */
export function pageWindow(page: number | undefined, pageSize: number | undefined, fallbackSize = DEFAULT_PAGE_SIZE): PageWindow {
  const p = page ?? 1;
  const size = pageSize ?? fallbackSize;
  return { page: p, pageSize: size, offset: (p - 1) * size };
}

/**
 * Absolute next/previous URLs of the request's own URL with another `page` (DRF style: page 1 has none), on the
 * configured public URL: never on the request's Host header, which the client chooses.
 */
export function pageLinks(request: FastifyRequest, win: PageWindow, count: number): { next: string | null; previous: string | null } {
  return pageLinksOf(request.url, request.server.deps.config.publicUrl, win, count);
}

/** Next/previous URLs of a page of `url` (path and query) on `base`: for a page answered inside another request. */
export function pageLinksOf(url: string, base: string, win: PageWindow, count: number): { next: string | null; previous: string | null } {
  const link = (page: number) => {
    const at = new URL(url, base);
    if (page <= 1) at.searchParams.delete('page');
    else at.searchParams.set('page', String(page));
    return at.toString();
  };
  return {
    next: win.offset + win.pageSize < count ? link(win.page + 1) : null,
    previous: win.page > 1 ? link(Math.min(win.page - 1, Math.max(1, Math.ceil(count / win.pageSize)))) : null,
  };
}

/** Query values that are empty strings (`?price_min=`) are treated as absent. */
export async function dropEmptyQueryValues(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const [key, value] of Object.entries(query)) {
    if (value === '') delete query[key];
    else if (Array.isArray(value)) {
      const kept = value.filter((v) => v !== '');
      if (kept.length === 0) delete query[key];
      else query[key] = kept.length === 1 ? kept[0] : kept;
    }
  }
}

/** `{count, next, previous, results}` with absolute next/previous URLs (Django REST style). */
export function paginated<T>(request: FastifyRequest, win: PageWindow, count: number, results: T[]) {
  return { count, ...pageLinks(request, win, count), results };
}

/** `paginated` with the results already JSON (an array): the page as JSON text. */
export function paginatedJson(request: FastifyRequest, win: PageWindow, count: number, resultsJson: string): string {
  const { next, previous } = pageLinks(request, win, count);
  return `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":${resultsJson}}`;
}

/**
 * Sends JSON text as it is: Fastify serializes no string. The route's response schema still documents the answer;
 * whoever built the text checked its parts against the contract.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
