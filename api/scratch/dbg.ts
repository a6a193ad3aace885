import { fullCatalogWines } from '../src/test-kit/recommendation-fixtures';
import { chatStep, buildPlaceIndex, parseChatRequest } from '../src/features/recommendation';
const wines = fullCatalogWines(); const places = buildPlaceIndex(wines);
for (const q of process.argv.slice(2)) {
const s = chatStep(wines, parseChatRequest({ message: q, include_results: true, limit: 10 }), places);
console.log(q, JSON.stringify(s.response.understood), s.response.not_understood, s.response.match_count);
for (const r of s.ranked!.slice(0,5)) console.log('  ', r.wine.name, r.wine.region, r.wine.subregion, r.wine.style, r.wine.price, r.wine.clocks.casque, r.tier);
}
