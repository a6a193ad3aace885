import { ErrorBody, LoginRequest, TokenResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_TEXTS, burnPasswordCheck, verifyPassword, findUserByEmail, issueAuthToken } from '@/features/auth';
import { BODY_LIMITS } from '@/http/body-limits';
import { badRequest } from '@/http/errors';
import { RATE_LIMITS, THROTTLES, throttled } from '@/http/rate-limits';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/login/',
    {
      bodyLimit: BODY_LIMITS.login,
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; returns {key}',
        body: LoginRequest,
        response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      // Per account, whichever addresses the attempts come from; a refused attempt checks no password.
      const wait = await app.throttle.take('login', email, THROTTLES.login);
      if (wait > 0) throw throttled(wait);
      const user = await findUserByEmail(db, email);
      if (!user) {
        // The same work as a wrong password, so the answer's timing does not tell whether the account exists.
        await burnPasswordCheck(password);
        throw badRequest({ non_field_errors: [AUTH_TEXTS.wrongCredentials] });
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw badRequest({ non_field_errors: [AUTH_TEXTS.wrongCredentials] });
      await app.throttle.clear('login', email);
      return { key: await issueAuthToken(db, user.id) };
    },
  );
};
