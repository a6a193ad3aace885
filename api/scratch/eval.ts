import { fullCatalogWines } from '../src/test-kit/recommendation-fixtures';
import { chatStep, buildPlaceIndex, parseChatRequest, vocabularyFor } from '../src/features/recommendation';
import { loadRequests, runEvaluation, summarize } from '../src/features/recommendation/evaluation/evaluation';
const wines = fullCatalogWines(); const places = buildPlaceIndex(wines); vocabularyFor(wines);
const reqs = loadRequests();
const step = (message: string) => chatStep(wines, parseChatRequest({ message, include_results: true, limit: 10 }), places);
const first = runEvaluation(reqs, wines, step);
const second = runEvaluation(reqs, wines, step);
console.log('first', summarize(first)); console.log('second', summarize(second));
for (const r of second) {
  const p = r.possible ? r.hits / r.possible : 1;
  if (p < 1 || !r.understoodAll || r.budgetUsed === false || r.honest === false)
    console.log(`${r.request} | ${r.hits}/${r.possible} | keys-missed ${r.missedKeys} | nu ${r.notUnderstood} | budget ${r.budgetUsed} | honest ${r.honest} | ${r.misses.slice(0,3).join('; ')}`);
}
console.log('slowest', [...first].sort((a,b)=>b.ms-a.ms).slice(0,8).map(r=>`${r.request} ${r.ms.toFixed(0)}`).join(' | '));
