import { ErrorBody, Note, NoteArray, NoteCreateRequest, NoteUpdateRequest, NumericIdPath } from '@vinkompassen/shared-contracts/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../app';
import { isForeignKeyViolation } from '../auth/db';
import { currentUser, requireUser, tokenSecurity } from '../auth/plugin';
import { notes } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { PRODUCT_NOT_FOUND } from '../likes/routes';
import { existingProductIds } from '../users/product-summaries';

export const NOTE_NOT_FOUND = 'Anteckningen finns inte.';

type NoteRow = typeof notes.$inferSelect;
const toNote = (n: NoteRow) => ({
  id: n.id,
  product: n.productId,
  text: n.text,
  created_at: n.createdAt.toISOString(),
  updated_at: n.updatedAt.toISOString(),
});

/** Notes on wines: private to their author (others' notes are 404, never 403). */
export async function noteRoutes(app: AppInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/user-product-notes/by-product/:id/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['notes'],
        summary: 'Own notes on a product (product id), newest first',
        security: tokenSecurity,
        params: NumericIdPath,
        response: { 200: NoteArray, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const productId = request.params.id;
      if (!(await existingProductIds(db, [productId])).has(productId)) throw notFound(PRODUCT_NOT_FOUND);
      const rows = await db
        .select()
        .from(notes)
        .where(and(eq(notes.userId, me.id), eq(notes.productId, productId)))
        .orderBy(desc(notes.createdAt), desc(notes.id));
      return rows.map(toNote);
    },
  );

  app.post(
    '/user-product-notes/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['notes'],
        summary: 'Write a note on a product',
        security: tokenSecurity,
        body: NoteCreateRequest,
        response: { 201: Note, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { product, text } = request.body;
      if (!(await existingProductIds(db, [product])).has(product)) throw badRequest({ product: [PRODUCT_NOT_FOUND] });
      try {
        const [row] = await db.insert(notes).values({ userId: me.id, productId: product, text }).returning();
        return reply.status(201).send(toNote(row!));
      } catch (err) {
        if (isForeignKeyViolation(err)) throw badRequest({ product: [PRODUCT_NOT_FOUND] });
        throw err;
      }
    },
  );

  app.put(
    '/user-product-notes/:id/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['notes'],
        summary: 'Edit an own note',
        security: tokenSecurity,
        params: NumericIdPath,
        body: NoteUpdateRequest,
        response: { 200: Note, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const [row] = await db
        .update(notes)
        .set({ text: request.body.text, updatedAt: new Date() })
        .where(and(eq(notes.id, request.params.id), eq(notes.userId, me.id)))
        .returning();
      if (!row) throw notFound(NOTE_NOT_FOUND);
      return toNote(row);
    },
  );

  app.delete(
    '/user-product-notes/:id/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['notes'],
        summary: 'Delete an own note',
        security: tokenSecurity,
        params: NumericIdPath,
        response: { 204: z.null().describe('Deleted'), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const removed = await db
        .delete(notes)
        .where(and(eq(notes.id, request.params.id), eq(notes.userId, me.id)))
        .returning({ id: notes.id });
      if (removed.length === 0) throw notFound(NOTE_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );
}
