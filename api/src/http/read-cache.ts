import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * What a cached read shows that a request can change. Catalog data itself changes only with an import (another
 * process: seen within `ttlMs`); what users write shows in public reads only as likes (`likes_count`).
 */
export type ReadCacheTag = 'likes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 responses are the same for every user: serve repeats from the read cache. `true` means it
     * shows likes; `{ dependsOn: [] }` marks a read that no request can change (stores, taxonomy).
     */
    readCache?: true | { dependsOn: ReadCacheTag[] };
    /** A write that changes what cached reads show: a success drops the reads that depend on these. */
    invalidates?: ReadCacheTag[];
  }
  interface FastifyInstance {
    readCache: { clear(): void; readonly size: number };
  }
}

/**
 * How instances tell each other about writes (Redis pub/sub when several run): `publish` after a local write;
 * the listener gets the tags another instance changed, or null when messages may have been missed (a reconnect).
 */
export interface InvalidationBus {
  publish(tags: ReadCacheTag[]): void;
  subscribe(listener: (tags: ReadCacheTag[] | null) => void): void;
}

export interface ReadCacheOptions {
  /** Off: every request reaches the database (READ_CACHE=0). */
  enabled: boolean;
  maxEntries: number;
  /** Bounds how stale another instance's cache can be after a write or an import elsewhere. */
  ttlMs: number;
}

const HIT = 'hit';
const TAGS: ReadCacheTag[] = ['likes'];

interface Entry {
  payload: string;
  /** The generations of the read's tags when it was read: a later write to any of them makes it stale. */
  stamp: string;
}

/**
 * A response cache for public catalog reads (wines, stores, taxonomy). Each cached read names what it shows that a
 * request can change (`readCache.dependsOn`); each write that changes it says so (`invalidates`). A write drops only
 * the reads that depend on what it changed, so reads that are POSTs (the wine finder, nearby stores) and unrelated
 * writes leave the cache alone. Other instances hear of the write through `bus` (within milliseconds), or at worst
 * catch up within `ttlMs` if the bus is down.
 * Auth still runs first: a bad token gets its 401.
 */
export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions, bus?: InvalidationBus): void {
  const cache = new LRUCache<string, Entry>({ max: options.maxEntries, ttl: options.ttlMs });
  app.decorate('readCache', {
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  });
  if (!options.enabled) return;
  // Bumped by every successful write that changes the tag: a read that started before must not store what it read.
  const generation = Object.fromEntries(TAGS.map((t) => [t, 0])) as Record<ReadCacheTag, number>;
  const stampOf = (tags: ReadCacheTag[]) => tags.map((t) => generation[t]).join('.');
  bus?.subscribe((tags) => {
    for (const tag of tags ?? TAGS) generation[tag] += 1;
    if (!tags) cache.clear();
  });
  const startedAt = new WeakMap<object, string>();

  type Routed = { method: string; routeOptions: { config?: { readCache?: true | { dependsOn: ReadCacheTag[] }; invalidates?: ReadCacheTag[] } } };
  // Links in responses use the configured public URL, so the request's Host header is not part of the key.
  const keyOf = (request: { url: string }) => request.url;
  const dependsOn = (request: Routed): ReadCacheTag[] | null => {
    const config = request.routeOptions.config?.readCache;
    if (request.method !== 'GET' || config === undefined) return null;
    return config === true ? TAGS : config.dependsOn;
  };

  app.addHook('preHandler', async (request, reply) => {
    const tags = dependsOn(request);
    if (!tags) return;
    const stamp = stampOf(tags);
    startedAt.set(request, stamp);
    const hit = cache.get(keyOf(request));
    if (hit === undefined || hit.stamp !== stamp) return;
    reply.header('x-cache', HIT).type('application/json; charset=utf-8');
    return reply.send(hit.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const changed = request.routeOptions.config?.invalidates;
    if (changed?.length && reply.statusCode < 400) {
      // Before the response leaves, so the writer's next read already misses.
      for (const tag of changed) generation[tag] += 1;
      bus?.publish(changed);
      return payload;
    }
    const tags = dependsOn(request);
    if (
      tags &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      reply.getHeader('x-cache') !== HIT &&
      startedAt.get(request) === stampOf(tags)
    ) {
      cache.set(keyOf(request), { payload, stamp: stampOf(tags) });
      reply.header('x-cache', 'miss');
    }
    return payload;
  });
}
