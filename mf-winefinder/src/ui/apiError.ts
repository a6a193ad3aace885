/** RTK Query's error for a 400 answer (the API rejected the answers). */
export const isBadRequest = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 400;
