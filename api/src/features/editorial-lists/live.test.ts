import { describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { refreshLiveCatalogs } from './live';

/** A database with no live catalogs that counts how often it is asked for them. */
function countingDatabase() {
  const db = { asked: 0, execute: async () => ((db.asked += 1), { rows: [] }) };
  return db;
}

describe('refreshLiveCatalogs', () => {
  it('throttles and shares a refresh per database, never across databases', async () => {
    const one = countingDatabase();
    const two = countingDatabase();
    const now = Date.now();
    await Promise.all([refreshLiveCatalogs(one as unknown as Database, now), refreshLiveCatalogs(one as unknown as Database, now)]);
    await refreshLiveCatalogs(one as unknown as Database, now + 1_000);
    expect(one.asked).toBe(1);
    // Another database (another test's, or another tenant's) is refreshed even while the first is throttled.
    await refreshLiveCatalogs(two as unknown as Database, now + 1_000);
    expect(two.asked).toBe(1);
    await refreshLiveCatalogs(one as unknown as Database, now + 31_000);
    expect(one.asked).toBe(2);
  });
});
