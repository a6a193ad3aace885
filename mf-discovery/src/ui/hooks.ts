import { useEffect, useRef, useState } from 'react';
import { bus, useServerPageMeta, type PageMeta } from '@vinkompassen/shared-contracts';

/** `value`, updated only after it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** HTTP status of an RTK Query error, if it has one. */
export function errorStatus(error: unknown): number | string | undefined {
  return error && typeof error === 'object' && 'status' in error ? (error as { status: number | string }).status : undefined;
}

/** Raises the shell's error banner once per failed request (404s are shown as not-found states instead). */
export function useErrorBanner(error: unknown): void {
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || error === reported.current || errorStatus(error) === 404) return;
    reported.current = error;
    bus.publish('error/show', {});
  }, [error]);
}

/** Page-specific title/description/image for the shell, e.g. a wine's name. */
export function usePageMeta(meta: PageMeta | null): void {
  const key = meta ? JSON.stringify(meta) : null;
  useServerPageMeta(meta);
  useEffect(() => {
    if (!key) return;
    // After the commit: the shell re-applies the route's own meta in a parent effect of the same commit.
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) bus.publish('meta/changed', JSON.parse(key) as PageMeta);
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
}
