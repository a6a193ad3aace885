// localStorage for the shell's own keys (not in shared-contracts' STORAGE_KEYS yet), with the same rule as
// readStorage/writeStorage: storage may throw (private mode, disabled, quota) and the app keeps working.
import { BROWSER_ID_STORAGE_KEY, CONSENT_STORAGE_KEY } from './consentRecord';

export type ShellStorageKey = typeof CONSENT_STORAGE_KEY | typeof BROWSER_ID_STORAGE_KEY;

export function readShellStorage(key: ShellStorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeShellStorage(key: ShellStorageKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not persisted: the in-memory state still applies for this visit.
  }
}
