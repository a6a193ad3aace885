import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** HTTP status of a failed RTK Query call, or null for network and other errors. */
export function errorStatus(error: FetchBaseQueryError | SerializedError | undefined): number | null {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/** The messages of an API error body (`{field: [messages]}` or `{detail}`), in order; none for other failures. */
export function errorMessages(error: FetchBaseQueryError | SerializedError | undefined): string[] {
  const data: unknown = error && 'status' in error ? error.data : undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.values(data).flatMap((messages: unknown) => {
    if (typeof messages === 'string') return [messages];
    return Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
  });
}
