import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new PostgreSQL database next to the one `baseUrl` names (tests, the bench): empty, or a copy of `template` (a
 * database nobody is connected to); its URL, and `drop` to remove it again (connections still open are ended).
 */
export async function createScratchDatabase(
  baseUrl: string,
  prefix: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const base = new URL(baseUrl);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: base.toString() });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
