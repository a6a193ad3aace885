/**
 * The wine finder engine (Vinväljaren, 'Våra tips'): the public API routes call.
 *
 *   nextStep(db, request)              parsed POST /api/v1/chat/ body → WinefinderChatResponse
 *   recommend(db, answers, opts)       raw answers → RankedWine[]
 *   recommendForUser(db, input)        parsed 'Våra tips' input → WinefinderTipsResponse
 *
 * Input the engine cannot accept (unknown places; any invalid raw input) throws WinefinderValidationError;
 * `fieldErrors` is what a 400 body would say. The engine knows nothing of HTTP: the chat routes map the error.
 *
 * Everything below the db layer is pure (chat.ts, rank.ts, scoring.ts, parse.ts, twins.ts) and is
 * re-exported for tests and for other features (e.g. dish pages can call rankWines with a food answer).
 */
import type { SimilarWinesResponse, StockSource, TasteProfile } from '@vinkompassen/shared-contracts/schemas';
import type { Database } from '@/db/client';
import { assertKnownPlaces, toWish, validateAnswers } from './answers';
import { chatStep } from './chat';
import type {
  RankedWine,
  WinefinderAnswers,
  WinefinderChatRequestParsed,
  WinefinderChatResponse,
  WinefinderTipsResponse,
} from './contract';
import { likedProductIds, profileResetAt } from '../likes';
import { getSnapshot, type EngineSnapshot, type SnapshotOptions, type SummaryLookup } from './loader';
import { similarWines, type SimilarEngineWine, type SimilarOptions } from './similar';
import type { EngineWine } from './types';
import { learnProfile, PROFILE_MIN_WINES, type LearnedProfile } from './taste-profile';
import { rankWines, type RankedEngineWine, type RankOptions } from './rank';
import { tipsFor } from './twins';
import { vocabularyFor } from './vocabulary';

export interface EngineOptions extends SnapshotOptions {
  /** Only the fixed range (FS); default false (other assortments ranked lower and marked). */
  fixedRangeOnly?: boolean;
}

export interface RecommendOptions extends EngineOptions {
  /** How many wines (default 10). */
  limit?: number;
  /** At most this many per producer (default 2). */
  maxPerProducer?: number;
}

type DbLike = Pick<Database, 'execute'>;

/** Attaches product cards to engine results. */
export function toRankedWines(ranked: readonly RankedEngineWine[], summaries: SummaryLookup): RankedWine[] {
  return ranked.flatMap((r) => {
    const product = summaries.get(r.wine.id);
    if (!product) return [];
    return [
      {
        rank: r.rank,
        product,
        score: r.score,
        confidence: r.confidence,
        confidence_label: r.confidenceLabel,
        reason: r.reason,
        reasons: r.reasons,
        fixed_range: r.fixedRange,
        strict_match: r.strictMatch,
        note: r.note,
      },
    ];
  });
}

const rankOpts = (opts: RecommendOptions): RankOptions => ({
  fixedRangeOnly: opts.fixedRangeOnly,
  limit: opts.limit,
  maxPerProducer: opts.maxPerProducer,
});

/**
 * One chat step for a parsed request; throws WinefinderValidationError on unknown places. For a logged-in user
 * (`userId`) with enough saved wines, their learned taste is a soft prior where no taste was answered.
 */
export async function nextStep(db: DbLike, request: WinefinderChatRequestParsed, opts: EngineOptions & { userId?: number } = {}): Promise<WinefinderChatResponse> {
  const snapshot = await getSnapshot(db, opts);
  let learned: LearnedProfile['ranges'] | undefined;
  if (opts.userId !== undefined && request.include_results) {
    const ids = new Set(await likedProductIds(db, opts.userId));
    const profile = learnProfile(snapshot.wines.filter((w) => ids.has(w.id)));
    if (profile.liked_count >= PROFILE_MIN_WINES) learned = profile.ranges;
  }
  const step = chatStep(snapshot.wines, request, snapshot.places, rankOpts(opts), learned);
  return step.ranked ? { ...step.response, results: toRankedWines(step.ranked, snapshot.summaries) } : step.response;
}

/** Ranked wines for answers (raw or canonical); throws WinefinderValidationError when invalid. */
export async function recommend(db: DbLike, answers: unknown, opts: RecommendOptions = {}): Promise<RankedWine[]> {
  const snapshot = await getSnapshot(db, opts);
  const valid = validateAnswers(answers, snapshot.places, 'answers', vocabularyFor(snapshot.wines));
  return toRankedWines(rankWines(snapshot.wines, toWish(valid), rankOpts(opts)), snapshot.summaries);
}

export interface ForUserInput {
  /** Saved wine-finder answers (parsed), if any. */
  answers?: WinefinderAnswers | undefined;
  /** The user's liked wines; loaded from product_likes when omitted and userId is given. */
  likedProductIds?: readonly number[];
  userId?: number | undefined;
  limit?: number | undefined;
}

/** 'Våra tips': saved answers as the prior, taste twins of liked wines, with a Swedish explanation. */
export async function recommendForUser(db: DbLike, input: ForUserInput = {}, opts: EngineOptions = {}): Promise<WinefinderTipsResponse> {
  const snapshot = await getSnapshot(db, opts);
  const answers = input.answers;
  if (answers !== undefined) assertKnownPlaces(answers, snapshot.places, 'answers', vocabularyFor(snapshot.wines));
  const liked = input.likedProductIds ?? (input.userId !== undefined ? await likedProductIds(db, input.userId) : []);
  const tips = tipsFor(snapshot.wines, { answers, likedIds: liked, limit: input.limit }, snapshot.places);
  const resetAt = input.userId !== undefined ? await profileResetAt(db, input.userId) : null;
  return {
    explanation: tips.explanation,
    based_on: { answers: tips.basedOnAnswers, liked_count: tips.likedCount },
    profile: input.userId !== undefined ? toTasteProfile(tips.profile ?? learnProfile([]), resetAt) : null,
    results: toRankedWines(tips.ranked, snapshot.summaries),
  };
}

/** The signed-in user's taste profile, learned from the wines saved since the last reset. */
export async function tasteProfileOf(db: DbLike, userId: number): Promise<TasteProfile> {
  const snapshot = await getSnapshot(db);
  const ids = new Set(await likedProductIds(db, userId));
  const liked = snapshot.wines.filter((w) => ids.has(w.id));
  return toTasteProfile(learnProfile(liked), await profileResetAt(db, userId));
}

/**
 * Twins found once per engine snapshot (a new one comes with every import and every change of the like counts, which
 * break ties), by wine and options: every wine page asks for them, and the answer cannot change within a snapshot.
 * A filter by stock (`among`) is never kept.
 */
const similarFound = new WeakMap<EngineSnapshot, Map<string, SimilarEngineWine[]>>();

/** "Liknande viner" of one of the snapshot's wines, found among the wines of its style and price band only. */
export function similarTo(snapshot: EngineSnapshot, of: EngineWine, opts: Omit<SimilarOptions, 'grapesOf'>): readonly SimilarEngineWine[] {
  const find = () => similarWines(snapshot.similar.candidates(of), of, { ...opts, grapesOf: (id) => snapshot.byId.get(id)?.grapes ?? [] });
  if (opts.among) return find();
  let found = similarFound.get(snapshot);
  if (!found) similarFound.set(snapshot, (found = new Map()));
  const key = `${of.id} ${opts.limit} ${opts.preferCheaper === true}`;
  let twins = found.get(key);
  if (!twins) found.set(key, (twins = find()));
  return twins;
}

/** Twins as the contract shows them; `stock`: their quantities at the user's store, when one was chosen. */
export function toSimilarWinesResponse(
  snapshot: EngineSnapshot,
  of: EngineWine,
  twins: readonly SimilarEngineWine[],
  stock: { quantities: ReadonlyMap<number, number>; source: StockSource } | null,
): SimilarWinesResponse {
  return {
    product_id: of.id,
    stock_source: stock?.source ?? null,
    results: twins.flatMap((t) => {
      const product = snapshot.summaries.get(t.wine.id);
      if (!product) return [];
      const quantity = stock ? (stock.quantities.get(t.wine.id) ?? 0) : null;
      return [{ product, distance: t.distance, reason: t.reason, reasons: t.reasons, quantity }];
    }),
  };
}

function toTasteProfile(learned: LearnedProfile, resetAt: string | null): TasteProfile {
  const { ranges: _ranges, style: _style, ...profile } = learned;
  return { ...profile, reset_at: resetAt };
}

export { WinefinderValidationError, toWish, type Wish } from './answers';
export { chatStep, parseChatRequest } from './chat';
export { vocabularyFor } from './vocabulary';
export { rankWines, rankCandidates, candidates, type RankedEngineWine } from './rank';
export { rangeFit } from './scoring';
export type { SimilarEngineWine } from './similar';
export { getSnapshot, type EngineSnapshot, type SummaryLookup } from './loader';
export { learnProfile, type LearnedProfile } from './taste-profile';
export type { EngineWine } from './types';
export { DISH_TEXTS } from './texts';
export { loadRequests, recognitionWalk, runEvaluation, summarize } from './evaluation/evaluation';
export { LONG_TAIL_TARGETS, loadLongTail, runLongTail, summarizeLongTail, type ConversationStep } from './evaluation/longtail';
