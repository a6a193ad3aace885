import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { queryRows } from '@/db/query';
import { describeEachDb, freshDatabase } from '@/testing/app';
import { insertProducts } from '@/testing/products';
import { LikeCountsModel, likeCountsOf } from './counts';
import { likeProduct, unlikeProduct } from './queries';

describeEachDb('like counts held in memory', (kind) => {
  let handle: DatabaseHandle;
  let wine: number;
  let users: number[];
  beforeAll(async () => {
    handle = await freshDatabase(kind);
    [wine] = (await insertProducts(handle.db, [{}])) as [number];
    users = [];
    for (const slug of ['a', 'b', 'c']) {
      const [user] = await queryRows<{ id: number }>(handle.db, sql`insert into users (slug, email, password_hash) values (${slug}, ${`${slug}@example.com`}, 'x') returning id`);
      users.push(Number(user!.id));
    }
  });
  afterAll(async () => {
    await handle?.close();
  });
  const sqlLike = (user: number) => handle.db.execute(sql`insert into product_likes (user_id, product_id) values (${user}, ${wine})`);
  const sqlUnlikeAll = () => handle.db.execute(sql`delete from product_likes`);

  it('a save or unsave through the likes feature is counted by the very next read', async () => {
    const counts = likeCountsOf(handle.db);
    expect((await counts.snapshot()).counts.get(wine)).toBeUndefined();
    await likeProduct(handle.db, users[0]!, wine);
    expect((await counts.snapshot()).counts.get(wine)).toBe(1);
    await unlikeProduct(handle.db, users[0]!, wine);
    expect((await counts.snapshot()).counts.get(wine)).toBeUndefined();
  });

  it('a change made elsewhere is seen once heard, or within the age limit without waiting for it', async () => {
    const counts = new LikeCountsModel(handle.db);
    const first = await counts.snapshot();
    await sqlLike(users[1]!);
    // Not heard of: the held counts answer.
    expect(await counts.snapshot()).toBe(first);
    // Older than the limit: still answered at once, fresh counts load behind it.
    expect(await counts.snapshot(0)).toBe(first);
    await vi.waitFor(async () => expect((await counts.snapshot()).counts.get(wine)).toBe(1));
    await sqlLike(users[2]!);
    counts.forget();
    expect((await counts.snapshot()).counts.get(wine)).toBe(2);
    await sqlUnlikeAll();
  });

  it('a read that started before a change never answers after it', async () => {
    const counts = new LikeCountsModel(handle.db);
    const early = counts.snapshot();
    await sqlLike(users[0]!);
    counts.changed();
    expect((await counts.snapshot()).counts.get(wine)).toBe(1);
    await early;
    expect((await counts.snapshot()).counts.get(wine)).toBe(1);
    await sqlUnlikeAll();
  });

  it('tells its listeners of a change made here, not of one heard', () => {
    const counts = new LikeCountsModel(handle.db);
    const heard = vi.fn();
    const unsubscribe = counts.onChanged(heard);
    counts.forget();
    expect(heard).not.toHaveBeenCalled();
    counts.changed();
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
