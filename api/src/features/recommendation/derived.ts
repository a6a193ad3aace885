/** Per-wine text work done once per loaded wine (the candidate cache keeps the objects alive). */
import { grapeKey, words } from '../vocabulary';
import type { EngineWine } from './types';

export interface Derived {
  categoryWords: string[];
  subcategoryWords: string[];
  nameWords: string[];
  usageWords: string[];
  producerKey: string;
  /** The wine's grapes as one key per grape (synonyms folded: Shiraz → syrah). */
  grapeKeys: string[];
  /** Same producer + same name = the same wine in another bottle size. */
  sameWineKey: string;
}

const cache = new WeakMap<EngineWine, Derived>();

export function derived(w: EngineWine): Derived {
  let d = cache.get(w);
  if (!d) {
    const producer = words(w.producer).join(' ');
    const name = words(w.name);
    d = {
      categoryWords: words(w.category),
      subcategoryWords: words(w.subcategory),
      nameWords: name,
      usageWords: words(w.usage),
      producerKey: producer || `#${w.id}`,
      grapeKeys: [...new Set(w.grapes.map(grapeKey))],
      sameWineKey: `${producer}|${name.join(' ')}`,
    };
    cache.set(w, d);
  }
  return d;
}
