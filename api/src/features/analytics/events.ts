/**
 * From a validated batch to the rows the collector stores: what is kept, what is dropped, and the day each row
 * counts on. Pure, no database (queries.ts stores them).
 */
import type { AnalyticsBatch } from '@vinkompassen/shared-contracts/schemas';

/** Events are kept this many Europe/Stockholm days (today included): as far back as the summary can look. */
export const RETENTION_DAYS = 90;

/** The retention sweep runs at most this often per instance (opportunistically, after a stored batch). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The row of one event: no client address, user agent or user id. */
export interface AnalyticsEventRow {
  day: string;
  browserId: string;
  name: string;
  props: Record<string, unknown>;
  occurredAt: Date;
  receivedAt: Date;
  /** The browser's id for the event (null when it sent none): a repeat of a stored id is not stored again. */
  eventId: string | null;
}

const stockholmDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Sweden (YYYY-MM-DD) at `at`: the day an event counts on. */
export const stockholmDay = (at: Date): string => stockholmDate.format(at);

/** `day` (YYYY-MM-DD) moved by `n` days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Every day from `from` to `to` (YYYY-MM-DD, both included), oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first day still kept on `today`: older days are deleted. */
export const oldestKeptDay = (today: string): string => addDays(today, -(RETENTION_DAYS - 1));

/** An event's own time, but never more than a day from when it arrived (a wrong clock cannot move it far). */
export function clampToReceipt(at: Date, receivedAt: Date): Date {
  const t = Math.min(Math.max(at.getTime(), receivedAt.getTime() - DAY_MS), receivedAt.getTime() + DAY_MS);
  return new Date(t);
}

/**
 * The rows of a batch. `signedIn`: the request carried an Authorization header; then a search's `query` is dropped
 * (the shell already drops it for signed-in users; this is the server's own guard). Nothing else of the request
 * is read: not its address, its user agent or who the token belongs to.
 */
export function eventRows(batch: AnalyticsBatch, receivedAt: Date, opts: { signedIn: boolean }): AnalyticsEventRow[] {
  const day = stockholmDay(receivedAt);
  return batch.events.map((event) => {
    let props: Record<string, unknown> = event.props;
    if (event.name === 'c_search' && opts.signedIn && 'query' in event.props) {
      const { query: _dropped, ...rest } = event.props;
      props = rest;
    }
    const occurredAt = clampToReceipt(new Date(event.at), receivedAt);
    return { day, browserId: batch.browser_id, name: event.name, props, occurredAt, receivedAt, eventId: event.id ?? null };
  });
}

/** Whether the retention sweep is due (never ran in this process, or ran over SWEEP_INTERVAL_MS ago). */
export const sweepDue = (lastSweep: number | undefined, now: number): boolean => lastSweep === undefined || now - lastSweep >= SWEEP_INTERVAL_MS;
