const KiB = 1024;

/**
 * JSON body limits, in bytes: one per kind of route, sized to the largest body a real request needs, even from a
 * client that escapes every non-ASCII character (`\u00e5`: 6 bytes per UTF-16 unit, as Python's json.dumps does by
 * default), with room to spare. A larger body is answered 413 from its Content-Length (or as soon as a chunked body
 * passes the limit), before it is read or parsed: parsing a large nested JSON costs CPU every route would pay.
 *
 * `default` is the server's limit (app.ts): a route that names no row here takes no body, an id or a few short
 * fields. The others are route options: `bodyLimit: BODY_LIMITS.login`. Sizes below are the largest real bodies.
 */
export const BODY_LIMITS = {
  /**
   * No body, or a few short fields: `{product}` (like, unlike, add to or remove from a list), `{email}` (reset
   * request), `{token}` (newsletter confirmation), a position (nearby stores), a newsletter signup (~150 B).
   */
  default: 1 * KiB,
  /**
   * `{email, password}`: 1.1 kB. No password longer than 128 characters can be right (none is ever set), so a login
   * larger than this is a wrong one anyway, told by a 413 instead of a 400.
   */
  login: 2 * KiB,
  /** `{uid, token, new_password1, new_password2}`: 1.7 kB. */
  passwordResetConfirm: 2 * KiB,
  /** `{email, password1, password2, name}`: 2.5 kB. */
  registration: 4 * KiB,
  /** `{old_password, new_password1, new_password2}`: 2.4 kB. */
  passwordChange: 4 * KiB,
  /** `{password, new_email}`: 1.3 kB. */
  emailChange: 2 * KiB,
  /** A list's `{name, description, is_public}`: 1.6 kB. */
  listUpdate: 2 * KiB,
  /** A new list with its name, description and up to 100 wines: 3.0 kB. */
  listCreate: 4 * KiB,
  /** The wine finder's answers (up to 20 countries, every food) and a message of 500 characters: 6.6 kB. */
  winefinder: 8 * KiB,
  /** A note of 2,000 characters: 12 kB. */
  note: 16 * KiB,
  /**
   * The largest analytics batch the contract allows (50 searches of 200 letters): 26 kB. Only our own front end sends
   * batches (sendBeacon, UTF-8, nothing escaped); sendBeacon itself stops at 64 KiB.
   */
  analyticsBatch: 32 * KiB,
  /**
   * The profile as JSON, `{name, likes_are_public, remove_avatar}`: 0.7 kB. Its multipart form (with the avatar) is
   * not read against this: it streams through @fastify/multipart, with the limits of plugins/multipart.ts.
   */
  profile: 2 * KiB,
} as const;
