import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * "Anmäl": one report per user and note, ever: a review closes the note's open reports (`reviewed_at`) but keeps
 * them, so whoever already reported a restored note cannot report it again. Reports go with the note and with the
 * reporting account; `note_reviews` keeps them past both.
 */
export const noteReports = pgTable(
  'note_reports',
  {
    noteId: integer('note_id').notNull().references(() => notes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** What the report counts towards hiding (features/community/established.ts). */
    weight: smallint('weight').notNull().default(1),
    /** The note's text when it was reported: what the reviewer reads. */
    noteText: text('note_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the review that closed it; open reports (null) are the ones that count. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.userId] }), index('note_reports_user').on(t.userId)],
);

/**
 * The team's decisions on hidden notes, with the reports they closed and the text they judged: kept when the note,
 * its writer or a reporter is deleted (so ids here may name nothing any more).
 */
export const noteReviews = pgTable(
  'note_reviews',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id').notNull(),
    authorId: integer('author_id').notNull(),
    text: text('text').notNull(),
    /** The team's 'restore' or 'remove', or 'withdrawn': its writer deleted it while it waited. */
    decision: text('decision', { enum: ['restore', 'remove', 'withdrawn'] }).notNull(),
    reports: jsonb('reports').$type<Array<{ user_id: number; weight: number; note_text: string; created_at: string }>>().notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('note_reviews_note').on(t.noteId), check('note_reviews_decision', sql`${t.decision} in ('restore', 'remove', 'withdrawn')`)],
);
