import type { FieldErrors } from '@vinkompassen/shared-contracts';

/** Login failures come as an object of arrays of messages (spec section 8): shown one per line. */
export function flattenLoginErrors(data: unknown): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.values(data as FieldErrors).flatMap((messages) =>
    Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [],
  );
}
