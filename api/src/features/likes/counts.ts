/**
 * How many members saved each wine, held in memory: a wine list, a search or a wine page lays the counts over the
 * catalog snapshot without a query. One small grouped query loads them. A save or unsave in this process
 * (`likesChanged`) makes the next read wait for fresh counts; one on another instance is heard over Redis
 * (plugins/like-counts.ts) the same way; without Redis, counts older than LIKE_COUNTS_MAX_AGE_MS answer at once while
 * fresh ones load in the background. Concurrent readers share one load; a failed load is not kept.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/db/executor';
import { queryRows } from '@/db/query';

export const LIKE_COUNTS_MAX_AGE_MS = 5_000;

export interface LikeCountsSnapshot {
  /** Wines nobody saved are left out. */
  readonly counts: ReadonlyMap<number, number>;
  /** When they were read (ms): a new value means the counts may differ. */
  readonly at: number;
}

/** Every wine's count in one query. */
async function readLikeCounts(db: Queryable): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; n: number }>(db, sql`select product_id as id, count(*)::int as n from product_likes group by product_id`);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

export class LikeCountsModel {
  private current: LikeCountsSnapshot | null = null;
  /** Counts read before this (ms) are out of date: a change was heard since. */
  private validFrom = 0;
  private pending: Promise<LikeCountsSnapshot> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Queryable) {}

  /** The counts as of the last change heard; at most LIKE_COUNTS_MAX_AGE_MS old otherwise. */
  async snapshot(maxAgeMs = LIKE_COUNTS_MAX_AGE_MS): Promise<LikeCountsSnapshot> {
    const held = this.current;
    if (!held || held.at < this.validFrom) return this.load();
    if (Date.now() - held.at >= maxAgeMs) this.load().catch((err: unknown) => console.error('[likes] counts reload failed', err));
    return held;
  }

  private load(): Promise<LikeCountsSnapshot> {
    if (this.pending) return this.pending;
    const startedAt = Date.now();
    const pending = readLikeCounts(this.db)
      .then((counts) => {
        // `at` is when the read started: a change heard while it ran leaves it out of date.
        const next = { counts, at: startedAt };
        if (!this.current || this.current.at <= startedAt) this.current = next;
        return next;
      })
      .finally(() => {
        if (this.pending === pending) this.pending = null;
      });
    this.pending = pending;
    return pending;
  }

  /** Saved wines changed (here, or behind the model's back): the next read waits for fresh counts. Listeners are told. */
  changed(): void {
    this.forget();
    for (const listener of this.listeners) listener();
  }

  /** Another instance changed them: the next read waits for fresh counts. */
  forget(): void {
    // A read already running may have missed the change: it must not answer the next reader.
    this.validFrom = Date.now() + 1;
    this.pending = null;
  }

  /** Called on every `changed`; returns the unsubscribe. */
  onChanged(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const models = new WeakMap<object, LikeCountsModel>();

/** The like counts of a database: one model per database in the process. */
export function likeCountsOf(db: Queryable): LikeCountsModel {
  let model = models.get(db);
  if (!model) models.set(db, (model = new LikeCountsModel(db)));
  return model;
}

/** After every write to saved wines (a save, an unsave, an account deleted): counts are read afresh, everywhere. */
export function likesChanged(db: Queryable): void {
  likeCountsOf(db).changed();
}

/** The like counts of a database, as fresh as the rules above. */
export const likeCounts = (db: Queryable): Promise<LikeCountsSnapshot> => likeCountsOf(db).snapshot();
