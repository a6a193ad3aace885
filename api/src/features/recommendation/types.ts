/** Plain objects the engine works on: no database, no I/O. */
import type { WineStyle } from '@vinkompassen/shared-contracts/schemas';

import { CLOCK_KEYS, type ClockKey } from '../food-knowledge';

export { CLOCK_KEYS, type ClockKey };
/** Taste clocks 1–12; null = not measured (Systembolaget's 0). */
export type Clocks = Record<ClockKey, number | null>;

/** One wine as the engine sees it. */
export interface EngineWine {
  id: number;
  /** Systembolaget's article number (stable across imports; used in tests). */
  productNumber: string;
  /** Bold + thin name, for explanations and duplicate detection. */
  name: string;
  producer: string | null;
  style: WineStyle;
  /** Systembolaget's categoryLevel2/3 ('Rött vin', 'Fruktigt & Smakrikt', 'Sött'…). */
  category: string | null;
  subcategory: string | null;
  /** Assortment code: 'FS' = fixed range. */
  assortment: string;
  assortmentText: string | null;
  price: number;
  volumeMl: number | null;
  country: string | null;
  /** slugKey(country), e.g. 'italien'. */
  countrySlug: string | null;
  region: string | null;
  regionSlug: string | null;
  /** Systembolaget's originLevel2 ('Barolo', 'Chablis'). */
  subregion: string | null;
  subregionSlug: string | null;
  /** Grape names as the catalog writes them ('Pinot noir', 'Shiraz'). */
  grapes: string[];
  clocks: Clocks;
  /** The vintage year from the catalog; null for non-vintage wines. */
  vintage: number | null;
  sugarGramPer100ml: number | null;
  /** Food symbol slugs (tag category 'mat'): 'fisk', 'not', 'sallskapsdryck'… */
  symbols: string[];
  usage: string | null;
  taste: string | null;
  isOrganic: boolean;
  isDiscontinued: boolean;
  /** Likes on the site (popularity). */
  likes: number;
}

/** Countries and regions present in the catalog, for validating and parsing place answers. */
export interface PlaceIndex {
  /** slug → display name */
  countries: Map<string, string>;
  /** slug → { name, country slug } */
  regions: Map<string, { name: string; countrySlug: string | null }>;
}
