import { describe, expect, it } from 'vitest';
import { openPostgres } from './client';
import { createScratchDatabase } from './scratch-database';

describe.runIf(process.env.DATABASE_URL)('first-start preparation lock (PostgreSQL)', () => {
  it('lets two instances starting together prepare one after the other', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'vk_lock');
    const [a, b] = [await openPostgres(scratch.url), await openPostgres(scratch.url)];
    try {
      const events: string[] = [];
      const prepare = (who: string) => async () => {
        events.push(`${who} in`);
        await new Promise((r) => setTimeout(r, 200));
        events.push(`${who} out`);
      };
      await Promise.all([a.exclusively(prepare('a')), b.exclusively(prepare('b'))]);
      // Never both inside: whoever got in first is out before the other gets in.
      const first = events[0]!.split(' ')[0]!;
      const second = first === 'a' ? 'b' : 'a';
      expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    } finally {
      await a.close();
      await b.close();
      await scratch.drop();
    }
  });
});
