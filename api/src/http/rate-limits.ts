import { HttpError } from './errors';
import type { ThrottlePolicy } from './attempt-throttle';

/** RATE_LIMIT_SCALE multiplies every limit: the e2e suite registers many users from one IP. */
const scale = Math.max(1, Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1);

/** Per client IP. Applied per route with `config: { rateLimit: RATE_LIMITS.x }` (the plugin runs with `global: false`). */
export const RATE_LIMITS = {
  login: { max: 10 * scale, timeWindow: 60_000 },
  registration: { max: 10 * scale, timeWindow: 60 * 60_000 },
  passwordReset: { max: 5 * scale, timeWindow: 15 * 60_000 },
  passwordResetConfirm: { max: 10 * scale, timeWindow: 15 * 60_000 },
  subscribe: { max: 10 * scale, timeWindow: 60 * 60_000 },
  /** Analytics batches (a page hide and a flush every few seconds): ANALYTICS_BATCHES_PER_MINUTE overrides `max`. */
  analytics: { max: 60 * scale, timeWindow: 60_000 },
  /** Notes written or edited, per signed-in user (the routes key by user): enough for a tasting, not for a spam run. */
  noteWrites: { max: 30 * scale, timeWindow: 10 * 60_000 },
  /** Lists created, per signed-in user: each public one reaches the owner's followers' feeds. */
  listCreates: { max: 10 * scale, timeWindow: 10 * 60_000 },
  /** List edits (name, description, visibility, wines added or removed), per signed-in user and kind of edit. */
  listEdits: { max: 60 * scale, timeWindow: 10 * 60_000 },
  /** Follows, per signed-in user. */
  follows: { max: 30 * scale, timeWindow: 10 * 60_000 },
  /** Note reports ("Anmäl"), per signed-in user. */
  noteReports: { max: 20 * scale, timeWindow: 60 * 60_000 },
} as const;

const MINUTE = 60_000;

/**
 * Per account or e-mail address, whichever client IP the attempts come from (see attempt-throttle.ts). Growing
 * delays, never a lock-out: a stranger can slow an account's logins down to one try per five minutes, no more,
 * and the owner can always get in through a reset link (a reset clears the delay).
 */
export const THROTTLES = {
  login: { free: 5, baseDelayMs: 1000, maxDelayMs: 5 * MINUTE, forgetAfterMs: 60 * MINUTE },
  /** Each kind of mail (reset, welcome, newsletter confirmation) to one address: three at once, then further and further apart. */
  mail: { free: 3 * scale, baseDelayMs: 5 * MINUTE, maxDelayMs: 60 * MINUTE, forgetAfterMs: 60 * MINUTE },
} as const satisfies Record<string, ThrottlePolicy>;

/** "om 45 sekunder", "om 53 minuter", "om 2 timmar": rounded up, so the user never tries again too early. */
export function retryIn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `om ${s} ${s === 1 ? 'sekund' : 'sekunder'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes <= 60) return `om ${minutes} ${minutes === 1 ? 'minut' : 'minuter'}`;
  const hours = Math.ceil(s / 3600);
  return `om ${hours} ${hours === 1 ? 'timme' : 'timmar'}`;
}

/** The 429 message: "För många försök. Försök igen om 53 minuter." */
export const tooManyAttempts = (seconds: number): string => `För många försök. Försök igen ${retryIn(seconds)}.`;

/** A 429 for a throttled attempt, with Retry-After. */
export function throttled(waitMs: number): HttpError {
  return new HttpError(429, { detail: tooManyAttempts(waitMs / 1000) }, { 'Retry-After': String(Math.ceil(waitMs / 1000)) });
}
