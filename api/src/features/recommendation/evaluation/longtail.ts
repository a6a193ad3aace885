/**
 * The long-tail evaluation: requests for the words, places and edits a wine lover uses beyond the basics, in a
 * development part (tuned on) and a held-out part (written before tuning, never tuned on). Besides precision@10
 * it counts the wines shown as strict 'hög' that break the request's rule, the requests with nothing understood
 * that still show strict matches, and the conversation edits (negation, addition, relative price) that are
 * applied and said back.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { WinefinderAnswers, WinefinderChatResponse } from '../contract';
import type { RankedEngineWine } from '../rank';
import type { EngineWine } from '../types';
import { EvaluationRequest, evaluateRequest, type RequestResult } from './evaluation';

export type LongTailPart = 'dev' | 'heldout';

/** Targets of the long tail: precision on the held-out part, strict 'hög' only for fitting wines, honest unknowns, edits applied. */
export const LONG_TAIL_TARGETS = { heldOutPrecision: 0.93, unfitHighShare: 0.05 };

const LongTailFile = z.object({ $comment: z.string(), requests: z.array(EvaluationRequest).min(1) }).strict();

export const longTailFile = (part: LongTailPart, dir = path.dirname(fileURLToPath(import.meta.url))) => path.join(dir, `longtail-${part}.json`);

export function loadLongTail(part: LongTailPart, dir?: string): EvaluationRequest[] {
  const file = longTailFile(part, dir);
  const parsed = LongTailFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.requests;
}

type StepResponse = Omit<WinefinderChatResponse, 'results'>;
export type ConversationStep = (message: string, answers?: WinefinderAnswers) => { response: StepResponse; ranked: RankedEngineWine[] | null };

export interface LongTailResult extends RequestResult {
  edit: boolean;
  unknown: boolean;
  /** Top-10 wines that break the rule, and how many of them were labelled strict 'hög'. */
  unfit: number;
  unfitHigh: number;
  /** Strict matches shown or counted (for a request with nothing understood this must be 0). */
  strictShown: number;
  /** The last answer says the expected word (null when none is expected). */
  saidBack: boolean | null;
  /** What the browser shows of the top three: name, price, label, reason. */
  top3: string[];
}

/** Runs each request (and its follow-ups, with the answers each step returned) through the chat. */
export function runLongTail(requests: readonly EvaluationRequest[], wines: readonly EngineWine[], step: ConversationStep): LongTailResult[] {
  return requests.map((c) => {
    const started = performance.now();
    let { response, ranked } = step(c.request);
    for (const turn of c.turns ?? []) ({ response, ranked } = step(turn, response.answers));
    const ms = performance.now() - started;
    const top = (ranked ?? []).slice(0, 10);
    // A conversation is judged on what it has gathered; one message on what that message said.
    const judged = c.turns ? { ...response, understood: response.answers } : response;
    const base = evaluateRequest(c, judged, top, wines, ms);
    const unfitWines = c.unknown ? top : top.filter((r) => base.misses.some((m) => m.startsWith(`${r.wine.name} (`)));
    const said = response.messages.map((m) => m.text).join(' ').toLowerCase();
    return {
      ...base,
      edit: c.turns !== undefined,
      unknown: c.unknown === true,
      unfit: unfitWines.length,
      unfitHigh: unfitWines.filter((r) => r.strictMatch && r.confidenceLabel === 'hög').length,
      strictShown: Math.max(response.match_count, top.filter((r) => r.strictMatch).length),
      saidBack: c.saysBack === undefined ? null : said.includes(c.saysBack.toLowerCase()),
      top3: top.slice(0, 3).map((r) => `${r.wine.name}, ${r.wine.price} kr — Träffsäkerhet: ${r.confidenceLabel}; ${r.reason}`),
    };
  });
}

export interface LongTailSummary {
  requests: number;
  precisionAt10: number;
  /** Unfitting wines shown as strict 'hög', of all unfitting wines shown. */
  unfitHighShare: number;
  unfit: number;
  unfitHigh: number;
  unknownRequests: number;
  unknownWithStrict: number;
  edits: number;
  /** Edits whose top 10 meets the rule in full and, where expected, says the edit back. */
  editsApplied: number;
  understoodShare: number;
}

export function summarizeLongTail(results: readonly LongTailResult[]): LongTailSummary {
  const judged = results.filter((r) => !r.unknown);
  const unknown = results.filter((r) => r.unknown);
  const edits = results.filter((r) => r.edit);
  const unfit = results.reduce((n, r) => n + r.unfit, 0);
  const unfitHigh = results.reduce((n, r) => n + r.unfitHigh, 0);
  return {
    requests: results.length,
    precisionAt10: judged.reduce((a, r) => a + Math.min(1, r.hits / Math.max(1, r.possible)), 0) / Math.max(1, judged.length),
    unfitHighShare: unfitHigh / Math.max(1, unfit),
    unfit,
    unfitHigh,
    unknownRequests: unknown.length,
    unknownWithStrict: unknown.filter((r) => r.strictShown > 0 || r.notUnderstood.length === 0).length,
    edits: edits.length,
    editsApplied: edits.filter((r) => r.hits >= Math.min(10, r.possible) && r.saidBack !== false && r.understoodAll).length,
    understoodShare: judged.filter((r) => r.understoodAll).length / Math.max(1, judged.length),
  };
}
