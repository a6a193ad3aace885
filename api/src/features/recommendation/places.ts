/** Countries and regions present among the wines (for validating and parsing place answers). */
import type { EngineWine, PlaceIndex } from './types';

export function buildPlaceIndex(wines: readonly EngineWine[]): PlaceIndex {
  const countries = new Map<string, string>();
  const regions = new Map<string, { name: string; countrySlug: string | null }>();
  const sorted = [...wines].sort((a, b) => a.id - b.id);
  for (const w of sorted) {
    if (w.countrySlug && w.country && !countries.has(w.countrySlug)) countries.set(w.countrySlug, w.country);
    if (w.regionSlug && w.region && !regions.has(w.regionSlug)) regions.set(w.regionSlug, { name: w.region, countrySlug: w.countrySlug });
  }
  return { countries, regions };
}
