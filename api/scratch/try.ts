import { fullCatalogWines } from '../src/test-kit/recommendation-fixtures';
import { chatStep, buildPlaceIndex } from '../src/features/recommendation';
const t0 = Date.now();
const wines = fullCatalogWines();
const places = buildPlaceIndex(wines);
console.log('loaded', wines.length, Date.now() - t0, 'ms');
const qs = process.argv.slice(2).length ? process.argv.slice(2) : ['Sauvignon blanc under 120 kr', 'Jag vill ha en Barolo', 'Chablis', 'Pinot Noir till kyckling', 'något torrt vitt från Tyskland', 'rött till grillat, kraftigt men inte för dyrt', 'vin i box till kräftskivan', 'Ett rött vin till pizza under 120 kr', 'Jag ska laga lax i ugn, något vitt under 150 kr', 'Barolo under 100 kr'];
for (const q of qs) {
  const t = performance.now();
  const s = chatStep(wines, { answers: {}, message: q, include_results: true }, places);
  const ms = performance.now() - t;
  console.log(`\n## ${q}  (${ms.toFixed(1)} ms)  understood=${JSON.stringify(s.response.understood)} matches=${s.response.match_count}`);
  console.log('  ' + s.response.messages.map((m) => m.text).join(' | '));
  for (const r of s.ranked ?? []) console.log(`  ${r.rank}. ${r.wine.name} | ${r.wine.style} ${r.wine.category}/${r.wine.subcategory} | ${r.wine.region}/${r.wine.subregionSlug} | ${r.wine.price} kr ${r.wine.volumeMl}ml | ${r.confidenceLabel} | ${r.reason} | ${r.note ?? ''} ${r.reasons.slice(-1)}`);
}
