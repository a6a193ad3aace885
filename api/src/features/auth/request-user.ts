import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@/http/errors';

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

export const unauthorizedError = (detail: string) => new HttpError(401, { detail });

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

/** Rate limits of signed-in actions count per user (any address); an anonymous call is refused before counting matters. */
export const perUser = (request: FastifyRequest): string => (request.user ? `user-${request.user.id}` : request.ip);

/** OpenAPI: marks a route as needing `Authorization: Token {key}`. */
export const tokenSecurity = [{ token: [] as string[] }];
