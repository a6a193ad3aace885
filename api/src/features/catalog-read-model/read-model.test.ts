/**
 * The import stamp's freshness: used for IMPORT_STAMP_TTL_MS, read again ahead of its expiry while requests keep
 * coming (so none waits for the query), and dropped at once when a change is heard.
 */
import type { SQL } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CatalogReadModel, IMPORT_STAMP_TTL_MS } from './read-model';

/** A database whose stamp queries answer only when the test says, with the run it says. */
function heldDatabase() {
  const queries: { answer: (run: number) => void }[] = [];
  const db = {
    execute: (_query: SQL) =>
      new Promise<{ rows: { run: number }[] }>((resolve) => {
        queries.push({ answer: (run) => resolve({ rows: [{ run }] }) });
      }),
  };
  return { db, queries };
}

/** A read model whose first stamp (`run`) has been read at time 0. */
async function modelWithStamp(run: number) {
  const { db, queries } = heldDatabase();
  const model = new CatalogReadModel(db);
  const first = model.importStamp();
  queries[0]!.answer(run);
  expect(await first).toBe(run);
  return { model, queries };
}

/** Whether `promise` has settled by the time pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

it('reads the stamp again ahead of its expiry, so a request after it does not wait for the query', async () => {
  const { model, queries } = await modelWithStamp(1);

  vi.setSystemTime(IMPORT_STAMP_TTL_MS * 0.3);
  expect(await model.importStamp()).toBe(1);
  expect(queries).toHaveLength(1);

  // Late in its life: still answered from the stamp held, and the next one is asked for.
  vi.setSystemTime(IMPORT_STAMP_TTL_MS * 0.7);
  expect(await model.importStamp()).toBe(1);
  expect(queries).toHaveLength(2);
  queries[1]!.answer(2);
  await Promise.resolve();

  // Past the first stamp's life: the one read ahead answers at once, with no query of its own.
  vi.setSystemTime(IMPORT_STAMP_TTL_MS + 10);
  const afterExpiry = model.importStamp();
  expect(await settled(afterExpiry)).toBe(true);
  expect(await afterExpiry).toBe(2);
  expect(queries).toHaveLength(2);
});

it('never uses a stamp past its life: after a quiet spell the next request reads it anew', async () => {
  const { model, queries } = await modelWithStamp(1);
  vi.setSystemTime(IMPORT_STAMP_TTL_MS + 1);
  const next = model.importStamp();
  expect(queries).toHaveLength(2);
  expect(await settled(next)).toBe(false);
  queries[1]!.answer(3);
  expect(await next).toBe(3);
});

it('drops a stamp read ahead when a change is heard before it answers', async () => {
  const { model, queries } = await modelWithStamp(1);
  vi.setSystemTime(IMPORT_STAMP_TTL_MS * 0.7);
  await model.importStamp();
  model.forgetStamp();
  queries[1]!.answer(1);
  await Promise.resolve();
  // The change's own read, not the one sent before it.
  const afterChange = model.importStamp();
  expect(queries).toHaveLength(3);
  queries[2]!.answer(2);
  expect(await afterChange).toBe(2);
});
