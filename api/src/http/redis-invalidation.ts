import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { InvalidationBus, ReadCacheTag } from './read-cache';

/** Messages between the instances of the API: each publishes what it changed and hears what the others did. */
export interface RedisBus<T> {
  publish(message: T): void;
  /** `null`: messages may have been missed (a (re)connect). */
  subscribe(listener: (message: T | null) => void): void;
}

/**
 * A bus over Redis pub/sub on `channel`: `publisher` is any connection, `subscriber` one of its own (a subscribed
 * connection can do nothing else). An instance ignores its own messages. Pub/sub keeps nothing for a disconnected
 * subscriber, so every (re)connect reports a possible gap (`null`).
 */
export function redisBus<T>(publisher: Redis, subscriber: Redis, channel: string, isMessage: (v: unknown) => v is T, onError: (err: unknown) => void): RedisBus<T> {
  const instance = randomUUID();
  return {
    publish(message) {
      publisher.publish(channel, JSON.stringify({ from: instance, message })).catch(onError);
    },
    subscribe(listener) {
      subscriber.on('ready', () => {
        subscriber.subscribe(channel).then(() => listener(null), onError);
      });
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        try {
          const { from: sender, message } = JSON.parse(text) as { from: string; message: unknown };
          if (sender !== instance && isMessage(message)) listener(message);
        } catch (err) {
          onError(err);
        }
      });
    },
  };
}

/** The read cache's bus: the tags a write changed; on a gap the listener drops everything. */
export const redisInvalidationBus = (publisher: Redis, subscriber: Redis, onError: (err: unknown) => void): InvalidationBus =>
  redisBus(publisher, subscriber, 'vk-read-cache', (v): v is ReadCacheTag[] => Array.isArray(v), onError);
