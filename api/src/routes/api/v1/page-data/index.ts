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
import { ErrorResponse } from '../../../../http/responses';

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
        querystring: ProductDetailQuery,
        response: {
          200: z.object({ product: part(Product), community_notes: part(CommunityNotesResponse), similar: part(SimilarWinesResponse) }),
          400: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const id = encodeURIComponent(request.params.id);
      const sourceList = request.query.source_list ? `?source_list=${encodeURIComponent(request.query.source_list)}` : '';
      const [product, notes, similar] = await Promise.all(
        [`/api/v1/product/${id}${sourceList}`, `/user-product-notes/community/${id}/`, `/api/v1/product/${id}/similar/?limit=${SIMILAR_WINES_LIMIT}`].map((url) =>
          app.inject({ method: 'GET', url, headers: { accept: 'application/json' } }),
        ),
      );
      // The bodies are JSON already: placed as they are, not parsed and serialized again.
      const raw = (response: NonNullable<typeof product>) => {
        const json = /\bjson\b/.test(String(response.headers['content-type'] ?? '')) && response.body !== '';
        return `{"status":${response.statusCode},"body":${json ? response.body : 'null'}}`;
      };
      const body = `{"product":${raw(product!)},"community_notes":${raw(notes!)},"similar":${raw(similar!)}}`;
      // A JSON string is sent as it is (the response schema above documents it; its serializer is for objects).
      return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-store').send(body as never);
    },
  );
};
