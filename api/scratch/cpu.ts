import { fullCatalogWines } from '../src/test-kit/recommendation-fixtures';
import { chatStep, buildPlaceIndex, parseChatRequest, vocabularyFor } from '../src/features/recommendation';
import { derived } from '../src/features/recommendation/derived';
import { isSweetWine, isExcludedCategory } from '../src/features/recommendation/scoring';
import { loadRequests } from '../src/features/recommendation/evaluation/evaluation';
const wines = fullCatalogWines(); const places = buildPlaceIndex(wines); vocabularyFor(wines);
for (const w of wines) { derived(w); isSweetWine(w); isExcludedCategory(w); }
const reqs = loadRequests();
for (let pass = 0; pass < 2; pass++) {
  const cpu: number[] = [];
  for (const r of reqs) {
    const c0 = process.cpuUsage();
    chatStep(wines, parseChatRequest({ message: r.request, include_results: true, limit: 10 }), places);
    const c = process.cpuUsage(c0); cpu.push((c.user + c.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  console.log(`pass ${pass}: cpu p50 ${cpu[Math.floor(cpu.length/2)]!.toFixed(1)} p95 ${cpu[Math.ceil(0.95*cpu.length)-1]!.toFixed(1)} max ${cpu.at(-1)!.toFixed(1)} ms`);
}
