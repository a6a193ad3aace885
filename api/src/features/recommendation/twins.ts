/**
 * "Like this wine" and 'Våra tips': taste twins are wines of the same type with the same food symbols
 * and every commonly measured taste clock within ±1, ranked by mean clock distance.
 */
import { ANSWER_ANY, type WinefinderAnswers } from './contract';
import { toWish, type Wish } from './answers';
import { summarizeAnswers } from './chat';
import { derived } from './derived';
import { TASTE_QUESTIONS, pricePhrase } from './knowledge';
import { clockDistance } from './measures';
import { DEFAULT_LIMIT, rankWines, type RankedEngineWine } from './rank';
import { FIXED_RANGE, confidenceLabel, isEligible, isSweetWine, valueOf } from './scoring';
import { learnProfile, type LearnedProfile } from './taste-profile';
import { PROFILE_TEXTS, REASON_TEXTS, TIPS_TEXTS } from './texts';
import { CLOCK_KEYS, type EngineWine, type PlaceIndex } from './types';

/** Largest allowed difference per taste clock. */
export const TWIN_MAX_STEP = 1;
/** At least this many clocks measured in both wines. */
export const TWIN_MIN_SHARED_CLOCKS = 2;
/** Weight of the twin signal when answers are also given. */
export const TWIN_BOOST = 0.35;

const sameSymbols = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s) => b.includes(s));

/** Mean clock distance when `b` is a taste twin of `a`, else null. */
export function twinDistance(a: EngineWine, b: EngineWine): number | null {
  if (a.id === b.id || a.style !== b.style) return null;
  if (!sameSymbols(a.symbols, b.symbols)) return null;
  return clockDistance(a, b, TWIN_MAX_STEP, TWIN_MIN_SHARED_CLOCKS);
}

export interface Twin {
  wine: EngineWine;
  /** The liked wine it resembles. */
  of: EngineWine;
  distance: number;
}

/** Twins of the liked wines (not the liked wines, not other sizes of them), closest first. */
export function tasteTwins(wines: readonly EngineWine[], liked: readonly EngineWine[]): Twin[] {
  const likedIds = new Set(liked.map((w) => w.id));
  const likedKeys = new Set(liked.map((w) => derived(w).sameWineKey));
  const best = new Map<number, Twin>();
  for (const w of wines) {
    if (likedIds.has(w.id) || likedKeys.has(derived(w).sameWineKey) || w.isDiscontinued) continue;
    for (const l of liked) {
      const distance = twinDistance(l, w);
      if (distance === null) continue;
      const cur = best.get(w.id);
      if (!cur || distance < cur.distance || (distance === cur.distance && l.id < cur.of.id)) best.set(w.id, { wine: w, of: l, distance });
    }
  }
  return [...best.values()].sort(
    (a, b) =>
      a.distance - b.distance ||
      Number(b.wine.assortment === FIXED_RANGE) - Number(a.wine.assortment === FIXED_RANGE) ||
      valueOf(b.wine, 1) - valueOf(a.wine, 1) ||
      b.wine.likes - a.wine.likes ||
      a.wine.id - b.wine.id,
  );
}

/** The saved wine a tip resembles most: same style first, then the nearest taste clocks. */
function nearestLiked(w: EngineWine, liked: readonly EngineWine[]): EngineWine | undefined {
  let best: EngineWine | undefined;
  let bestD = Infinity;
  for (const l of liked) {
    let d = l.style === w.style ? 0 : 100;
    for (const key of CLOCK_KEYS) {
      const x = l.clocks[key];
      const y = w.clocks[key];
      d += x === null || y === null ? 1.5 : Math.abs(x - y);
    }
    d += w.symbols.filter((s) => !l.symbols.includes(s)).length * 0.5;
    if (d < bestD || (d === bestD && best && l.id < best.id)) [best, bestD] = [l, d];
  }
  return best;
}

/** 'Våra tips' from the learned profile (and the answers, which win where they speak). */
function profileTips(
  wines: readonly EngineWine[],
  liked: readonly EngineWine[],
  profile: LearnedProfile,
  answers: WinefinderAnswers | undefined,
  boost: ReadonlyMap<number, number>,
  limit: number,
  places?: PlaceIndex,
): TipsResult {
  const wish = toWish(answers ?? {});
  const profileClocks = Object.fromEntries(
    Object.entries(profile.ranges).filter(([clock]) => !answeredClock(wish, clock)),
  );
  const learned = {
    ...wish,
    profileClocks,
    styles: wish.styles ?? (profile.style ? [profile.style] : null),
    price: wish.price ?? (profile.price ? { min: Math.floor(profile.price.low * 0.7), max: Math.ceil(profile.price.high * 1.3) } : null),
  };
  const ranked = rankWines(wines, learned, { limit, excludeIds: new Set(liked.map((w) => w.id)), boost }).map((r) => {
    const like = nearestLiked(r.wine, liked);
    if (!like) return r;
    const because = PROFILE_TEXTS.because(like.name);
    const rest = r.reason ? r.reason[0]!.toLowerCase() + r.reason.slice(1) : pricePhrase(r.wine.price, r.wine.volumeMl);
    return { ...r, reason: `${because}: ${rest}`, reasons: [`${because}.`, ...r.reasons] };
  });
  const explanation = answers ? TIPS_TEXTS.answersAndProfile(summarizeAnswers(answers, places), profile.summary!) : TIPS_TEXTS.profile(profile.summary!);
  return { explanation, basedOnAnswers: !!answers, likedCount: liked.length, ranked };
}

const answeredClock = (wish: Wish, clock: string) =>
  (Object.keys(wish.taste) as (keyof typeof TASTE_QUESTIONS)[]).some((q) => TASTE_QUESTIONS[q].clock === clock);

export interface TipsResult {
  explanation: string;
  basedOnAnswers: boolean;
  likedCount: number;
  ranked: RankedEngineWine[];
}

const twinScore = (distance: number) => 1 - distance / (TWIN_MAX_STEP * 2);
const hasAnswers = (a: WinefinderAnswers | undefined) =>
  !!a && Object.values(a).some((v) => (Array.isArray(v) ? v.some((x) => x !== ANSWER_ANY) : v !== ANSWER_ANY));

/**
 * 'Våra tips' over a set of wines. With enough saved wines for a profile: ranked for the answers plus the
 * learned taste (clock ranges, style, price band), each tip naming the saved wine it resembles most;
 * before that: saved answers as the prior, taste twins of liked wines on top.
 */
export function tipsFor(
  wines: readonly EngineWine[],
  input: { answers?: WinefinderAnswers; likedIds?: readonly number[]; limit?: number },
  places?: PlaceIndex,
): TipsResult & { profile: LearnedProfile | null } {
  const byId = new Map(wines.map((w) => [w.id, w]));
  const liked = [...new Set(input.likedIds ?? [])].map((id) => byId.get(id)).filter((w): w is EngineWine => !!w);
  const profile = liked.length ? learnProfile(liked) : null;
  if (profile?.summary) {
    const twins = tasteTwins(wines, liked);
    const boost = new Map(twins.map((t) => [t.wine.id, TWIN_BOOST * twinScore(t.distance)]));
    const answers = hasAnswers(input.answers) ? input.answers : undefined;
    return { ...profileTips(wines, liked, profile, answers, boost, input.limit ?? DEFAULT_LIMIT, places), profile };
  }
  return { ...answersAndTwinTips(wines, input, places), profile };
}

/** 'Våra tips' before a profile says anything: answers as the prior, taste twins of liked wines on top. */
function answersAndTwinTips(
  wines: readonly EngineWine[],
  input: { answers?: WinefinderAnswers; likedIds?: readonly number[]; limit?: number },
  places?: PlaceIndex,
): TipsResult {
  const limit = input.limit ?? DEFAULT_LIMIT;
  const byId = new Map(wines.map((w) => [w.id, w]));
  const liked = [...new Set(input.likedIds ?? [])].map((id) => byId.get(id)).filter((w): w is EngineWine => !!w).sort((a, b) => a.id - b.id);
  const excludeIds = new Set(liked.map((w) => w.id));
  const answers = hasAnswers(input.answers) ? input.answers! : undefined;
  const twins = liked.length > 0 ? tasteTwins(wines, liked) : [];
  const twinById = new Map(twins.map((t) => [t.wine.id, t]));
  const likedName = (twins[0]?.of ?? liked[0])?.name ?? '';

  const withTwinReasons = (ranked: RankedEngineWine[]): RankedEngineWine[] =>
    ranked.map((r) => {
      const twin = twinById.get(r.wine.id);
      if (!twin) return r;
      const why = `${REASON_TEXTS.twinOf(twin.of.name)}: ${REASON_TEXTS.sameSymbols}, ${REASON_TEXTS.nearProfile}`;
      const rest = r.reason ? r.reason[0]!.toLowerCase() + r.reason.slice(1) : pricePhrase(r.wine.price, r.wine.volumeMl);
      return { ...r, reasons: [why, ...r.reasons], reason: `${REASON_TEXTS.twinOf(twin.of.name)}, ${rest}` };
    });

  if (answers) {
    const wish = toWish(answers);
    const boost = new Map(twins.map((t) => [t.wine.id, TWIN_BOOST * twinScore(t.distance)]));
    const ranked = withTwinReasons(rankWines(wines, wish, { limit, excludeIds, boost }));
    const summary = summarizeAnswers(answers, places);
    return {
      explanation: twins.length > 0 ? TIPS_TEXTS.answersAndLikes(summary, likedName) : TIPS_TEXTS.answers(summary),
      basedOnAnswers: true,
      likedCount: liked.length,
      ranked,
    };
  }

  if (twins.length > 0) {
    const wish = toWish({});
    const ranked: RankedEngineWine[] = twins
      // A sweet liked wine makes sweet twins welcome (the category prior is the user's own choice).
      .filter((t) => isEligible(t.wine, { ...wish, sweetAsked: isSweetWine(t.of) }))
      .slice(0, limit)
      .map((t, i) => {
        const confidence = 0.9 - 0.2 * t.distance;
        return {
          rank: i + 1,
          wine: t.wine,
          score: Math.round(twinScore(t.distance) * (t.wine.assortment === FIXED_RANGE ? 1 : 0.85) * 1000) / 1000,
          confidence: Math.round(confidence * 100) / 100,
          confidenceLabel: confidenceLabel(confidence),
          reason: `${REASON_TEXTS.twinOf(t.of.name)}, ${pricePhrase(t.wine.price, t.wine.volumeMl)}`,
          reasons: [
            `${REASON_TEXTS.twinOf(t.of.name)}: ${REASON_TEXTS.sameSymbols}, ${REASON_TEXTS.nearProfile}`,
            ...(t.wine.assortment === FIXED_RANGE ? [] : [REASON_TEXTS.notFixedRange(t.wine.assortmentText)]),
          ],
          fixedRange: t.wine.assortment === FIXED_RANGE,
          strictMatch: true,
          note: t.wine.assortment === FIXED_RANGE ? null : REASON_TEXTS.notFixedRange(t.wine.assortmentText),
          tier: 0,
        };
      });
    return { explanation: TIPS_TEXTS.likes(likedName), basedOnAnswers: false, likedCount: liked.length, ranked };
  }

  // Nothing personal yet: the most liked wines of the fixed range first, then the best described, by value.
  const fixedRange = wines.filter((w) => w.assortment === FIXED_RANGE);
  const maxLikes = Math.max(1, ...fixedRange.map((w) => w.likes));
  const ranked = rankWines(fixedRange, toWish({}), {
    limit,
    excludeIds,
    fixedRangeOnly: true,
    boost: new Map(fixedRange.filter((w) => w.likes > 0).map((w) => [w.id, 1 + w.likes / maxLikes])),
  });
  return { explanation: liked.length > 0 ? TIPS_TEXTS.likesNoTwins : TIPS_TEXTS.none, basedOnAnswers: false, likedCount: liked.length, ranked };
}
