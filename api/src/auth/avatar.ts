import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Avatars live in `{uploadsDir}/avatars/` and are served at `/media/avatars/{file}`. */
export const AVATAR_URL_PREFIX = '/media/avatars/';
export const avatarDir = (uploadsDir: string) => path.join(uploadsDir, 'avatars');

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

/** Writes the avatar under a fresh unguessable name; returns the file name to store on the user. */
export async function storeAvatar(uploadsDir: string, userId: number, data: Buffer, ext: string): Promise<string> {
  const dir = avatarDir(uploadsDir);
  await mkdir(dir, { recursive: true });
  const file = `${userId}-${randomBytes(12).toString('hex')}.${ext}`;
  await writeFile(path.join(dir, file), data, { flag: 'wx' });
  return file;
}

const SAFE_FILE = /^[0-9]+-[0-9a-f]+\.(png|jpg|gif|webp)$/;

export async function deleteAvatar(uploadsDir: string, file: string | null | undefined): Promise<void> {
  if (!file || !SAFE_FILE.test(file)) return;
  await rm(path.join(avatarDir(uploadsDir), file), { force: true });
}

export function avatarUrl(publicUrl: string, file: string | null | undefined): string | null {
  if (!file) return null;
  return `${publicUrl.replace(/\/+$/, '')}${AVATAR_URL_PREFIX}${file}`;
}
