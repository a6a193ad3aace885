import { slugKey } from '../vocabulary';

/** ASCII slugs for Swedish (and other European) names: 'Fläsk' → 'flask', 'Côtes du Rhône' → 'cotes-du-rhone'. */
export const slugify = slugKey;

/** Returns `base` (or `fallback` when base slugifies to nothing), suffixed -2, -3… until not in `taken`; records it. */
export function uniqueSlug(base: string, taken: Set<string>, fallback = 'x'): string {
  const root = slugify(base) || fallback;
  let slug = root;
  for (let i = 2; taken.has(slug); i++) slug = `${root}-${i}`;
  taken.add(slug);
  return slug;
}

/** Trims and collapses whitespace; null for empty. */
export function clean(value: string | null | undefined): string | null {
  if (value == null) return null;
  const s = String(value).replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
}

/** 'SKÄLVIK' → 'Skälvik', 'UPPLANDS VÄSBY' → 'Upplands Väsby', 'BORÅS-KINNA' → 'Borås-Kinna'. */
export function titleCase(value: string): string {
  return value.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
