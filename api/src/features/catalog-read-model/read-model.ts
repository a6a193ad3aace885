/**
 * The catalog read model of one database: one snapshot per import, read once (rows.ts) and shared by every
 * view. Freshness is one rule: the newest finished import run. Its stamp is used for IMPORT_STAMP_TTL_MS (under
 * load a query per request would cost more than the request) and read again shortly before, so an import by
 * another process or instance is seen within that time; one in this process, or announced over Redis, at once
 * (`changed`). Concurrent readers share one load; a failed load is not kept.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/db/executor';
import { queryRows } from '@/db/query';
import { readCatalogRows } from './rows';
import { CatalogSnapshot } from './snapshot';

export const IMPORT_STAMP_TTL_MS = 250;

/**
 * Past this share of its life a stamp in use is read again in the background: under steady traffic the next one is
 * known before this one expires, so no request waits for the query (a round trip to the database's process).
 */
const READ_AHEAD_AT = 0.6;

interface Stamp {
  /** When its query was sent: a stamp is used while younger than IMPORT_STAMP_TTL_MS. */
  at: number;
  value: Promise<number>;
}

export class CatalogReadModel {
  private stamp: Stamp | null = null;
  /** A read ahead of `stamp`'s expiry, in flight. */
  private nextStamp: Stamp | null = null;
  private current: CatalogSnapshot | null = null;
  private pending: { stamp: number; value: Promise<CatalogSnapshot> } | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Queryable) {}

  /** The newest finished import: a new one means the catalog changed. */
  importStamp(): Promise<number> {
    const now = Date.now();
    const age = this.stamp ? now - this.stamp.at : Infinity;
    if (this.stamp && age < IMPORT_STAMP_TTL_MS) {
      if (age >= IMPORT_STAMP_TTL_MS * READ_AHEAD_AT && !this.nextStamp) this.nextStamp = this.readStamp(now);
      return this.stamp.value;
    }
    // Expired: the read ahead (younger than the expired stamp) if one is on its way, else a read now.
    this.stamp = this.nextStamp ?? this.readStamp(now);
    this.nextStamp = null;
    return this.stamp.value;
  }

  private readStamp(at: number): Stamp {
    const value = queryRows<{ run: number }>(this.db, sql`select coalesce(max(id), 0)::int as run from import_runs where finished_at is not null`).then(
      ([row]) => Number(row?.run ?? 0),
    );
    const entry = { at, value };
    value.then(
      () => {
        // Answered ahead of time: it takes over (unless a change was heard meanwhile and dropped it).
        if (this.nextStamp === entry) {
          this.stamp = entry;
          this.nextStamp = null;
        }
      },
      () => {
        if (this.stamp === entry) this.stamp = null;
        if (this.nextStamp === entry) this.nextStamp = null;
      },
    );
    return entry;
  }

  /** The catalog as of the newest import (loaded when that import is newer than the one held). */
  async snapshot(): Promise<CatalogSnapshot> {
    const stamp = await this.importStamp();
    if (this.current?.stamp === stamp) return this.current;
    if (this.pending?.stamp === stamp) return this.pending.value;
    const pending = {
      stamp,
      value: readCatalogRows(this.db).then((rows) => {
        const snapshot = new CatalogSnapshot(rows, stamp);
        if (this.pending === pending) {
          this.current = snapshot;
          this.pending = null;
        }
        return snapshot;
      }),
    };
    pending.value.catch(() => {
      if (this.pending === pending) this.pending = null;
    });
    this.pending = pending;
    return pending.value;
  }

  /** The snapshot held now, if any (no query): for figures. */
  get held(): CatalogSnapshot | null {
    return this.current;
  }

  /**
   * The catalog changed (an import finished in this process, or the data was changed behind the read model's back):
   * the next read checks the stamp and loads afresh. Listeners (other instances, over Redis) are told.
   */
  changed(): void {
    this.release();
    for (const listener of this.listeners) listener();
  }

  /** Another instance said the catalog changed: the next read checks the import stamp at once. */
  forgetStamp(): void {
    this.stamp = null;
    this.nextStamp = null;
  }

  /** Lets the snapshot go (the app closed): nothing is told, the next read loads afresh. */
  release(): void {
    this.stamp = null;
    this.nextStamp = null;
    this.current = null;
    this.pending = null;
  }

  /** Called on every `changed`; returns the unsubscribe. */
  onChanged(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const models = new WeakMap<object, CatalogReadModel>();
const everyModel = new Set<WeakRef<CatalogReadModel>>();

/** How many catalogs this process holds in memory (one per database whose catalog was read): for figures. */
export function heldCatalogs(): number {
  let n = 0;
  for (const ref of everyModel) {
    const model = ref.deref();
    if (!model) everyModel.delete(ref);
    else if (model.held) n++;
  }
  return n;
}

/** The read model of a database: one per database in the process, whichever app or feature asks. */
export function catalogOf(db: Queryable): CatalogReadModel {
  let model = models.get(db);
  if (!model) {
    models.set(db, (model = new CatalogReadModel(db)));
    everyModel.add(new WeakRef(model));
  }
  return model;
}

/** The importer's one call after a run: every view of this database is made afresh from the new import. */
export function catalogChanged(db: Queryable): void {
  catalogOf(db).changed();
}

/** The snapshot of a database as of its newest import. */
export const catalogSnapshot = (db: Queryable): Promise<CatalogSnapshot> => catalogOf(db).snapshot();
