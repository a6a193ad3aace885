/** A row that goes away while a request runs (the account deleted as it follows someone) is 401/404, never 500. */
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '../testing/app';
import { registerUser } from '../testing/users';
import { ACCOUNT_GONE, errorAnswer, GONE_MEANWHILE } from './errors';

describeEachDb('a referenced row gone during the request', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** The driver's own error for a follow whose follower or followee no longer exists. */
  async function followError(follower: number, followee: number): Promise<unknown> {
    try {
      await ctx.handle.db.execute(sql`insert into follows (follower_id, followee_id) values (${follower}, ${followee})`);
    } catch (error) {
      return error;
    }
    throw new Error('the insert should have failed');
  }

  const signedIn = (id: number) => ({ id: 'req-1', user: { id }, log: ctx.app.log }) as unknown as FastifyRequest;

  it("the caller's own account gone: 401 (log in again); someone else gone: 404", async () => {
    const alive = await registerUser(ctx.app);
    const deletedId = alive.id + 100_000;
    expect(errorAnswer(await followError(deletedId, alive.id), signedIn(deletedId))).toEqual({
      status: 401,
      body: { detail: ACCOUNT_GONE },
      headers: { 'WWW-Authenticate': 'Token' },
    });
    expect(errorAnswer(await followError(alive.id, deletedId), signedIn(alive.id))).toEqual({ status: 404, body: { detail: GONE_MEANWHILE }, headers: {} });
  });
});
