import pg from 'pg';

interface QueuedClient {
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

const WATCHED = Symbol.for('vinkompassen.concurrent-queries');
type Watched = { [WATCHED]?: Error[] };

/**
 * Records every query queued on a pg client that is busy with others (queries racing inside a transaction or on a
 * shared connection): pg@9 will refuse them. pg itself warns on this condition once per process, and a test worker
 * runs many files, so the same condition is checked here on every call. Idempotent; returns the calls caught so far.
 */
export function watchConcurrentQueries(): Error[] {
  const proto = pg.Client.prototype as typeof pg.Client.prototype & Watched;
  const existing = proto[WATCHED];
  if (existing) return existing;
  const caught: Error[] = [];
  const query = proto.query as (...args: unknown[]) => unknown;
  proto.query = function (this: pg.Client & QueuedClient, ...args: unknown[]) {
    if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline) {
      caught.push(new Error('A pg client ran queries concurrently (await them in order, or use the pool)'));
    }
    return query.apply(this, args);
  } as typeof proto.query;
  proto[WATCHED] = caught;
  return caught;
}
