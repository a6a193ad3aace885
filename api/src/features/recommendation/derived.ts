/** Per-wine text work done once per loaded wine (the candidate cache keeps the objects alive). */
import { findPhrase, grapeKey, words } from '../vocabulary';
import type { EngineWine } from './types';

export interface Derived {
  categoryWords: string[];
  subcategoryWords: string[];
  nameWords: string[];
  usageWords: string[];
  producerKey: string;
  /** The wine's grapes as one key per grape (synonyms folded: Shiraz → syrah). */
  grapeKeys: string[];
  /** The grapes that lead the wine: the first of its grapes, and any its name carries ('… Merlot Cabernet'). */
  leadGrapeKeys: string[];
  /** Same producer + same name = the same wine in another bottle size. */
  sameWineKey: string;
  /** Any taste clock measured. */
  hasClocks: boolean;
  /** Whether Systembolaget's serving text names a food (usageMatches), by food, as asked. */
  usageHits: Map<string, boolean>;
}

// Kept on the wine itself under a symbol: read for every wine on every request, a property beats a WeakMap lookup.
const DERIVED = Symbol('derived');
type WithDerived = EngineWine & { [DERIVED]?: Derived };

export function derived(w: EngineWine): Derived {
  let d = (w as WithDerived)[DERIVED];
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
      leadGrapeKeys: [...new Set(w.grapes.filter((g, i) => i === 0 || findPhrase(name, words(g)) >= 0).map(grapeKey))],
      sameWineKey: `${producer}|${name.join(' ')}`,
      hasClocks: Object.values(w.clocks).some((v) => v !== null),
      usageHits: new Map(),
    };
    Object.defineProperty(w, DERIVED, { value: d, enumerable: false });
  }
  return d;
}
