// The first-party analytics collector: POST /api/v1/events/ (batches from the shell after consent) and the
// team's summary GET /api/v1/events/summary (admin token). Each event is validated against the catalogue.
import { z } from 'zod';
import type { AnalyticsEvent } from '../analytics/events';
import { ROUTES, type RouteKey } from '../routes/routes';
import { WinefinderQuestionId } from './winefinder';

const RouteKeyEnum = z.enum(Object.keys(ROUTES) as [RouteKey, ...RouteKey[]]);
const Count = z.number().int().min(0).max(1_000_000);
const empty = z.object({}).strict();
/**
 * A random id the browser gives each event: a batch sent twice (a retry after a lost answer, a page's beacon also
 * delivered by its fallback) is stored once. Optional, so a browser still running an older shell is not refused.
 */
export const AnalyticsEventId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Ogiltigt händelse-id.');
const event = <N extends string, P extends z.ZodType>(name: N, props: P) =>
  z.object({ name: z.literal(name), props, at: z.iso.datetime(), id: AnalyticsEventId.optional() }).strict();

export const AnalyticsEventInput = z.discriminatedUnion('name', [
  event('c_page_view', z.object({ route: RouteKeyEnum }).strict()),
  event('c_search', z.object({ kind: z.enum(['wine', 'user', 'dish']), result_count: Count, query: z.string().max(200).optional() }).strict()),
  event('c_winefinder_answer', z.object({ question_id: WinefinderQuestionId }).strict()),
  event('c_winefinder_results', z.object({ answered: z.number().int().min(0).max(50), result_count: Count }).strict()),
  event('c_wine_saved', z.object({ product_id: z.number().int().positive() }).strict()),
  event('c_list_created', z.object({ is_public: z.boolean(), product_count: z.number().int().min(0).max(1000) }).strict()),
  event('c_newsletter_signup', empty),
  event('c_store_selected', empty),
]);
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInput>;

// Every event the bus catalogue allows is one the collector accepts, and the names are the same.
type Accepts<A, B> = [A] extends [B] ? true : false;
const busEventsAccepted: Accepts<AnalyticsEvent, Omit<AnalyticsEventInput, 'at' | 'id'>> = true;
const sameNames: Accepts<AnalyticsEventInput['name'], AnalyticsEvent['name']> = true;
void busEventsAccepted;
void sameNames;

/** Most events in one batch. */
export const MAX_EVENTS_PER_BATCH = 50;

export const AnalyticsBatch = z
  .object({
    /** A random id per browser that the shell replaces every day: enough to count visits, not to follow people. */
    browser_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Ogiltigt webbläsar-id.'),
    events: z.array(AnalyticsEventInput).min(1).max(MAX_EVENTS_PER_BATCH),
  })
  .strict();
export type AnalyticsBatch = z.infer<typeof AnalyticsBatch>;

export const AnalyticsSummaryQuery = z.object({
  /** Days back from today (1–90, default 30). */
  days: z.coerce.number().int().min(1).max(90).optional(),
});

export const AnalyticsSummary = z.object({
  from: z.string(),
  to: z.string(),
  /** Per day (YYYY-MM-DD, oldest first): events by name. */
  days: z.array(z.object({ day: z.string(), counts: z.record(z.string(), z.number().int()) })),
  /** Most viewed routes over the period. */
  top_routes: z.array(z.object({ route: z.string(), views: z.number().int() })),
  winefinder: z.object({
    /** Browser-days with at least one answer. */
    started: z.number().int(),
    /** Of those, browser-days that reached results. */
    completed: z.number().int(),
    /** completed / started, null when nobody started. */
    completion_rate: z.number().nullable(),
  }),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummary>;
