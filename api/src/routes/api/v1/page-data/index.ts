import {
  COMMUNITY_NOTES_PAGE_SIZE,
  CommunityNotesResponse,
  IdOrSlugParams,
  Product,
  ProductDetailQuery,
  SIMILAR_WINES_LIMIT,
  SimilarWinesResponse,
  WINE_PAGE_DATA_ROUTE,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productFromList } from '@/features/editorial-lists';
import { communityNotes } from '@/features/community';
import { WINE_NOT_FOUND, resolveProductId } from '@/features/products';
import { getSnapshot, similarTo, toSimilarWinesResponse } from '@/features/recommendation';
import { PRODUCT_NOT_FOUND } from '@/features/users';
import { errorAnswer, notFound } from '@/http/errors';
import { pageLinksOf, pageWindow } from '@/http/pagination';
import { ErrorResponse } from '@/http/responses';

const WinePageDataQuery = ProductDetailQuery.extend({
  /** How long after the wine and its notes the taste twins may take; later, their part is 504 (left to the browser). */
  similar_within_ms: z.coerce.number().int().min(0).max(10_000).optional(),
});

const part = <T extends z.ZodType>(body: T) => z.object({ status: z.number().int(), body: z.union([body, z.object({ detail: z.string().optional() })]) });

interface Part {
  status: number;
  body: unknown;
}

/** A part as its own route would answer: 200 with the body, or the error handler's status and body. */
async function answer(request: FastifyRequest, work: () => Promise<unknown>): Promise<Part> {
  try {
    return { status: 200, body: await work() };
  } catch (error) {
    const { status, body } = errorAnswer(error, request);
    return { status, body };
  }
}

/**
 * A wine page's data in one request, for the shell's server render: one round trip instead of three. Each part is
 * what its own route answers (status and body), made here by the same feature calls rather than by asking those
 * routes in-process, which cost more than the data. Anonymous: the community notes are those everyone may read.
 */
export const pageDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

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
      const ref = request.params.id;
      // GET /api/v1/product/{id}
      const found = productFromList(db, ref, request.query.source_list);
      const product = answer(request, async () => (await found) ?? Promise.reject(notFound(WINE_NOT_FOUND)));
      // GET /api/v1/product/{id}/similar/?limit=6
      const twins = answer(request, async () => {
        const snapshot = await getSnapshot(db);
        const of = snapshot.wineOf(ref);
        if (!of) throw notFound(WINE_NOT_FOUND);
        return toSimilarWinesResponse(snapshot, of, similarTo(snapshot, of, { limit: SIMILAR_WINES_LIMIT }), null);
      });
      // GET /user-product-notes/community/{id}/ as an anonymous visitor: the wine found above is the one it names.
      const notes = answer(request, async () => {
        const productId = (await found.catch(() => null))?.id ?? (await resolveProductId(db, ref));
        if (productId === null) throw notFound(PRODUCT_NOT_FOUND);
        const win = pageWindow(undefined, undefined, COMMUNITY_NOTES_PAGE_SIZE);
        const { count, notes, ratings } = await communityNotes(db, productId, null, win.pageSize, win.offset, config.publicUrl);
        const url = `/user-product-notes/community/${encodeURIComponent(ref)}/`;
        return { count, ...pageLinksOf(url, config.publicUrl, win, count), results: notes, ratings };
      });
      const [productPart, notesPart] = await Promise.all([product, notes]);
      // Below the fold: as the render host waits for such a section no longer than for a region, neither does this.
      const within = request.query.similar_within_ms;
      let timer: NodeJS.Timeout | undefined;
      const similar: Part =
        within === undefined
          ? await twins
          : ((await Promise.race([twins, new Promise<null>((resolve) => (timer = setTimeout(resolve, within, null)))]).finally(() => clearTimeout(timer))) ?? {
              status: 504,
              body: null,
            });
      const body = JSON.stringify({ product: productPart, community_notes: notesPart, similar });
      // A JSON string is sent as it is (the response schema above documents it; its serializer is for objects).
      return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-store').send(body as never);
    },
  );
};
