/**
 * What members think of a wine and what the people you follow did: ratings, the community's notes, reports and
 * their review, the feed, taste-close people to follow and the download of one's own data.
 *
 * Ratings are of taste (1–5), never of strength; nothing here counts how much anyone drinks.
 * A note's visibility is on `/user-product-notes/` (social.ts); a private note appears nowhere but to its writer.
 */
import { z } from 'zod';
import { PageQuery, Paginated, ProductSummary, QueryId } from './catalog';
import { LikedProduct, Note, NoteVisibility, UserList, UserSummary } from './social';
import { TASTE_MATCH_MAX_PRODUCTS } from './catalogConstants';

export { TASTE_MATCH_MAX_PRODUCTS };

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/**
 * "Medlemmarnas betyg" counts only established accounts (a week old, with some activity) other than the viewer, and
 * shows from this many of them: so no one rating can be worked out from it, not even with a second account.
 */
export const COMMUNITY_MIN_RATINGS = 3;
/**
 * Reports hide a note when their weights add up to this: three established members (3 each), or nine reports from
 * accounts younger than a week or with no activity (1 each). The rule: api/README.md, "Moderation".
 */
export const NOTE_REPORT_POINTS_TO_HIDE = 9;
export const NOTE_REPORT_WEIGHT = { established: 3, new: 1 } as const;
/** Community notes per page on the wine page. */
export const COMMUNITY_NOTES_PAGE_SIZE = 5;
/** Feed items per page. */
export const FEED_PAGE_SIZE = 20;

const RATING_MESSAGE = `Ange ett betyg från ${RATING_MIN} till ${RATING_MAX}.`;

/** PUT /api/v1/ratings/by-product/{id}/ `{rating}`: sets (or replaces) the own rating of the wine. */
export const RatingRequest = z.object({
  rating: z
    .number({ error: (issue) => (issue.input === undefined ? 'Detta fält är obligatoriskt.' : RATING_MESSAGE) })
    .int(RATING_MESSAGE)
    .min(RATING_MIN, RATING_MESSAGE)
    .max(RATING_MAX, RATING_MESSAGE),
});
export type RatingRequest = z.input<typeof RatingRequest>;

/**
 * GET /api/v1/ratings/by-product/{id}/ (anyone) and the answer of PUT/DELETE: the members' ratings of a wine.
 * `count`: ratings by established members other than the caller; `average` (one decimal) of those, null below
 * `COMMUNITY_MIN_RATINGS`; `mine` is the caller's own (null when anonymous or not rated).
 */
export const RatingSummary = z.object({
  product: z.number().int(),
  count: z.number().int().nonnegative(),
  average: z.number().nullable(),
  mine: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** Another member's note as the caller may see it (never a private one, never a hidden one). */
export const CommunityNote = z.object({
  id: z.number().int(),
  product: z.number().int(),
  text: z.string(),
  visibility: NoteVisibility.exclude(['private']),
  author: UserSummary,
  /** The writer's rating of the wine, if any. */
  rating: z.number().int().nullable(),
  /** Whether the caller follows the writer (these come first). */
  from_followed: z.boolean(),
  /** Whether the caller has reported it. */
  reported: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommunityNote = z.infer<typeof CommunityNote>;

/**
 * GET /user-product-notes/community/{id or slug}/?page=&page_size= (anyone): notes by others on the wine. Notes of people the
 * caller follows (Följare or Offentlig) first, then public notes, newest first; the caller's own notes are not here.
 */
export const CommunityNotesQuery = PageQuery;
export type CommunityNotesQuery = z.input<typeof CommunityNotesQuery>;
/** With the wine's `ratings` beside the page, so the wine page's "Medlemmarnas betyg" is one request. */
export const CommunityNotesResponse = Paginated(CommunityNote).extend({ ratings: RatingSummary });
export type CommunityNotesResponse = z.infer<typeof CommunityNotesResponse>;

/** POST /user-product-notes/{id}/report/ → 201 (200 when already reported by the caller). */
export const NoteReportResponse = z.object({ reported: z.literal(true) });
export type NoteReportResponse = z.infer<typeof NoteReportResponse>;

/** One report as the team sees it: who, how much it counted and the note's text as that reporter read it. */
export const ModerationReport = z.object({
  reporter: z.number().int(),
  weight: z.number().int(),
  /** The note's text when reported (a hidden note cannot be edited, so the last report's is the text hidden). */
  text: z.string(),
  created_at: z.string(),
});
export type ModerationReport = z.infer<typeof ModerationReport>;

/** GET /api/v1/moderation/notes/ (admin bearer token): notes hidden after reports, oldest first. */
export const ModerationNote = z.object({
  id: z.number().int(),
  product: z.number().int(),
  /** The text as it is: unchanged since it was hidden. */
  text: z.string(),
  visibility: NoteVisibility,
  author: UserSummary,
  /** Open reports (since the last review), oldest first. */
  reports: z.number().int().nonnegative(),
  report_points: z.number().int().nonnegative(),
  report_list: z.array(ModerationReport),
  hidden_at: z.string(),
});
export type ModerationNote = z.infer<typeof ModerationNote>;
export const ModerationNotesResponse = z.array(ModerationNote);
export type ModerationNotesResponse = z.infer<typeof ModerationNotesResponse>;

/**
 * POST /api/v1/moderation/notes/{id}/ `{decision}`: 'restore' shows it again and closes its reports (their reporters
 * cannot report it again), 'remove' deletes it. Either is kept in the history.
 */
export const ModerationDecisionRequest = z.object({
  decision: z.enum(['restore', 'remove'], { error: 'Välj restore eller remove.' }),
});
export type ModerationDecisionRequest = z.input<typeof ModerationDecisionRequest>;
export const ModerationDecisionResponse = z.object({ id: z.number().int(), decision: z.enum(['restore', 'remove']) });
export type ModerationDecisionResponse = z.infer<typeof ModerationDecisionResponse>;

/** GET /api/v1/moderation/history/?note=&page= (admin bearer token): decisions, newest first, with the reports they closed. */
export const ModerationHistoryQuery = PageQuery.extend({ note: QueryId.optional() });
export type ModerationHistoryQuery = z.input<typeof ModerationHistoryQuery>;
export const ModerationReview = z.object({
  id: z.number().int(),
  note: z.number().int(),
  author: z.number().int(),
  /** The text judged. */
  text: z.string(),
  /** 'withdrawn': its writer deleted it while it waited for review. */
  decision: z.enum(['restore', 'remove', 'withdrawn']),
  reports: z.array(ModerationReport),
  reviewed_at: z.string(),
});
export type ModerationReview = z.infer<typeof ModerationReview>;
export const ModerationHistoryResponse = Paginated(ModerationReview);
export type ModerationHistoryResponse = z.infer<typeof ModerationHistoryResponse>;

// ---------------------------------------------------------------------------------------------
// Feed: GET /api/v1/feed/?page=
// ---------------------------------------------------------------------------------------------

export const FeedList = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type FeedList = z.infer<typeof FeedList>;

const feedBase = {
  /** Stable key of the item ('note-12', 'rating-3-45', …). */
  id: z.string(),
  at: z.string(),
  actor: UserSummary,
};

/**
 * One thing a followed person did, or a wine added to a list the caller saved: a saved wine (only when the person
 * shows saved wines), a public list created, a wine added to a public list, a rating, a note the caller may read.
 */
export const FeedItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved_wine'), ...feedBase, product: ProductSummary }),
  z.object({ kind: z.literal('list_created'), ...feedBase, list: FeedList }),
  z.object({ kind: z.literal('list_added'), ...feedBase, list: FeedList, product: ProductSummary }),
  z.object({ kind: z.literal('rating'), ...feedBase, product: ProductSummary, rating: z.number().int() }),
  z.object({
    kind: z.literal('note'),
    ...feedBase,
    product: ProductSummary,
    note: z.object({ id: z.number().int(), text: z.string(), visibility: NoteVisibility.exclude(['private']) }),
  }),
]);
export type FeedItem = z.infer<typeof FeedItem>;
export type FeedItemKind = FeedItem['kind'];

export const FeedQuery = PageQuery;
export type FeedQuery = z.input<typeof FeedQuery>;
export const FeedResponse = Paginated(FeedItem);
export type FeedResponse = z.infer<typeof FeedResponse>;

/** GET /api/v1/feed/suggestions/: people whose liked and rated wines overlap the caller's most (not yet followed). */
export const TasteNeighbour = UserSummary.extend({
  /** How many wines both liked or rated. */
  shared_wines: z.number().int().positive(),
});
export type TasteNeighbour = z.infer<typeof TasteNeighbour>;
export const FeedSuggestionsResponse = z.array(TasteNeighbour);
export type FeedSuggestionsResponse = z.infer<typeof FeedSuggestionsResponse>;

// ---------------------------------------------------------------------------------------------
// Own data: GET /auth/profile/export/
// ---------------------------------------------------------------------------------------------

/** Everything the service holds about the caller ("Ladda ner mina uppgifter"), as one JSON document. */
export const MyDataExport = z.object({
  exported_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    likes_are_public: z.boolean(),
    created_at: z.string(),
  }),
  saved_wines: z.array(LikedProduct),
  lists: z.array(UserList),
  saved_lists: z.array(UserList),
  notes: z.array(Note),
  ratings: z.array(z.object({ product: z.number().int(), rating: z.number().int(), updated_at: z.string() })),
  following: z.array(UserSummary),
  followers: z.array(UserSummary),
  reported_notes: z.array(z.object({ note: z.number().int(), created_at: z.string() })),
});
export type MyDataExport = z.infer<typeof MyDataExport>;

// ---------------------------------------------------------------------------------------------
// "Passar din smak": GET /api/v1/taste-match/?products=1,2,3
// ---------------------------------------------------------------------------------------------

/** Saved or rated wines needed before a fit is shown: fewer say too little about a taste. */
export const TASTE_MATCH_MIN_SIGNALS = 5;

const TASTE_MATCH_IDS = `Ange 1–${TASTE_MATCH_MAX_PRODUCTS} produkt-id.`;

export const TasteMatchQuery = z.object({
  /** Product ids, comma-separated or repeated. */
  products: z
    .union([z.string().max(1000), z.array(z.string().max(20)).max(TASTE_MATCH_MAX_PRODUCTS)], { error: TASTE_MATCH_IDS })
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^\d{1,10}$/, TASTE_MATCH_IDS).transform(Number)).min(1, TASTE_MATCH_IDS).max(TASTE_MATCH_MAX_PRODUCTS, TASTE_MATCH_IDS)),
});
export type TasteMatchQuery = z.input<typeof TasteMatchQuery>;

export const TasteMatch = z.object({
  product: z.number().int(),
  /** 0–100: how well the wine fits the taste learned from the user's saved and well-rated wines. */
  percent: z.number().int().min(0).max(100),
  /** One line of why, in Swedish. */
  reason: z.string(),
});
export type TasteMatch = z.infer<typeof TasteMatch>;

/** `eligible` false (and no results) below `TASTE_MATCH_MIN_SIGNALS` saved or rated wines; unknown wines are left out. */
export const TasteMatchResponse = z.object({
  eligible: z.boolean(),
  signals: z.number().int().nonnegative(),
  results: z.array(TasteMatch),
});
export type TasteMatchResponse = z.infer<typeof TasteMatchResponse>;
