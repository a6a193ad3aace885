import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../db/scratch-database';
import { watchConcurrentQueries } from './concurrent-queries';

describe.runIf(process.env.DATABASE_URL)('watchConcurrentQueries', () => {
  it('catches every query queued on a busy client, not only the first in the process', async () => {
    const caught = watchConcurrentQueries();
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'vk_concurrent');
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      for (const round of [1, 2]) {
        // pg's own condition: a query queued behind others still waiting (the third of three at once).
        await Promise.all([client.query('select pg_sleep(0.05)'), client.query('select 1'), client.query('select 2')]);
        expect(caught.splice(0)).toHaveLength(1);
        await client.query('select 1');
        expect(caught, `round ${round}: a query in order is fine`).toHaveLength(0);
      }
    } finally {
      await client.end();
      await scratch.drop();
    }
  });
});
