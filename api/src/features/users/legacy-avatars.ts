import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { avatars, users } from '@/db/schema';
import { AVATAR_CONTENT_TYPE, newAvatarName, reencodeAvatar } from './avatar';

const LEGACY_FILE = /^([0-9]+)-[0-9a-f]+\.(png|jpg|gif|webp)$/;

/**
 * Avatars used to be files in `{uploadsDir}/avatars/` on one instance's disk. On the first start after the move to
 * the database, each one still in use is re-encoded into the database and its file deleted. Returns how many moved.
 */
export async function moveLegacyAvatars(db: Database, uploadsDir: string): Promise<number> {
  const dir = path.join(uploadsDir, 'avatars');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => LEGACY_FILE.test(f));
  } catch {
    return 0;
  }
  let moved = 0;
  for (const file of files) {
    const image = await reencodeAvatar(await readFile(path.join(dir, file)));
    await db.transaction(async (tx) => {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.avatarPath, file)).for('update');
      if (!owner) return;
      if (!image) {
        await tx.update(users).set({ avatarPath: null }).where(eq(users.id, owner.id));
        return;
      }
      const name = newAvatarName(owner.id);
      await tx.insert(avatars).values({ name, userId: owner.id, contentType: AVATAR_CONTENT_TYPE, data: image });
      await tx.update(users).set({ avatarPath: name }).where(eq(users.id, owner.id));
      moved++;
    });
    await rm(path.join(dir, file), { force: true });
  }
  return moved;
}
