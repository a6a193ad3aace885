/**
 * SQLSTATEs with which the server shuts a connection instead of running (or finishing) a statement: it is going
 * away (57P01/57P02: a statement it was running is rolled back) or not accepting connections (57P03, 53300).
 */
const SERVER_REFUSED_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** node-postgres reports a lost socket with plain messages, no code. */
const LOST_CONNECTION = /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection refused/i;

/** The error and its causes (drizzle wraps driver errors), at most five deep. */
function* chain(error: unknown): Generator<Error> {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) yield e;
}

const codeOf = (e: Error): string | null => {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
};

/**
 * True when an error (or one of its causes) says the database cannot be reached, as opposed to a query that failed:
 * the API answers 503 then, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = codeOf(e);
    if (code !== null && (NETWORK_CODES.has(code) || SERVER_REFUSED_SQLSTATES.has(code) || /^08...$/.test(code))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    // Plain Errors only: a drizzle error's message quotes the query and its parameters (user text).
    if (e.constructor === Error && LOST_CONNECTION.test(e.message)) return true;
  }
  return false;
}

/** True when the server itself answered that it shut the connection, so the statement was not committed. */
export function wasNotRunByServer(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = codeOf(e);
    if (code !== null && SERVER_REFUSED_SQLSTATES.has(code)) return true;
  }
  return false;
}
