import { ErrorBody, LikedProduct, LikeRequest, UnlikeRequest } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser, tokenSecurity } from '@/features/auth';
import { likeProduct, unlikeProduct } from '@/features/likes';
import { existingProductIds, loadProductSummaries, PRODUCT_NOT_FOUND } from '@/features/users';
import { badRequest } from '@/http/errors';

/** Saved wines ("likes"). */
export const userProductLikesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const assertProduct = async (productId: number) => {
    if (!(await existingProductIds(db, [productId])).has(productId)) throw badRequest({ product: [PRODUCT_NOT_FOUND] });
  };

  app.post(
    '/api/v1/user-product-likes/',
    {
      preValidation: requireUser,
      config: { invalidates: ['likes'] },
      schema: {
        tags: ['likes'],
        summary: 'Save (like) a wine: 201, or 200 when already saved',
        security: tokenSecurity,
        body: LikeRequest,
        response: { 200: LikedProduct, 201: LikedProduct, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const productId = request.body.product;
      await assertProduct(productId);
      const liked = await likeProduct(db, me.id, productId);
      if (!liked) throw badRequest({ product: [PRODUCT_NOT_FOUND] });
      const product = (await loadProductSummaries(db, [productId])).get(productId);
      if (!liked.like || !product) throw badRequest({ product: [PRODUCT_NOT_FOUND] });
      return reply.status(liked.created ? 201 : 200).send({ id: liked.like.id, product, created_at: liked.like.createdAt.toISOString() });
    },
  );

  app.post(
    '/api/v1/user-product-likes/unlike-product/',
    {
      preValidation: requireUser,
      config: { invalidates: ['likes'] },
      schema: {
        tags: ['likes'],
        summary: 'Remove a wine from the saved wines (idempotent): 204',
        security: tokenSecurity,
        body: UnlikeRequest,
        response: { 204: z.null().describe('Removed'), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const productId = request.body.product;
      await assertProduct(productId);
      await unlikeProduct(db, me.id, productId);
      return reply.status(204).send(null);
    },
  );
};
