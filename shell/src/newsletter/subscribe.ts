// The main entry, not /schemas: zod's eval probe would break the shell's CSP.
import { NEWSLETTER_CONFIRM_INVALID } from '@vinkompassen/shared-contracts';

/** The one newsletter group every signup joins (spec section 9). */
export const NEWSLETTER_GROUP_ID = 'vinkompassen-nyhetsbrev';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:MM:SS' in UTC, the newsletter service's timestamp format. */
export function newsletterTimestamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

export async function subscribeToNewsletter(url: string, email: string, now = new Date()): Promise<void> {
  const timestamp = newsletterTimestamp(now);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, groups: [NEWSLETTER_GROUP_ID], subscribed_at: timestamp, opted_in_at: timestamp }),
  });
  if (!response.ok) throw new Error(`subscribe: HTTP ${response.status}`);
}

/** Outcome of the confirmation link: confirmed, or the service's reason (a dead link) or none (a fault). */
export type ConfirmOutcome = { ok: true } | { ok: false; reason: string | null };

/** Double opt-in: the token from the mailed link, sent to `{newsletterUrl}/confirm/`. */
export async function confirmNewsletter(url: string, token: string): Promise<ConfirmOutcome> {
  try {
    const response = await fetch(`${url.replace(/\/+$/, '')}/confirm/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (response.ok) return { ok: true };
    return { ok: false, reason: response.status === 400 ? NEWSLETTER_CONFIRM_INVALID : null };
  } catch {
    return { ok: false, reason: null };
  }
}
