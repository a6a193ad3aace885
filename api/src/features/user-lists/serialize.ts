import type { UserList } from '@vinkompassen/shared-contracts/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/executor';
import { parseIdOrSlug } from '@/db/id-or-slug';
import { savedLists, userListProducts, userLists } from '@/db/schema';
import { forbidden, notFound } from '@/http/errors';
import { DISPLAY_NAME_PREFIX, loadProductSummaries, userSummariesById } from '../users';

export type ListRow = typeof userLists.$inferSelect;

export const LIST_NOT_FOUND = 'Listan finns inte.';
export const NOT_LIST_OWNER = 'Bara den som äger listan kan ändra den.';

/** Serializes lists (owner, wines in the order added, whether the viewer saved them) in few queries. */
export async function serializeLists(db: Executor, lists: ListRow[], viewerId: number | null, publicUrl: string): Promise<UserList[]> {
  if (lists.length === 0) return [];
  const ids = lists.map((l) => l.id);
  const [items, owners, saved] = await Promise.all([
    db
      .select({ listId: userListProducts.listId, productId: userListProducts.productId })
      .from(userListProducts)
      .where(inArray(userListProducts.listId, ids))
      .orderBy(asc(userListProducts.addedAt), asc(userListProducts.productId)),
    userSummariesById(db, lists.map((l) => l.ownerId), publicUrl),
    viewerId
      ? db.select({ listId: savedLists.listId }).from(savedLists).where(and(eq(savedLists.userId, viewerId), inArray(savedLists.listId, ids)))
      : Promise.resolve([]),
  ]);
  const products = await loadProductSummaries(db, items.map((i) => i.productId));
  const byList = new Map<number, UserList['product_list']>();
  for (const item of items) {
    const product = products.get(item.productId);
    if (!product) continue;
    const list = byList.get(item.listId) ?? [];
    list.push(product);
    byList.set(item.listId, list);
  }
  const savedIds = new Set(saved.map((s) => s.listId));
  return lists.map((l) => {
    const productList = byList.get(l.id) ?? [];
    return {
      id: l.id,
      slug: l.slug,
      name: l.name,
      description: l.description,
      is_public: l.isPublic,
      owner: owners.get(l.ownerId) ?? { id: l.ownerId, slug: '', name: DISPLAY_NAME_PREFIX, avatar: null },
      product_list: productList,
      products_count: productList.length,
      is_saved: savedIds.has(l.id),
      created_at: l.createdAt.toISOString(),
      updated_at: l.updatedAt.toISOString(),
    };
  });
}

export async function serializeList(db: Executor, list: ListRow, viewerId: number | null, publicUrl: string): Promise<UserList> {
  const [out] = await serializeLists(db, [list], viewerId, publicUrl);
  return out!;
}

/** A list by id or slug that the viewer may see (public, or their own); otherwise 404 (private lists are invisible). */
export async function findVisibleList(db: Executor, idOrSlug: string, viewerId: number | null): Promise<ListRow> {
  const list = await findList(db, idOrSlug);
  if (!list || (!list.isPublic && list.ownerId !== viewerId)) throw notFound(LIST_NOT_FOUND);
  return list;
}

/** A list the viewer owns: someone else's public list → 403, private or unknown → 404. */
export async function findOwnList(db: Executor, idOrSlug: string, viewerId: number, forUpdate = false): Promise<ListRow> {
  const list = await findList(db, idOrSlug, forUpdate);
  if (!list || (!list.isPublic && list.ownerId !== viewerId)) throw notFound(LIST_NOT_FOUND);
  if (list.ownerId !== viewerId) throw forbidden(NOT_LIST_OWNER);
  return list;
}

export async function findList(db: Executor, idOrSlug: string, forUpdate = false): Promise<ListRow | undefined> {
  const ref = parseIdOrSlug(idOrSlug);
  if ('none' in ref) return undefined;
  const query = db
    .select()
    .from(userLists)
    .where('id' in ref ? eq(userLists.id, ref.id) : eq(userLists.slug, ref.slug))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}
