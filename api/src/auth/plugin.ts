import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authTokens, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { sha256 } from './tokens';

/** The logged-in user, resolved from `Authorization: Token {key}`. */
export interface AuthUser {
  id: number;
  slug: string;
  email: string;
  name: string;
  avatarPath: string | null;
  likesArePublic: boolean;
  createdAt: Date;
  /** Id of the auth token used for this request (logout revokes it; password change keeps it). */
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const NOT_LOGGED_IN = 'Du behöver logga in.';
export const BAD_TOKEN = 'Ogiltig token. Logga in igen.';

const unauthorizedError = (detail: string) => new HttpError(401, { detail });

/** Refresh `last_used_at` at most this often (avoids a write per request). */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Resolves `Authorization: Token {key}` to `request.user` (null when no token is sent).
 * A token that is sent but unknown, revoked or malformed → 401 on every route, so a client drops it.
 * Other schemes (e.g. Basic) are ignored. Registered without encapsulation (skip-override).
 */
export async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^\s*token\s+(.*)$/i.exec(header);
    if (!match) return;
    const key = (match[1] ?? '').trim();
    if (!/^[0-9a-f]{64}$/i.test(key)) {
      reply.header('WWW-Authenticate', 'Token');
      throw unauthorizedError(BAD_TOKEN);
    }
    const db = app.deps.db;
    const [row] = await db
      .select({
        tokenId: authTokens.id,
        lastUsedAt: authTokens.lastUsedAt,
        id: users.id,
        slug: users.slug,
        email: users.email,
        name: users.name,
        avatarPath: users.avatarPath,
        likesArePublic: users.likesArePublic,
        createdAt: users.createdAt,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(eq(authTokens.tokenHash, sha256(key.toLowerCase())))
      .limit(1);
    if (!row) {
      reply.header('WWW-Authenticate', 'Token');
      throw unauthorizedError(BAD_TOKEN);
    }
    const { lastUsedAt, ...user } = row;
    request.user = user;
    if (Date.now() - lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await db.update(authTokens).set({ lastUsedAt: new Date() }).where(eq(authTokens.id, row.tokenId));
    }
  });
}
(authPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(authPlugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'vinkompassen-auth';

/** preValidation: 401 unless logged in (before the body is validated, so anonymous calls get 401, not 400). */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) {
    reply.header('WWW-Authenticate', 'Token');
    throw unauthorizedError(NOT_LOGGED_IN);
  }
}

/** The logged-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorizedError(NOT_LOGGED_IN);
  return request.user;
}

/** OpenAPI: marks a route as needing `Authorization: Token {key}`. */
export const tokenSecurity = [{ token: [] as string[] }];
