/**
 * DEMO stock. Systembolaget's per-store stock is not public, so the app shows generated levels,
 * labelled `source = 'demo'` in the stock table and in every API response.
 *
 * Deterministic, no randomness: every (product, store) pair gets a 64-bit hash
 * h = md5(`${productId}:${siteId}`) (Systembolaget's productId and the store's siteId), read as
 * u1 = first 8 hex digits / 2^32 and u2 = next 8 hex digits / 2^32, both in [0, 1).
 * Each store has a size factor f = 0.35 + 0.6 · u(md5(`store:${siteId}`)) in [0.35, 0.95).
 * The wine is on the store's shelf when u1 < p, where p depends on the assortment:
 *   FS (fast sortiment) p = f; TS* (tillfälligt sortiment: TSE, TSV, TSLS…) p = 0.25 · f;
 *   BS (beställningssortiment: ordered to a store, not kept on shelves) p = 0; any other code p = 0.05.
 * Quantity = 1 + floor(u2 · max), max = 48 for FS and 12 otherwise.
 * Agents (isAgent) carry no stock; discontinued wines get none.
 * Nothing is stored: the view `stock_levels` (migration 0004) computes the same formula in SQL where it is
 * read, for the pairs without a row of a real feed (table `stock`, `source = 'feed'`). Storing it took
 * 621,551 rows for the full catalog.
 */
import { createHash } from 'node:crypto';

const unit = (hex8: string) => parseInt(hex8, 16) / 2 ** 32;

export function storeFactor(siteId: string): number {
  return 0.35 + 0.6 * unit(createHash('md5').update(`store:${siteId}`).digest('hex').slice(0, 8));
}

export function shelfProbability(assortment: string, factor: number): number {
  if (assortment === 'FS') return factor;
  if (assortment.startsWith('TS')) return 0.25 * factor;
  if (assortment === 'BS') return 0;
  return 0.05;
}

/** The demo quantity of a wine in a store (0 = not stocked); the reference implementation of the SQL below. */
export function demoQuantity(productId: string, siteId: string, assortment: string): number {
  const hex = createHash('md5').update(`${productId}:${siteId}`).digest('hex');
  const u1 = unit(hex.slice(0, 8));
  const u2 = unit(hex.slice(8, 16));
  if (u1 >= shelfProbability(assortment, storeFactor(siteId))) return 0;
  return 1 + Math.floor(u2 * (assortment === 'FS' ? 48 : 12));
}
