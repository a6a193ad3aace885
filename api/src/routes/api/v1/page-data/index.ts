import {
  CommunityNotesResponse,
  IdOrSlugParams,
  Product,
  ProductDetailQuery,
  SIMILAR_WINES_LIMIT,
  SimilarWinesResponse,
  WINE_PAGE_DATA_ROUTE,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@/http/responses';

const WinePageDataQuery = ProductDetailQuery.extend({
  /** How long after the wine and its notes the taste twins may take; later, their part is 504 (left to the browser). */
  similar_within_ms: z.coerce.number().int().min(0).max(10_000).optional(),
});

const part = <T extends z.ZodType>(body: T) => z.object({ status: z.number().int(), body: z.union([body, z.object({ detail: z.string().optional() })]) });

/**
 * A wine page's data in one request, for the shell's server render: one round trip instead of three. Each part is
 * its own route's answer, asked here in-process (the same validation, read cache and errors) and passed on as sent.
 * Anonymous: the community notes are those everyone may read, whoever asks.
 */
export const pageDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    WINE_PAGE_DATA_ROUTE,
    {
      schema: {
        tags: ['products'],
        summary: "A wine page's data for a server render: the wine, its community notes as an anonymous visitor reads them, and its taste twins",
        description: 'Each part is { status, body } as its own route answers it: GET /api/v1/product/{id}, /user-product-notes/community/{id}/, /api/v1/product/{id}/similar/.',
        params: IdOrSlugParams,
        querystring: WinePageDataQuery,
        response: {
          200: z.object({ product: part(Product), community_notes: part(CommunityNotesResponse), similar: part(SimilarWinesResponse) }),
          400: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const id = encodeURIComponent(request.params.id);
      const sourceList = request.query.source_list ? `?source_list=${encodeURIComponent(request.query.source_list)}` : '';
      const ask = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      const first = Promise.all([ask(`/api/v1/product/${id}${sourceList}`), ask(`/user-product-notes/community/${id}/`)]);
      const twins = ask(`/api/v1/product/${id}/similar/?limit=${SIMILAR_WINES_LIMIT}`);
      // Still answering when no longer awaited (too late): its failure must not become an unhandled rejection.
      twins.catch(() => undefined);
      const [product, notes] = await first;
      // Below the fold: as the render host waits for such a section no longer than for a region, neither does this.
      const within = request.query.similar_within_ms;
      let timer: NodeJS.Timeout | undefined;
      const similar =
        within === undefined
          ? await twins
          : await Promise.race([twins, new Promise<null>((resolve) => (timer = setTimeout(resolve, within, null)))]).finally(() => clearTimeout(timer));
      // The bodies are JSON already: placed as they are, not parsed and serialized again.
      const raw = (response: typeof product | null) => {
        if (!response) return '{"status":504,"body":null}';
        const json = /\bjson\b/.test(String(response.headers['content-type'] ?? '')) && response.body !== '';
        return `{"status":${response.statusCode},"body":${json ? response.body : 'null'}}`;
      };
      const body = `{"product":${raw(product)},"community_notes":${raw(notes)},"similar":${raw(similar)}}`;
      // A JSON string is sent as it is (the response schema above documents it; its serializer is for objects).
      return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-store').send(body as never);
    },
  );
};
