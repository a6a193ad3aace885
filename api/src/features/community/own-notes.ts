import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Note, NoteVisibility } from '@vinkompassen/shared-contracts/schemas';
import type { Database } from '@/db/client';
import { isForeignKeyViolation } from '@/db/errors';
import { notes } from '@/db/schema';

type NoteRow = typeof notes.$inferSelect;
const toNote = (n: NoteRow): Note => ({
  id: n.id,
  product: n.productId,
  text: n.text,
  visibility: n.visibility,
  hidden: n.hiddenAt !== null,
  created_at: n.createdAt.toISOString(),
  updated_at: n.updatedAt.toISOString(),
});

/** Every note of a user (the data download), newest first. */
export async function notesOf(db: Database, userId: number): Promise<Note[]> {
  const rows = await db.select().from(notes).where(eq(notes.userId, userId)).orderBy(desc(notes.createdAt), desc(notes.id));
  return rows.map(toNote);
}

/** The user's own notes on a wine, newest first. */
export async function notesOn(db: Database, userId: number, productId: number): Promise<Note[]> {
  const rows = await db
    .select()
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(notes.productId, productId)))
    .orderBy(desc(notes.createdAt), desc(notes.id));
  return rows.map(toNote);
}

/** null when the wine does not exist (any more). */
export async function createNote(
  db: Database,
  userId: number,
  productId: number,
  text: string,
  visibility: NoteVisibility = 'private',
): Promise<Note | null> {
  try {
    const [row] = await db.insert(notes).values({ userId, productId, text, visibility }).returning();
    return toNote(row!);
  } catch (err) {
    if (isForeignKeyViolation(err)) return null;
    throw err;
  }
}

/**
 * Only the author's own note; 'missing' when there is none with that id, 'hidden' while it waits for review (the
 * team judges the text that was reported). `visibility` undefined: unchanged.
 */
export async function updateNote(db: Database, userId: number, noteId: number, text: string, visibility?: NoteVisibility): Promise<Note | 'missing' | 'hidden'> {
  const [row] = await db
    .update(notes)
    .set({ text, ...(visibility ? { visibility } : {}), updatedAt: new Date() })
    .where(and(eq(notes.id, noteId), eq(notes.userId, userId), isNull(notes.hiddenAt)))
    .returning();
  if (row) return toNote(row);
  const [own] = await db.select({ id: notes.id }).from(notes).where(and(eq(notes.id, noteId), eq(notes.userId, userId)));
  return own ? 'hidden' : 'missing';
}
