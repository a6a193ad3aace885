import { fullCatalogWines } from '../src/test-kit/recommendation-fixtures';
import { rankForDish } from '../src/features/dishes/pairing';
import { findDish } from '../src/features/dishes/registry';
const wines = fullCatalogWines();
for (const slug of ['lammstek', 'ostbricka', 'lagrad-hardost', 'kraftor']) {
  console.log('\n#', slug);
  for (const r of rankForDish(wines, findDish(slug)!, 8)) console.log(`  ${r.rank}. ${r.wine.name} | ${r.wine.style} | body ${r.wine.clocks.body} | ${r.wine.price} kr | ${r.confidenceLabel} | ${r.reason}`);
}
