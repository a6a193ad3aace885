import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import { CatalogRule, currentProducts, evaluateRule, replaceProducts } from './rules';

const LIVE_MAX_AGE_MS = 5 * 60 * 1000;
let liveRefresh: Promise<void> | null = null;
let lastLiveRefresh = 0;
/** When each live catalog was last evaluated by this process (per database). */
let evaluated = new WeakMap<Database, Map<number, number>>();

/**
 * Re-evaluates 'live' rule catalogs (e.g. most saved) evaluated more than a few minutes ago; single-flight per
 * process. A catalog whose wines or order changed gets them with today's date, an unchanged one keeps its date.
 */
export function refreshLiveCatalogs(db: Database, now = Date.now()): Promise<void> {
  if (liveRefresh) return liveRefresh;
  if (now - lastLiveRefresh < 30_000) return Promise.resolve();
  lastLiveRefresh = now;
  const seen = evaluated.get(db) ?? new Map<number, number>();
  evaluated.set(db, seen);
  liveRefresh = (async () => {
    const live = await queryRows<{ id: number; rule: unknown }>(db, sql`select id, rule from catalogs where rule->>'refresh' = 'live'`);
    for (const c of live) {
      const id = Number(c.id);
      if (now - (seen.get(id) ?? 0) < LIVE_MAX_AGE_MS) continue;
      const rule = CatalogRule.safeParse(typeof c.rule === 'string' ? JSON.parse(c.rule) : c.rule);
      if (!rule.success) continue;
      // Evaluated on the pool (its index loads query in parallel), written in one transaction.
      const ids = await evaluateRule(db, rule.data);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const before = await currentProducts(tx, id);
        if (ids.length !== before.length || ids.some((x, i) => x !== before[i])) await replaceProducts(tx, id, ids, new Date(now));
      });
      seen.set(id, now);
    }
  })().finally(() => {
    liveRefresh = null;
  });
  return liveRefresh;
}

/** For tests: forget the throttle and the evaluation times so the next call refreshes. */
export function resetLiveRefreshThrottle(): void {
  lastLiveRefresh = 0;
  evaluated = new WeakMap();
}
