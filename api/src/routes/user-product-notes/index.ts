import {
  ErrorBody,
  Note,
  NoteArray,
  NoteCreateRequest,
  NoteUpdateRequest,
  NumericIdPath,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, perUser, requireUser, tokenSecurity } from '@/features/auth';
import { deleteOwnNote, createNote, notesOn, updateNote } from '@/features/community';
import { existingProductIds, PRODUCT_NOT_FOUND } from '@/features/users';
import { BODY_LIMITS } from '@/http/body-limits';
import { badRequest, conflict, notFound } from '@/http/errors';
import { RATE_LIMITS } from '@/http/rate-limits';

const NOTE_NOT_FOUND = 'Anteckningen finns inte.';
const NOTE_UNDER_REVIEW = 'Anteckningen är dold efter anmälningar och kan inte ändras förrän den har granskats.';

/** Own notes on wines: only their author edits them (others' notes are 404, never 403). Others' readable notes: community.ts. */
export const userProductNotesRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return notesOn(db, me.id, productId);
    },
  );

  app.post(
    '/user-product-notes/',
    {
      preValidation: requireUser,
      bodyLimit: BODY_LIMITS.note,
      config: { rateLimit: { ...RATE_LIMITS.noteWrites, keyGenerator: perUser } },
      schema: {
        tags: ['notes'],
        summary: 'Write a note on a product; visibility private (default), followers or public',
        security: tokenSecurity,
        body: NoteCreateRequest,
        response: { 201: Note, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { product, text, visibility } = request.body;
      if (!(await existingProductIds(db, [product])).has(product)) throw badRequest({ product: [PRODUCT_NOT_FOUND] });
      const note = await createNote(db, me.id, product, text, visibility);
      if (!note) throw badRequest({ product: [PRODUCT_NOT_FOUND] });
      return reply.status(201).send(note);
    },
  );

  app.put(
    '/user-product-notes/:id/',
    {
      preValidation: requireUser,
      bodyLimit: BODY_LIMITS.note,
      config: { rateLimit: { ...RATE_LIMITS.noteWrites, keyGenerator: perUser } },
      schema: {
        tags: ['notes'],
        summary: 'Edit an own note (text; visibility absent = unchanged); 409 while it is hidden and waits for review',
        security: tokenSecurity,
        params: NumericIdPath,
        body: NoteUpdateRequest,
        response: { 200: Note, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const note = await updateNote(db, me.id, request.params.id, request.body.text, request.body.visibility);
      if (note === 'missing') throw notFound(NOTE_NOT_FOUND);
      if (note === 'hidden') throw conflict(NOTE_UNDER_REVIEW);
      return note;
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
      if (!(await deleteOwnNote(db, me.id, request.params.id))) throw notFound(NOTE_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );
};
