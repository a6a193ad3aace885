/**
 * Rendered cards: a bounded LRU of PNGs in memory over a folder on disk, both by `kind:entity:version` (the version
 * hashes what the card shows, see model.ts), so an edited list or a new price is a new key and the old card simply
 * ages out. The folder outlives a restart and serves every instance that shares DATA_DIR: a card is rendered once.
 * Concurrent requests for a card being rendered share that one render, which is skipped when all of them have gone.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { RenderedCard } from './render';

/** ≈ 60–120 KB a card: 32 MB holds a few hundred of the most shared ones. */
export const CARD_CACHE_BYTES = 32 * 1024 * 1024;

interface Job {
  promise: Promise<RenderedCard>;
  /** Requests still waiting for it (a pre-render counts as one). */
  waiters: number;
}

export class ShareCardCache {
  private readonly cards: LRUCache<string, Buffer>;
  private readonly pending = new Map<string, Job>();
  private readonly dir: string | null;
  private readonly writes = new Set<Promise<void>>();

  /** `dir`: where cards are kept on disk (null: memory only). */
  constructor({ maxBytes = CARD_CACHE_BYTES, dir = null }: { maxBytes?: number; dir?: string | null } = {}) {
    this.cards = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (png) => png.length });
    this.dir = dir;
  }

  private fileOf(key: string): string | null {
    return this.dir && path.join(this.dir, `${createHash('sha256').update(key).digest('base64url').slice(0, 32)}.png`);
  }

  private async fromDisk(key: string): Promise<Buffer | null> {
    const file = this.fileOf(key);
    if (!file) return null;
    try {
      const png = await readFile(file);
      this.cards.set(key, png);
      return png;
    } catch {
      return null;
    }
  }

  /** Written whole or not at all (a reader never sees half a file), then renamed into place. */
  private async toDisk(key: string, png: Buffer): Promise<void> {
    const file = this.fileOf(key);
    if (!file) return;
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, png);
    await rename(partial, file);
  }

  /** Whether the card is kept (in memory or on disk). */
  async has(key: string): Promise<boolean> {
    return this.cards.has(key) || (await this.fromDisk(key)) !== null;
  }

  /**
   * The kept PNG, or the one `render` makes (then kept); `rendered` says which, with the render's time. `render` gets
   * a `wanted` check for when its turn comes; `signal` says this request has gone (no answer needed any more).
   */
  async get(
    key: string,
    render: (wanted: () => boolean) => Promise<RenderedCard>,
    signal?: AbortSignal,
  ): Promise<{ png: Buffer; rendered: RenderedCard | null }> {
    const hit = this.cards.get(key) ?? (await this.fromDisk(key));
    if (hit) return { png: hit, rendered: null };
    let waiting = this.pending.get(key);
    if (waiting) waiting.waiters += 1;
    else {
      // Counted before the render starts: it asks `wanted` at once when a place is free.
      const job = { waiters: 1 } as Job;
      job.promise = render(() => job.waiters > 0);
      this.pending.set(key, job);
      job.promise.then(
        (card) => {
          this.cards.set(key, card.png);
          this.pending.delete(key);
          const write = this.toDisk(key, card.png)
            .catch(() => undefined)
            .finally(() => this.writes.delete(write));
          this.writes.add(write);
        },
        () => this.pending.delete(key),
      );
      waiting = job;
    }
    const job = waiting;
    const leave = () => {
      job.waiters -= 1;
    };
    // Gone already (while the disk was read) or later: no longer counted as waiting.
    if (signal?.aborted) leave();
    else signal?.addEventListener('abort', leave, { once: true });
    try {
      const card = await job.promise;
      return { png: card.png, rendered: card };
    } finally {
      if (!signal?.aborted) {
        signal?.removeEventListener('abort', leave);
        leave();
      }
    }
  }

  /** Resolves once every card rendered so far is on disk. */
  async written(): Promise<void> {
    await Promise.all([...this.writes]);
  }

  get size(): number {
    return this.cards.size;
  }
}
