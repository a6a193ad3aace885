import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { notes, users } from './social';

/** A user's rating of a wine's taste, 1–5: one per user and wine (a new rating replaces the old one). */
export const productRatings = pgTable(
  'product_ratings',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('product_ratings_product').on(t.productId),
    check('product_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** "Anmäl": one report per user and note; reports go with the note and with the reporting account. */
export const noteReports = pgTable(
  'note_reports',
  {
    noteId: integer('note_id').notNull().references(() => notes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.userId] }), index('note_reports_user').on(t.userId)],
);
