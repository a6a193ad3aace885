/**
 * The sommelier on the full catalog: the evaluation set (features/recommendation/evaluation) through the engine
 * for its quality figures, and through POST /api/v1/chat/ on the app without a read cache for its latency.
 */
import path from 'node:path';
import { apiRoot } from '../config';
import type { Database } from '../db/client';
import {
  chatStep,
  getSnapshot,
  parseChatRequest,
  loadRequests,
  recognitionWalk,
  runEvaluation,
  summarize,
  LONG_TAIL_TARGETS,
  loadLongTail,
  runLongTail,
  summarizeLongTail,
  type ConversationStep,
} from '../features/recommendation';

export const SOMMELIER_TARGETS = { precisionAt10: 0.9, recognised: 1, budgetShare: 0.9, honestShare: 1, chatP95Ms: 50 };

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export async function sommelierFigures(db: Pick<Database, 'execute'>, kind: string, uncached: string) {
  const snapshot = await getSnapshot(db);
  const step = (message: string) => chatStep(snapshot.wines, parseChatRequest({ message, include_results: true, limit: 10 }), snapshot.places);
  // From the source tree: the bench runs bundled (dist/bench), where the module's own folder holds no requests.json.
  const evaluationDir = path.join(apiRoot, 'src', 'features', 'recommendation', 'evaluation');
  const requests = loadRequests(path.join(evaluationDir, 'requests.json'));
  const s = summarize(runEvaluation(requests, snapshot.wines, step));
  const walk = recognitionWalk(snapshot.wines, (message) => step(message).response.understood);
  const recognised = 1 - walk.missed.length / Math.max(1, walk.grapes + walk.subregions);
  // The long tail: held-out precision and the unfitting wines shown as strict 'hög' over both parts.
  const conversation: ConversationStep = (message, answers) =>
    chatStep(snapshot.wines, parseChatRequest({ message, answers: answers ?? {}, include_results: true, limit: 10 }), snapshot.places);
  const heldOut = runLongTail(loadLongTail('heldout', evaluationDir), snapshot.wines, conversation);
  const held = summarizeLongTail(heldOut);
  const longTail = summarizeLongTail([...runLongTail(loadLongTail('dev', evaluationDir), snapshot.wines, conversation), ...heldOut]);

  // Latency: every request over HTTP, one at a time; a first pass warms the process like any other bench line.
  const times: number[] = [];
  for (let pass = 0; pass <= 2; pass++) {
    for (const r of requests) {
      const t = performance.now();
      const res = await fetch(`${uncached}/api/v1/chat/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: r.request, include_results: true }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`chat '${r.request}' answered ${res.status}`);
      if (pass > 0) times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(0.95 * times.length) - 1]!;
  const p50 = times[Math.ceil(0.5 * times.length) - 1]!;
  console.log(
    `sommelier, ${requests.length} requests: precision@10 ${s.precisionAt10.toFixed(3)}; understood in full ${pct(s.understoodShare)}; ` +
      `budget used ${pct(s.budgetShare)} of ${s.budgetRequests}; impossible asks answered honestly ${pct(s.honestShare)} of ${s.impossibleRequests}; ` +
      `grapes and sub-regions with ≥ 5 wines recognised ${walk.grapes + walk.subregions - walk.missed.length} of ${walk.grapes + walk.subregions}` +
      `${walk.missed.length ? ` (missed: ${walk.missed.join(', ')})` : ''}; chat over HTTP p50 ${p50.toFixed(1)} / p95 ${p95.toFixed(1)} ms; ` +
      `long tail, ${longTail.requests} requests: held-out precision@10 ${held.precisionAt10.toFixed(3)} (${held.requests}), ` +
      `unfitting wines shown as strict 'hög' ${pct(longTail.unfitHighShare)} (${longTail.unfitHigh} of ${longTail.unfit})`,
  );
  const T = SOMMELIER_TARGETS;
  return [
    { what: `sommelier precision@10, ${requests.length} requests`, value: s.precisionAt10.toFixed(3), target: `≥ ${T.precisionAt10}`, ok: s.precisionAt10 >= T.precisionAt10 },
    { what: 'sommelier: requests with every term understood', value: pct(s.understoodShare), target: '–', ok: null },
    { what: 'sommelier: grapes and sub-regions with ≥ 5 wines recognised', value: pct(recognised), target: '100 %', ok: recognised >= T.recognised },
    { what: 'sommelier: budget requests using the budget (median ≥ ½)', value: pct(s.budgetShare), target: '≥ 90 %', ok: s.budgetShare >= T.budgetShare },
    { what: 'sommelier: impossible asks answered honestly', value: pct(s.honestShare), target: '100 %', ok: s.honestShare >= T.honestShare },
    { what: `sommelier long tail: held-out precision@10, ${held.requests} requests`, value: held.precisionAt10.toFixed(3), target: `≥ ${LONG_TAIL_TARGETS.heldOutPrecision}`, ok: held.precisionAt10 >= LONG_TAIL_TARGETS.heldOutPrecision },
    { what: "sommelier long tail: unfitting wines shown as strict 'hög'", value: pct(longTail.unfitHighShare), target: `≤ ${pct(LONG_TAIL_TARGETS.unfitHighShare)}`, ok: longTail.unfitHighShare <= LONG_TAIL_TARGETS.unfitHighShare },
    { what: `sommelier chat p95, full catalog, uncached, ${kind}`, value: `${p95.toFixed(1)} ms`, target: `≤ ${T.chatP95Ms} ms`, ok: p95 <= T.chatP95Ms },
  ];
}
