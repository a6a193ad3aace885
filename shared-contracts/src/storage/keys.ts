/** Browser storage keys of the spec (section 3); values are strings as the spec describes. */
export const STORAGE_KEYS = {
  authenticated: 'authenticated',
  homescreen: 'homescreen',
  pageVisited: 'pageVisited',
  token: 'token',
  store: 'store',
  newsletter: 'newsletter',
  ageConfirmed: 'age_confirmed',
  /** The analytics consent choice (necessary storage: it remembers a "no" too). */
  consent: 'consent',
  /** The daily random browser id of analytics (written only with consent 'all'). */
  analyticsId: 'analytics_id',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (private mode, disabled cookies, quota): the app must keep working without it.
export function readStorage(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still applies for this visit.
  }
}
