import { ErrorBody, NumericIdPath, RatingRequest, RatingSummary } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser, tokenSecurity } from '@/features/auth';
import { deleteRating, ratingSummary, setRating } from '@/features/community';
import { existingProductIds, PRODUCT_NOT_FOUND } from '@/features/users';
import { notFound } from '@/http/errors';

/** Ratings of a wine's taste, 1–5: one per user and wine. The average is public, from three ratings up. */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const requireProduct = async (productId: number) => {
    if (!(await existingProductIds(db, [productId])).has(productId)) throw notFound(PRODUCT_NOT_FOUND);
  };

  app.get(
    '/api/v1/ratings/by-product/:id/',
    {
      schema: {
        tags: ['ratings'],
        summary: "The members' ratings of a wine (product id): count, average (one decimal, null below three ratings), the caller's own",
        params: NumericIdPath,
        response: { 200: RatingSummary, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await requireProduct(request.params.id);
      // Depends on who asks (`mine`).
      reply.header('Cache-Control', 'private, no-store');
      return ratingSummary(db, request.params.id, request.user?.id ?? null);
    },
  );

  app.put(
    '/api/v1/ratings/by-product/:id/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['ratings'],
        summary: 'Rate a wine 1–5 (replaces an earlier rating of the same wine)',
        security: tokenSecurity,
        params: NumericIdPath,
        body: RatingRequest,
        response: { 200: RatingSummary, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await requireProduct(request.params.id);
      if (!(await setRating(db, me.id, request.params.id, request.body.rating))) throw notFound(PRODUCT_NOT_FOUND);
      return ratingSummary(db, request.params.id, me.id);
    },
  );

  app.delete(
    '/api/v1/ratings/by-product/:id/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['ratings'],
        summary: 'Remove the own rating of a wine (idempotent)',
        security: tokenSecurity,
        params: NumericIdPath,
        response: { 200: RatingSummary, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await requireProduct(request.params.id);
      await deleteRating(db, me.id, request.params.id);
      return ratingSummary(db, request.params.id, me.id);
    },
  );
};
