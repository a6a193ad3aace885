import { mkdirSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Profile } from '@vinkompassen/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { avatars, users } from '@/db/schema';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { PNG_1X1 } from '@/testing/multipart';
import { request } from '@/testing/request';
import { registerUser } from '@/testing/users';
import { moveLegacyAvatars } from './legacy-avatars';

describeEachDb('avatars left on disk by earlier versions', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('are moved into the database, re-encoded, and their files deleted; a broken one falls back to the silhouette', async () => {
    const uploads = mkdtempSync(path.join(os.tmpdir(), 'vk-legacy-'));
    mkdirSync(path.join(uploads, 'avatars'));
    const anna = await registerUser(ctx.app);
    const bo = await registerUser(ctx.app);
    const good = `${anna.id}-abc123.png`;
    const broken = `${bo.id}-def456.gif`;
    writeFileSync(path.join(uploads, 'avatars', good), PNG_1X1);
    writeFileSync(path.join(uploads, 'avatars', broken), Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(10)]));
    await ctx.handle.db.update(users).set({ avatarPath: good }).where(eq(users.id, anna.id));
    await ctx.handle.db.update(users).set({ avatarPath: broken }).where(eq(users.id, bo.id));

    expect(await moveLegacyAvatars(ctx.handle.db, uploads)).toBe(1);
    const profile = (await request<Profile>(ctx.app, { method: 'GET', url: '/auth/profile/', headers: anna.headers })).body;
    expect(profile.avatar).toMatch(/\.webp$/);
    const served = await request<string>(ctx.app, { method: 'GET', url: new URL(profile.avatar!).pathname });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await request<Profile>(ctx.app, { method: 'GET', url: '/auth/profile/', headers: bo.headers })).body).toMatchObject({ avatar: null });
    expect(existsSync(path.join(uploads, 'avatars', good))).toBe(false);
    expect(await ctx.handle.db.select({ name: avatars.name }).from(avatars).where(eq(avatars.userId, anna.id))).toHaveLength(1);
    // Nothing left to move the next time.
    expect(await moveLegacyAvatars(ctx.handle.db, uploads)).toBe(0);
  });
});
