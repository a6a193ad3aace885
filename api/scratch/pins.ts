import { realWines } from '../src/test-kit/recommendation-fixtures';
import { chatStep, buildPlaceIndex, parseChatRequest } from '../src/features/recommendation';
const wines = realWines(); const places = buildPlaceIndex(wines);
const top = (body: Record<string, unknown>, n = 3) => chatStep(wines, parseChatRequest({ ...body, include_results: true, limit: n }), places);
for (const [b, n] of [[{ answers: { food: 'not' } }, 5], [{ message: 'något till lax under 150 kr' }, 3], [{ answers: { food: 'fisk' } }, 3], [{ message: 'fylligt rött till lamm' }, 5]] as const) {
  const s = top(b as any, n);
  console.log(JSON.stringify(b), s.response.match_count, s.response.fixed_range_count);
  for (const r of s.ranked!) console.log('  ', r.wine.productNumber, r.wine.name, r.wine.price, r.tier, r.confidenceLabel, '|', r.reason, '|', r.reasons.join(' / '));
}
