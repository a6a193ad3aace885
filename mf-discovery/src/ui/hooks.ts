import { useEffect, useRef, useState } from 'react';
import { bus, errorStatus } from '@vinkompassen/shared-contracts';

/** `value`, updated only after it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
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
