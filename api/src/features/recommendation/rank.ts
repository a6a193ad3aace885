/**
 * Ranking: eligible wines → tiers (intersect, then widen) → score → deterministic order → diversity.
 * Pure: the same wines and answers always give the same list.
 */
import type { Wish } from './answers';
import { explain } from './reasons';
import { FIXED_RANGE, clockTargets, confidenceLabel, isEligible, scoreWine, tierOf, valueOf, type ScoreDetail } from './scoring';
import { derived } from './derived';
import { pricePer75 } from './measures';
import type { EngineWine } from './types';

/** Widen until at least this many wines are in the result set. */
export const MIN_RESULTS = 5;
/** At most this many wines per producer in the results; a second one is penalised (MMR-like). */
export const MAX_PER_PRODUCER = 2;
export const SAME_PRODUCER_PENALTY = 0.12;
export const SAME_SUBSTYLE_PENALTY = 0.02;
/** In the top DIVERSE_TOP, at most this many of one sub-style ('Rött vin, Fruktigt & Smakrikt'). */
export const MAX_PER_SUBSTYLE_TOP = 2;
export const DIVERSE_TOP = 8;
/** Without a price answer, at most this many of the top DIVERSE_TOP in one price band (a spread of prices). */
export const MAX_PER_PRICE_BAND_TOP = 3;

/** Price bands of a 75 cl bottle: below 100, 100–149, 150–249, from 250 kronor. */
export function priceBandOf(w: EngineWine): number {
  const price = pricePer75(w);
  return price < 100 ? 0 : price < 150 ? 1 : price < 250 ? 2 : 3;
}
export const DEFAULT_LIMIT = 10;
export const STANDARD_BOTTLE_ML = 750;
/** Confidence lost per widening tier. */
const TIER_CONFIDENCE_COST = 0.1;

export interface RankOptions {
  limit?: number;
  /** Only the fixed range (FS). Default false: other wine assortments are allowed, ranked lower and marked. */
  fixedRangeOnly?: boolean;
  maxPerProducer?: number;
  /** Product ids never to return (e.g. the user's own liked wines in 'Våra tips'). */
  excludeIds?: ReadonlySet<number>;
  /** Extra score per wine id, added before ordering (e.g. taste-twin bonus in 'Våra tips'). */
  boost?: ReadonlyMap<number, number>;
}

export interface Candidate {
  wine: EngineWine;
  tier: 0 | 1 | 2;
  detail: ScoreDetail;
  score: number;
  value: number;
}

export interface RankedEngineWine {
  rank: number;
  wine: EngineWine;
  score: number;
  confidence: number;
  confidenceLabel: 'hög' | 'medel' | 'låg';
  reason: string;
  reasons: string[];
  fixedRange: boolean;
  strictMatch: boolean;
  note: string | null;
  tier: number;
}

const q = (x: number) => Math.round(x * 100);

/** The deterministic order: tier, score (to 0.01), value per krona, likes, id. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  return a.tier - b.tier || q(b.score) - q(a.score) || b.value - a.value || b.wine.likes - a.wine.likes || a.wine.id - b.wine.id;
}

/**
 * Scored candidates, ordered (before widening and diversity). Tiers are cheap to compute and scoring is
 * not, so only the tiers that widening can reach are scored (all of them with `allTiers`).
 */
export function candidates(wines: readonly EngineWine[], wish: Wish, opts: RankOptions & { allTiers?: boolean } = {}): Candidate[] {
  const targets = clockTargets(wish);
  const tiered: { wine: EngineWine; tier: 0 | 1 | 2 }[] = [];
  const distinct = [new Set<string>(), new Set<string>(), new Set<string>()];
  for (const wine of wines) {
    if (opts.excludeIds?.has(wine.id)) continue;
    if (!isEligible(wine, wish, opts)) continue;
    const tier = tierOf(wine, wish);
    if (tier === null) continue;
    tiered.push({ wine, tier });
    distinct[tier]!.add(sameWineKey(wine));
  }
  let maxTier = 2;
  if (!opts.allTiers) {
    if (distinct[0]!.size >= MIN_RESULTS) maxTier = 0;
    else if (distinct[0]!.size + distinct[1]!.size >= MIN_RESULTS) maxTier = 1;
  }
  const out: Candidate[] = [];
  for (const { wine, tier } of tiered) {
    if (tier > maxTier) continue;
    const detail = scoreWine(wine, wish, targets);
    // Not capped here, so a boost still orders wines that already fit fully; capped at 1 on output.
    const score = detail.score + (opts.boost?.get(wine.id) ?? 0);
    out.push({ wine, tier, detail, score, value: valueOf(wine, detail.fit) });
  }
  return out.sort(compareCandidates);
}

/** Wines matching every answer (tier 0), counted for match_count. */
export function strictMatches(wines: readonly EngineWine[], wish: Wish, opts: RankOptions = {}): EngineWine[] {
  return wines.filter((w) => isEligible(w, wish, opts) && tierOf(w, wish) === 0);
}

/** Same wine in another bottle size: same producer and the same name. */
export const sameWineKey = (w: EngineWine) => derived(w).sameWineKey;

/**
 * Greedy diversity (maximal marginal relevance, simplified): repeatedly take the best candidate after a
 * penalty per wine already taken from the same producer (and sub-style); a producer's wines beyond
 * `maxPerProducer`, and in the top DIVERSE_TOP a sub-style's beyond MAX_PER_SUBSTYLE_TOP (and, with
 * `spreadPrices`, a price band's beyond MAX_PER_PRICE_BAND_TOP) only come after everyone else; other bottle sizes of a taken wine are dropped (the
 * 75 cl bottle is preferred when it matches as well).
 */
export function diversify(
  sorted: readonly Candidate[],
  limit: number,
  maxPerProducer = MAX_PER_PRODUCER,
  spreadPrices = false,
): Candidate[] {
  const perBand = new Map<number, number>();
  const remaining = [...sorted];
  const chosen: Candidate[] = [];
  const perProducer = new Map<string, number>();
  const perSubstyle = new Map<string, number>();
  const seen = new Set<string>();
  const producerOf = (c: Candidate) => derived(c.wine).producerKey;
  const substyleOf = (c: Candidate) => (c.wine.subcategory ? `${c.wine.style}|${c.wine.subcategory}` : '');
  while (chosen.length < limit && remaining.length > 0) {
    let bestIdx = -1;
    let best: Candidate | null = null;
    let bestAdjusted = 0;
    let overCap = true;
    for (let i = 0; i < remaining.length; i++) {
      const c = remaining[i]!;
      // `remaining` is sorted and penalties only lower scores: once an unpenalised candidate ranks below
      // the best adjusted one, no later candidate can win.
      if (
        best !== null &&
        !overCap &&
        (c.tier - best.tier || q(bestAdjusted) - q(c.score) || best.value - c.value || best.wine.likes - c.wine.likes || c.wine.id - best.wine.id) >= 0
      )
        break;
      if (seen.has(sameWineKey(c.wine))) continue;
      const count = perProducer.get(producerOf(c)) ?? 0;
      const substyleCount = perSubstyle.get(substyleOf(c)) ?? 0;
      const top = chosen.length < DIVERSE_TOP;
      const capped =
        count >= maxPerProducer ||
        (top && substyleOf(c) !== '' && substyleCount >= MAX_PER_SUBSTYLE_TOP) ||
        (top && spreadPrices && (perBand.get(priceBandOf(c.wine)) ?? 0) >= MAX_PER_PRICE_BAND_TOP);
      const adjusted = c.score - SAME_PRODUCER_PENALTY * count - SAME_SUBSTYLE_PENALTY * substyleCount;
      if (best === null) {
        [best, bestIdx, bestAdjusted, overCap] = [c, i, adjusted, capped];
        continue;
      }
      // Producers within their cap before capped ones; then tier, adjusted score, value, likes, id.
      const better =
        (overCap && !capped) ||
        (overCap === capped &&
          (c.tier - best.tier ||
            q(bestAdjusted) - q(adjusted) ||
            best.value - c.value ||
            best.wine.likes - c.wine.likes ||
            c.wine.id - best.wine.id) < 0);
      if (better) [best, bestIdx, bestAdjusted, overCap] = [c, i, adjusted, capped];
    }
    if (!best) break;
    // Same wine in several sizes: show the standard 75 cl bottle when it is as good a match.
    if (best.wine.volumeMl !== STANDARD_BOTTLE_ML) {
      const key = sameWineKey(best.wine);
      const standard = remaining.findIndex((c) => c.wine.volumeMl === STANDARD_BOTTLE_ML && c.tier === best!.tier && sameWineKey(c.wine) === key);
      if (standard >= 0) [best, bestIdx] = [remaining[standard]!, standard];
    }
    remaining.splice(bestIdx, 1);
    seen.add(sameWineKey(best.wine));
    // Drop other sizes of the chosen wine now, so later scans do not wade through them.
    for (let i = remaining.length - 1; i >= 0; i--) if (sameWineKey(remaining[i]!.wine) === sameWineKey(best.wine)) remaining.splice(i, 1);
    chosen.push(best);
    perProducer.set(producerOf(best), (perProducer.get(producerOf(best)) ?? 0) + 1);
    if (substyleOf(best)) perSubstyle.set(substyleOf(best), (perSubstyle.get(substyleOf(best)) ?? 0) + 1);
    perBand.set(priceBandOf(best.wine), (perBand.get(priceBandOf(best.wine)) ?? 0) + 1);
  }
  return chosen;
}

/** Intersect, then widen: whole tiers are added while fewer than MIN_RESULTS distinct wines are in. */
export function widen(sorted: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  const distinct = new Set<string>();
  for (const tier of [0, 1, 2] as const) {
    if (tier > 0 && distinct.size >= MIN_RESULTS) break;
    for (const c of sorted) {
      if (c.tier !== tier) continue;
      out.push(c);
      distinct.add(sameWineKey(c.wine));
    }
  }
  return out;
}

export function rankWines(wines: readonly EngineWine[], wish: Wish, opts: RankOptions = {}): RankedEngineWine[] {
  return rankCandidates(candidates(wines, wish, opts), wish, opts);
}

/** Widening, diversity and explanations over already scored, ordered candidates. */
export function rankCandidates(sorted: readonly Candidate[], wish: Wish, opts: RankOptions = {}): RankedEngineWine[] {
  const limit = opts.limit ?? DEFAULT_LIMIT;
  const pool = widen(sorted);
  return diversify(pool, limit, opts.maxPerProducer, !wish.price).map((c, i) => {
    const why = explain(c.wine, wish, c.detail, c.tier);
    const confidence = Math.max(0.05, c.detail.confidence - TIER_CONFIDENCE_COST * c.tier);
    return {
      rank: i + 1,
      wine: c.wine,
      score: Math.round(Math.min(1, c.score) * 1000) / 1000,
      confidence: Math.round(confidence * 100) / 100,
      confidenceLabel: confidenceLabel(confidence),
      reason: why.reason,
      reasons: why.reasons,
      fixedRange: c.wine.assortment === FIXED_RANGE,
      strictMatch: c.tier === 0,
      note: why.note,
      tier: c.tier,
    };
  });
}
