import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxEntry } from './mailer';

/** Messages in the outbox folder, oldest first (optionally only those to `to`). */
export async function readOutbox(outboxDir: string, to?: string): Promise<OutboxEntry[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const entries = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEntry));
  return to ? entries.filter((e) => e.to.toLowerCase() === to.toLowerCase()) : entries;
}
