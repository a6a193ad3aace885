import { Detail, ErrorBody, RegistrationRequest, TokenResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_TEXTS, hashPassword, refuseWeakPassword, createAccount, currentUser, requireUser, tokenSecurity, revokeToken } from '@/features/auth';
import { welcomeMail } from '@/features/mail';
import { newUserSlug } from '@/features/users';
import { BODY_LIMITS } from '@/http/body-limits';
import { badRequest } from '@/http/errors';
import { RATE_LIMITS, THROTTLES } from '@/http/rate-limits';

/** Registration and logout (login: routes/login/, passwords: ./password/, own profile: ./profile/). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/auth/registration/',
    {
      bodyLimit: BODY_LIMITS.registration,
      config: { rateLimit: RATE_LIMITS.registration },
      schema: {
        tags: ['auth'],
        summary: 'Create an account; returns an auth token and sends a welcome mail',
        body: RegistrationRequest,
        response: { 201: TokenResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { email, password1, name } = request.body;
      refuseWeakPassword('password1', password1, email);
      const passwordHash = await hashPassword(password1);
      const key = await createAccount(db, { email, name: name ?? '', passwordHash, slug: newUserSlug(name ?? '') });
      if (key === null) throw badRequest({ email: [AUTH_TEXTS.emailTaken] });
      if ((await app.throttle.take('welcome-mail', email, THROTTLES.mail)) === 0) app.sendMail(welcomeMail(email, name ?? '', config.appUrl));
      return reply.status(201).send({ key });
    },
  );

  app.post(
    '/auth/logout/',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], summary: 'Revoke the token used for this request', security: tokenSecurity, response: { 200: Detail, 401: ErrorBody } },
    },
    async (request) => {
      await revokeToken(db, currentUser(request).tokenId);
      return { detail: AUTH_TEXTS.loggedOut };
    },
  );
};
