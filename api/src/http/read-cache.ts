import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 responses are the same for every user: serve repeats from the read cache. */
    readCache?: boolean;
  }
  interface FastifyInstance {
    readCache: { clear(): void; readonly size: number };
  }
}

export interface ReadCacheOptions {
  /** Off: every request reaches the database (READ_CACHE=0). */
  enabled: boolean;
  maxEntries: number;
  /** Bounds how stale another instance's cache can be after a write or an import elsewhere. */
  ttlMs: number;
}

const HIT = 'hit';

/**
 * A response cache for public catalog reads (wines, stores, taxonomy). Catalog data changes only with an
 * import or a write (a like changes `likes_count`), so every successful write in this process clears it;
 * other instances (PostgreSQL scale-out) catch up within `ttlMs`. Keys include the host because
 * paginated responses carry absolute links. Auth still runs first: a bad token gets its 401.
 */
export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): void {
  const cache = new LRUCache<string, string>({ max: options.maxEntries, ttl: options.ttlMs });
  app.decorate('readCache', {
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  });
  if (!options.enabled) return;
  // Bumped by every write: a read that started before a write must not store what it read.
  let generation = 0;
  const startedAt = new WeakMap<object, number>();

  const keyOf = (request: { protocol: string; host: string; url: string }) => `${request.protocol}://${request.host}${request.url}`;
  const cacheable = (request: { method: string; routeOptions: { config?: { readCache?: boolean } } }) =>
    request.method === 'GET' && request.routeOptions.config?.readCache === true;

  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request)) return;
    startedAt.set(request, generation);
    const hit = cache.get(keyOf(request));
    if (hit === undefined) return;
    reply.header('x-cache', HIT).type('application/json; charset=utf-8');
    return reply.send(hit);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (write) {
      // Before the response leaves, so the writer's next read already misses.
      if (reply.statusCode < 400) {
        generation += 1;
        cache.clear();
      }
    } else if (
      cacheable(request) &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      reply.getHeader('x-cache') !== HIT &&
      startedAt.get(request) === generation
    ) {
      cache.set(keyOf(request), payload);
      reply.header('x-cache', 'miss');
    }
    return payload;
  });
}
