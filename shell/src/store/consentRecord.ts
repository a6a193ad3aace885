// The stored consent choice and the analytics storage keys (STORAGE_KEYS.consent / .analyticsId, a test keeps them
// equal). Free of imports: the e2e fixtures read the same constants to start pages with a choice already made.

/**
 * The consent banner's version. Raise it when what is collected, or why, changes: every visitor is asked again
 * (a stored choice of another version counts as no choice).
 */
export const CONSENT_VERSION = 1;

/** localStorage: the visitor's choice, `StoredConsent` as JSON. Necessary storage (it remembers a "no" too). */
export const CONSENT_STORAGE_KEY = 'consent';

/** localStorage: the daily random browser id, `StoredBrowserId` as JSON. Analytics storage: only with 'all'. */
export const BROWSER_ID_STORAGE_KEY = 'analytics_id';

/** 'all': "Godkänn alla" (first-party statistics and the configured third-party script); 'necessary': nothing. */
export type ConsentChoice = 'all' | 'necessary';

export interface StoredConsent {
  choice: ConsentChoice;
  /** CONSENT_VERSION when the choice was made. */
  version: number;
  /** When the choice was made (ISO 8601). */
  date: string;
}

export function serializeConsent(choice: ConsentChoice, date: string, version: number = CONSENT_VERSION): string {
  const record: StoredConsent = { choice, version, date };
  return JSON.stringify(record);
}

/** The stored choice if it is well-formed and of the current version; anything else counts as no choice. */
export function parseConsent(raw: string | null, version: number = CONSENT_VERSION): StoredConsent | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (!value || (value.choice !== 'all' && value.choice !== 'necessary')) return null;
    if (value.version !== version || typeof value.date !== 'string' || Number.isNaN(Date.parse(value.date))) return null;
    return { choice: value.choice, version: value.version, date: value.date };
  } catch {
    return null;
  }
}
