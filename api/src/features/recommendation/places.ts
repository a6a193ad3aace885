/** Countries, regions and sub-regions present among the wines (for validating and parsing place answers). */
import type { EngineWine, PlaceIndex } from './types';

export function buildPlaceIndex(wines: readonly EngineWine[]): PlaceIndex {
  const countries = new Map<string, string>();
  const regions = new Map<string, { name: string; countrySlug: string | null }>();
  const sorted = [...wines].sort((a, b) => a.id - b.id);
  for (const w of sorted) {
    if (w.countrySlug && w.country && !countries.has(w.countrySlug)) countries.set(w.countrySlug, w.country);
    if (w.regionSlug && w.region && !regions.has(w.regionSlug)) regions.set(w.regionSlug, { name: w.region, countrySlug: w.countrySlug });
  }
  // Sub-regions (Barolo, Chablis) answer the region question too; a region's own name wins a shared slug.
  for (const w of sorted) {
    if (w.subregionSlug && w.subregion && !regions.has(w.subregionSlug)) regions.set(w.subregionSlug, { name: w.subregion, countrySlug: w.countrySlug });
  }
  return { countries, regions };
}
