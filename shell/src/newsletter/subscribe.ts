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
