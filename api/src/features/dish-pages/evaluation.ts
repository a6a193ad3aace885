/**
 * The evaluation set (evaluation.json): what every wine of a dish's top 8 must satisfy, and the score
 * that says how well the engine does: precision@8 = the share of top-8 wines meeting their case.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { EngineWine } from '../recommendation';
import { DishEvaluationFile, priceBand, type DishEvaluationCase } from '../food-knowledge';

export const evaluationFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'evaluation.json');

export function loadEvaluation(file = evaluationFile): DishEvaluationCase[] {
  const parsed = DishEvaluationFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.cases;
}

/** Fortified wines, sake and the like are 'other' in the evaluation's styles. */
const styleOf = (w: EngineWine) => w.style;

/** Why a wine fails its case (empty = it meets it). */
export function failures(w: EngineWine, c: DishEvaluationCase): string[] {
  const out: string[] = [];
  if (c.styles.length && !c.styles.includes(styleOf(w))) out.push(`style ${w.style}`);
  if (c.symbolsAny && !c.symbolsAny.some((s) => w.symbols.includes(s))) out.push(`symbols ${w.symbols.join('/') || '-'}`);
  for (const [clock, range] of Object.entries(c.clocks ?? {}) as [keyof EngineWine['clocks'], { lo: number; hi: number }][]) {
    const v = w.clocks[clock];
    if (v !== null && (v < range.lo || v > range.hi)) out.push(`${clock} ${v}`);
  }
  if (c.maxPrice !== undefined && w.price > c.maxPrice) out.push(`price ${w.price}`);
  return out;
}

export interface CaseResult {
  dish: string;
  /** Wines of the top 8 meeting the case. */
  hits: number;
  shown: number;
  priceBands: number;
  bandsOk: boolean;
  misses: string[];
}

export function evaluateCase(c: DishEvaluationCase, top: readonly EngineWine[]): CaseResult {
  const misses = top.flatMap((w) => {
    const why = failures(w, c);
    return why.length ? [`${w.name} (${why.join(', ')})`] : [];
  });
  const priceBands = new Set(top.map((w) => priceBand(w.price))).size;
  return { dish: c.dish, hits: top.length - misses.length, shown: top.length, priceBands, bandsOk: priceBands >= c.minDistinctPriceBands, misses };
}

/** Mean over the cases of hits / 8 (a short list counts its missing places as misses). */
export const precisionAt8 = (results: readonly CaseResult[]) => results.reduce((a, r) => a + r.hits / 8, 0) / Math.max(1, results.length);
