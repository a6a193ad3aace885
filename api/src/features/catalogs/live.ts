import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { CatalogRule, evaluateRule, replaceProducts } from './rules';

const LIVE_MAX_AGE_MS = 5 * 60 * 1000;
let liveRefresh: Promise<void> | null = null;
let lastLiveRefresh = 0;

/** Re-evaluates 'live' rule catalogs (e.g. most saved) when older than a few minutes; single-flight per process. */
export function refreshLiveCatalogs(db: Database, now = Date.now()): Promise<void> {
  if (liveRefresh) return liveRefresh;
  if (now - lastLiveRefresh < 30_000) return Promise.resolve();
  lastLiveRefresh = now;
  liveRefresh = (async () => {
    const stale = await queryRows<{ id: number; rule: unknown }>(
      db,
      sql`select id, rule from catalogs where rule->>'refresh' = 'live' and updated_at < ${new Date(now - LIVE_MAX_AGE_MS).toISOString()}::timestamptz`,
    );
    for (const c of stale) {
      const rule = CatalogRule.safeParse(typeof c.rule === 'string' ? JSON.parse(c.rule) : c.rule);
      if (!rule.success) continue;
      // Evaluated on the pool (its index loads query in parallel), written in one transaction.
      const ids = await evaluateRule(db, rule.data);
      await db.transaction(async (tx) => {
        await replaceProducts(tx as unknown as Database, Number(c.id), ids);
      });
    }
  })().finally(() => {
    liveRefresh = null;
  });
  return liveRefresh;
}

/** For tests: forget the throttle so the next call refreshes. */
export function resetLiveRefreshThrottle(): void {
  lastLiveRefresh = 0;
}
