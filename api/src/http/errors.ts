import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isForeignKeyViolation, pgConstraint } from '../db/errors';
import { isDatabaseUnavailable } from '../db/unavailable';

/** Field errors in Django REST style: `{ field: [messages] }`; `non_field_errors` for the whole body. */
export type FieldErrors = Record<string, string[]>;

/** An error a route throws on purpose; rendered as JSON with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: FieldErrors | { detail: string },
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof (body as { detail?: unknown }).detail === 'string' ? (body as { detail: string }).detail : 'HTTP error');
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const forbidden = (detail = 'Du har inte behörighet att göra detta.') => new HttpError(403, { detail });
export const notFound = (detail = 'Hittades inte.') => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });

function fieldName(instancePath: string, context: string | undefined): string {
  // A repeated query parameter (style=a&style=b) is one field to the client, whichever value failed.
  const path = context === 'querystring' ? instancePath.replace(/\/\d+$/, '') : instancePath;
  const name = path.replace(/^\//, '').replace(/\//g, '.');
  if (name) return name;
  return context === 'body' || !context ? 'non_field_errors' : context;
}

export const BAD_URL = 'Ogiltig adress.';
export const ACCOUNT_GONE = 'Kontot finns inte längre. Logga in igen.';
export const GONE_MEANWHILE = 'Det du pekade på finns inte längre.';

/** Columns that hold the acting user (drizzle names a foreign key `<table>_<column>_<target>_<column>_fk`). */
const ACTOR_FOREIGN_KEY = /_(user_id|owner_id|follower_id)_users_id_fk$/;

/**
 * A foreign key broken by a row deleted while the request ran (a follow sent as the account is being deleted):
 * the caller's own account gone is 401, anything else it named is 404. Never a 500: nothing was written.
 */
function goneMeanwhile(error: unknown, request: FastifyRequest): ErrorAnswer {
  const ownAccount = request.user !== null && request.user !== undefined && ACTOR_FOREIGN_KEY.test(pgConstraint(error) ?? '');
  request.log.info({ constraint: pgConstraint(error), reqId: request.id }, 'a referenced row went away during the request');
  return ownAccount
    ? { status: 401, body: { detail: ACCOUNT_GONE }, headers: { 'WWW-Authenticate': 'Token' } }
    : { status: 404, body: { detail: GONE_MEANWHILE }, headers: {} };
}
export const DATABASE_UNAVAILABLE = 'Databasen går inte att nå just nu. Försök igen om en stund.';

/** Fastify's own client errors, in Swedish (the rest keep Fastify's text). */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Innehållstypen stöds inte. Skicka JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Fel Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Tom JSON-kropp.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Ogiltig JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'För stor förfrågan.',
  FST_ERR_CTP_INVALID_TYPE: 'Ogiltig innehållstyp.',
};

/** The error handler: every error as a JSON body; 5xx only for real server faults, logged with the request id. */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = {};
    for (const issue of error.validation) {
      const key = fieldName(issue.instancePath, error.validationContext);
      (errors[key] ??= []).push(issue.message ?? 'Ogiltigt värde.');
    }
    return reply.status(400).send(errors);
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return reply.status(500).send({ detail: 'Internt fel.' });
  }
  const answer = errorAnswer(error, request);
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
}

export interface ErrorAnswer {
  status: number;
  body: FieldErrors | { detail: string; request_id?: string };
  headers: Record<string, string>;
}

/**
 * What the error handler answers for an error a handler threw (logged as it logs it): also for a part of a response
 * that gathers several routes' answers (a wine page's data), where each part has its own status.
 */
export function errorAnswer(error: unknown, request: FastifyRequest): ErrorAnswer {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.body, headers: error.headers };
  if (isForeignKeyViolation(error)) return goneMeanwhile(error, request);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
    return { status: 503, body: { detail: DATABASE_UNAVAILABLE }, headers: { 'Retry-After': '5' } };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  const status = fastifyError?.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return { status: 500, body: { detail: 'Internt fel.', request_id: request.id }, headers: {} };
  }
  // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit…
  return { status, body: { detail: CLIENT_ERRORS[fastifyError?.code ?? ''] ?? fastifyError?.message ?? '' }, headers: {} };
}

export const HEADERS_TOO_LARGE = 'Förfrågans huvuden är för stora.';
export const REQUEST_TIMEOUT = 'Förfrågan kom inte fram i tid.';
export const MALFORMED_REQUEST = 'Felaktig HTTP-förfrågan.';

/**
 * Answers what Node refuses before Fastify sees a request (headers over 16 KB, a request that did not arrive in time,
 * bytes that are not HTTP) in the API's own shape, `{detail}`, instead of Fastify's default body.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, HEADERS_TOO_LARGE] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, REQUEST_TIMEOUT] : [400, MALFORMED_REQUEST];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
