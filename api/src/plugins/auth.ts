import fp from 'fastify-plugin';
import { findTokenUser, touchToken, BAD_TOKEN, unauthorizedError } from '../features/auth';
import { DetailResponse } from '../http/responses';

/** Refresh `last_used_at` at most this often (avoids a write per request). */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Resolves `Authorization: Token {key}` to `request.user` (null when no token is sent).
 * A token that is sent but unknown, revoked or malformed → 401 on every route, so a client drops it.
 * Other schemes (e.g. Basic) are ignored. Not encapsulated: it covers every route of the scope that registers it.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    // Every route of the scope can answer a bad token with 401: its schema (and so the OpenAPI document) says so.
    app.addHook('onRoute', (route) => {
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (response && !('401' in response)) route.schema!.response = { ...response, 401: DetailResponse };
    });
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
      const row = await findTokenUser(app.deps.db, key);
      if (!row) {
        reply.header('WWW-Authenticate', 'Token');
        throw unauthorizedError(BAD_TOKEN);
      }
      const { lastUsedAt, ...user } = row;
      request.user = user;
      if (Date.now() - lastUsedAt.getTime() > TOUCH_INTERVAL_MS) await touchToken(app.deps.db, row.tokenId);
    });
  },
  { name: 'vinkompassen-auth' },
);
