import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { isForeignKeyViolation } from '@/db/errors';
import type { Executor } from '@/db/executor';
import { savedLists, userListProducts, userLists } from '@/db/schema';
import type { ListRow } from './serialize';

const newestFirst = [desc(userLists.createdAt), desc(userLists.id)];

export async function listsOwnedBy(db: Database, ownerId: number): Promise<ListRow[]> {
  return db.select().from(userLists).where(eq(userLists.ownerId, ownerId)).orderBy(...newestFirst);
}

/** Others' lists the user saved, still public, most recently saved first. */
export async function savedListsOf(db: Database, userId: number): Promise<ListRow[]> {
  const rows = await db
    .select({ list: userLists })
    .from(savedLists)
    .innerJoin(userLists, eq(userLists.id, savedLists.listId))
    .where(and(eq(savedLists.userId, userId), eq(userLists.isPublic, true)))
    .orderBy(desc(savedLists.createdAt), desc(userLists.id));
  return rows.map((r) => r.list);
}

/** One page of public lists, of one owner or of everyone, newest first. */
export async function publicLists(db: Database, ownerId: number | undefined, limit: number, offset: number): Promise<{ count: number; lists: ListRow[] }> {
  const where = and(eq(userLists.isPublic, true), ownerId !== undefined ? eq(userLists.ownerId, ownerId) : undefined);
  const [total] = await db.select({ n: count() }).from(userLists).where(where);
  const lists = await db
    .select()
    .from(userLists)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.n ?? 0), lists };
}

export async function insertList(
  tx: Executor,
  list: { ownerId: number; slug: string; name: string; description: string; isPublic: boolean },
  productIds: number[],
): Promise<ListRow> {
  const [row] = await tx.insert(userLists).values(list).returning();
  if (productIds.length) {
    // Distinct timestamps keep the given order.
    const base = Date.now();
    await tx.insert(userListProducts).values(productIds.map((productId, i) => ({ listId: row!.id, productId, addedAt: new Date(base + i) })));
  }
  return row!;
}

export async function updateList(tx: Executor, listId: number, set: { name?: string; description?: string; isPublic?: boolean }): Promise<ListRow> {
  const [updated] = await tx
    .update(userLists)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(userLists.id, listId))
    .returning();
  return updated!;
}

export async function deleteList(tx: Executor, listId: number): Promise<void> {
  await tx.delete(userLists).where(eq(userLists.id, listId));
}

/** Adds a wine; false when it is already in the list. */
export async function addProductToList(tx: Executor, listId: number, productId: number): Promise<boolean> {
  const inserted = await tx.insert(userListProducts).values({ listId, productId }).onConflictDoNothing().returning({ productId: userListProducts.productId });
  return inserted.length > 0;
}

/** Removes a wine; false when it was not in the list. */
export async function removeProductFromList(tx: Executor, listId: number, productId: number): Promise<boolean> {
  const removed = await tx
    .delete(userListProducts)
    .where(and(eq(userListProducts.listId, listId), eq(userListProducts.productId, productId)))
    .returning({ productId: userListProducts.productId });
  return removed.length > 0;
}

/** Saves another user's list to the profile: 'created', 'existed', or 'missing' when it was deleted meanwhile. */
export async function saveList(db: Database, userId: number, listId: number): Promise<'created' | 'existed' | 'missing'> {
  try {
    const inserted = await db.insert(savedLists).values({ userId, listId }).onConflictDoNothing().returning({ listId: savedLists.listId });
    return inserted.length ? 'created' : 'existed';
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'missing';
    throw err;
  }
}

/** False when the list was not saved. */
export async function unsaveList(db: Database, userId: number, listId: number): Promise<boolean> {
  const removed = await db
    .delete(savedLists)
    .where(and(eq(savedLists.userId, userId), eq(savedLists.listId, listId)))
    .returning({ listId: savedLists.listId });
  return removed.length > 0;
}
