import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { retryOnLostConnection } from './client';

/** A pool whose first queries fail with the given errors, then succeed; it records what was sent. */
function failingPool(...errors: Error[]) {
  const sent: string[] = [];
  const pool = {
    query: async (text: string) => {
      sent.push(text);
      const error = errors.shift();
      if (error) throw error;
      return { rows: [] };
    },
  };
  retryOnLostConnection(pool as unknown as pg.Pool);
  return { pool, sent };
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const terminated = () => withCode('terminating connection due to administrator command', '57P01');
const reset = () => withCode('read ECONNRESET', 'ECONNRESET');
const INSERT = 'insert into product_likes (user_id, product_id) values ($1, $2)';

describe('statements on a connection the server dropped', () => {
  it('sends a write again when the server answered that it shut the connection (nothing was committed)', async () => {
    const { pool, sent } = failingPool(terminated());
    await expect(pool.query(INSERT)).resolves.toEqual({ rows: [] });
    expect(sent).toEqual([INSERT, INSERT]);
  });

  it('does not send a write again when its socket was lost (it may have been applied)', async () => {
    const { pool, sent } = failingPool(reset());
    await expect(pool.query(INSERT)).rejects.toThrow('ECONNRESET');
    expect(sent).toHaveLength(1);
  });

  it('sends a read again after any lost connection, at most three times in all', async () => {
    const { pool, sent } = failingPool(reset(), terminated(), reset(), reset());
    await expect(pool.query('select 1')).rejects.toThrow('ECONNRESET');
    expect(sent).toHaveLength(3);
  });

  it('does not send a statement again when the query itself failed', async () => {
    const { pool, sent } = failingPool(withCode('duplicate key value', '23505'));
    await expect(pool.query('select 1')).rejects.toThrow('duplicate key');
    expect(sent).toHaveLength(1);
  });
});
