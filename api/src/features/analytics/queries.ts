import { AnalyticsEventInput, type AnalyticsSummary } from '@vinkompassen/shared-contracts/schemas';
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/executor';
import { queryRows } from '@/db/query';
import { analyticsEvents } from '@/db/schema';
import { addDays, daysBetween, oldestKeptDay, type AnalyticsEventRow } from './events';

/**
 * Stores a batch's rows in one INSERT: all of them or, on any failure, none. An event whose id is already stored
 * (the same batch delivered twice, or a retry after an answer that was lost) is left out.
 */
export async function insertEvents(db: Executor, rows: AnalyticsEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(analyticsEvents).values(rows).onConflictDoNothing({ target: analyticsEvents.eventId });
}

/** Deletes the days older than the retention period (see RETENTION_DAYS); returns how many rows went. */
export async function deleteExpiredEvents(db: Executor, today: string): Promise<number> {
  const deleted = await db.delete(analyticsEvents).where(lt(analyticsEvents.day, oldestKeptDay(today))).returning({ id: analyticsEvents.id });
  return deleted.length;
}

/** The catalogue's event names, in catalogue order (from the collector's schema: the API loads no bus code). */
export const EVENT_NAMES: string[] = AnalyticsEventInput.options.map((o) => o.shape.name.value);

/** How many top routes the summary lists. */
export const TOP_ROUTES = 10;

/**
 * The team's view of the last `days` days up to `today` (Europe/Stockholm days): every day with a count per
 * catalogue event name (0 when none, so the days form a continuous series), the most viewed routes, and the
 * wine finder's completion over browser-days.
 */
export async function analyticsSummary(db: Executor, today: string, days: number): Promise<AnalyticsSummary> {
  const from = addDays(today, -(days - 1));
  const inRange = sql`day between ${from}::date and ${today}::date`;
  const [counts, routes, finder] = await Promise.all([
    queryRows<{ day: string; name: string; n: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, name, count(*)::int as n from analytics_events where ${inRange} group by day, name`,
    ),
    queryRows<{ route: string; views: number }>(
      db,
      sql`select props->>'route' as route, count(*)::int as views from analytics_events
          where ${inRange} and name = 'c_page_view' and props->>'route' is not null
          group by 1 order by views desc, route limit ${TOP_ROUTES}`,
    ),
    queryRows<{ started: number; completed: number }>(
      db,
      sql`select count(*)::int as started, (count(*) filter (where completed))::int as completed from (
            select bool_or(name = 'c_winefinder_results') as completed from analytics_events
            where ${inRange} and name in ('c_winefinder_answer', 'c_winefinder_results')
            group by day, browser_id) as browser_days`,
    ),
  ]);
  const byDay = new Map(daysBetween(from, today).map((day) => [day, Object.fromEntries(EVENT_NAMES.map((name) => [name, 0])) as Record<string, number>]));
  for (const row of counts) {
    const day = byDay.get(row.day);
    if (day) day[row.name] = Number(row.n);
  }
  const started = Number(finder[0]?.started ?? 0);
  const completed = Number(finder[0]?.completed ?? 0);
  return {
    from,
    to: today,
    days: [...byDay].map(([day, dayCounts]) => ({ day, counts: dayCounts })),
    top_routes: routes.map((r) => ({ route: r.route, views: Number(r.views) })),
    winefinder: { started, completed, completion_rate: started === 0 ? null : Math.round((completed / started) * 1000) / 1000 },
  };
}
