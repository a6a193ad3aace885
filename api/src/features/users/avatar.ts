import { randomBytes } from 'node:crypto';

/** Avatars are served at `/media/avatars/{name}` from the database (routes/media/avatars). */
export const AVATAR_URL_PREFIX = '/media/avatars/';
export const AVATAR_CONTENT_TYPE = 'image/webp';
/** Stored avatars fit in this square; shown at most at 160 px (twice that for sharp screens). */
const AVATAR_MAX_PX = 512;
/** A decompression bomb (a small file of huge pixel count) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export const AVATAR_NAME = /^[0-9]+-[0-9a-f]{24}\.webp$/;

const SIGNATURES: Array<{ ext: string; test: (b: Buffer) => boolean }> = [
  { ext: 'png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.length > 6 && (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a') },
  { ext: 'webp', test: (b) => b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The image type from the file's own bytes (the client's content type is not trusted); null if not an image we accept. */
export function sniffImage(data: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(data))?.ext ?? null;
}

/**
 * Decodes the upload and writes a new WebP from its pixels alone: whatever else the file carried (metadata, a
 * second format hidden in it, script in a polyglot) is gone. Turned upright by its EXIF orientation, shrunk to
 * fit 512 px, first frame of an animation. Null when the bytes are not an image the decoder can read.
 */
export async function reencodeAvatar(data: Buffer): Promise<Buffer | null> {
  if (!sniffImage(data)) return null;
  // Loaded with the first avatar, not at start: an instance that converts none holds none of libvips' memory.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: AVATAR_MAX_PX, height: AVATAR_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A fresh unguessable name for a user's avatar. */
export const newAvatarName = (userId: number): string => `${userId}-${randomBytes(12).toString('hex')}.webp`;

export function avatarUrl(publicUrl: string, name: string | null | undefined): string | null {
  if (!name) return null;
  return `${publicUrl.replace(/\/+$/, '')}${AVATAR_URL_PREFIX}${name}`;
}
