/** Users for API tests: registered through the API, with a fresh client address per call. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../app';
import type { Queryable } from '../db/executor';

let ipCounter = 1;
/** A fresh client address per call, so rate limits (per IP) do not trip tests that are not about them. */
export const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export interface TestUser {
  key: string;
  id: number;
  slug: string;
  email: string;
  password: string;
  name: string;
  headers: { authorization: string };
}

/** Registers a user through the API and loads its profile. */
export async function registerUser(app: AppInstance, opts: { email?: string; password?: string; name?: string } = {}): Promise<TestUser> {
  const email = opts.email ?? `user-${randomBytes(5).toString('hex')}@example.se`;
  const password = opts.password ?? 'hemligt-losen-1';
  const name = opts.name ?? 'Testare';
  const res = await app.inject({
    method: 'POST',
    url: '/auth/registration/',
    remoteAddress: freshIp(),
    payload: { email, password1: password, password2: password, name },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const key = (res.json() as { key: string }).key;
  const headers = { authorization: `Token ${key}` };
  const profile = (await app.inject({ method: 'GET', url: '/auth/profile/', headers })).json() as { id: number; slug: string };
  return { key, id: profile.id, slug: profile.slug, email, password, name, headers };
}

/** Polls until `check` returns a value (mail is sent in the background). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Makes an account established (features/community/established.ts): a week old, with something done (a private
 * list, seen by nobody else). Its reports then count fully and its ratings count in "Medlemmarnas betyg".
 */
export async function establish(db: Queryable, user: { id: number }): Promise<void> {
  await db.execute(sql`update users set created_at = now() - interval '8 days' where id = ${user.id}`);
  await db.execute(sql`insert into user_lists (slug, owner_id, name, is_public) values (${`etablerad-${user.id}`}, ${user.id}, 'Etablerad', false)`);
}
