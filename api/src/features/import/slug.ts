/** ASCII slugs for Swedish (and other European) names: 'Fläsk' → 'flask', 'Côtes du Rhône' → 'cotes-du-rhone'. */
const SPECIAL: Record<string, string> = { æ: 'ae', ø: 'o', ß: 'ss', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', '&': ' och ' };

export function slugify(input: string): string {
  const lowered = input.toLowerCase().replace(/[æøßœđłþ&]/g, (c) => SPECIAL[c] ?? c);
  return lowered
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

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
