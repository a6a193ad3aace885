import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogs, products } from './catalog';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    avatarPath: text('avatar_path'),
    /** Whether other users may see this user's saved wines: private until the user opts in. */
    likesArePublic: boolean('likes_are_public').notNull().default(false),
    /** "Vem ser mina betyg?": 'private' (Bara jag, the default), 'followers' or 'public' (Alla). */
    ratingsVisibility: text('ratings_visibility', { enum: ['private', 'followers', 'public'] }).notNull().default('private'),
    /** The taste profile learns only from wines saved after this (the user reset it); null = from all. */
    tasteProfileResetAt: timestamp('taste_profile_reset_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    check('users_ratings_visibility', sql`${t.ratingsVisibility} in ('private', 'followers', 'public')`),
  ],
);

/** Auth tokens are random; only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user').on(t.userId)],
);

/**
 * A change of e-mail address waiting for its confirmation from the new address (single use, a day); the old address
 * got a notice whose link reports the change (undoing it and ending every session). Only the tokens' SHA-256 is kept.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    reportTokenHash: text('report_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the old address reported it ("Det var inte jag"). */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user').on(t.userId)],
);

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index('follows_followee').on(t.followeeId)],
);

export const productLikes = pgTable(
  'product_likes',
  {
    /** Surrogate id, exposed as `liked_products[].id`. */
    id: serial('id').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('product_likes_product').on(t.productId)],
);

export const userLists = pgTable(
  'user_lists',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_lists_owner').on(t.ownerId)],
);

export const userListProducts = pgTable(
  'user_list_products',
  {
    listId: integer('list_id').notNull().references(() => userLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] }), index('user_list_products_product').on(t.productId)],
);

/** Lists of other users saved to one's profile (add_to_profile). */
export const savedLists = pgTable(
  'saved_lists',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    listId: integer('list_id').notNull().references(() => userLists.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listId] }), index('saved_lists_list').on(t.listId)],
);

/** Editorial catalogs followed by a user (follow/save on /list/{slug}). */
export const savedCatalogs = pgTable(
  'saved_catalogs',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    catalogId: integer('catalog_id').notNull().references(() => catalogs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.catalogId] })],
);

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Who may read it besides its writer: 'private' (nobody), 'followers' (the writer's followers), 'public'. */
    visibility: text('visibility', { enum: ['private', 'followers', 'public'] }).notNull().default('private'),
    /** Set when enough different users reported it: hidden from everyone but its writer until reviewed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_user_product').on(t.userId, t.productId),
    index('notes_product_created').on(t.productId, t.createdAt),
    check('notes_visibility', sql`${t.visibility} in ('private', 'followers', 'public')`),
  ],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  groups: jsonb('groups').$type<string[]>().notNull(),
  /** Server time of the (latest) signup; the client's own times are ignored. */
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull(),
  /** When the subscriber confirmed from the e-mailed link (double opt-in); a subscription counts only then. */
  optedInAt: timestamp('opted_in_at', { withTimezone: true }),
  /** SHA-256 of the confirmation link's token. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL bytea as a Buffer, from either driver (PGlite returns a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded avatars, re-encoded (api/src/features/users/avatar.ts), in the database so that every API instance
 * serves them; `users.avatar_path` holds the name. A user's avatars go with the account.
 */
export const avatars = pgTable('avatars', {
  name: text('name').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
