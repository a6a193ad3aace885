/** HTTP status of a failed RTK Query call, or null for network and other errors. */
export function errorStatus(error: unknown): number | null {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/**
 * API error bodies are `{field: [messages]}` (400) or `{detail}` (spec section 8: flattened, one per line).
 * Anything else gives no lines, and the caller shows a generic message.
 */
export function flattenErrors(data: unknown): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.values(data).flatMap((messages: unknown) => {
    if (typeof messages === 'string') return [messages];
    return Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
  });
}

/** The messages of a failed RTK Query call's body, in order; none for network and other failures. */
export function errorMessages(error: unknown): string[] {
  return error && typeof error === 'object' && 'status' in error && 'data' in error ? flattenErrors(error.data) : [];
}

/** Lines to show for a failed mutation: the API's messages, else `fallback`. */
export function errorLines(error: unknown, fallback: string): string[] {
  const lines = errorMessages(error);
  return lines.length > 0 ? lines : [fallback];
}
