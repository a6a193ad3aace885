// A page's data in one request: what the server render of a wine page would otherwise ask the API for in three
// (the wine, "Medlemmarnas betyg" as an anonymous visitor sees it, and its taste twins). Plain strings and types,
// no zod: the render host builds the URL with these, the API registers the route.
import type { Product } from './catalog';
import type { CommunityNotesResponse } from './community';
import type { SimilarWinesResponse } from './pairing';

/** Taste twins on a wine page ("Liknande viner"). */
export const SIMILAR_WINES_LIMIT = 6;

/** The API's route (Fastify syntax); `:id` is the wine's numeric id or slug. */
export const WINE_PAGE_DATA_ROUTE = '/api/v1/page-data/product/:id/';

/**
 * `sourceList`: the wine page's `?source_list=` (the list the visitor came from). `similarWithinMs`: how long after
 * the wine and its notes the taste twins may take; later, their part is 504 and their section left to the browser.
 */
export function winePageDataPath(idOrSlug: string, { sourceList, similarWithinMs }: { sourceList?: string | null; similarWithinMs?: number } = {}): string {
  const query = new URLSearchParams();
  if (sourceList) query.set('source_list', sourceList);
  if (similarWithinMs !== undefined) query.set('similar_within_ms', String(Math.max(0, Math.round(similarWithinMs))));
  const path = WINE_PAGE_DATA_ROUTE.replace(':id', encodeURIComponent(idOrSlug));
  return query.size ? `${path}?${query}` : path;
}

/** One part of a page's data: its own route's status and body, as that route answers it alone. */
export interface PageDataPart<T> {
  status: number;
  body: T | { detail?: string };
}

export interface WinePageData {
  product: PageDataPart<Product>;
  community_notes: PageDataPart<CommunityNotesResponse>;
  similar: PageDataPart<SimilarWinesResponse>;
}
