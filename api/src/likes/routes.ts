import { ErrorBody, LikedProduct, LikeRequest, UnlikeRequest } from '@vinkompassen/shared-contracts/schemas';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../app';
import { isForeignKeyViolation } from '../auth/db';
import { currentUser, requireUser, tokenSecurity } from '../auth/plugin';
import { productLikes } from '../db/schema';
import { badRequest } from '../http/errors';
import { existingProductIds, loadProductSummaries } from '../users/product-summaries';

export const PRODUCT_NOT_FOUND = 'Produkten finns inte.';

/** Saved wines ("likes"). */
export async function likeRoutes(app: AppInstance): Promise<void> {
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
      let created = true;
      let like: { id: number; createdAt: Date } | undefined;
      try {
        [like] = await db
          .insert(productLikes)
          .values({ userId: me.id, productId })
          .onConflictDoNothing()
          .returning({ id: productLikes.id, createdAt: productLikes.createdAt });
      } catch (err) {
        if (isForeignKeyViolation(err)) throw badRequest({ product: [PRODUCT_NOT_FOUND] });
        throw err;
      }
      if (!like) {
        created = false;
        [like] = await db
          .select({ id: productLikes.id, createdAt: productLikes.createdAt })
          .from(productLikes)
          .where(and(eq(productLikes.userId, me.id), eq(productLikes.productId, productId)));
      }
      const product = (await loadProductSummaries(db, [productId])).get(productId);
      if (!like || !product) throw badRequest({ product: [PRODUCT_NOT_FOUND] });
      return reply.status(created ? 201 : 200).send({ id: like.id, product, created_at: like.createdAt.toISOString() });
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
      await db.delete(productLikes).where(and(eq(productLikes.userId, me.id), eq(productLikes.productId, productId)));
      return reply.status(204).send(null);
    },
  );
}
