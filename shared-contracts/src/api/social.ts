/**
 * Social half of the API contract: accounts, profiles, users and follows, likes, user lists, notes and
 * the newsletter. (The wine finder's chat contract is winefinder.ts.)
 *
 * Single source of truth: the API validates requests and serializes responses with these zod schemas
 * (fastify-type-provider-zod); the front end imports only the inferred types (`import type`).
 * Each schema and its inferred type share one name, e.g. `UserList` (value: schema, type: shape).
 *
 * Errors (every route): 400 `{field: [messages]}` (`non_field_errors` for the whole body), otherwise
 * `{detail: message}`: 401 missing/bad token (a bad token is rejected on every route, so a client can
 * drop it), 403 someone else's visible resource, 404 unknown or invisible (private) resource,
 * 409 duplicate, 413 oversize upload, 429 rate limited. Messages are Swedish.
 */
import { z } from 'zod';
import { NEWSLETTER_CONFIRM_INVALID } from '../texts';
import { IdOrSlugParams, PageQuery, Paginated, PlainId, ProductSummary } from './catalog';

// ---------------------------------------------------------------------------------------------
// Shared building blocks
// ---------------------------------------------------------------------------------------------

export const SOCIAL_MESSAGES = {
  required: 'Detta fält är obligatoriskt.',
  invalidEmail: 'Mejladressen är inte giltig.',
  passwordTooShort: 'Lösenordet måste vara minst 8 tecken långt.',
  passwordTooLong: 'Lösenordet får vara högst 128 tecken långt.',
  passwordMismatch: 'Lösenorden matchar inte.',
  invalidProduct: 'Ange ett giltigt produkt-id.',
  descriptionTooLong: 'Beskrivningen får vara högst 160 tecken lång.',
  blank: 'Detta fält får inte vara tomt.',
  invisibleOnly: 'Texten måste innehålla synliga tecken, inte bara blanksteg eller osynliga tecken.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const LIST_DESCRIPTION_MAX_LENGTH = 160;
export const LIST_NAME_MAX_LENGTH = 100;
export const USER_NAME_MAX_LENGTH = 100;
export const NOTE_MAX_LENGTH = 2000;
/** Largest accepted avatar upload (bytes); larger → 413. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The one fixed newsletter group every signup is added to (spec section 9). */
export const NEWSLETTER_GROUP_ID = 'vinkompassen-nyhetsbrev';

const M = SOCIAL_MESSAGES;

/**
 * A character someone can see: not white space, not a control or format character (zero-width space, joiners, BOM),
 * not a default-ignorable one (Hangul fillers, variation selectors), not a lone combining mark, not the blank
 * Braille pattern. Text that has none of these looks empty.
 */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/u;
/** Empty, or saying something: text made only of invisible characters and white space is refused. */
export const saysSomething = (text: string): boolean => text === '' || VISIBLE_CHARACTER.test(text);
/** `error` option: "required" when the field is missing, otherwise `message` (or zod's Swedish default). */
const requiredOr = (message?: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? M.required : message;

/** Error body: `{field: [messages]}` for 400, `{detail}` otherwise. */
export const ErrorBody = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .describe('400: {field: [messages]} (non_field_errors for the whole body); other statuses: {detail}');
export type ErrorBody = z.infer<typeof ErrorBody>;
export type FieldErrors = Record<string, string[]>;

export const Detail = z.object({ detail: z.string() });
export type Detail = z.infer<typeof Detail>;

/** `format: email` for the OpenAPI document, which shows only a pipe's input side. */
const EMAIL_FORMAT = { format: 'email' } as const;

export const Email = z
  .string({ error: requiredOr(M.invalidEmail) })
  .trim()
  .max(254, M.invalidEmail)
  .meta(EMAIL_FORMAT)
  .pipe(z.email({ error: M.invalidEmail }))
  .transform((e) => e.toLowerCase());

export const NewPassword = z
  .string({ error: requiredOr() })
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

/** A product id in a request body: a positive integer (a numeric string is accepted too). */
export const ProductId = z
  .union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: requiredOr(M.invalidProduct) })
  .pipe(z.number({ error: M.invalidProduct }).int(M.invalidProduct).min(1, M.invalidProduct).max(2_147_483_647, M.invalidProduct));

/** Path parameter that is a numeric id or a slug (users and lists accept both); same rule as the catalog's. */
export const IdOrSlugPath = IdOrSlugParams;
export type IdOrSlugPath = IdOrSlugParams;

/** Path parameter that is a numeric id: every route with one uses this schema. */
export const NumericIdPath = z.object({ id: PlainId });
export type NumericIdPath = z.infer<typeof NumericIdPath>;

// ---------------------------------------------------------------------------------------------
// Auth: POST /auth/registration/, POST /login/, POST /auth/logout/, password reset/change
// ---------------------------------------------------------------------------------------------

/** The name a user chooses ('' = none chosen). */
const DisplayName = z.string().trim().max(USER_NAME_MAX_LENGTH).refine(saysSomething, M.invisibleOnly);

/** POST /auth/registration/ → 201 `{key}` (the new user is logged in; a welcome mail is sent). */
export const RegistrationRequest = z
  .object({
    email: Email,
    password1: NewPassword,
    password2: z.string({ error: requiredOr() }).max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
    name: DisplayName.optional(),
  })
  .refine((b) => b.password1 === b.password2, { path: ['password2'], message: M.passwordMismatch });
export type RegistrationRequest = z.input<typeof RegistrationRequest>;

/** POST /login/; wrong credentials → 400 `{non_field_errors: [...]}`. */
export const LoginRequest = z.object({
  email: Email,
  password: z.string({ error: requiredOr() }).min(1, M.required).max(1024),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** `{key}`: the auth token, sent as `Authorization: Token {key}`. */
export const TokenResponse = z.object({ key: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;
export type LoginResponse = TokenResponse;
export type RegistrationResponse = TokenResponse;

/** POST /auth/password/reset/ → 200 always (no user enumeration); mails `{appUrl}/confirm-reset/{uid}/{token}/`. */
export const PasswordResetRequest = z.object({ email: Email });
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

/**
 * POST /auth/password/reset/confirm/ → 200 `{detail}`. The token is single use and expires after an hour;
 * all of the user's auth tokens are revoked (log in again with the new password).
 */
export const PasswordResetConfirmRequest = z
  .object({
    uid: z.string({ error: requiredOr() }).trim().min(1, M.required).max(64),
    token: z.string({ error: requiredOr() }).trim().min(1, M.required).max(256),
    new_password1: NewPassword,
    new_password2: z.string({ error: requiredOr() }).max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
  })
  .refine((b) => b.new_password1 === b.new_password2, { path: ['new_password2'], message: M.passwordMismatch });
export type PasswordResetConfirmRequest = z.input<typeof PasswordResetConfirmRequest>;

/** POST /auth/password/change/ (logged in) → 200 `{detail}`; every other token of the user is revoked. */
export const PasswordChangeRequest = z
  .object({
    old_password: z.string({ error: requiredOr() }).min(1, M.required).max(1024),
    new_password1: NewPassword,
    new_password2: z.string({ error: requiredOr() }).max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
  })
  .refine((b) => b.new_password1 === b.new_password2, { path: ['new_password2'], message: M.passwordMismatch });
export type PasswordChangeRequest = z.input<typeof PasswordChangeRequest>;

/**
 * POST /auth/email/change/ (logged in) → 200 `{detail}`: asks for a new e-mail address, with the password; 400
 * `{password}` for a wrong password, `{new_email}` for an invalid or taken address. Nothing changes yet: the new
 * address gets a link (`{appUrl}/email-change/confirm/{token}`, a day, single use), the old one a notice with a link
 * to report it (`{appUrl}/email-change/report/{token}`, a week).
 */
export const EmailChangeRequest = z.object({
  password: z.string({ error: requiredOr() }).min(1, M.required).max(1024),
  new_email: Email,
});
export type EmailChangeRequest = z.input<typeof EmailChangeRequest>;

/**
 * POST /auth/email/change/confirm/ `{token}` (from the new address's link; no login needed) → 200 `{detail}`: the
 * address changes, every other session ends and outstanding reset links die (the caller's own session, if it sends
 * one, stays). POST /auth/email/change/report/ `{token}` (from the old address's notice) → 200 `{detail}`: the change
 * is called off or undone, every session ends and a reset link goes to the old address. 400 `{token}` for a link
 * that is unknown, used or out of date.
 */
export const EmailChangeTokenRequest = z.object({
  token: z.string({ error: requiredOr() }).regex(/^[0-9a-f]{64}$/i, 'Länken är ogiltig eller har gått ut.'),
});
export type EmailChangeTokenRequest = z.infer<typeof EmailChangeTokenRequest>;

// ---------------------------------------------------------------------------------------------
// Users and profiles
// ---------------------------------------------------------------------------------------------

/** A user as shown in lists, search results and `following`. */
export const UserSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  /**
   * Display name, never empty: the name the user chose, else derived from the slug ('Vinvän 21fc9f').
   * Use it for headings, titles and bylines; search matches it.
   */
  name: z.string().min(1),
  /** Absolute image URL; null → show the default silhouette. */
  avatar: z.string().nullable(),
});
export type UserSummary = z.infer<typeof UserSummary>;

/** A saved (liked) wine. */
export const LikedProduct = z.object({
  id: z.number().int(),
  product: ProductSummary,
  created_at: z.string(),
});
export type LikedProduct = z.infer<typeof LikedProduct>;

/**
 * "Vem ser mina betyg?": who sees the user's ratings of wines, one by one (in the feed, beside their notes): 'private'
 * (Bara jag, the default), 'followers' (Följare) or 'public' (Alla). The members' average is another matter: it
 * never shows one rating (community.ts).
 */
export const RatingsVisibility = z.enum(['private', 'followers', 'public'], { error: 'Välj Bara jag, Följare eller Alla.' });
export type RatingsVisibility = z.infer<typeof RatingsVisibility>;

/** GET/PUT /auth/profile/: the logged-in user's own profile. */
export const Profile = UserSummary.extend({
  /** The name the user chose ('' until they choose one): the value of the edit form, where `name` would not be. */
  chosen_name: z.string(),
  email: z.string().meta(EMAIL_FORMAT),
  /** Whether other users see this user's saved wines. */
  likes_are_public: z.boolean(),
  ratings_visibility: RatingsVisibility,
  /** Newest first. */
  liked_products: z.array(LikedProduct),
  /** Users this user follows, newest first. */
  following: z.array(UserSummary),
  followers_count: z.number().int().nonnegative(),
  following_count: z.number().int().nonnegative(),
  /** Own lists (public and private). */
  lists_count: z.number().int().nonnegative(),
  /** Other users' lists saved to the profile (add_to_profile). */
  saved_lists_count: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof Profile>;

/**
 * PUT /auth/profile/ as multipart/form-data (or JSON): every field optional, absent = unchanged.
 * File field `avatar` (PNG, JPEG, GIF or WebP, at most 5 MB → else 400 / 413).
 */
export const ProfileUpdateFields = z.object({
  name: DisplayName.optional(),
  likes_are_public: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on']).transform((v) => v !== 'false' && v !== '0')])
    .optional(),
  ratings_visibility: RatingsVisibility.optional(),
  /** `true` removes the current avatar (back to the silhouette). */
  remove_avatar: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on']).transform((v) => v !== 'false' && v !== '0')])
    .optional(),
});
export type ProfileUpdateFields = z.input<typeof ProfileUpdateFields>;

/** GET /users/{id}/ (id or slug): another user's public profile. */
export const PublicProfile = UserSummary.extend({
  likes_are_public: z.boolean(),
  /** Empty when the user keeps saved wines private. */
  liked_products: z.array(LikedProduct),
  followers_count: z.number().int().nonnegative(),
  following_count: z.number().int().nonnegative(),
  /** Public lists only. */
  lists_count: z.number().int().nonnegative(),
  /** Whether the requesting user follows this user (false when anonymous). */
  is_following: z.boolean(),
  /** Whether this is the requesting user. */
  is_self: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/** GET /api/v1/users/?search=&page= (name search; e-mail addresses are never searched). */
export const UserSearchQuery = PageQuery.extend({
  search: z.string().trim().max(200).optional(),
});
export type UserSearchQuery = z.input<typeof UserSearchQuery>;
export const UserSearchResponse = Paginated(UserSummary);
export type UserSearchResponse = z.infer<typeof UserSearchResponse>;

/** GET /users/{id}/following/?page= → paginated user summaries, newest first. */
export const FollowingQuery = PageQuery;
export const FollowingResponse = Paginated(UserSummary);
export type FollowingResponse = z.infer<typeof FollowingResponse>;

/** POST /users/{id}/follow/ (201 new, 200 already following) and DELETE (200, idempotent). */
export const FollowResponse = z.object({
  following: z.boolean(),
  followers_count: z.number().int().nonnegative(),
});
export type FollowResponse = z.infer<typeof FollowResponse>;

// ---------------------------------------------------------------------------------------------
// Likes
// ---------------------------------------------------------------------------------------------

/** POST /api/v1/user-product-likes/ → 201 (200 when already liked) `LikedProduct`. */
export const LikeRequest = z.object({ product: ProductId });
export type LikeRequest = z.input<typeof LikeRequest>;

/** POST /api/v1/user-product-likes/unlike-product/ `{product}` → 204 (idempotent). */
export const UnlikeRequest = LikeRequest;
export type UnlikeRequest = z.input<typeof UnlikeRequest>;

// ---------------------------------------------------------------------------------------------
// User lists
// ---------------------------------------------------------------------------------------------

/** A user's list. `product_list` in the order the wines were added. */
export const UserList = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  owner: UserSummary,
  product_list: z.array(ProductSummary),
  products_count: z.number().int().nonnegative(),
  /** Whether the requesting user has saved this list to their profile (false when anonymous or owner). */
  is_saved: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserList = z.infer<typeof UserList>;

/** GET /api/v1/user-lists/my-lists and /saved-lists/: plain arrays, newest first. */
export const UserListArray = z.array(UserList);
export type UserListArray = z.infer<typeof UserListArray>;

const ListName = z
  .string({ error: requiredOr() })
  .trim()
  .min(1, M.blank)
  .max(LIST_NAME_MAX_LENGTH, `Namnet får vara högst ${LIST_NAME_MAX_LENGTH} tecken långt.`)
  .refine(saysSomething, M.invisibleOnly);
const ListDescription = z.string().trim().max(LIST_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong).refine(saysSomething, M.invisibleOnly);

/** POST /api/v1/user-lists/ → 201 `UserList`. Unknown product ids → 400 `{products: [...]}`. */
export const UserListCreateRequest = z.object({
  name: ListName,
  description: ListDescription.optional(),
  /** Default false: a client that leaves it out never publishes by mistake. */
  is_public: z.boolean().optional(),
  products: z.array(ProductId).max(100).optional(),
});
export type UserListCreateRequest = z.input<typeof UserListCreateRequest>;

/** PATCH /api/v1/user-lists/{id} (id or slug; owner only) → 200 `UserList`. */
export const UserListUpdateRequest = z.object({
  name: ListName.optional(),
  description: ListDescription.optional(),
  is_public: z.boolean().optional(),
});
export type UserListUpdateRequest = z.input<typeof UserListUpdateRequest>;

/**
 * POST /api/v1/user-lists/{id}/add-product/ `{product}` → 201 `UserList`; 409 when already in the list.
 * DELETE /api/v1/user-lists/{id}/remove-product/ `{product}` (or `?product=`) → 200 `UserList`; 404 when not in it.
 */
export const ListProductRequest = z.object({ product: ProductId });
export type ListProductRequest = z.input<typeof ListProductRequest>;
export const ListProductQuery = z.object({ product: ProductId.optional() });

/** GET /api/v1/public/user-lists/?user_id= (id or slug; omitted → every public list) → paginated. */
export const PublicUserListsQuery = PageQuery.extend({
  user_id: z.string().trim().min(1).max(200).regex(/^[a-z0-9][a-z0-9-]*$/i, 'Ange ett användar-id.').optional(),
});
export type PublicUserListsQuery = z.input<typeof PublicUserListsQuery>;
export const PublicUserListsResponse = Paginated(UserList);
export type PublicUserListsResponse = z.infer<typeof PublicUserListsResponse>;

/** POST /add_to_profile/ → 201 (200 when already saved); DELETE /remove_from_profile/ → 200. */
export const SavedListResponse = z.object({ saved: z.boolean() });
export type SavedListResponse = z.infer<typeof SavedListResponse>;

// ---------------------------------------------------------------------------------------------
// Notes (private to their author unless shared with followers or everyone)
// ---------------------------------------------------------------------------------------------

/**
 * Who may read a note besides its writer: 'private' (nobody: default), 'followers' (users who follow the writer),
 * 'public' (everyone, also anonymous visitors and the server-rendered wine page).
 */
export const NoteVisibility = z.enum(['private', 'followers', 'public'], { error: 'Välj Privat, Följare eller Offentlig.' });
export type NoteVisibility = z.infer<typeof NoteVisibility>;

export const Note = z.object({
  id: z.number().int(),
  /** Product id. */
  product: z.number().int(),
  text: z.string(),
  visibility: NoteVisibility,
  /** Hidden from others after reports, until reviewed (its writer still sees it). */
  hidden: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof Note>;
/** GET /user-product-notes/by-product/{id}/ → own notes on the product, newest first. */
export const NoteArray = z.array(Note);
export type NoteArray = z.infer<typeof NoteArray>;

const NoteText = z
  .string({ error: requiredOr() })
  .trim()
  .min(1, M.blank)
  .max(NOTE_MAX_LENGTH, `Anteckningen får vara högst ${NOTE_MAX_LENGTH} tecken lång.`)
  .refine(saysSomething, M.invisibleOnly);

/** POST /user-product-notes/ → 201 `Note`; `visibility` defaults to 'private'. */
export const NoteCreateRequest = z.object({ product: ProductId, text: NoteText, visibility: NoteVisibility.optional() });
export type NoteCreateRequest = z.input<typeof NoteCreateRequest>;
/** PUT /user-product-notes/{id}/ (author only; others → 404) → 200 `Note`; `visibility` absent = unchanged. */
export const NoteUpdateRequest = z.object({ text: NoteText, visibility: NoteVisibility.optional() });
export type NoteUpdateRequest = z.input<typeof NoteUpdateRequest>;

// ---------------------------------------------------------------------------------------------
// Newsletter: POST /subscribe
// ---------------------------------------------------------------------------------------------

/** 'YYYY-MM-DD HH:MM:SS' (UTC). */
export const NewsletterTimestamp = z
  .string({ error: requiredOr() })
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { message: 'Ange tiden som ÅÅÅÅ-MM-DD TT:MM:SS.', abort: true })
  .refine((s) => {
    const d = new Date(`${s.replace(' ', 'T')}Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 19) === s.replace(' ', 'T');
  }, 'Ogiltigt datum.');

/** POST /subscribe → 201 new, 200 when the e-mail is already subscribed (idempotent). */
export const NewsletterSubscribeRequest = z.object({
  email: z
    .string({ error: requiredOr('Vänligen ange en giltig mejladress.') })
    .trim()
    .max(254, 'Vänligen ange en giltig mejladress.')
    .meta(EMAIL_FORMAT)
    .pipe(z.email({ error: 'Vänligen ange en giltig mejladress.' }))
    .transform((e) => e.toLowerCase()),
  /** Exactly the one fixed group: `[NEWSLETTER_GROUP_ID]`. */
  groups: z
    .array(z.string().max(100), { error: requiredOr() })
    .length(1, 'Ange exakt en grupp.')
    .refine((g) => g[0] === NEWSLETTER_GROUP_ID, 'Okänd grupp.'),
  subscribed_at: NewsletterTimestamp,
  opted_in_at: NewsletterTimestamp,
});
export type NewsletterSubscribeRequest = z.input<typeof NewsletterSubscribeRequest>;

/**
 * The server sets both times: `subscribed_at` when the form is sent, `opted_in_at` when the subscriber confirms from
 * the e-mailed link (double opt-in; null until then). The request's own times are checked but not stored.
 */
export const NewsletterSubscription = z.object({
  email: z.string().meta(EMAIL_FORMAT),
  groups: z.array(z.string()),
  subscribed_at: z.string(),
  opted_in_at: z.string().nullable(),
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;

export { NEWSLETTER_CONFIRM_INVALID };

/** POST /subscribe/confirm/: the token from the confirmation link. */
export const NewsletterConfirmRequest = z.object({
  token: z.string({ error: requiredOr() }).regex(/^[0-9a-f]{64}$/i, NEWSLETTER_CONFIRM_INVALID),
});
export type NewsletterConfirmRequest = z.infer<typeof NewsletterConfirmRequest>;
