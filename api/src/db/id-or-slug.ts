import { PLAIN_ID } from '@vinkompassen/shared-contracts/schemas';

const INT_MAX = 2_147_483_647;

/** A path `{id}` that is either a numeric id (in integer range) or a slug. */
export type IdOrSlug = { id: number } | { slug: string } | { none: true };

/** Digits name an id only as a plain decimal integer (the one rule of `PlainId`); `007` or an overflow name nothing. */
export function parseIdOrSlug(raw: string): IdOrSlug {
  if (PLAIN_ID.test(raw)) {
    const id = Number(raw);
    return id <= INT_MAX ? { id } : { none: true };
  }
  if (/^\d+$/.test(raw)) return { none: true };
  return { slug: raw.toLowerCase() };
}
