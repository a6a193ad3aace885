import { emailChangeConfirmPath, emailChangeReportPath } from '@vinkompassen/shared-contracts/routes';
import {
  Detail,
  EmailChangeRequest,
  EmailChangeTokenRequest,
  ErrorBody,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_TEXTS, hashPassword, verifyPassword, refuseWeakPassword, confirmEmailChange, reportEmailChange, requestEmailChange, changePassword, findUserByEmail, passwordHashOf, resetPassword, storeResetToken, currentUser, requireUser, tokenSecurity, newRandomToken } from '@/features/auth';
import { emailChangeConfirmMail, emailChangeNoticeMail, passwordResetMail } from '@/features/mail';
import { BODY_LIMITS } from '@/http/body-limits';
import { badRequest } from '@/http/errors';
import { RATE_LIMITS, THROTTLES } from '@/http/rate-limits';

const errorResponses = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody };

/** Password reset by mail, and password and e-mail change while logged in. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const appUrl = config.appUrl.replace(/\/+$/, '');

  app.post(
    '/auth/password/reset/',
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use reset link (valid 1 h); always 200, whether or not the address has an account',
        body: PasswordResetRequest,
        response: { 200: Detail, ...errorResponses },
      },
    },
    async (request) => {
      const { email } = request.body;
      // Everything happens after the answer, so known and unknown addresses answer equally fast.
      app.inBackground(async () => {
        if ((await app.throttle.take('reset-mail', email, THROTTLES.mail)) > 0) return;
        const user = await findUserByEmail(db, email);
        if (!user) return;
        const token = newRandomToken();
        await storeResetToken(db, user.id, token);
        const link = `${appUrl}/confirm-reset/${user.id}/${token}/`;
        app.sendMail(passwordResetMail(user.email, link));
      }, 'password reset link');
      return { detail: AUTH_TEXTS.resetSent };
    },
  );

  app.post(
    '/auth/password/reset/confirm/',
    {
      bodyLimit: BODY_LIMITS.passwordResetConfirm,
      config: { rateLimit: RATE_LIMITS.passwordResetConfirm },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the uid and token from the reset link; revokes every auth token of the user',
        body: PasswordResetConfirmRequest,
        response: { 200: Detail, ...errorResponses },
      },
    },
    async (request) => {
      const { uid, token, new_password1 } = request.body;
      refuseWeakPassword('new_password1', new_password1);
      const userId = /^\d{1,10}$/.test(uid) ? Number(uid) : NaN;
      if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647 || !/^[0-9a-f]{64}$/i.test(token)) {
        throw badRequest({ token: [AUTH_TEXTS.resetInvalid] });
      }
      const passwordHash = await hashPassword(new_password1);
      const owner = await resetPassword(db, userId, token, passwordHash);
      if (!owner) throw badRequest({ token: [AUTH_TEXTS.resetInvalid] });
      // The owner is back in: a stranger's failed logins no longer slow theirs down.
      await app.throttle.clear('login', owner);
      return { detail: AUTH_TEXTS.passwordSet };
    },
  );

  app.post(
    '/auth/password/change/',
    {
      preValidation: requireUser,
      bodyLimit: BODY_LIMITS.passwordChange,
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Change password (logged in); revokes every other token of the user',
        security: tokenSecurity,
        body: PasswordChangeRequest,
        response: { 200: Detail, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { old_password, new_password1 } = request.body;
      refuseWeakPassword('new_password1', new_password1);
      const current = await passwordHashOf(db, user.id);
      if (!current || !(await verifyPassword(old_password, current))) throw badRequest({ old_password: [AUTH_TEXTS.wrongPassword] });
      await changePassword(db, user.id, user.tokenId, await hashPassword(new_password1));
      return { detail: AUTH_TEXTS.passwordChanged };
    },
  );

  app.post(
    '/auth/email/change/',
    {
      preValidation: requireUser,
      bodyLimit: BODY_LIMITS.emailChange,
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary:
          'Ask to change the e-mail address (logged in), with the password: the new address gets a confirmation link, the old one a ' +
          'notice with a link to report it; nothing changes until the link is followed. 400 `{password}` for a wrong password, ' +
          '`{new_email}` for an invalid address or one another account has',
        security: tokenSecurity,
        body: EmailChangeRequest,
        response: { 200: Detail, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { password, new_email } = request.body;
      const current = await passwordHashOf(db, user.id);
      if (!current || !(await verifyPassword(password, current))) throw badRequest({ password: [AUTH_TEXTS.wrongPassword] });
      const tokens = await requestEmailChange(db, user, new_email);
      if (tokens === 'taken') throw badRequest({ new_email: [AUTH_TEXTS.emailTaken] });
      app.sendMail(emailChangeConfirmMail(new_email, `${appUrl}${emailChangeConfirmPath(tokens.confirmToken)}`));
      app.sendMail(emailChangeNoticeMail(user.email, new_email, `${appUrl}${emailChangeReportPath(tokens.reportToken)}`));
      return { detail: AUTH_TEXTS.emailChangeSent };
    },
  );

  app.post(
    '/auth/email/change/confirm/',
    {
      config: { rateLimit: RATE_LIMITS.passwordResetConfirm },
      schema: {
        tags: ['auth'],
        summary:
          "Make the e-mail change with the token from the new address's link (no login needed): every other session ends and " +
          'outstanding reset links die; a caller signed in to the same account keeps its session. 400 `{token}` for a bad link',
        body: EmailChangeTokenRequest,
        response: { 200: Detail, ...errorResponses },
      },
    },
    async (request) => {
      const keep = request.user ? { userId: request.user.id, tokenId: request.user.tokenId } : null;
      const outcome = await confirmEmailChange(db, request.body.token, keep);
      if (outcome === 'invalid') throw badRequest({ token: [AUTH_TEXTS.emailChangeInvalid] });
      if (outcome === 'taken') throw badRequest({ token: [AUTH_TEXTS.emailTaken] });
      return { detail: AUTH_TEXTS.emailChanged };
    },
  );

  app.post(
    '/auth/email/change/report/',
    {
      config: { rateLimit: RATE_LIMITS.passwordResetConfirm },
      schema: {
        tags: ['auth'],
        summary:
          "Report an e-mail change with the token from the old address's notice: the change is called off or undone, every " +
          'session ends and the old address gets a reset link. 400 `{token}` for a bad link',
        body: EmailChangeTokenRequest,
        response: { 200: Detail, ...errorResponses },
      },
    },
    async (request) => {
      const reported = await reportEmailChange(db, request.body.token);
      if (!reported) throw badRequest({ token: [AUTH_TEXTS.emailChangeInvalid] });
      const token = newRandomToken();
      await storeResetToken(db, reported.userId, token);
      app.sendMail(passwordResetMail(reported.oldEmail, `${appUrl}/confirm-reset/${reported.userId}/${token}/`));
      return { detail: AUTH_TEXTS.emailChangeReported };
    },
  );
};
