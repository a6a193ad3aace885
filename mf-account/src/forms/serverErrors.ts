import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * API error bodies are `{field: [messages]}` (400) or `{detail}` (spec section 8: flattened, one per line).
 * Anything else gives no lines, and the caller shows the generic message.
 */
export function flattenErrors(data: unknown): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.values(data).flatMap((messages: unknown) => {
    if (typeof messages === 'string') return [messages];
    return Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
  });
}

/** Lines to show for a failed mutation: the API's messages, else `fallback`. */
export function errorLines(error: FetchBaseQueryError | SerializedError | undefined, fallback: string): string[] {
  const lines = error && 'status' in error ? flattenErrors(error.data) : [];
  return lines.length > 0 ? lines : [fallback];
}
