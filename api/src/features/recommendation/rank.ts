/**
 * Ranking: eligible wines → tiers (intersect, then widen) → score → deterministic order → diversity.
 * Pure: the same wines and answers always give the same list.
 */
import type { Wish } from './answers';
import { explain } from './reasons';
import { BUDGET_USE_FROM, FIXED_RANGE, clockTargets, confidenceLabel, dishMisfit, hasClocks, isEligible, scoreWine, tierOf, type ScoreDetail } from './scoring';
import { REASON_TEXTS } from './texts';
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
/** In the top SPREAD_TOP: at most this many from one country unless a place was asked for… */
export const MAX_PER_COUNTRY_TOP = 4;
/** …at most this many of one wine type unless a type, grape, appellation or dish was asked for… */
export const MAX_PER_STYLE_TOP = 6;
/** …and with a budget, at most this many below half of it: the budget is used, not undercut. */
export const MAX_BELOW_BUDGET_TOP = 3;
export const SPREAD_TOP = 10;

/** Price bands of a 75 cl bottle: below 100, 100–149, 150–249, from 250 kronor. */
export function priceBandOf(w: EngineWine): number {
  const price = pricePer75(w);
  return price < 100 ? 0 : price < 150 ? 1 : price < 250 ? 2 : 3;
}
export const DEFAULT_LIMIT = 10;
export const STANDARD_BOTTLE_ML = 750;
/** Confidence lost per widening tier, and the most a tier can have. */
const TIER_CONFIDENCE_COST = 0.1;
const TIER_MAX_CONFIDENCE = [1, 0.7, 0.45];

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

/** A pick outside the dish's own picture is at most 'medel'. */
export const DISH_MISFIT_MAX_CONFIDENCE = 0.7;

export interface Candidate {
  wine: EngineWine;
  tier: 0 | 1 | 2;
  /** The dish it falls short of (type or clocks), or null: within a tier, wines that fit the dish come first. */
  dishMisfit: string | null;
  detail: ScoreDetail;
  score: number;
  /** How much the wine's own data says (serving text, clocks, food symbols): among equals, the better described first. */
  described: number;
  /** A stable order among equals that says nothing about price (a hash of the article number). */
  shuffle: number;
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

/** Among equally good wines: liked by more members, better described, then a stable order that is not price. */
const tieBreak = (a: Candidate, b: Candidate): number => b.wine.likes - a.wine.likes || b.described - a.described || a.shuffle - b.shuffle || a.wine.id - b.wine.id;

/** The deterministic order: tier, score (to 0.01), then the tie-break. Never price by default. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  return a.tier - b.tier || Number(a.dishMisfit !== null) - Number(b.dishMisfit !== null) || q(b.score) - q(a.score) || tieBreak(a, b);
}

/** FNV-1a of the article number: spreads equals evenly, and the same every run. */
function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const describedOf = (w: EngineWine) => (w.usage ? 2 : 0) + (hasClocks(w) ? 2 : 0) + (w.symbols.length > 0 ? 1 : 0);

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
    out.push({ wine, tier, dishMisfit: dishMisfit(wine, wish), detail, score, described: describedOf(wine), shuffle: stableHash(wine.productNumber) });
  }
  return out.sort(compareCandidates);
}

/** Wines matching every answer (tier 0), counted for match_count. */
export function strictMatches(wines: readonly EngineWine[], wish: Wish, opts: RankOptions = {}): EngineWine[] {
  return wines.filter((w) => isEligible(w, wish, opts) && tierOf(w, wish) === 0);
}

/** Same wine in another bottle size: same producer and the same name. */
export const sameWineKey = (w: EngineWine) => derived(w).sameWineKey;

/** What to spread in the top of a list, from the wish: what was asked for is not spread. */
export interface Spread {
  /** A spread of price bands (no price answer). */
  prices?: boolean;
  /** A spread of Systembolaget's sub-styles ('Stramt & Nyanserat'), unless a place, grape or appellation was named. */
  substyles?: boolean;
  countries?: boolean;
  styles?: boolean;
  /** With a budget's maximum: at most MAX_BELOW_BUDGET_TOP below half of it. */
  budgetMax?: number | null;
}

export function spreadFor(wish: Wish): Spread {
  return {
    prices: !wish.price,
    substyles: !wish.region && !wish.grapes && !wish.appellations,
    countries: !wish.countries && !wish.region && !wish.appellations,
    // A dish says which types suit it; without one, a spread of types.
    styles: !wish.styles && !wish.grapes && !wish.appellations && wish.foods.length === 0,
    budgetMax: wish.price?.max ?? null,
  };
}

/**
 * Greedy diversity (maximal marginal relevance, simplified): repeatedly take the best candidate after a
 * penalty per wine already taken from the same producer (and sub-style); within a tier, a producer's wines beyond
 * `maxPerProducer`, and in the top of the list a sub-style's, a price band's, a country's, a wine type's or the
 * cheap half of a budget's beyond their caps, only come after everyone else; other bottle sizes of a taken
 * wine are dropped (the 75 cl bottle is preferred when it matches as well).
 */
export function diversify(sorted: readonly Candidate[], limit: number, maxPerProducer = MAX_PER_PRODUCER, spread: Spread = { substyles: true }): Candidate[] {
  const remaining = [...sorted];
  const chosen: Candidate[] = [];
  const counts = new Map<string, number>();
  const count = (key: string) => counts.get(key) ?? 0;
  const seen = new Set<string>();
  const producerOf = (c: Candidate) => `p:${derived(c.wine).producerKey}`;
  const substyleOf = (c: Candidate) => (c.wine.subcategory ? `s:${c.wine.style}|${c.wine.subcategory}` : '');
  const belowBudget = (c: Candidate) => spread.budgetMax != null && c.wine.price < spread.budgetMax * BUDGET_USE_FROM;
  const keysOf = (c: Candidate): string[] => [
    producerOf(c),
    substyleOf(c),
    `b:${priceBandOf(c.wine)}`,
    `c:${c.wine.countrySlug ?? ''}`,
    `t:${c.wine.style}`,
    belowBudget(c) ? 'low' : '',
  ];
  /** How many caps taking this candidate would break (a producer's over its cap counts as many as all the others). */
  const capsBroken = (c: Candidate): number => {
    const n = chosen.length;
    return (
      (count(producerOf(c)) >= maxPerProducer ? 10 : 0) +
      Number(n < DIVERSE_TOP && !!spread.substyles && substyleOf(c) !== '' && count(substyleOf(c)) >= MAX_PER_SUBSTYLE_TOP) +
      Number(n < DIVERSE_TOP && !!spread.prices && count(`b:${priceBandOf(c.wine)}`) >= MAX_PER_PRICE_BAND_TOP) +
      Number(n < SPREAD_TOP && !!spread.countries && !!c.wine.countrySlug && count(`c:${c.wine.countrySlug}`) >= MAX_PER_COUNTRY_TOP) +
      Number(n < SPREAD_TOP && !!spread.styles && count(`t:${c.wine.style}`) >= MAX_PER_STYLE_TOP) +
      Number(n < SPREAD_TOP && belowBudget(c) && count('low') >= MAX_BELOW_BUDGET_TOP)
    );
  };
  const adjustedOf = (c: Candidate) => c.score - SAME_PRODUCER_PENALTY * count(producerOf(c)) - SAME_SUBSTYLE_PENALTY * count(substyleOf(c));
  const beats = (a: Candidate, aAdjusted: number, b: Candidate, bAdjusted: number) =>
    (a.tier - b.tier || q(bAdjusted) - q(aAdjusted) || tieBreak(a, b)) < 0;
  while (chosen.length < limit && remaining.length > 0) {
    let bestIdx = -1;
    let best: Candidate | null = null;
    let bestAdjusted = 0;
    let bestCaps = 0;
    for (let i = 0; i < remaining.length; i++) {
      const c = remaining[i]!;
      // `remaining` is sorted and penalties only lower scores: once an unpenalised candidate ranks below
      // the best adjusted one, no later candidate can win.
      if (best !== null && bestCaps === 0 && c.tier >= best.tier && !beats(c, c.score, best, bestAdjusted)) break;
      if (seen.has(sameWineKey(c.wine))) continue;
      const caps = capsBroken(c);
      const adjusted = adjustedOf(c);
      // A closer tier first (a strict match before a widened one), then fewer caps broken, then adjusted score and
      // the tie-break.
      if (best === null || c.tier < best.tier || (c.tier === best.tier && (caps < bestCaps || (caps === bestCaps && beats(c, adjusted, best, bestAdjusted))))) {
        [best, bestIdx, bestAdjusted, bestCaps] = [c, i, adjusted, caps];
      }
    }
    if (!best) break;
    // Same wine in several sizes: show the standard 75 cl bottle when it is as good a match.
    if (best.wine.volumeMl !== STANDARD_BOTTLE_ML) {
      const key = sameWineKey(best.wine);
      const standard = remaining.findIndex((c) => c.wine.volumeMl === STANDARD_BOTTLE_ML && c.tier === best!.tier && sameWineKey(c.wine) === key);
      if (standard >= 0) [best, bestIdx] = [remaining[standard]!, standard];
    }
    remaining.splice(bestIdx, 1);
    const key = sameWineKey(best.wine);
    seen.add(key);
    // Drop other sizes of the chosen wine now, so later scans do not wade through them.
    for (let i = remaining.length - 1; i >= 0; i--) if (sameWineKey(remaining[i]!.wine) === key) remaining.splice(i, 1);
    chosen.push(best);
    for (const k of keysOf(best)) if (k) counts.set(k, count(k) + 1);
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
  return diversify(pool, limit, opts.maxPerProducer, spreadFor(wish)).map((c, i) => {
    const why = explain(c.wine, wish, c.detail, c.tier);
    // A relaxed pick is never 'hög': a near miss is at most 'medel', a broken constraint 'låg'.
    // 'Hög' also needs the dish's own picture: a type it names and its clocks inside the dish's ranges.
    const cap = c.dishMisfit ? Math.min(TIER_MAX_CONFIDENCE[c.tier]!, DISH_MISFIT_MAX_CONFIDENCE) : TIER_MAX_CONFIDENCE[c.tier]!;
    const confidence = Math.max(0.05, Math.min(cap, c.detail.confidence - TIER_CONFIDENCE_COST * c.tier));
    if (c.dishMisfit && c.tier === 0) why.reasons.push(REASON_TEXTS.outsideDish(c.dishMisfit));
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
