import {
  ErrorBody,
  IdOrSlugPath,
  ListProductQuery,
  ListProductRequest,
  PublicUserListsQuery,
  PublicUserListsResponse,
  SavedListResponse,
  SOCIAL_MESSAGES,
  UserList,
  UserListArray,
  UserListCreateRequest,
  UserListUpdateRequest,
} from '@vinkompassen/shared-contracts/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../app';
import { isForeignKeyViolation, isUniqueViolation } from '../auth/db';
import { dropEmptyQueryValues, pageWindow, paginated } from '../auth/http';
import { currentUser, requireUser, tokenSecurity } from '../auth/plugin';
import { newListSlug } from '../auth/slugs';
import { savedLists, userListProducts, userLists } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { PRODUCT_NOT_FOUND } from '../likes/routes';
import { findUserOr404 } from '../users/lookup';
import { existingProductIds } from '../users/product-summaries';
import { findList, findOwnList, findVisibleList, LIST_NOT_FOUND, serializeList, serializeLists } from './serialize';

export const ALREADY_IN_LIST = 'Vinet finns redan i listan.';
export const NOT_IN_LIST = 'Vinet finns inte i listan.';

const owner = { security: tokenSecurity, params: IdOrSlugPath };
const deleted = z.null().describe('Deleted');

/** User lists: own and saved lists, create/edit/delete, wines in lists, saving others' lists, public lists. */
export async function userListRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const pub = config.publicUrl;

  app.get(
    '/api/v1/user-lists/my-lists',
    {
      preValidation: requireUser,
      schema: { tags: ['user-lists'], summary: 'Own lists (public and private), newest first', security: tokenSecurity, response: { 200: UserListArray, 401: ErrorBody } },
    },
    async (request) => {
      const me = currentUser(request);
      const lists = await db.select().from(userLists).where(eq(userLists.ownerId, me.id)).orderBy(desc(userLists.createdAt), desc(userLists.id));
      return serializeLists(db, lists, me.id, pub);
    },
  );

  app.get(
    '/api/v1/user-lists/saved-lists/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['user-lists'],
        summary: "Other users' lists saved to the profile (lists made private since are left out), newest first",
        security: tokenSecurity,
        response: { 200: UserListArray, 401: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const rows = await db
        .select({ list: userLists })
        .from(savedLists)
        .innerJoin(userLists, eq(userLists.id, savedLists.listId))
        .where(and(eq(savedLists.userId, me.id), eq(userLists.isPublic, true)))
        .orderBy(desc(savedLists.createdAt), desc(userLists.id));
      return serializeLists(db, rows.map((r) => r.list), me.id, pub);
    },
  );

  app.post(
    '/api/v1/user-lists/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['user-lists'],
        summary: 'Create a list, optionally with wines',
        security: tokenSecurity,
        body: UserListCreateRequest,
        response: { 201: UserList, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const body = request.body;
      const productIds = [...new Set(body.products ?? [])];
      const create = () =>
        db.transaction(async (tx) => {
          const existing = await existingProductIds(tx, productIds);
          const missing = productIds.filter((id) => !existing.has(id));
          if (missing.length) throw badRequest({ products: missing.map((id) => `Produkten ${id} finns inte.`) });
          const [list] = await tx
            .insert(userLists)
            .values({ ownerId: me.id, slug: newListSlug(body.name), name: body.name, description: body.description ?? '', isPublic: body.is_public ?? true })
            .returning();
          if (productIds.length) {
            // Distinct timestamps keep the given order.
            const base = Date.now();
            await tx.insert(userListProducts).values(productIds.map((productId, i) => ({ listId: list!.id, productId, addedAt: new Date(base + i) })));
          }
          return list!;
        });
      let list;
      try {
        list = await create();
      } catch (err) {
        if (isUniqueViolation(err)) list = await create(); // slug collision: another random suffix
        else if (isForeignKeyViolation(err)) throw badRequest({ products: [PRODUCT_NOT_FOUND] });
        else throw err;
      }
      return reply.status(201).send(await serializeList(db, list, me.id, pub));
    },
  );

  app.patch(
    '/api/v1/user-lists/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['user-lists'],
        summary: 'Edit name, description or visibility (owner only; the slug stays)',
        ...owner,
        body: UserListUpdateRequest,
        response: { 200: UserList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const body = request.body;
      const list = await db.transaction(async (tx) => {
        const current = await findOwnList(tx, request.params.id, me.id, true);
        const [updated] = await tx
          .update(userLists)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.is_public !== undefined ? { isPublic: body.is_public } : {}),
            updatedAt: new Date(),
          })
          .where(eq(userLists.id, current.id))
          .returning();
        return updated!;
      });
      return serializeList(db, list, me.id, pub);
    },
  );

  app.delete(
    '/api/v1/user-lists/:id',
    {
      preValidation: requireUser,
      schema: { tags: ['user-lists'], summary: 'Delete a list (owner only)', ...owner, response: { 204: deleted, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      const me = currentUser(request);
      await db.transaction(async (tx) => {
        const list = await findOwnList(tx, request.params.id, me.id, true);
        await tx.delete(userLists).where(eq(userLists.id, list.id));
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/user-lists/:id/add-product/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['user-lists'],
        summary: 'Add a wine to an own list: 201, or 409 when it is already in the list',
        ...owner,
        body: ListProductRequest,
        response: { 201: UserList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const productId = request.body.product;
      let list;
      try {
        list = await db.transaction(async (tx) => {
          const current = await findOwnList(tx, request.params.id, me.id, true);
          if (!(await existingProductIds(tx, [productId])).has(productId)) throw badRequest({ product: [PRODUCT_NOT_FOUND] });
          const inserted = await tx
            .insert(userListProducts)
            .values({ listId: current.id, productId })
            .onConflictDoNothing()
            .returning({ productId: userListProducts.productId });
          if (inserted.length === 0) throw conflict(ALREADY_IN_LIST);
          const [updated] = await tx.update(userLists).set({ updatedAt: new Date() }).where(eq(userLists.id, current.id)).returning();
          return updated!;
        });
      } catch (err) {
        if (isForeignKeyViolation(err)) throw badRequest({ product: [PRODUCT_NOT_FOUND] });
        throw err;
      }
      return reply.status(201).send(await serializeList(db, list, me.id, pub));
    },
  );

  app.delete(
    '/api/v1/user-lists/:id/remove-product/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['user-lists'],
        summary: 'Remove a wine from an own list; body {product} (or ?product=); 404 when it is not in the list',
        ...owner,
        body: ListProductRequest.nullish(),
        querystring: ListProductQuery,
        response: { 200: UserList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const productId = request.body?.product ?? request.query.product;
      if (productId === undefined) throw badRequest({ product: [SOCIAL_MESSAGES.required] });
      const list = await db.transaction(async (tx) => {
        const current = await findOwnList(tx, request.params.id, me.id, true);
        const removed = await tx
          .delete(userListProducts)
          .where(and(eq(userListProducts.listId, current.id), eq(userListProducts.productId, productId)))
          .returning({ productId: userListProducts.productId });
        if (removed.length === 0) throw notFound(NOT_IN_LIST);
        const [updated] = await tx.update(userLists).set({ updatedAt: new Date() }).where(eq(userLists.id, current.id)).returning();
        return updated!;
      });
      return serializeList(db, list, me.id, pub);
    },
  );

  app.post(
    '/api/v1/user-lists/:id/add_to_profile/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['user-lists'],
        summary: "Save another user's public list to the profile: 201, or 200 when already saved",
        ...owner,
        response: { 200: SavedListResponse, 201: SavedListResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const list = await findVisibleList(db, request.params.id, me.id);
      if (list.ownerId === me.id) throw badRequest({ non_field_errors: ['Du kan inte spara din egen lista.'] });
      let inserted;
      try {
        inserted = await db.insert(savedLists).values({ userId: me.id, listId: list.id }).onConflictDoNothing().returning({ listId: savedLists.listId });
      } catch (err) {
        if (isForeignKeyViolation(err)) throw notFound(LIST_NOT_FOUND); // deleted meanwhile
        throw err;
      }
      return reply.status(inserted.length ? 201 : 200).send({ saved: true });
    },
  );

  app.delete(
    '/api/v1/user-lists/:id/remove_from_profile/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['user-lists'],
        summary: 'Remove a saved list from the profile (idempotent)',
        ...owner,
        response: { 200: SavedListResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const list = await findList(db, request.params.id);
      if (!list) throw notFound(LIST_NOT_FOUND);
      const removed = await db
        .delete(savedLists)
        .where(and(eq(savedLists.userId, me.id), eq(savedLists.listId, list.id)))
        .returning({ listId: savedLists.listId });
      // A list that has turned private stays removable by those who saved it; otherwise it stays invisible.
      if (removed.length === 0 && !list.isPublic && list.ownerId !== me.id) throw notFound(LIST_NOT_FOUND);
      return { saved: false };
    },
  );

  app.get(
    '/api/v1/public/user-lists/',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['user-lists'],
        summary: "Public lists, of one user with user_id (id or slug); newest first; paginated",
        querystring: PublicUserListsQuery,
        response: { 200: PublicUserListsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const win = pageWindow(request.query);
      const ownerId = request.query.user_id ? (await findUserOr404(db, request.query.user_id)).id : undefined;
      const where = and(eq(userLists.isPublic, true), ownerId !== undefined ? eq(userLists.ownerId, ownerId) : undefined);
      const [total] = await db.select({ n: count() }).from(userLists).where(where);
      const lists = await db
        .select()
        .from(userLists)
        .where(where)
        .orderBy(desc(userLists.createdAt), desc(userLists.id))
        .limit(win.pageSize)
        .offset(win.offset);
      const results = await serializeLists(db, lists, request.user?.id ?? null, pub);
      return paginated(request, win, Number(total?.n ?? 0), results);
    },
  );

  app.get(
    '/api/v1/public/user-lists/:id/',
    {
      schema: {
        tags: ['user-lists'],
        summary: 'One list by id or slug: public lists for everyone, private ones only for their owner (others: 404)',
        params: IdOrSlugPath,
        response: { 200: UserList, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const viewer = request.user?.id ?? null;
      const list = await findVisibleList(db, request.params.id, viewer);
      return serializeList(db, list, viewer, pub);
    },
  );
}
