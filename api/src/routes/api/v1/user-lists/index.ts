import {
  ErrorBody,
  IdOrSlugPath,
  ListProductQuery,
  ListProductRequest,
  SavedListResponse,
  SOCIAL_MESSAGES,
  UserList,
  UserListArray,
  UserListCreateRequest,
  UserListUpdateRequest,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isForeignKeyViolation, isUniqueViolation } from '@/db/errors';
import { currentUser, perUser, requireUser, tokenSecurity } from '@/features/auth';
import {
  addProductToList,
  deleteList,
  insertList,
  listsOwnedBy,
  removeProductFromList,
  savedListsOf,
  saveList,
  unsaveList,
  updateList,
  findList,
  findOwnList,
  findVisibleList,
  LIST_NOT_FOUND,
  serializeList,
  serializeLists
} from '@/features/user-lists';
import { existingProductIds, PRODUCT_NOT_FOUND, newListSlug } from '@/features/users';
import { BODY_LIMITS } from '@/http/body-limits';
import { badRequest, conflict, notFound } from '@/http/errors';
import { RATE_LIMITS } from '@/http/rate-limits';

const ALREADY_IN_LIST = 'Vinet finns redan i listan.';
const NOT_IN_LIST = 'Vinet finns inte i listan.';

const owner = { security: tokenSecurity, params: IdOrSlugPath };
const deleted = z.null().describe('Deleted');

/** User lists: own and saved lists, create/edit/delete, wines in lists, saving others' lists (public lists: routes/api/v1/public/user-lists/). */
export const userListsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return serializeLists(db, await listsOwnedBy(db, me.id), me.id, pub);
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
      return serializeLists(db, await savedListsOf(db, me.id), me.id, pub);
    },
  );

  app.post(
    '/api/v1/user-lists/',
    {
      preValidation: requireUser,
      bodyLimit: BODY_LIMITS.listCreate,
      config: { rateLimit: { ...RATE_LIMITS.listCreates, keyGenerator: perUser } },
      schema: {
        tags: ['user-lists'],
        summary: 'Create a list, optionally with wines',
        security: tokenSecurity,
        body: UserListCreateRequest,
        response: { 201: UserList, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
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
          const list = { ownerId: me.id, slug: newListSlug(body.name), name: body.name, description: body.description ?? '', isPublic: body.is_public ?? false };
          return insertList(tx, list, productIds);
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
      bodyLimit: BODY_LIMITS.listUpdate,
      config: { rateLimit: { ...RATE_LIMITS.listEdits, keyGenerator: perUser } },
      schema: {
        tags: ['user-lists'],
        summary: 'Edit name, description or visibility (owner only; the slug stays)',
        ...owner,
        body: UserListUpdateRequest,
        response: { 200: UserList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const body = request.body;
      const list = await db.transaction(async (tx) => {
        const current = await findOwnList(tx, request.params.id, me.id, true);
        return updateList(tx, current.id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.is_public !== undefined ? { isPublic: body.is_public } : {}),
        });
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
        await deleteList(tx, list.id);
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/user-lists/:id/add-product/',
    {
      preValidation: requireUser,
      config: { rateLimit: { ...RATE_LIMITS.listEdits, keyGenerator: perUser } },
      schema: {
        tags: ['user-lists'],
        summary: 'Add a wine to an own list: 201, or 409 when it is already in the list',
        ...owner,
        body: ListProductRequest,
        response: { 201: UserList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
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
          if (!(await addProductToList(tx, current.id, productId))) throw conflict(ALREADY_IN_LIST);
          return updateList(tx, current.id, {});
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
      config: { rateLimit: { ...RATE_LIMITS.listEdits, keyGenerator: perUser } },
      schema: {
        tags: ['user-lists'],
        summary: 'Remove a wine from an own list; body {product} (or ?product=); 404 when it is not in the list',
        ...owner,
        body: ListProductRequest.nullish(),
        querystring: ListProductQuery,
        response: { 200: UserList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const productId = request.body?.product ?? request.query.product;
      if (productId === undefined) throw badRequest({ product: [SOCIAL_MESSAGES.required] });
      const list = await db.transaction(async (tx) => {
        const current = await findOwnList(tx, request.params.id, me.id, true);
        if (!(await removeProductFromList(tx, current.id, productId))) throw notFound(NOT_IN_LIST);
        return updateList(tx, current.id, {});
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
      const saved = await saveList(db, me.id, list.id);
      if (saved === 'missing') throw notFound(LIST_NOT_FOUND); // deleted meanwhile
      return reply.status(saved === 'created' ? 201 : 200).send({ saved: true });
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
      const removed = await unsaveList(db, me.id, list.id);
      // A list that has turned private stays removable by those who saved it; otherwise it stays invisible.
      if (!removed && !list.isPublic && list.ownerId !== me.id) throw notFound(LIST_NOT_FOUND);
      return { saved: false };
    },
  );
};
