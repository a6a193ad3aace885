import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** HTTP status of a failed RTK Query call, or null for network and other errors. */
export function errorStatus(error: FetchBaseQueryError | SerializedError | undefined): number | null {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : null;
}
