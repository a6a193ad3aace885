import { fullCatalogWines } from '../src/test-kit/recommendation-fixtures';
import { buildVocabulary } from '../src/features/vocabulary';
import { allFoods } from '../src/features/dishes/registry';
const wines = fullCatalogWines();
let t = performance.now(); const foods = allFoods(); console.log('foods', foods.length, (performance.now()-t).toFixed(0));
for (let i = 0; i < 3; i++) { t = performance.now(); const v = buildVocabulary(wines, foods); console.log('vocab', v.rules.length, v.grapes.size, v.appellations.size, (performance.now()-t).toFixed(0), 'ms'); }
