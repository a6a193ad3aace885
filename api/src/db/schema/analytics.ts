import { bigserial, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Events from the first-party analytics collector (POST /api/v1/events/, after the visitor's consent). Deliberately
 * without the client's address, user agent or user id: `browser_id` is a random id the browser replaces every day.
 * Rows older than 90 days are deleted (features/analytics/queries.ts, `deleteExpiredEvents`).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The Europe/Stockholm day the event was received. */
    day: date('day', { mode: 'string' }).notNull(),
    browserId: text('browser_id').notNull(),
    /** A name of the event catalogue (shared-contracts/src/analytics/events.ts). */
    name: text('name').notNull(),
    /** The event's payload as validated against the catalogue. */
    props: jsonb('props').notNull(),
    /** The event's own time (`at`), clamped to the time of receipt ± 1 day. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's random id for the event: one sent twice is stored once. Null from a shell that sent none. */
    eventId: text('event_id'),
  },
  (t) => [index('analytics_events_day_name').on(t.day, t.name), uniqueIndex('analytics_events_event_id').on(t.eventId)],
);
