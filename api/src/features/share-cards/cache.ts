/**
 * Rendered cards in memory: a bounded LRU of PNGs by `kind:entity:version` (the version hashes what the card shows,
 * see model.ts), so an edited list or a new price is a new key and the old card simply ages out. Concurrent
 * requests for a card being rendered share that one render.
 */
import { LRUCache } from 'lru-cache';
import type { RenderedCard } from './render';

/** ≈ 60–120 KB a card: 32 MB holds a few hundred of the most shared ones. */
export const CARD_CACHE_BYTES = 32 * 1024 * 1024;

export class ShareCardCache {
  private readonly cards: LRUCache<string, Buffer>;
  private readonly pending = new Map<string, Promise<RenderedCard>>();

  constructor(maxBytes = CARD_CACHE_BYTES) {
    this.cards = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (png) => png.length });
  }

  /** The cached PNG, or the one `render` makes (then cached); `rendered` says which, with the render's time. */
  async get(key: string, render: () => Promise<RenderedCard>): Promise<{ png: Buffer; rendered: RenderedCard | null }> {
    const hit = this.cards.get(key);
    if (hit) return { png: hit, rendered: null };
    let job = this.pending.get(key);
    if (!job) {
      job = render();
      this.pending.set(key, job);
      job.then(
        (card) => {
          this.cards.set(key, card.png);
          this.pending.delete(key);
        },
        () => this.pending.delete(key),
      );
    }
    const card = await job;
    return { png: card.png, rendered: card };
  }

  get size(): number {
    return this.cards.size;
  }
}
