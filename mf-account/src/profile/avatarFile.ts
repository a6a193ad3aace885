import { AVATAR_MAX_MB, TEXTS } from '../texts';

/** Image types the API accepts for an avatar. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Checked before upload so the user hears at once what the API would answer (400 / 413). */
export function avatarFileError(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return TEXTS.edit.notImage;
  if (file.size > AVATAR_MAX_MB * 1024 * 1024) return TEXTS.edit.tooLarge;
  return null;
}
