import {
  AVATAR_MAX_BYTES,
  Detail,
  ErrorBody,
  LoginRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  Profile,
  ProfileUpdateFields,
  RegistrationRequest,
  TokenResponse,
} from '@vinkompassen/shared-contracts/schemas';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../app';
import { passwordResetTokens, users } from '../db/schema';
import { badRequest, HttpError, type FieldErrors } from '../http/errors';
import { assertCleanInput } from '../http/input-guard';
import { passwordProblem } from './password-policy';
import { passwordResetMail, welcomeMail } from '../mail/templates';
import type { Mailer, MailMessage } from '../mail/mailer';
import { ownProfile } from '../users/serialize';
import { deleteAvatar, sniffImage, storeAvatar } from './avatar';
import { isUniqueViolation } from './db';
import { parseOrThrow } from './http';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { currentUser, requireUser, tokenSecurity } from './plugin';
import { RATE_LIMITS } from './rate-limit';
import { newUserSlug } from './slugs';
import { issueAuthToken, newRandomToken, revokeAfterPasswordChange, revokeToken, sha256 } from './tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const TEXTS = {
  emailTaken: 'Det finns redan ett konto med den mejladressen.',
  wrongCredentials: 'Det går inte att logga in med de angivna uppgifterna. Kontrollera mejladress och lösenord.',
  loggedOut: 'Du är nu utloggad.',
  resetSent: 'Om det finns ett konto med den mejladressen har vi skickat ett mejl med en länk för att välja ett nytt lösenord.',
  resetInvalid: 'Länken är ogiltig, har gått ut eller har redan använts. Begär en ny länk.',
  passwordSet: 'Ditt lösenord är ändrat. Logga in med det nya lösenordet.',
  passwordChanged: 'Ditt lösenord är ändrat.',
  wrongPassword: 'Fel lösenord.',
  notImage: 'Filen måste vara en bild (PNG, JPEG, GIF eller WebP).',
  tooLarge: `Bilden är för stor. Den får vara högst ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`,
  badMultipart: 'Formuläret kunde inte läsas.',
  tooManyParts: 'Formuläret har för många fält.',
  unknownField: 'Okänt fält.',
} as const;

const errorResponses = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody };

export interface AuthRouteOptions {
  mailer: Mailer;
  /** Mails are sent in the background (a reset request answers the same way whether or not the user exists). */
  sendInBackground(message: MailMessage): void;
}

/** Registration, login, logout, password reset/change, own profile and account deletion. */
export async function authRoutes(app: AppInstance, opts: AuthRouteOptions): Promise<void> {
  const { db, config } = app.deps;

  app.post(
    '/auth/registration/',
    {
      config: { rateLimit: RATE_LIMITS.registration },
      schema: {
        tags: ['auth'],
        summary: 'Create an account; returns an auth token and sends a welcome mail',
        body: RegistrationRequest,
        response: { 201: TokenResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, password1, name } = request.body;
      refuseWeakPassword('password1', password1, email);
      const passwordHash = await hashPassword(password1);
      let key: string;
      try {
        key = await db.transaction(async (tx) => {
          const [existing] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
          if (existing) throw badRequest({ email: [TEXTS.emailTaken] });
          const [user] = await tx
            .insert(users)
            .values({ email, name: name ?? '', passwordHash, slug: newUserSlug(name ?? '') })
            .returning({ id: users.id });
          return issueAuthToken(tx, user!.id);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest({ email: [TEXTS.emailTaken] });
        throw err;
      }
      opts.sendInBackground(welcomeMail(email, name ?? '', config.appUrl));
      return reply.status(201).send({ key });
    },
  );

  app.post(
    '/login/',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; returns {key}',
        body: LoginRequest,
        response: { 200: TokenResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (!user) {
        await burnPasswordCheck(password);
        throw badRequest({ non_field_errors: [TEXTS.wrongCredentials] });
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw badRequest({ non_field_errors: [TEXTS.wrongCredentials] });
      return { key: await issueAuthToken(db, user.id) };
    },
  );

  app.post(
    '/auth/logout/',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], summary: 'Revoke the token used for this request', security: tokenSecurity, response: { 200: Detail, 401: ErrorBody } },
    },
    async (request) => {
      const user = currentUser(request);
      await revokeToken(db, user.tokenId);
      return { detail: TEXTS.loggedOut };
    },
  );

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
      const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
      if (user) {
        const token = newRandomToken();
        await db.transaction(async (tx) => {
          // Tidy up: drop this user's spent or expired reset tokens.
          await tx
            .delete(passwordResetTokens)
            .where(and(eq(passwordResetTokens.userId, user.id), or(lt(passwordResetTokens.expiresAt, new Date()), sql`${passwordResetTokens.usedAt} is not null`)));
          await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
        });
        const link = `${config.appUrl.replace(/\/+$/, '')}/confirm-reset/${user.id}/${token}/`;
        opts.sendInBackground(passwordResetMail(user.email, link));
      }
      return { detail: TEXTS.resetSent };
    },
  );

  app.post(
    '/auth/password/reset/confirm/',
    {
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
        throw badRequest({ token: [TEXTS.resetInvalid] });
      }
      const passwordHash = await hashPassword(new_password1);
      await db.transaction(async (tx) => {
        // Claim the token atomically: a second use (even a concurrent one) finds nothing.
        const claimed = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(token.toLowerCase())),
              eq(passwordResetTokens.userId, userId),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ id: passwordResetTokens.id });
        if (claimed.length === 0) throw badRequest({ token: [TEXTS.resetInvalid] });
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await revokeAfterPasswordChange(tx, userId);
      });
      return { detail: TEXTS.passwordSet };
    },
  );

  app.post(
    '/auth/password/change/',
    {
      preValidation: requireUser,
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
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(old_password, row.passwordHash))) throw badRequest({ old_password: [TEXTS.wrongPassword] });
      const passwordHash = await hashPassword(new_password1);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await revokeAfterPasswordChange(tx, user.id, user.tokenId);
      });
      return { detail: TEXTS.passwordChanged };
    },
  );

  const loadSelf = async (userId: number) => {
    const [row] = await db
      .select({
        id: users.id,
        slug: users.slug,
        email: users.email,
        name: users.name,
        avatarPath: users.avatarPath,
        likesArePublic: users.likesArePublic,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new HttpError(401, { detail: 'Du behöver logga in.' });
    return row;
  };

  app.get(
    '/auth/profile/',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], summary: 'The logged-in user: profile, saved wines, following, counts', security: tokenSecurity, response: { 200: Profile, 401: ErrorBody } },
    },
    async (request) => ownProfile(db, await loadSelf(currentUser(request).id), config.publicUrl),
  );

  app.put(
    '/auth/profile/',
    {
      preValidation: requireUser,
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['auth'],
        summary: 'Update the profile: multipart/form-data (or JSON) with name, likes_are_public, remove_avatar and file avatar (≤ 5 MB image)',
        description: 'Absent fields are unchanged. The avatar is stored by the API and served under /media/avatars/.',
        security: tokenSecurity,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: Profile, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { fields, avatar } = await readProfileForm(request);
      const update = parseOrThrow(ProfileUpdateFields, fields);
      let newAvatar: string | null = null;
      if (avatar) newAvatar = await storeAvatar(config.uploadsDir, user.id, avatar.data, avatar.ext);
      const before = await loadSelf(user.id);
      const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (update.name !== undefined) set.name = update.name;
      if (update.likes_are_public !== undefined) set.likesArePublic = update.likes_are_public;
      if (newAvatar) set.avatarPath = newAvatar;
      else if (update.remove_avatar) set.avatarPath = null;
      try {
        await db.update(users).set(set).where(eq(users.id, user.id));
      } catch (err) {
        await deleteAvatar(config.uploadsDir, newAvatar);
        throw err;
      }
      if (set.avatarPath !== undefined && before.avatarPath !== set.avatarPath) await deleteAvatar(config.uploadsDir, before.avatarPath);
      return ownProfile(db, await loadSelf(user.id), config.publicUrl);
    },
  );

  const deleteAccount = async (request: FastifyRequest) => {
    const user = currentUser(request);
    const [row] = await db.transaction(async (tx) =>
      // Cascades: tokens, reset tokens, follows (both ways), likes, lists and their wines, saved lists, notes.
      tx.delete(users).where(eq(users.id, user.id)).returning({ avatarPath: users.avatarPath }),
    );
    await deleteAvatar(config.uploadsDir, row?.avatarPath);
  };
  for (const url of ['/auth/delete-account/', '/auth/profile/']) {
    app.delete(
      url,
      {
        preValidation: requireUser,
        // Deleting an account deletes its likes.
        config: { invalidates: ['likes'] },
        schema: {
          tags: ['auth'],
          summary:
            url === '/auth/profile/'
              ? 'Delete the account (same as DELETE /auth/delete-account/)'
              : 'Delete the account and its data: tokens, follows, saved wines, lists, saved lists, notes, avatar',
          security: tokenSecurity,
          response: { 204: z.null().describe('Deleted'), 401: ErrorBody },
        },
      },
      async (request, reply) => {
        await deleteAccount(request);
        return reply.status(204).send(null);
      },
    );
  }
}

interface ProfileForm {
  fields: Record<string, unknown>;
  avatar: { data: Buffer; ext: string } | null;
}

function refuseWeakPassword(field: string, password: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw badRequest({ [field]: [problem] });
}

/** Reads a multipart (or JSON) profile form; every part is consumed before any error is thrown. */
async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest({ non_field_errors: ['Ogiltig inmatning: förväntat ett objekt.'] });
    return { fields: body as Record<string, unknown>, avatar: null };
  }
  const fields: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  let tooLarge = false;
  let tooManyParts = false;
  let avatar: ProfileForm['avatar'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            tooLarge = true;
            continue;
          }
          throw err;
        }
        if (part.fieldname !== 'avatar') {
          (errors[part.fieldname] ??= []).push(TEXTS.unknownField);
          continue;
        }
        if (data.length === 0) continue; // an empty file input means "no change"
        const ext = sniffImage(data);
        if (!ext) (errors.avatar ??= []).push(TEXTS.notImage);
        else avatar = { data, ext };
      } else if (part.fieldname !== 'avatar') {
        fields[part.fieldname] = part.value;
      } else if (part.value !== '') {
        (errors.avatar ??= []).push(TEXTS.notImage);
      }
    }
  } catch (err) {
    // Everything thrown while reading parts comes from the request body (truncated form, too many parts…).
    const e = err as { statusCode?: number; code?: string };
    if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT' || e.code === 'FST_FILES_LIMIT') tooManyParts = true;
    else if (e.statusCode === 413) tooLarge = true;
    else {
      request.log.info({ err }, 'unreadable multipart body');
      throw badRequest({ non_field_errors: [TEXTS.badMultipart] });
    }
  }
  if (tooManyParts) throw new HttpError(413, { non_field_errors: [TEXTS.tooManyParts] });
  if (tooLarge) throw new HttpError(413, { avatar: [TEXTS.tooLarge] });
  if (Object.keys(errors).length) throw badRequest(errors);
  // Form fields skip the JSON body's input guard: the same check here.
  assertCleanInput(fields);
  // Empty values mean "unchanged" (the client drops them, but be lenient).
  for (const [k, v] of Object.entries(fields)) if (v === '' && k !== 'name') delete fields[k];
  return { fields, avatar };
}
