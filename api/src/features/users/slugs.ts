import { randomBytes } from 'node:crypto';
import { slugKey as slugify } from '../vocabulary';

const suffix = () => randomBytes(3).toString('hex');

/** A slug that never looks like a numeric id (paths accept both). */
function base(name: string, fallback: string): string {
  const s = slugify(name).slice(0, 60).replace(/-+$/, '') || fallback;
  return /^\d+$/.test(s) ? `${fallback}-${s}` : s;
}

/** User slug: from the name, with a random suffix (unique with overwhelming probability; the DB enforces it). */
export const newUserSlug = (name: string) => `${base(name, 'vinvan')}-${suffix()}`;

/** List slug: from the name plus a random suffix, so renaming never breaks a shared link. */
export const newListSlug = (name: string) => `${base(name, 'lista')}-${suffix()}`;
