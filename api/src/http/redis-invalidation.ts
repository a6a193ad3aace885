import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { InvalidationBus, ReadCacheTag } from './read-cache';

const CHANNEL = 'vk-read-cache';

/**
 * The read cache's bus over Redis pub/sub: `publisher` is any connection, `subscriber` one of its own (a subscribed
 * connection can do nothing else). An instance ignores its own messages. Pub/sub keeps nothing for a disconnected
 * subscriber, so every (re)connect reports a possible gap (`null`): the listener then drops everything.
 */
export function redisInvalidationBus(publisher: Redis, subscriber: Redis, onError: (err: unknown) => void): InvalidationBus {
  const instance = randomUUID();
  return {
    publish(tags) {
      publisher.publish(CHANNEL, JSON.stringify({ from: instance, tags })).catch(onError);
    },
    subscribe(listener) {
      subscriber.on('ready', () => {
        subscriber.subscribe(CHANNEL).then(() => listener(null), onError);
      });
      subscriber.on('message', (channel: string, message: string) => {
        if (channel !== CHANNEL) return;
        try {
          const { from, tags } = JSON.parse(message) as { from: string; tags: ReadCacheTag[] };
          if (from !== instance && Array.isArray(tags)) listener(tags);
        } catch (err) {
          onError(err);
        }
      });
    },
  };
}
