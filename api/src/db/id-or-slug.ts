const INT_MAX = 2_147_483_647;

/** A path `{id}` that is either a numeric id (in integer range) or a slug. */
export type IdOrSlug = { id: number } | { slug: string } | { none: true };

export function parseIdOrSlug(raw: string): IdOrSlug {
  if (/^\d+$/.test(raw)) {
    const id = Number(raw);
    return id >= 1 && id <= INT_MAX ? { id } : { none: true };
  }
  return { slug: raw.toLowerCase() };
}
