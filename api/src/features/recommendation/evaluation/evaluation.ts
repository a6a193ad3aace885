/**
 * The sommelier's evaluation set (requests.json): Swedish requests, what must be understood and what every wine
 * of the top 10 must satisfy. Measured like search: precision@10, the share of requests understood in full, the
 * share of budget requests whose top 10 uses the budget, honesty on impossible asks, and the latency per request.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { appellationsMatch, findPhrase, grapeKey, phraseWords, slugKey, words } from '@/features/vocabulary';
import { WINEFINDER_QUESTION_IDS, SIZE_VALUES, type WinefinderChatResponse } from '../contract';
import { derived } from '../derived';
import type { RankedEngineWine } from '../rank';
import { BUDGET_USE_FROM, isSweetWine, regionMatches, sizeOf } from '../scoring';
import type { EngineWine } from '../types';

const Range = z.object({ lo: z.int().min(1).max(12), hi: z.int().min(1).max(12) }).strict();

export const Expectation = z
  .object({
    style: z.array(z.enum(['red', 'white', 'rose', 'sparkling', 'other'])).optional(),
    grape: z.array(z.string()).optional(),
    country: z.array(z.string()).optional(),
    region: z.string().optional(),
    appellation: z.array(z.string()).optional(),
    minPrice: z.number().positive().optional(),
    maxPrice: z.number().positive().optional(),
    size: z.enum(SIZE_VALUES).optional(),
    organic: z.boolean().optional(),
    symbolsAny: z.array(z.string()).optional(),
    clocks: z
      .object({ body: Range.optional(), roughness: Range.optional(), fruitacid: Range.optional(), sweetness: Range.optional(), casque: Range.optional() })
      .strict()
      .optional(),
    sweet: z.boolean().optional(),
    // Long-tail rules, each on catalog fields only: the lead grape (first in its grapes, or a grape named in the
    // product name), folded phrases in the product name / its name or origin / the producer, exact sub-regions
    // (slugs), the exact volume, countries and regions ruled out, Systembolaget's sub-style.
    leadGrape: z.array(z.string()).optional(),
    nameAny: z.array(z.string()).optional(),
    placeAny: z.array(z.string()).optional(),
    producerAny: z.array(z.string()).optional(),
    subregionAny: z.array(z.string()).optional(),
    volumeMl: z.int().positive().optional(),
    countryNot: z.array(z.string()).optional(),
    regionNot: z.array(z.string()).optional(),
    subcategoryAny: z.array(z.string()).optional(),
  })
  .strict();
export type Expectation = z.infer<typeof Expectation>;

export const EvaluationRequest = z
  .object({
    request: z.string().min(1),
    understand: z.array(z.enum(WINEFINDER_QUESTION_IDS)),
    expect: Expectation,
    impossible: z.literal(true).optional(),
    /** Follow-up messages of one conversation, each sent with the answers the previous step returned. */
    turns: z.array(z.string().min(1)).optional(),
    /** Nothing in the request is understood: no strict match may be shown, and the words are said back. */
    unknown: z.literal(true).optional(),
    /** A word the last answer's messages must say (what a conversation edit added or ruled out). */
    saysBack: z.string().optional(),
  })
  .strict();
export type EvaluationRequest = z.infer<typeof EvaluationRequest>;

const EvaluationFile = z.object({ $comment: z.string(), requests: z.array(EvaluationRequest).min(150) }).strict();

export const requestsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'requests.json');

export function loadRequests(file = requestsFile): EvaluationRequest[] {
  const parsed = EvaluationFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.requests;
}


/** Why a wine fails the expectation (empty = it meets it). */
export function failures(w: EngineWine, e: Expectation): string[] {
  const out: string[] = [];
  if (e.style && !e.style.includes(w.style)) out.push(`type ${w.style}`);
  if (e.grape && !e.grape.some((g) => derived(w).grapeKeys.includes(g))) out.push(`grapes ${w.grapes.join('/') || '-'}`);
  if (e.country && !e.country.includes(w.countrySlug ?? '')) out.push(`country ${w.country ?? '-'}`);
  if (e.region && !regionMatches(w, e.region)) out.push(`area ${w.region ?? '-'}/${w.subregion ?? '-'}`);
  if (e.appellation && !e.appellation.some((a) => appellationsMatch(w, [a]))) out.push('appellation');
  if (e.maxPrice !== undefined && w.price > e.maxPrice) out.push(`price ${w.price}`);
  if (e.minPrice !== undefined && w.price < e.minPrice) out.push(`price ${w.price}`);
  const size = sizeOf(w.volumeMl);
  if (e.size ? size !== e.size : size === 'box') out.push(`size ${w.volumeMl} ml`);
  if (e.organic && !w.isOrganic) out.push('not organic');
  if (e.symbolsAny && !e.symbolsAny.some((s) => w.symbols.includes(s))) out.push(`symbols ${w.symbols.join('/') || '-'}`);
  for (const [clock, range] of Object.entries(e.clocks ?? {}) as [keyof EngineWine['clocks'], { lo: number; hi: number }][]) {
    const v = w.clocks[clock];
    if (v !== null && (v < range.lo || v > range.hi)) out.push(`${clock} ${v}`);
  }
  if (e.sweet && !isSweetWine(w)) out.push('not sweet');
  const has = (text: string | null, phrases: readonly string[]) => phrases.some((p) => findPhrase(words(text), phraseWords(p)) >= 0);
  if (e.leadGrape && !leadGrapeIs(w, e.leadGrape)) out.push(`led by ${w.grapes[0] ?? '-'}`);
  if (e.nameAny && !has(w.name, e.nameAny)) out.push('name');
  if (e.placeAny && !has(`${w.name} ${w.region ?? ''} ${w.subregion ?? ''}`, e.placeAny)) out.push(`place ${w.region ?? '-'}/${w.subregion ?? '-'}`);
  if (e.producerAny && !has(w.producer, e.producerAny)) out.push(`producer ${w.producer ?? '-'}`);
  if (e.subregionAny && !e.subregionAny.includes(w.subregionSlug ?? '')) out.push(`sub-region ${w.subregion ?? '-'}`);
  if (e.volumeMl !== undefined && w.volumeMl !== e.volumeMl) out.push(`volume ${w.volumeMl ?? '-'} ml`);
  if (e.countryNot?.includes(w.countrySlug ?? '')) out.push(`country ${w.country ?? '-'}`);
  if (e.regionNot?.some((r) => regionMatches(w, r))) out.push(`area ${w.region ?? '-'}`);
  if (e.subcategoryAny && !e.subcategoryAny.includes(w.subcategory ?? '')) out.push(`sub-style ${w.subcategory ?? '-'}`);
  return out;
}

/** Led by one of the grapes: first in its grapes, or a grape it carries named in the product name. */
function leadGrapeIs(w: EngineWine, keys: readonly string[]): boolean {
  if (keys.includes(grapeKey(w.grapes[0] ?? ''))) return true;
  return w.grapes.some((g) => keys.includes(grapeKey(g)) && findPhrase(words(w.name), phraseWords(g)) >= 0);
}

export interface RequestResult {
  request: string;
  /** Wines of the top 10 meeting the expectation, and how many could (the catalog's own limit, at most 10). */
  hits: number;
  possible: number;
  shown: number;
  understoodAll: boolean;
  /** Keys expected but not understood, and words said back as not understood. */
  missedKeys: string[];
  notUnderstood: string[];
  /** For a request with a maximum price: the top 10's median price reaches half of it. */
  budgetUsed: boolean | null;
  /** For an impossible ask: said so (alternatives), and every pick marked as not a full match with what it breaks. */
  honest: boolean | null;
  misses: string[];
  ms: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export function evaluateRequest(
  c: EvaluationRequest,
  response: Omit<WinefinderChatResponse, 'results'>,
  ranked: readonly RankedEngineWine[],
  catalog: readonly EngineWine[],
  ms: number,
): RequestResult {
  const top = ranked.slice(0, 10);
  const misses = top.flatMap((r) => {
    const why = failures(r.wine, c.expect);
    return why.length ? [`${r.wine.name} (${why.join(', ')})`] : [];
  });
  const possible = Math.min(10, new Set(catalog.filter((w) => !w.isDiscontinued && failures(w, c.expect).length === 0).map((w) => derived(w).sameWineKey)).size);
  const missedKeys = c.understand.filter((k) => response.understood[k] === undefined);
  const max = c.expect.maxPrice;
  return {
    request: c.request,
    hits: top.length - misses.length,
    possible,
    shown: top.length,
    understoodAll: missedKeys.length === 0 && response.not_understood.length === 0,
    missedKeys,
    notUnderstood: response.not_understood,
    budgetUsed: max !== undefined && !c.impossible ? median(top.map((r) => r.wine.price)) >= BUDGET_USE_FROM * max : null,
    honest: c.impossible
      ? response.alternatives && top.length > 0 && top.every((r) => !r.strictMatch && r.confidenceLabel !== 'hög' && r.reasons.length > r.reason.split(', ').length)
      : null,
    misses,
    ms,
  };
}

export interface Summary {
  requests: number;
  /** Mean of hits / min(10, what the catalog can give) over the possible requests. */
  precisionAt10: number;
  understoodShare: number;
  budgetShare: number;
  budgetRequests: number;
  honestShare: number;
  impossibleRequests: number;
  p95Ms: number;
}

export function summarize(results: readonly RequestResult[]): Summary {
  const possible = results.filter((r) => r.honest === null);
  const budget = results.filter((r) => r.budgetUsed !== null);
  const impossible = results.filter((r) => r.honest !== null);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    requests: results.length,
    precisionAt10: possible.reduce((a, r) => a + Math.min(1, r.hits / Math.max(1, r.possible)), 0) / Math.max(1, possible.length),
    understoodShare: results.filter((r) => r.understoodAll).length / Math.max(1, results.length),
    budgetShare: budget.filter((r) => r.budgetUsed).length / Math.max(1, budget.length),
    budgetRequests: budget.length,
    honestShare: impossible.filter((r) => r.honest).length / Math.max(1, impossible.length),
    impossibleRequests: impossible.length,
    p95Ms: times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)] ?? 0,
  };
}

/** Runs every request through the chat as 'Visa vinerna nu' would, timing each. */
export function runEvaluation(
  requests: readonly EvaluationRequest[],
  wines: readonly EngineWine[],
  step: (message: string) => { response: Omit<WinefinderChatResponse, 'results'>; ranked: RankedEngineWine[] | null },
): RequestResult[] {
  return requests.map((c) => {
    const started = performance.now();
    const { response, ranked } = step(c.request);
    const ms = performance.now() - started;
    return evaluateRequest(c, response, ranked ?? [], wines, ms);
  });
}

/**
 * Every grape and every sub-region with at least `min` wines in the catalog, typed as the catalog writes it:
 * does the chat recognise it (the grape, or the place as a region answer)? Returns what it missed.
 */
export function recognitionWalk(
  wines: readonly EngineWine[],
  understand: (message: string) => Omit<WinefinderChatResponse, 'results'>['understood'],
  min = 5,
): { grapes: number; subregions: number; missed: string[] } {
  const count = <K>(keys: (w: EngineWine) => K[]) => {
    const m = new Map<K, number>();
    for (const w of wines) for (const k of new Set(keys(w))) m.set(k, (m.get(k) ?? 0) + 1);
    return [...m.entries()].filter(([, n]) => n >= min).map(([k]) => k);
  };
  const grapeNames = count((w) => w.grapes);
  const subregions = count((w) => (w.subregion ? [w.subregion] : []));
  const missed: string[] = [];
  // A name may be read as the grape, the place or an appellation of that name ('Brunello', 'Jerez' → sherry,
  // 'Lambrusco di Sorbara' is a grape and a place): any of them is recognised, nothing at all is not.
  for (const name of grapeNames) {
    const u = understand(name);
    const key = derived({ ...wines[0]!, grapes: [name] } as EngineWine).grapeKeys[0]!;
    if (!u.grape?.includes(key) && !u.appellation?.length) missed.push(`grape ${name}`);
  }
  for (const name of subregions) {
    const u = understand(name);
    if (u.region !== slugKey(name) && !u.appellation?.length && !u.grape?.length) missed.push(`sub-region ${name}`);
  }
  return { grapes: grapeNames.length, subregions: subregions.length, missed };
}
