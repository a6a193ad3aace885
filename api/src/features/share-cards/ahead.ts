/**
 * Share cards rendered ahead: the fixed range's wines, whose links are shared most, get their card before anyone
 * asks, so a burst of previews (a chat app unfurling a list of links, a crawler) is answered from disk. One card at
 * a time through the same render queue as requests, so a visitor's card waits for at most one of these.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import type { ShareCardCache } from './cache';
import { cardKey, productCardSubject, type CardSubject } from './cards';
import { renderCard } from './render';

/**
 * Renders the missing cards of the first `limit` fixed-range wines (by id); stops when `stopped()` says so.
 * `load` reads a wine's card by its slug (as pages link it): the route's own loader, which remembers it.
 */
export async function renderCardsAhead(
  db: Database,
  cache: ShareCardCache,
  limit: number,
  stopped: () => boolean,
  load: (slug: string) => Promise<CardSubject | null> = (slug) => productCardSubject(db, slug),
): Promise<{ wines: number; rendered: number }> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select slug from products where assortment = 'FS' and not is_discontinued order by id limit ${Number.isFinite(limit) ? limit : null}`,
  );
  let rendered = 0;
  for (const { slug } of rows) {
    if (stopped()) break;
    const subject = await load(slug);
    if (!subject) continue;
    const key = cardKey('product', subject);
    if (await cache.has(key)) continue;
    await cache.get(key, (wanted) => renderCard(subject.model, wanted));
    rendered += 1;
  }
  await cache.written();
  return { wines: rows.length, rendered };
}
