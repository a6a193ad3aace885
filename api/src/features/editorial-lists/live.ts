import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import { CatalogRule, currentProducts, evaluateRule, replaceProducts } from './rules';

const LIVE_MAX_AGE_MS = 5 * 60 * 1000;
const THROTTLE_MS = 30_000;

interface LiveState {
  inFlight: Promise<void> | null;
  lastRefresh: number;
  /** When each live catalog was last evaluated by this process. */
  evaluated: Map<number, number>;
}
/** Per database: a process serving one database has one, and each test's database its own. */
let states = new WeakMap<Database, LiveState>();

/**
 * Re-evaluates 'live' rule catalogs (e.g. most saved) evaluated more than a few minutes ago; single-flight per
 * database. A catalog whose wines or order changed gets them with today's date, an unchanged one keeps its date.
 */
export function refreshLiveCatalogs(db: Database, now = Date.now()): Promise<void> {
  let state = states.get(db);
  if (!state) states.set(db, (state = { inFlight: null, lastRefresh: 0, evaluated: new Map() }));
  if (state.inFlight) return state.inFlight;
  if (now - state.lastRefresh < THROTTLE_MS) return Promise.resolve();
  state.lastRefresh = now;
  const { evaluated } = state;
  const refresh = (async () => {
    const live = await queryRows<{ id: number; rule: unknown }>(db, sql`select id, rule from catalogs where rule->>'refresh' = 'live'`);
    for (const c of live) {
      const id = Number(c.id);
      if (now - (evaluated.get(id) ?? 0) < LIVE_MAX_AGE_MS) continue;
      const rule = CatalogRule.safeParse(typeof c.rule === 'string' ? JSON.parse(c.rule) : c.rule);
      if (!rule.success) continue;
      // Evaluated on the pool (its index loads query in parallel), written in one transaction.
      const ids = await evaluateRule(db, rule.data);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const before = await currentProducts(tx, id);
        if (ids.length !== before.length || ids.some((x, i) => x !== before[i])) await replaceProducts(tx, id, ids, new Date(now));
      });
      evaluated.set(id, now);
    }
  })().finally(() => {
    state.inFlight = null;
  });
  state.inFlight = refresh;
  return refresh;
}

/** For tests: forget the throttle and the evaluation times so the next call refreshes. */
export function resetLiveRefreshThrottle(): void {
  states = new WeakMap();
}
